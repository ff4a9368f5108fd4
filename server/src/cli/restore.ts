import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import type { Config } from '../config.js';
import { BACKUP_FORMAT, countRowsOfEveryTable, DATABASE_ENTRY, MANIFEST, type Manifest, s3BackupAdvice, sha256OfFile } from './backup.js';

/** The only entries a backup may hold: regular files with these names. */
const ENTRY = /^(database\/mitmachkarte\.sqlite|mitmachkarte-backup\.json|images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(raw|orig|norm|video|captions))$/;

function syncPath(p: string) {
  const fd = fs.openSync(p, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** `restore <file>`: unpacks a backup of cli/backup.ts into DATA_DIR, which must be
 *  empty or absent (anything else is refused, so that no installation is overwritten), as must
 *  the SQLite file of DATABASE_URL. node-tar unpacks the archive into DATA_DIR/.restore in strict
 *  mode (a damaged or truncated archive is an error, no path may leave the folder), taking only
 *  regular files whose names match ENTRY; any other entry fails the restore. Every entry is
 *  checked against the manifest's sha256, the manifest must name every file, and the database
 *  must pass PRAGMA integrity_check and match the manifest's row counts, all before anything is
 *  moved into place; on any failure DATA_DIR is left empty. PostgreSQL: refused (README:
 *  pg_restore); IMAGE_STORE=s3 likewise, with the commands that fill the bucket (backup.ts
 *  s3BackupAdvice). Returns the exit code. */
export async function restore(config: Config, args: string[]): Promise<number> {
  const source = args[0];
  if (!source || args.length !== 1) {
    console.error('usage: restore <file>   (into an empty DATA_DIR)');
    return 2;
  }
  const s3Advice = s3BackupAdvice(config, 'restore');
  if (s3Advice) {
    console.error(s3Advice);
    return 2;
  }
  if (config.database.kind !== 'sqlite') {
    console.error('restore: DATABASE_URL is PostgreSQL. Restore the database with pg_restore and copy the images into DATA_DIR/images (see README).');
    return 2;
  }
  const dataDir = config.dataDir;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    console.error(`restore: DATA_DIR ${dataDir} is not empty; restore only into an empty or new folder.`);
    return 1;
  }
  if (fs.existsSync(config.database.file)) {
    console.error(`restore: ${config.database.file} exists already.`);
    return 1;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = path.join(dataDir, '.restore');
  fs.mkdirSync(staging);
  try {
    const unexpected: string[] = [];
    await tar.x({
      file: path.resolve(source),
      cwd: staging,
      strict: true,
      preserveOwner: false,
      filter: (name, entry) => {
        const known = ENTRY.test(name) && 'type' in entry && (entry.type === 'File' || entry.type === 'OldFile');
        if (!known) unexpected.push(name);
        return known;
      },
    });
    if (unexpected.length > 0) throw new Error(`unexpected entry ${unexpected[0]}: not a Mitmachkarte backup`);
    if (!fs.existsSync(path.join(staging, MANIFEST))) throw new Error('the backup has no manifest (incomplete file?)');
    const manifest = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8')) as Manifest;
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`unknown backup format ${manifest.format}`);
    const names = Object.keys(manifest.files);
    for (const name of names) {
      const file = path.join(staging, name);
      if (!ENTRY.test(name) || !fs.existsSync(file) || (await sha256OfFile(file)) !== manifest.files[name]) {
        throw new Error(`${name}: missing or damaged (sha256 differs from the manifest)`);
      }
      fs.chmodSync(file, 0o640);
      syncPath(file);
    }
    const unpacked = (fs.readdirSync(staging, { recursive: true }) as string[]).filter((f) => !fs.statSync(path.join(staging, f)).isDirectory());
    if (unpacked.length !== names.length + 1) throw new Error('the backup holds entries the manifest does not name');
    const db = new SQLite(path.join(staging, DATABASE_ENTRY), { fileMustExist: true });
    try {
      const check = db.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new Error(`the database fails PRAGMA integrity_check: ${String(check)}`);
      if (JSON.stringify(countRowsOfEveryTable(db)) !== JSON.stringify(manifest.rows)) throw new Error('the row counts of the database differ from the manifest');
    } finally {
      db.close();
    }
    fs.mkdirSync(path.dirname(config.database.file), { recursive: true });
    fs.renameSync(path.join(staging, DATABASE_ENTRY), config.database.file);
    if (fs.existsSync(path.join(staging, 'images'))) fs.renameSync(path.join(staging, 'images'), path.join(dataDir, 'images'));
    fs.rmSync(staging, { recursive: true, force: true });
    syncPath(dataDir);
    syncPath(path.dirname(config.database.file));
    const points = manifest.rows.points ?? 0;
    console.log(`restore: ${dataDir}: database (${points} points) and ${manifest.images} images from the backup of ${manifest.createdAt}; sha256 and row counts checked`);
    return 0;
  } catch (err) {
    for (const entry of fs.readdirSync(dataDir)) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
    fs.rmSync(config.database.file, { force: true });
    console.error(`restore: ${err instanceof Error ? err.message : String(err)}; DATA_DIR left empty.`);
    return 1;
  }
}
