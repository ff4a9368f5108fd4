import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../src/plugins/compression.js';
import type { TestClient } from '../client.js';
import { cameraJpeg, uploadOk } from '../image-fixtures.js';
import { API, addPoint, openPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** Compression of API answers (docs/runtime.md §2): brotli and gzip as
 *  the client asks, decoding to exactly the bytes of the uncompressed answer; never for images,
 *  XLSX files (ZIPs), tiny answers or the health probe; Vary: Accept-Encoding where compressed. */

let t: TestApp;
let w: PointsWorld;
let imageId: string;

beforeAll(async () => {
  ({ t, w } = await openPointsWorld());
  for (let i = 0; i < 30; i++) {
    await addPoint(w.anon, { Layer: w.layers.open, Latitude: 51.3 + i / 1000, Attributes: validAnswers() });
  }
  imageId = await uploadOk(w.owner, await cameraJpeg(320, 240));
});
afterAll(async () => t.close());

const get = (client: TestClient, url: string, acceptEncoding?: string) =>
  client.request('GET', url, undefined, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

const DECODE: Record<string, (b: Buffer) => Buffer> = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

/** Asks for `url` plainly and with each encoding; each compressed answer must decode to the
 *  plain one's bytes. Returns the plain answer. */
async function expectCompressedAlike(client: TestClient, url: string): Promise<LightMyRequestResponse> {
  const plain = await get(client, url);
  expect(plain.statusCode, plain.body).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
  for (const encoding of ['br', 'gzip']) {
    const res = await get(client, url, encoding);
    expect(res.statusCode, `${url} ${encoding}`).toBe(200);
    expect(res.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
    expect(res.headers.vary, `${url} ${encoding}`).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    const decoded = DECODE[encoding]!(res.rawPayload);
    expect(decoded.equals(plain.rawPayload), `${url} ${encoding}: decoded bytes differ`).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  }
  return plain;
}

describe('compressed API answers', () => {
  it('a point list (a stream of JSON) decodes to the identity answer, brotli and gzip', async () => {
    const plain = await expectCompressedAlike(w.anon, `${API}/gis/points/${w.layers.open}`);
    expect((plain.json() as unknown[]).length).toBe(30);
  });

  it('the CSV, GeoJSON and KML exports (streams) decode to the identity answers', async () => {
    await expectCompressedAlike(w.owner, `${API}/gis/csv/points/${w.layers.open}`);
    await expectCompressedAlike(w.owner, `${API}/gis/geojson/points/${w.layers.open}`);
    await expectCompressedAlike(w.owner, `${API}/gis/kml/points/${w.layers.open}`);
    // The GeoPackage is compressed as well: exports-gis.routes.test.ts (its bytes differ per request, gpkg_contents.last_change).
  });

  it('the OpenAPI document (one JSON body) decodes to the identity answer', async () => {
    await expectCompressedAlike(w.anon, `${API}/openapi.json`);
  });

  it('prefers what the client weighs highest and answers identity when it accepts nothing we offer', async () => {
    const url = `${API}/gis/points/${w.layers.open}`;
    expect((await get(w.anon, url, 'gzip;q=1, br;q=0.5')).headers['content-encoding']).toBe('gzip');
    expect((await get(w.anon, url, 'br, gzip')).headers['content-encoding']).toBe('br');
    const identity = await get(w.anon, url, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toHaveLength(30);
  });
});

describe('answers that stay uncompressed', () => {
  it('images (JPEG) are sent as they are stored', async () => {
    for (const variant of ['norm', 'orig']) {
      const res = await get(w.owner, `${API}/gis/image/${variant}/${imageId}`, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect(res.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    }
  });

  it('the XLSX export (a ZIP already) is not compressed again', async () => {
    const res = await get(w.owner, `${API}/gis/xlsx/points/${w.layers.open}`, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('tiny answers: the health probe and a 401 error', async () => {
    const health = await get(w.anon, `${API}/health`, 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ Status: 'ok' });
    const refused = await get(w.anon, `${API}/gis/csv/points/${w.layers.open}`, 'br, gzip');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual({ Message: 'Bitte melden Sie sich an.' });
  });
});
