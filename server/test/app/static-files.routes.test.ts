import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tilePreconnectLink } from '../../src/plugins/static-files.js';
import { createTestApp, type TestApp } from '../test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = 'assets/index-AbC123xy.js';
const IMAGE = 'assets/marker-Qw12Er34.png';

/** A web dist as `vite build` writes it: hashed files under assets/ with `.br`/`.gz` copies of the
 *  text files, none of the image (web/vite.config.ts). */
function writeWebDist(dir: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {
    'index.html': Buffer.from(`<!doctype html><html lang="de"><head><title>Mitmachkarte</title></head><body>${'<p>Text</p>'.repeat(50)}</body></html>`),
    'favicon.svg': Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`),
    [SCRIPT]: Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n')),
    [IMAGE]: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 64 }, (_, i) => i)]),
  };
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  for (const [name, bytes] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), bytes);
    if (name === IMAGE) continue;
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(bytes));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(bytes));
  }
  return files;
}

describe('static files of the web app', () => {
  let t: TestApp;
  let dist: string;
  let files: Record<string, Buffer>;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-web-'));
    files = writeWebDist(dist);
    t = await createTestApp({ env: { WEB_DIST: dist, TILE_URL: 'https://tiles.example.org/osm/{z}/{x}/{y}.png' } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const file = (name: string): Buffer => {
    const bytes = files[name];
    if (!bytes) throw new Error(`${name} is not in the test dist`);
    return bytes;
  };
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends the brotli copy of a hashed script, cached for a year', async () => {
    const res = await get(`/${SCRIPT}`, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.length).toBeLessThan(file(SCRIPT).length / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(file(SCRIPT))).toBe(true);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const res = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(res.rawPayload).equals(file(SCRIPT))).toBe(true);
  });

  it('prefers brotli when a browser offers several encodings', async () => {
    const res = await get(`/${SCRIPT}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(file(SCRIPT))).toBe(true);
  });

  it('sends the file itself without Accept-Encoding, still varying on it', async () => {
    const res = await get(`/${SCRIPT}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.equals(file(SCRIPT))).toBe(true);
  });

  it('sends an image as it is (no compressed copy), cached for a year', async () => {
    const res = await get(`/${IMAGE}`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.rawPayload.equals(file(IMAGE))).toBe(true);
  });

  it('makes the browser ask again for index.html (at / and by name) and other unhashed files', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).equals(file('index.html')), url).toBe(true);
    }
    const icon = await get('/favicon.svg', { 'accept-encoding': 'gzip' });
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(zlib.gunzipSync(icon.rawPayload).equals(file('favicon.svg'))).toBe(true);
  });

  it('answers a conditional GET or HEAD with a matching ETag with 304 and no body', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const first = await get(`/${SCRIPT}`, headers);
      const etag = first.headers.etag;
      expect(etag, encoding).toEqual(expect.any(String));
      for (const method of ['GET', 'HEAD'] as const) {
        const again = await t.app.inject({ method, url: `/${SCRIPT}`, headers: { ...headers, 'if-none-match': String(etag) } });
        expect(again.statusCode, `${method} ${encoding}`).toBe(304);
        expect(again.rawPayload.length).toBe(0);
      }
    }
    const index = await get('/', { 'accept-encoding': 'br' });
    const revalidated = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(index.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('gives the compressed copies no address of their own', async () => {
    expect((await get(`/${SCRIPT}.br`)).statusCode).toBe(404);
    expect((await get('/index.html.gz')).statusCode).toBe(404);
  });
  it('has index.html open the connection to the tile server early (Link preconnect), no other file', async () => {
    for (const url of ['/', '/index.html']) {
      expect((await get(url, { 'accept-encoding': 'br' })).headers.link, url).toBe('<https://tiles.example.org>; rel=preconnect');
    }
    expect((await get(`/${SCRIPT}`)).headers.link).toBeUndefined();
    expect((await get('/favicon.svg')).headers.link).toBeUndefined();
  });
});

describe('tilePreconnectLink', () => {
  it('names the origin of a tile URL template, none where the host has a placeholder', () => {
    expect(tilePreconnectLink('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('<https://tile.openstreetmap.org>; rel=preconnect');
    expect(tilePreconnectLink('http://127.0.0.1:8081/{z}/{x}/{y}.png')).toBe('<http://127.0.0.1:8081>; rel=preconnect');
    expect(tilePreconnectLink('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBeUndefined();
    expect(tilePreconnectLink('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });
});
