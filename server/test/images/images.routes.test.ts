import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import {
  cameraJpeg, fetchImage, gpsAvif, gpsPng, gpsWebp, inspect, pngBomb, storedImages, upload, uploadOk,
} from '../image-fixtures.js';
import { API, UNKNOWN_ID, a, addPoint, createPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The image store: POST /gis/images/upload, GET /gis/image/{norm|orig|raw}/{id}
 *  (docs/product.md §7, docs/architecture.md §6: norm and orig for anyone with the id, raw for managers of a workspace
 *  using the image). */
let t: TestApp;
let w: PointsWorld;
let photo: Buffer;
let photoId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { imageUploadPerHour: 1000 } });
  w = await createPointsWorld(t);
  photo = await cameraJpeg(3000, 2000, 6);
  photoId = await uploadOk(w.anon, photo);
}, 120_000);
afterAll(async () => t?.close());

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /gis/images/upload: a camera JPEG (3000×2000, EXIF orientation 6, GPS)', () => {
  it('the test photo really carries orientation, camera and GPS in EXIF, and GPS in XMP', async () => {
    const m = await inspect(photo);
    expect(m).toMatchObject({ format: 'jpeg', width: 3000, height: 2000, orientation: 6 });
    expect(m.exifInfo).toEqual({ orientation: 6, make: 'Testkamera', hasGps: true });
    expect(m.xmp?.toString()).toContain('GPSLatitude');
  });

  it('answers a UUID v7 and records the upload with the sizes after rotation', async () => {
    expect(photoId).toMatch(UUID_V7);
    const row = await t.db.selectFrom('images').selectAll().where('id', '=', photoId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ raw_type: 'image/jpeg', orig_type: 'image/jpeg', width: 2000, height: 3000, bytes: photo.length, uploaded_by: null });
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(120_000);
  });

  it('stores raw, orig and norm under DATA_DIR/images/<id>, and no temporary files', () => {
    const dir = path.join(t.dataDir, 'images', photoId);
    expect(fs.readdirSync(dir).sort()).toEqual(['norm', 'orig', 'raw']);
    expect(fs.readFileSync(path.join(dir, 'raw')).equals(photo)).toBe(true);
  });

  it('norm: a JPEG, longest side 1280, rotated upright, without EXIF, GPS or XMP; not for shared caches while unused', async () => {
    const res = await fetchImage(w.anon, 'norm', photoId);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg', etag: `"${photoId}-norm"`, 'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff', 'content-length': String(res.rawPayload.length),
    });
    const m = await inspect(res.rawPayload);
    expect(m).toMatchObject({ format: 'jpeg', width: 853, height: 1280 });
    expect(m.orientation).toBeUndefined();
    expect(m.exif).toBeUndefined();
    expect(m.xmp).toBeUndefined();
    expect(m.iptc).toBeUndefined();
  });

  it('orig: a JPEG in full size, rotated per the orientation (2000×3000), without any metadata', async () => {
    const res = await fetchImage(w.user, 'orig', photoId);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/jpeg', etag: `"${photoId}-orig"`, 'cache-control': 'private, no-cache' });
    const m = await inspect(res.rawPayload);
    expect(m).toMatchObject({ format: 'jpeg', width: 2000, height: 3000 });
    expect(m.orientation).toBeUndefined();
    expect(m.exif).toBeUndefined();
    expect(m.xmp).toBeUndefined();
  });

  it('may be kept by shared caches, revalidated, once a public point uses it, and then sets no cookie, even for a first-time visitor', async () => {
    const shown = await uploadOk(w.anon, await cameraJpeg(300, 200, 1));
    await addPoint(w.anon, { Layer: w.layers.open, Attributes: { ...validAnswers(), Foto: a('image', shown) } });
    const res = await t.app.inject({ method: 'GET', url: `${API}/gis/image/norm/${shown}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
    // Not even the XSRF-TOKEN cookie that a visitor with a session but without it gets again on
    // other answers (plugins/session.ts).
    const cookie = `mk_session=anon.${'a'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url: `${API}/gis/image/norm/${shown}`, headers: { cookie } })).headers['set-cookie']).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: `${API}/gis/image/norm/${UNKNOWN_ID}`, headers: { cookie } });
    expect(missing.headers['set-cookie']).toBeDefined();
  });

  it('keeps a public layer\'s category icon in shared caches for a year; its raw stays private', async () => {
    const icon = await uploadOk(w.owner, await gpsPng(24, 24), 'image/png');
    const layer = await w.owner.post(`${API}/gis/layer`, {
      Workspace: w.workspaces.pub, Name: 'Öffentliche Symbole', Public: true, Editable: false,
      Schema: { Schema: [], Categories: [{ Name: 'Baum', Label: 'Baum', Icon: icon }] },
    });
    expect(layer.statusCode, layer.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `${API}/gis/image/orig/${icon}` });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await fetchImage(w.owner, 'raw', icon)).headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const res = await w.anon.request('GET', `${API}/gis/image/norm/${photoId}`, undefined, { headers: { 'if-none-match': `"${photoId}-norm"` } });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload).toHaveLength(0);
  });

  it('accepts the image content types as well, and records who uploaded', async () => {
    const small = await cameraJpeg(200, 100, 1);
    const id = await uploadOk(w.user, small, 'image/jpeg');
    expect(await t.db.selectFrom('images').select('uploaded_by').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ uploaded_by: w.userIds.user });
    // a small picture is not enlarged
    expect(await inspect((await fetchImage(w.anon, 'norm', id)).rawPayload)).toMatchObject({ width: 200, height: 100 });
  });
});

describe('POST /gis/images/upload: several at once', () => {
  it('processes parallel uploads (two at a time per process) and answers each with its own id', async () => {
    const photos = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => cameraJpeg(400 + i * 10, 300, 1)));
    const ids = await Promise.all(photos.map((p) => uploadOk(w.anon, p)));
    expect(new Set(ids).size).toBe(6);
    for (const [i, id] of ids.entries()) {
      expect(await inspect((await fetchImage(w.anon, 'orig', id)).rawPayload)).toMatchObject({ width: 410 + i * 10, height: 300 });
    }
  });
});

describe('POST /gis/images/upload: other formats', () => {
  it('PNG: orig stays PNG with transparency, norm is a JPEG; GPS is gone from both', async () => {
    const png = await gpsPng(1600, 900);
    expect((await inspect(png)).exifInfo.hasGps).toBe(true);
    const id = await uploadOk(w.anon, png, 'image/png');
    const orig = await fetchImage(w.anon, 'orig', id);
    expect(orig.headers['content-type']).toBe('image/png');
    const o = await inspect(orig.rawPayload);
    expect(o).toMatchObject({ format: 'png', width: 1600, height: 900, hasAlpha: true });
    expect([o.exif, o.xmp]).toEqual([undefined, undefined]);
    const norm = await fetchImage(w.anon, 'norm', id);
    expect(norm.headers['content-type']).toBe('image/jpeg');
    const n = await inspect(norm.rawPayload);
    expect(n).toMatchObject({ format: 'jpeg', width: 1280, height: 720, hasAlpha: false });
    expect([n.exif, n.xmp]).toEqual([undefined, undefined]);
    expect((await t.db.selectFrom('images').select(['raw_type', 'orig_type']).where('id', '=', id).executeTakeFirstOrThrow()))
      .toEqual({ raw_type: 'image/png', orig_type: 'image/png' });
  });

  it('WebP and AVIF: orig and norm become JPEGs without metadata', async () => {
    for (const [bytes, rawType] of [[await gpsWebp(800, 600), 'image/webp'], [await gpsAvif(640, 480), 'image/avif']] as const) {
      const id = await uploadOk(w.anon, bytes);
      for (const variant of ['orig', 'norm']) {
        const res = await fetchImage(w.anon, variant, id);
        expect(res.headers['content-type'], variant).toBe('image/jpeg');
        const m = await inspect(res.rawPayload);
        expect(m.format).toBe('jpeg');
        expect(m.exif).toBeUndefined();
        expect(m.xmp).toBeUndefined();
      }
      expect((await t.db.selectFrom('images').select('raw_type').where('id', '=', id).executeTakeFirstOrThrow()).raw_type).toBe(rawType);
    }
  });
});

describe('POST /gis/images/upload: the position of the photo (offer to place the marker there)', () => {
  /** 51° 18' 30" N, 9° 28' 33" E: the GPS of CAMERA_EXIF. */
  const LAT = 51 + 18 / 60 + 30 / 3600;
  const LNG = 9 + 28 / 60 + 33 / 3600;
  const plainJpeg = (exif?: Record<string, Record<string, string>>) => {
    const img = sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aa44' } });
    return (exif ? img.withExif(exif) : img).jpeg().toBuffer();
  };

  it('answers the GPS of the EXIF as decimal degrees (WGS84), for JPEG, PNG and WebP', async () => {
    for (const bytes of [await cameraJpeg(400, 300, 6), await gpsPng(200, 100), await gpsWebp(200, 100)]) {
      const res = await upload(w.anon, bytes);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { Id: string; Latitude?: number; Longitude?: number };
      expect(Object.keys(body).sort()).toEqual(['Id', 'Latitude', 'Longitude']);
      expect(Math.abs(body.Latitude! - LAT)).toBeLessThan(1e-6);
      expect(Math.abs(body.Longitude! - LNG)).toBeLessThan(1e-6);
    }
  });

  it('signs southern and western positions negative', async () => {
    const res = await upload(w.anon, await plainJpeg({
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 30/1 36/1' },
    }));
    const body = res.json() as { Latitude?: number; Longitude?: number };
    expect(Math.abs(body.Latitude! - -(33 + 52 / 60))).toBeLessThan(1e-6);
    expect(Math.abs(body.Longitude! - -(70 + 30 / 60 + 36 / 3600))).toBeLessThan(1e-6);
  });

  it('answers only the id for a photo without EXIF, without GPS, or with an impossible GPS position', async () => {
    for (const bytes of [
      await plainJpeg(),
      await plainJpeg({ IFD0: { Make: 'Testkamera' } }),
      await plainJpeg({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '95/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 0/1 0/1' } }),
      await plainJpeg({ IFD3: { GPSLatitudeRef: 'X', GPSLatitude: '51/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 0/1 0/1' } }),
    ]) {
      const res = await upload(w.anon, bytes);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json() as object)).toEqual(['Id']);
    }
  });

  it('stores the position nowhere: not in the row, and not in orig or norm', async () => {
    const res = await upload(w.anon, await cameraJpeg(400, 300, 6));
    const { Id: id } = res.json() as { Id: string };
    const row = await t.db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    // Four decimals at least: a timestamp's seconds („…:51.302Z“) are no position.
    expect(JSON.stringify(row)).not.toMatch(/51\.30\d\d|9\.47\d\d/);
    for (const variant of ['orig', 'norm']) expect((await inspect((await fetchImage(w.anon, variant, id)).rawPayload)).exif).toBeUndefined();
  });
});

describe('POST /gis/images/upload: refused uploads leave nothing stored', () => {
  const refusals: [string, () => Promise<Buffer>, number, string?][] = [
    ['a text file named .jpg', async () => Buffer.from('Dies ist kein Bild, nur Text in einer Datei namens foto.jpg\n'.repeat(20)), 400],
    ['a truncated JPEG', async () => (await cameraJpeg(1200, 800)).subarray(0, 40_000), 400],
    ['a JPEG cut just after its header', async () => (await cameraJpeg(1200, 800)).subarray(0, 2_000), 400],
    ['an empty body', async () => Buffer.alloc(0), 400],
    ['a GIF', async () => Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'), 400],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 400],
    ['a decompression bomb (20000×20000 PNG)', async () => pngBomb(20_000, 20_000), 400, 'Megapixel'],
    ['11 MiB', async () => Buffer.alloc(11 * 1024 * 1024, 0xff), 413, 'Das Bild ist zu groß. Es darf höchstens 10 MB groß sein.'],
  ];
  it.each(refusals)('%s → %i', async (_name, make, status, message) => {
    const bytes = await make();
    const before = await storedImages(t);
    const res = await upload(w.user, bytes);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().Message).toEqual(message ? expect.stringContaining(message) : expect.any(String));
    expect(await storedImages(t)).toEqual(before);
  });

  it('the bomb is small as a file but huge as pixels', () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
  });

  it('refuses JSON and forms with 415, and a missing anti-forgery token with 403', async () => {
    const before = await storedImages(t);
    expect((await w.user.post(`${API}/gis/images/upload`, { Id: UNKNOWN_ID })).statusCode).toBe(415);
    const form = await upload(w.user, Buffer.from('--x\r\n\r\n--x--'), 'multipart/form-data; boundary=x');
    expect(form.statusCode).toBe(415);
    const noToken = await w.user.request('POST', `${API}/gis/images/upload`, await cameraJpeg(100, 100), { xsrf: false, headers: { 'content-type': 'image/jpeg' } });
    expect(noToken.statusCode).toBe(403);
    expect(await storedImages(t)).toEqual(before);
  });

  it('keeps the generic 413 message for other routes', async () => {
    const res = await w.owner.post(`${API}/gis/point`, { Layer: w.layers.open, Latitude: 1, Longitude: 1, Attributes: { x: a('text', 'y'.repeat(1_100_000)) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().Message).toBe('Die Anfrage ist zu groß.');
  });
});

describe('GET /gis/image/raw/{id}: managers of a workspace using the image', () => {
  it('refuses everyone while no point or category uses the image (anonymous 401, logged in 403)', async () => {
    const res = await fetchImage(w.anon, 'raw', photoId);
    expect(res.statusCode).toBe(401);
    for (const who of [w.user, w.owner, w.member, w.outsider]) expect((await fetchImage(who, 'raw', photoId)).statusCode).toBe(403);
  });

  it('serves the bytes as uploaded, GPS included, to the managers once a point uses it; nobody else', async () => {
    await addPoint(w.user, { Layer: w.layers.open, Attributes: { ...validAnswers(), Foto: a('image', photoId) } });
    for (const manager of [w.owner, w.member]) {
      const res = await fetchImage(manager, 'raw', photoId);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({ 'content-type': 'image/jpeg', etag: `"${photoId}-raw"`, 'cache-control': 'private, no-cache', 'x-content-type-options': 'nosniff' });
      expect(res.rawPayload.equals(photo)).toBe(true);
      expect((await inspect(res.rawPayload)).exifInfo.hasGps).toBe(true);
    }
    // the uploader is not a manager: uploading gives no right to the raw bytes of others' photos
    expect((await fetchImage(w.user, 'raw', photoId)).statusCode).toBe(403);
    expect((await fetchImage(w.outsider, 'raw', photoId)).statusCode).toBe(403);
    expect((await fetchImage(w.anon, 'raw', photoId)).statusCode).toBe(401);
  });

  it('serves the raw of a category icon to the managers of the layer\'s workspace', async () => {
    const icon = await uploadOk(w.owner, await gpsPng(64, 64), 'image/png');
    expect((await fetchImage(w.member, 'raw', icon)).statusCode).toBe(403);
    const res = await w.owner.post(`${API}/gis/layer`, {
      Workspace: w.workspaces.priv, Name: 'Mit Symbol', Public: false, Editable: false,
      Schema: { Schema: [], Categories: [{ Name: 'Baum', Label: 'Baum', Icon: icon }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const raw = await fetchImage(w.member, 'raw', icon);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toBe('image/png');
    // The layer is private: its icon is for those who may see the layer, and hidden from others.
    expect((await fetchImage(w.member, 'orig', icon)).statusCode).toBe(200);
    for (const who of [w.user, w.anon]) expect((await fetchImage(who, 'orig', icon)).statusCode).toBe(404);
    expect((await fetchImage(w.user, 'raw', icon)).statusCode).toBe(404);
  });
});

describe('GET /gis/image: unknown and malformed', () => {
  it('answers 404 for an unknown id in every variant', async () => {
    for (const variant of ['norm', 'orig', 'raw']) {
      const res = await fetchImage(w.owner, variant, UNKNOWN_ID);
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe('Das Bild wurde nicht gefunden.');
    }
  });

  it('answers 400 for a malformed id or an unknown variant', async () => {
    expect((await fetchImage(w.anon, 'norm', '../../etc/passwd')).statusCode).toBe(404);
    expect((await fetchImage(w.anon, 'norm', 'not-an-id')).statusCode).toBe(400);
    expect((await fetchImage(w.anon, 'thumb', photoId)).statusCode).toBe(400);
  });

  it('answers 404 when the row exists but the files are gone', async () => {
    const id = await uploadOk(w.anon, await cameraJpeg(100, 100));
    fs.rmSync(path.join(t.dataDir, 'images', id), { recursive: true });
    expect((await fetchImage(w.anon, 'norm', id)).statusCode).toBe(404);
  });
});

describe('POST /gis/images/upload: who may upload', () => {
  it('needs a layer to add points to: anonymous 401 and users 403 without one, managers of a workspace may', async () => {
    const fresh = await createTestApp();
    try {
      const jpeg = await cameraJpeg(120, 80, 1);
      expect((await upload(new TestClient(fresh.app), jpeg)).statusCode).toBe(401);
      const plain = await createUser(fresh.db);
      const user = new TestClient(fresh.app);
      await user.login(plain.email, plain.password);
      expect((await upload(user, jpeg)).statusCode).toBe(403);
      const projectUser = await createUser(fresh.db, { permissions: ['project'] });
      const manager = new TestClient(fresh.app);
      await manager.login(projectUser.email, projectUser.password);
      expect((await manager.post(`${API}/gis/workspace`, { Name: 'Eigenes', Public: false, Editable: false })).statusCode).toBe(200);
      expect((await upload(manager, jpeg)).statusCode).toBe(200);
      // still refused to the others: the workspace is neither public nor editable
      expect((await upload(user, jpeg)).statusCode).toBe(403);
      expect((await storedImages(fresh)).rows).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it('limits uploads per IP address and hour (429)', async () => {
    const limited = await createTestApp({ rateLimits: { imageUploadPerHour: 2 } });
    try {
      const owner = await createUser(limited.db, { permissions: ['project'] });
      const client = new TestClient(limited.app);
      await client.login(owner.email, owner.password);
      await client.post(`${API}/gis/workspace`, { Name: 'W', Public: false, Editable: false });
      const jpeg = await cameraJpeg(50, 50, 1);
      expect((await upload(client, jpeg)).statusCode).toBe(200);
      expect((await upload(client, jpeg)).statusCode).toBe(200);
      const res = await upload(client, jpeg);
      expect(res.statusCode).toBe(429);
      expect(res.json().Message).toBe('Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.');
    } finally {
      await limited.close();
    }
  });
});
