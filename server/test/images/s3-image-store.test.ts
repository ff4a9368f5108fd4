import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backup } from '../../src/cli/backup.js';
import { restore } from '../../src/cli/restore.js';
import { loadConfig } from '../../src/config.js';
import { createConfiguredImageStore } from '../../src/modules/images/configured-image-store.js';
import { createLocalImageStore, type ImageStore } from '../../src/modules/images/image-store.js';
import { checkImageStore } from '../../src/modules/images/images-check.service.js';
import { createS3ImageStore } from '../../src/modules/images/s3-image-store.js';
import { cameraJpeg, fetchImage, inspect, uploadOk } from '../image-fixtures.js';
import { API, a, addPoint, createPointsWorld, validAnswers } from '../points-fixtures.js';
import { S3Peer, S3RVER_KEY } from '../s3-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The S3 image store (modules/images/s3-image-store.ts, docs/decisions/0018) against a real S3
 *  protocol peer: s3rver, started here as a local process (s3-peer.ts). The same behaviour checks
 *  run against the local store, so both keep the ImageStore contract (image-store.ts). */

const BUCKET = 'mitmachkarte-test';
/** A bucket of its own for the paging test, which counts every image in it. */
const PAGED_BUCKET = 'mitmachkarte-pages';

let peer: S3Peer;
let endpoint: string;
beforeAll(async () => {
  peer = await S3Peer.start([BUCKET, PAGED_BUCKET]);
  endpoint = peer.endpoint;
}, 30_000);
afterAll(async () => peer?.stop());

/** The S3 settings of the test, as an operator would give them. */
const s3Env = () => ({
  IMAGE_STORE: 's3', S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: S3RVER_KEY.accessKeyId, S3_SECRET_ACCESS_KEY: S3RVER_KEY.secretAccessKey,
});

/** UUID v7 ids, as the app makes them, created `msAgo` ms ago; unique within the test run. */
let counter = 0;
function imageId(msAgo = 0): string {
  const hex = (Date.now() - msAgo).toString(16).padStart(12, '0') + '7' + (++counter).toString(16).padStart(3, '0')
    + '8' + Math.random().toString(16).slice(2, 17).padEnd(15, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listAll(store: ImageStore): Promise<string[]> {
  const ids: string[] = [];
  for await (const id of store.list()) ids.push(id);
  return ids;
}

/** Folder of the local store under test, removed after the tests. */
const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-store-'));
afterAll(() => fs.rmSync(localRoot, { recursive: true, force: true }));

const stores: [string, () => ImageStore][] = [
  ['local store', () => createLocalImageStore(localRoot)],
  ['S3 store', () => createConfiguredImageStore(loadConfig(s3Env()))],
];

describe.each(stores)('ImageStore contract: %s', (_name, makeStore) => {
  let store: ImageStore;
  beforeAll(() => {
    store = makeStore();
  });

  it('put then get gives the same bytes, as a stream, with their size', async () => {
    const id = imageId();
    const bytes = Buffer.from('erste Fassung des Bildes');
    await store.put(id, 'raw', bytes);
    const file = await store.get(id, 'raw');
    expect(file?.size).toBe(bytes.length);
    expect((await readAll(file!.stream)).equals(bytes)).toBe(true);
  });

  it('a second put of the same variant replaces it whole; the other variants stay apart', async () => {
    const id = imageId();
    await store.put(id, 'norm', Buffer.from('alt'));
    await store.put(id, 'orig', Buffer.from('Original'));
    const longer = Buffer.alloc(300_000, 7);
    await store.put(id, 'norm', longer);
    const norm = await store.get(id, 'norm');
    expect(norm?.size).toBe(longer.length);
    expect((await readAll(norm!.stream)).equals(longer)).toBe(true);
    expect((await readAll((await store.get(id, 'orig'))!.stream)).toString()).toBe('Original');
  });

  it('putFile streams a local file in (a DGS video); get with a range gives only those bytes', async () => {
    const id = imageId();
    const bytes = Buffer.alloc(70_000, 3);
    bytes.write('Anfang', 0);
    const file = path.join(localRoot, `upload-${id}`);
    fs.writeFileSync(file, bytes);
    await store.putFile(id, 'video', file, bytes.length);
    expect((await readAll((await store.get(id, 'video'))!.stream)).equals(bytes)).toBe(true);
    const part = await store.get(id, 'video', { start: 2, end: 5 });
    expect(part?.size).toBe(4);
    expect((await readAll(part!.stream)).toString()).toBe('fang');
  });

  it('get of a missing variant or image is undefined, not an error', async () => {
    const id = imageId();
    expect(await store.get(id, 'raw')).toBeUndefined();
    await store.put(id, 'raw', Buffer.from('x'));
    expect(await store.get(id, 'norm')).toBeUndefined();
  });

  it('delete removes every variant of the image and leaves other images; deleting a missing image is no error', async () => {
    const gone = imageId();
    const kept = imageId();
    for (const variant of ['raw', 'orig', 'norm'] as const) await store.put(gone, variant, Buffer.from(variant));
    await store.put(kept, 'raw', Buffer.from('bleibt'));
    await store.delete(gone);
    for (const variant of ['raw', 'orig', 'norm'] as const) expect(await store.get(gone, variant)).toBeUndefined();
    const survivor = await store.get(kept, 'raw');
    expect((await readAll(survivor!.stream)).toString()).toBe('bleibt');
    await expect(store.delete(gone)).resolves.toBeUndefined();
    await expect(store.delete(imageId())).resolves.toBeUndefined();
    expect(await listAll(store)).not.toContain(gone);
  });

  it('list yields each stored image once, whatever its number of variants', async () => {
    const one = imageId();
    const three = imageId();
    await store.put(one, 'raw', Buffer.from('1'));
    for (const variant of ['raw', 'orig', 'norm'] as const) await store.put(three, variant, Buffer.from(variant));
    const ids = await listAll(store);
    expect(ids.filter((id) => id === one || id === three).sort()).toEqual([one, three].sort());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses malformed ids and unknown variants before touching the store', async () => {
    const bad = ['../etc', 'ABCDEF00-0000-7000-8000-000000000000', '', `${imageId()}/x`, '0190f5a2-dead-7000-8000-00000000beef/..'];
    for (const id of bad) {
      await expect(store.put(id, 'raw', Buffer.from('x')), id).rejects.toThrow(/malformed id/);
      await expect(store.get(id, 'raw'), id).rejects.toThrow(/malformed id/);
      await expect(store.delete(id), id).rejects.toThrow(/malformed id/);
    }
    // @ts-expect-error: a variant the type does not allow, as a caller without types could send it
    await expect(store.put(imageId(), '../raw', Buffer.from('x'))).rejects.toThrow(/unknown variant/);
    expect((await listAll(store)).every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
  });
});

describe('the S3 store against its peer', () => {
  it('stores an object as <id>/<variant> in the bucket, byte for byte', async () => {
    const store = createConfiguredImageStore(loadConfig(s3Env()));
    const id = imageId();
    await store.put(id, 'orig', Buffer.from('im Eimer'));
    // s3rver keeps each object as a file `<bucket>/<key>._S3rver_object` in its folder.
    expect(fs.readFileSync(path.join(peer.dir, BUCKET, id, 'orig._S3rver_object'), 'utf8')).toBe('im Eimer');
    // get hands over the HTTP response itself: the body is streamed from the socket, not buffered.
    const file = await store.get(id, 'orig');
    expect(file?.stream).toBeInstanceOf(http.IncomingMessage);
    file?.stream.destroy();
  });

  it('list and delete follow the continuation tokens page by page', async () => {
    const store = createS3ImageStore({ endpoint, bucket: PAGED_BUCKET, region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_KEY, listPageSize: 2 });
    const ids = [imageId(), imageId(), imageId(), imageId(), imageId()];
    for (const id of ids) await store.put(id, 'raw', Buffer.from(id));
    for (const variant of ['orig', 'norm'] as const) await store.put(ids[0]!, variant, Buffer.from(variant));
    expect((await listAll(store)).sort()).toEqual([...ids].sort());
    await store.delete(ids[0]!);
    for (const variant of ['raw', 'orig', 'norm'] as const) expect(await store.get(ids[0]!, variant)).toBeUndefined();
    expect((await listAll(store)).sort()).toEqual(ids.slice(1).sort());
  });

  it('throws the service error (no such bucket, unknown key id) instead of answering "missing"', async () => {
    const noBucket = createS3ImageStore({ endpoint, bucket: 'gibt-es-nicht', region: 'us-east-1', forcePathStyle: true, credentials: S3RVER_KEY });
    await expect(noBucket.get(imageId(), 'raw')).rejects.toThrow(/bucket/i);
    await expect(noBucket.put(imageId(), 'raw', Buffer.from('x'))).rejects.toThrow(/bucket/i);
    const unknownKey = createS3ImageStore({ endpoint, bucket: BUCKET, region: 'us-east-1', forcePathStyle: true, credentials: { ...S3RVER_KEY, accessKeyId: 'UNBEKANNT' } });
    await expect(unknownKey.get(imageId(), 'raw')).rejects.toThrow(/Access Key Id/);
  });
});

describe('the app with IMAGE_STORE=s3', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: s3Env(), rateLimits: { imageUploadPerHour: 1000 } });
  }, 120_000);
  afterAll(async () => t?.close());

  it('an uploaded photo is stored in the bucket (not under DATA_DIR) and read back through the API', async () => {
    const w = await createPointsWorld(t);
    const photo = await cameraJpeg(800, 600, 6);
    const id = await uploadOk(w.anon, photo);
    expect(fs.existsSync(path.join(t.dataDir, 'images', id))).toBe(false);
    const objects = fs.readdirSync(path.join(peer.dir, BUCKET, id)).filter((f) => f.endsWith('._S3rver_object'));
    expect(objects.sort()).toEqual(['norm._S3rver_object', 'orig._S3rver_object', 'raw._S3rver_object']);

    const norm = await fetchImage(w.anon, 'norm', id);
    expect(norm.statusCode).toBe(200);
    expect(norm.headers).toMatchObject({ 'content-type': 'image/jpeg', 'content-length': String(norm.rawPayload.length) });
    expect(await inspect(norm.rawPayload)).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    // raw: the bytes as uploaded, for the managers of a workspace once a point uses the image.
    await addPoint(w.user, { Layer: w.layers.open, Attributes: { ...validAnswers(), Foto: a('image', id) } });
    const raw = await fetchImage(w.owner, 'raw', id);
    expect(raw.statusCode).toBe(200);
    expect(raw.rawPayload.equals(photo)).toBe(true);
    expect((await fetchImage(w.anon, 'norm', imageId())).statusCode).toBe(404);
  });

  it('finding 14: a photo removed from its entry\'s answers leaves the bucket at once', async () => {
    const w = await createPointsWorld(t);
    const id = await uploadOk(w.anon, await cameraJpeg(120, 90, 1));
    const point = await addPoint(w.anon, { Layer: w.layers.open, Attributes: { ...validAnswers(), Foto: a('image', id) } });
    const variants = ['raw', 'orig', 'norm'] as const;
    const inBucket = async () => (await Promise.all(variants.map(async (v) => {
      const file = await t.app.imageStore.get(id, v);
      file?.stream.destroy();
      return file ? [v] : [];
    }))).flat();
    expect(await inBucket()).toEqual(variants);
    const res = await w.owner.put(`${API}/gis/point/${point.ID}`, { Layer: point.Layer, Latitude: point.Latitude, Longitude: point.Longitude, Attributes: validAnswers() });
    expect(res.statusCode, res.body).toBe(200);
    expect(await inBucket()).toEqual([]);
    expect((await fetchImage(w.anon, 'norm', id)).statusCode).toBe(404);
  });

  it('fsck (checkImageStore) against the bucket: uploaded images are whole, an object without a row is found', async () => {
    const w = await createPointsWorld(t);
    await uploadOk(w.anon, await cameraJpeg(200, 100, 1));
    const stray = imageId(2 * 24 * 3600_000);
    await t.app.imageStore.put(stray, 'raw', Buffer.from('ohne Zeile'));
    const report = await checkImageStore(t.db, t.app.imageStore);
    expect(report.rowsWithoutFile).toEqual([]);
    expect(report.images).toBeGreaterThanOrEqual(2);
    expect(report.filesWithoutRow).toContainEqual({ id: stray, old: true });

    const row = await t.db.selectFrom('images').select('id').executeTakeFirstOrThrow();
    await t.app.imageStore.delete(row.id);
    const after = await checkImageStore(t.db, t.app.imageStore);
    expect(after.rowsWithoutFile).toEqual(['raw', 'orig', 'norm'].map((v) => `${row.id}/${v}`));
  });
});

describe('backup and restore with IMAGE_STORE=s3', () => {
  /** Runs a CLI command; its exit code and what it printed (as backup-restore.test.ts does). */
  async function run(command: typeof backup, env: Record<string, string>, args: string[]) {
    const lines: string[] = [];
    const err = vi.spyOn(console, 'error').mockImplementation((...x: unknown[]) => { lines.push(x.join(' ')); });
    try {
      return { code: await command(loadConfig(env), args), out: lines.join('\n') };
    } finally {
      err.mockRestore();
    }
  }

  it('refuse to run and say how to copy the bucket (database first), writing nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-s3-backup-'));
    try {
      const env = { ...s3Env(), DATA_DIR: path.join(dir, 'data') };
      const file = path.join(dir, 'backup.tar.gz');
      const b = await run(backup, env, [file]);
      expect(b.code).toBe(2);
      expect(b.out).toContain(`bucket ${BUCKET} at ${endpoint}`);
      expect(b.out).toMatch(/database first[\s\S]*rclone sync <remote>:mitmachkarte-test[\s\S]*aws s3 sync s3:\/\/mitmachkarte-test/);
      const r = await run(restore, { ...env, DATABASE_URL: 'postgres://x@127.0.0.1/x' }, [file]);
      expect(r.code).toBe(2);
      expect(r.out).toMatch(/pg_restore[\s\S]*aws s3 sync \S+ s3:\/\/mitmachkarte-test --endpoint-url/);
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
