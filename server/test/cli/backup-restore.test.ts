import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { Header } from 'tar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backup } from '../../src/cli/backup.js';
import { fsck } from '../../src/cli/fsck.js';
import { restore } from '../../src/cli/restore.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { createServer } from '../../src/server.js';
import { countRows } from '../factories.js';
import { gpsPng, uploadOk } from '../image-fixtures.js';
import { a, API, createPointsWorld, validAnswers } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** `backup`, `restore` and `fsck` of the server CLI against a running app on SQLite
 *  (the CLI backs up SQLite installations; PostgreSQL is refused with a pointer to pg_dump). */

const TABLES = ['users', 'sessions', 'workspaces', 'layers', 'points', 'images', 'comments', 'point_votes', 'mail_outbox', 'idempotency_keys'] as const;
const temp: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-backup-'));
  temp.push(dir);
  return dir;
};
const configFor = (dataDir: string): Config => loadConfig({
  DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'admin-passwort-1',
  WEB_DIST: path.join(dataDir, 'no-web'),
});

/** Runs a CLI command and returns its exit code and printed lines. */
async function run(command: (config: Config, args: string[]) => Promise<number>, config: Config, args: string[]) {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...x: unknown[]) => { lines.push(x.join(' ')); });
  const err = vi.spyOn(console, 'error').mockImplementation((...x: unknown[]) => { lines.push(x.join(' ')); });
  try {
    return { code: await command(config, args), out: lines.join('\n') };
  } finally {
    log.mockRestore();
    err.mockRestore();
  }
}

/** sha256 of every file under `root`, by relative path. */
function checksums(root: string): Record<string, string> {
  if (!fs.existsSync(root)) return {};
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
  return Object.fromEntries(files.map((f) => [f, createHash('sha256').update(fs.readFileSync(path.join(root, f))).digest('hex')]));
}

async function rowCounts(dataDir: string) {
  const db = openDatabase(configFor(dataDir).database);
  try {
    return Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await countRows(db, table)])));
  } finally {
    await db.destroy();
  }
}

/** The uncompressed tar of a backup, changed by `edit`, compressed again into a new file. */
function repack(file: string, edit: (tar: Buffer) => Buffer): string {
  const changed = path.join(tempDir(), 'verändert.tar.gz');
  fs.writeFileSync(changed, zlib.gzipSync(edit(zlib.gunzipSync(fs.readFileSync(file)))));
  return changed;
}

/** Header offset and whole length (header and padded data) of the entry `name` of a tar. */
function entryOf(tar: Buffer, name: string) {
  const at = tar.indexOf(Buffer.from(`${name}\0`));
  expect(at % 512).toBe(0);
  return { at, length: 512 + Math.ceil(new Header(tar, at).size! / 512) * 512 };
}

/** A copy of the entry `name` of a tar under the name `as` (header checksum recomputed). */
function copyEntry(tar: Buffer, name: string, as: string): Buffer {
  const { at, length } = entryOf(tar, name);
  const copy = Buffer.from(tar.subarray(at, at + length));
  const header = new Header(copy, 0);
  header.path = as;
  header.encode(copy, 0);
  return copy;
}

let app: FastifyInstance;
let source: string;
let config: Config;
let imageIds: string[];
beforeAll(async () => {
  source = tempDir();
  config = configFor(source);
  app = await createServer(config);
  await app.ready();
  const t = { app, db: app.db, dataDir: source, schema: '', close: async () => undefined } satisfies TestApp;
  const w = await createPointsWorld(t);
  imageIds = [await uploadOk(w.user, await gpsPng(40, 30)), await uploadOk(w.owner, await gpsPng(20, 20))];
  const point = await w.user.post(`${API}/gis/point`, { Layer: w.layers.open, Latitude: 51.3, Longitude: 9.47, Attributes: { ...validAnswers(), Foto: a('image', imageIds[0]!) } });
  expect(point.statusCode, point.body).toBe(200);
  await w.member.post(`${API}/gis/comment`, { PointID: point.json().ID, Text: 'Gesehen.' });
  await w.member.post(`${API}/gis/vote/${point.json().ID}`, { Vote: 1 });
});
afterAll(async () => {
  await app?.close();
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('copies the running installation into one file that restores into an empty DATA_DIR with equal rows and image files', async () => {
    const file = path.join(tempDir(), 'sicherung.tar.gz');
    const made = await run(backup, config, [file]);
    expect(made.code, made.out).toBe(0);
    expect(made.out).toContain('2 images');
    const target = path.join(tempDir(), 'neu');
    const restored = await run(restore, configFor(target), [file]);
    expect(restored.code, restored.out).toBe(0);
    expect(await rowCounts(target)).toEqual(await rowCounts(source));
    const images = checksums(path.join(target, 'images'));
    expect(Object.keys(images)).toHaveLength(6);
    expect(images).toEqual(checksums(path.join(source, 'images')));
    expect((await run(fsck, configFor(target), [])).code).toBe(0);
  });

  it('copies the files of DGS videos with their rows, restored whole and checked by fsck (docs/product.md §23.3)', async () => {
    const fileId = '0190a0b0-0000-7000-8000-00000000d95a';
    const org = { id: '0190a0b0-0000-7000-8000-00000000d95b' };
    const now = new Date().toISOString();
    await app.db.insertInto('organisations').values({
      id: org.id, host: 'dgs.example.org', title: 'Stadt', menu: '[]', other: '{}', content: '{}', is_default: 0, created_at: now, updated_at: now,
    }).execute();
    await app.imageStore.put(fileId, 'video', Buffer.from('Video in Gebärdensprache'));
    await app.imageStore.put(fileId, 'captions', Buffer.from('WEBVTT\n'));
    await app.db.insertInto('dgs_videos').values({
      organisation_id: org.id, slot: 'inhalt', file_id: fileId, content_type: 'video/mp4', bytes: 25, duration_ms: 1000, width: 320, height: 240,
      captions_bytes: 7, created_at: new Date().toISOString(), uploaded_by: null,
    }).execute();
    try {
      const file = path.join(tempDir(), 'mit-video.tar.gz');
      expect((await run(backup, config, [file])).code).toBe(0);
      const target = path.join(tempDir(), 'mit-video');
      const restored = await run(restore, configFor(target), [file]);
      expect(restored.code, restored.out).toBe(0);
      const images = checksums(path.join(target, 'images'));
      expect(Object.keys(images)).toEqual(expect.arrayContaining([`${fileId}/video`, `${fileId}/captions`]));
      expect(images).toEqual(checksums(path.join(source, 'images')));
      const checked = await run(fsck, configFor(target), []);
      expect(checked.code, checked.out).toBe(0);
      expect(checked.out).toContain('1 DGS videos');
    } finally {
      await app.db.deleteFrom('dgs_videos').where('file_id', '=', fileId).execute();
      await app.db.deleteFrom('organisations').where('id', '=', org.id).execute();
      await app.imageStore.delete(fileId);
    }
  });

  it('refuses to overwrite: an existing backup file, a non-empty DATA_DIR', async () => {
    const file = path.join(tempDir(), 'b.tar.gz');
    expect((await run(backup, config, [file])).code).toBe(0);
    expect((await run(backup, config, [file])).code).toBe(1);
    const busy = tempDir();
    fs.writeFileSync(path.join(busy, 'notiz.txt'), 'bleibt');
    const res = await run(restore, configFor(busy), [file]);
    expect(res.code).toBe(1);
    expect(res.out).toContain('not empty');
    expect(fs.readdirSync(busy)).toEqual(['notiz.txt']);
  });

  it('refuses a damaged backup and leaves DATA_DIR empty', async () => {
    const file = path.join(tempDir(), 'c.tar.gz');
    expect((await run(backup, config, [file])).code).toBe(0);
    // Change one byte of an image inside the archive and pack it again: the sha256 check fails.
    const tar = zlib.gunzipSync(fs.readFileSync(file));
    const at = tar.indexOf(Buffer.from(`images/${imageIds[1]}/norm`));
    expect(at).toBeGreaterThan(0);
    tar[at + 512 + 100] = tar[at + 512 + 100]! ^ 0xff;
    const damaged = path.join(tempDir(), 'kaputt.tar.gz');
    fs.writeFileSync(damaged, zlib.gzipSync(tar));
    const target = path.join(tempDir(), 'leer');
    const res = await run(restore, configFor(target), [damaged]);
    expect(res.code).toBe(1);
    expect(res.out).toContain(`images/${imageIds[1]}/norm: missing or damaged`);
    expect(fs.readdirSync(target)).toEqual([]);
    // A truncated file is refused too.
    const cut = path.join(tempDir(), 'halb.tar.gz');
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, 2000));
    expect((await run(restore, configFor(path.join(tempDir(), 'leer2')), [cut])).code).toBe(1);
  });

  it('refuses an entry the manifest does not name, an unknown entry and one with ../ in its name, and leaves DATA_DIR empty', async () => {
    const file = path.join(tempDir(), 'd.tar.gz');
    expect((await run(backup, config, [file])).code).toBe(0);
    const image = `images/${imageIds[0]}/raw`;
    // An extra image file the manifest does not name, put in front of the database.
    const extra = repack(file, (tar) => Buffer.concat([copyEntry(tar, image, 'images/0190f5a2-0000-7000-8000-000000000002/raw'), tar]));
    const target = path.join(tempDir(), 'leer');
    const res = await run(restore, configFor(target), [extra]);
    expect(res.code).toBe(1);
    expect(res.out).toContain('entries the manifest does not name');
    expect(fs.readdirSync(target)).toEqual([]);
    // A name outside the known ones.
    const unknown = repack(file, (tar) => Buffer.concat([copyEntry(tar, image, 'notiz.txt'), tar]));
    const res2 = await run(restore, configFor(target), [unknown]);
    expect(res2.code).toBe(1);
    expect(res2.out).toContain('unexpected entry notiz.txt');
    expect(fs.readdirSync(target)).toEqual([]);
    // An entry that would be written outside DATA_DIR: refused, nothing written there.
    for (const name of ['../../ausbruch', `../${image}`, `images/../../${imageIds[0]}/raw`, '/tmp/absolut']) {
      const escaping = repack(file, (tar) => Buffer.concat([copyEntry(tar, image, name), tar]));
      const outside = path.join(tempDir(), 'a', 'b');
      const res3 = await run(restore, configFor(outside), [escaping]);
      expect(res3.code, name).toBe(1);
      expect(res3.out).toContain(`unexpected entry ${name}`);
      expect(fs.readdirSync(outside)).toEqual([]);
      expect(fs.readdirSync(path.dirname(outside))).toEqual(['b']);
      expect(fs.readdirSync(path.dirname(path.dirname(outside)))).toEqual(['a']);
    }
  });

  it('refuses PostgreSQL with a pointer to pg_dump', async () => {
    const pgConfig = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://x@127.0.0.1/x' });
    const res = await run(backup, pgConfig, [path.join(tempDir(), 'pg.tar.gz')]);
    expect(res.code).toBe(2);
    expect(res.out).toContain('pg_dump');
  });
});

describe('fsck', () => {
  it('reports rows without files, points and category icons naming a missing image (exit 1), notes files without a row and removes only old ones with --repair', async () => {
    const dataDir = tempDir();
    const file = path.join(tempDir(), 'f.tar.gz');
    expect((await run(backup, config, [file])).code).toBe(0);
    const cfg = configFor(dataDir);
    expect((await run(restore, cfg, [file])).code).toBe(0);
    const clean = await run(fsck, cfg, []);
    expect(clean.code, clean.out).toBe(0);
    expect(clean.out).toContain('database integrity: ok');

    fs.rmSync(path.join(dataDir, 'images', imageIds[0]!, 'orig'));
    const db = openDatabase(cfg.database);
    await db.deleteFrom('images').where('id', '=', imageIds[1]!).execute();
    const oldOrphan = '0190f5a2-0000-7000-8000-000000000001';
    fs.mkdirSync(path.join(dataDir, 'images', oldOrphan));
    fs.writeFileSync(path.join(dataDir, 'images', oldOrphan, 'norm'), 'x');
    const broken = await run(fsck, cfg, []);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(`PROBLEM image row without file: ${imageIds[0]}/orig`);
    expect(broken.out).toContain(`note image files without a row: ${imageIds[1]}`);
    expect(broken.out).toContain(`note image files without a row: ${oldOrphan} (older than a day`);
    expect(fs.existsSync(path.join(dataDir, 'images', oldOrphan))).toBe(true);

    const repaired = await run(fsck, cfg, ['--repair']);
    expect(repaired.out).toContain(`REMOVED image files without a row: ${oldOrphan}`);
    // Uploaded a moment ago: may belong to an upload in progress, so it stays.
    expect(repaired.out).toContain(`note image files without a row: ${imageIds[1]}`);
    expect(fs.existsSync(path.join(dataDir, 'images', oldOrphan))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'images', imageIds[1]!))).toBe(true);
    expect(repaired.code).toBe(1);
    expect(await countRows(db, 'images')).toBe(1);

    // A point whose image row is gone is a problem too.
    await db.deleteFrom('images').where('id', '=', imageIds[0]!).execute();
    const missing = await run(fsck, cfg, []);
    expect(missing.out).toMatch(new RegExp(`PROBLEM point names a missing image: [0-9a-f-]{36}: ${imageIds[0]}`));
    expect(missing.code).toBe(1);
    // So is a category icon whose image row is gone (the tram layer's pins).
    const layer = await db.selectFrom('layers').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('layers').set({ schema: JSON.stringify({ Categories: [{ Name: 'k', Label: 'K', Icon: imageIds[0] }], Schema: [] }) })
      .where('id', '=', layer.id).execute();
    expect((await run(fsck, cfg, [])).out).toContain(`PROBLEM layer's category icon names a missing image: ${layer.id}: ${imageIds[0]}`);
    await db.destroy();
    expect((await run(fsck, cfg, ['--alles'])).code).toBe(2);
  });
});
