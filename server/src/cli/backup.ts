import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import type { Config } from '../config.js';

/** Name of the manifest inside a backup: the format, the time and every other entry's sha256. */
export const MANIFEST = 'mitmachkarte-backup.json';
/** Name of the database inside a backup. */
export const DATABASE_ENTRY = 'database/mitmachkarte.sqlite';
export const BACKUP_FORMAT = 1;

/** What a backup's manifest says. */
/** `rows`: the row count of every table of the copied database, checked again by restore. */
export type Manifest = { format: number; createdAt: string; images: number; rows: Record<string, number>; files: Record<string, string> };

const VARIANTS = ['raw', 'orig', 'norm'] as const;

/** sha256 (hex) of the bytes of a file, streamed. */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** Puts the file `source` at `target` as a hard link (no copy of the bytes; the image store
 *  replaces a variant by renaming a new file over it, so the linked bytes never change), or as a
 *  copy where a hard link is impossible (another file system). Throws ENOENT if `source` is gone. */
function linkOrCopy(source: string, target: string): void {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  try {
    fs.linkSync(source, target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err;
    fs.copyFileSync(source, target);
  }
}

/** Row count of every table of a SQLite database (names from sqlite_master, quoted). */
export function countRowsOfEveryTable(db: SQLite.Database): Record<string, number> {
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]).map((r) => r.name);
  return Object.fromEntries(tables.map((t) => [t, (db.prepare(`SELECT count(*) AS n FROM "${t.replaceAll('"', '""')}"`).get() as { n: number }).n]));
}

/** What to do instead of `backup`/`restore` when the images live in an S3 bucket (IMAGE_STORE=s3),
 *  which these commands cannot copy: the database with its own tools first, then the bucket with
 *  the store's (rclone, the AWS CLI); README "Backup and restore". Undefined for the local store. */
export function s3BackupAdvice(config: Config, command: 'backup' | 'restore'): string | undefined {
  if (config.imageStore.kind !== 's3') return undefined;
  const { bucket, endpoint } = config.imageStore;
  const folder = '/var/backups/mitmachkarte-images';
  const database = config.database.kind === 'postgres'
    ? (command === 'backup' ? 'pg_dump' : 'pg_restore')
    : (command === 'backup' ? `sqlite3 ${config.database.file} "VACUUM INTO '/var/backups/mitmachkarte.sqlite'"` : 'a copy of the SQLite file, with the server stopped');
  return command === 'backup'
    ? `backup: IMAGE_STORE is s3: the images are in the bucket ${bucket} at ${endpoint}, which this command does not copy. `
      + `Back up the database first (${database}), then copy the bucket with the store's own tools, e.g. `
      + `\`rclone sync <remote>:${bucket} ${folder}\` (a remote set up with rclone config) or \`aws s3 sync s3://${bucket} ${folder} --endpoint-url ${endpoint}\` (see README, "Backup and restore").`
    : `restore: IMAGE_STORE is s3: the images belong in the bucket ${bucket} at ${endpoint}, which this command does not fill. `
      + `Restore the database (${database}) and copy the images back with the store's own tools, e.g. `
      + `\`rclone sync ${folder} <remote>:${bucket}\` or \`aws s3 sync ${folder} s3://${bucket} --endpoint-url ${endpoint}\`, then run fsck (see README, "Backup and restore").`;
}

/** `backup <file>` (docs/architecture.md §2): a consistent copy of a SQLite installation while the
 *  server runs, as one .tar.gz: the database as of one moment (VACUUM INTO: one read transaction,
 *  so writers are neither blocked nor seen half), then the files of every image that database
 *  names (and of every DGS video, docs/product.md §23.3), then a manifest with each entry's sha256. Images uploaded after that moment are left
 *  out (the copy has no row for them). The entries are gathered in a private folder
 *  `<file>.staging-*` next to `<file>` (image files as hard links, or copies on another file
 *  system), packed with node-tar into `<file>.partial` and renamed when complete, so `<file>` is
 *  either whole or absent; the folder is removed in any case. PostgreSQL: refused with a pointer to the README (pg_dump
 *  and a copy of DATA_DIR/images); IMAGE_STORE=s3 likewise, with the commands that copy the bucket
 *  (s3BackupAdvice). Returns the exit code. */
export async function backup(config: Config, args: string[]): Promise<number> {
  const target = args[0];
  if (!target || args.length !== 1) {
    console.error('usage: backup <file>   (e.g. npm run backup -- /var/backups/mitmachkarte.tar.gz)');
    return 2;
  }
  const s3Advice = s3BackupAdvice(config, 'backup');
  if (s3Advice) {
    console.error(s3Advice);
    return 2;
  }
  if (config.database.kind !== 'sqlite') {
    console.error('backup: DATABASE_URL is PostgreSQL. Back up the database with pg_dump and copy DATA_DIR/images (see README, "Backup and restore").');
    return 2;
  }
  const file = path.resolve(target);
  if (fs.existsSync(file)) {
    console.error(`backup: ${file} exists already; choose a new file name.`);
    return 1;
  }
  if (!fs.existsSync(config.database.file)) {
    console.error(`backup: there is no database at ${config.database.file}.`);
    return 1;
  }
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const staging = fs.mkdtempSync(`${file}.staging-`);
  try {
    const snapshot = path.join(staging, DATABASE_ENTRY);
    fs.mkdirSync(path.dirname(snapshot));
    const source = new SQLite(config.database.file, { readonly: true, fileMustExist: true });
    try {
      source.pragma('busy_timeout = 10000');
      source.prepare('VACUUM INTO ?').run(snapshot);
    } finally {
      source.close();
    }
    fs.chmodSync(snapshot, 0o640);
    const copy = new SQLite(snapshot, { readonly: true, fileMustExist: true });
    let ids: string[];
    // DGS videos' files share the image store (docs/product.md §23.3).
    let videos: { id: string; variants: string[] }[];
    const rows: Record<string, number> = {};
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copied database fails PRAGMA integrity_check: ${String(check)}`);
      ids = (copy.prepare('SELECT id FROM images ORDER BY id').all() as { id: string }[]).map((r) => r.id);
      videos = (copy.prepare('SELECT file_id, captions_bytes FROM dgs_videos ORDER BY file_id').all() as { file_id: string; captions_bytes: number | null }[])
        .map((r) => ({ id: r.file_id, variants: r.captions_bytes === null ? ['video'] : ['video', 'captions'] }));
      Object.assign(rows, countRowsOfEveryTable(copy));
    } finally {
      copy.close();
    }
    const files: Record<string, string> = {};
    files[DATABASE_ENTRY] = await sha256OfFile(snapshot);
    const missing: string[] = [];
    for (const { id, variants } of [...ids.map((id) => ({ id, variants: [...VARIANTS] as string[] })), ...videos]) {
      for (const variant of variants) {
        const name = `images/${id}/${variant}`;
        try {
          linkOrCopy(path.join(config.dataDir, 'images', id, variant), path.join(staging, name));
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
          missing.push(name);
          continue;
        }
        files[name] = await sha256OfFile(path.join(staging, name));
      }
    }
    const manifest: Manifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString(), images: ids.length, rows, files };
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 1), { mode: 0o640 });
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true, mode: 0o600 }, [...Object.keys(files), MANIFEST]);
    const written = fs.openSync(partial, 'r');
    try {
      fs.fsyncSync(written);
    } finally {
      fs.closeSync(written);
    }
    fs.renameSync(partial, file);
    const dir = fs.openSync(path.dirname(file), 'r');
    fs.fsyncSync(dir);
    fs.closeSync(dir);
    for (const name of missing) console.error(`backup: warning: ${name} is missing in DATA_DIR (run fsck)`);
    console.log(`backup: ${file}: database and ${ids.length} images (${Object.keys(files).length} files, ${fs.statSync(file).size} bytes)`);
    return 0;
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
