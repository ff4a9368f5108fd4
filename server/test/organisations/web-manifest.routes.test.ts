import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** GET /manifest.webmanifest (docs/product.md §10.1, §22; docs/runtime.md §6): the installed app
 *  is named after the organisation serving the request's host, not after the product. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(async () => {
  await t.db.deleteFrom('organisations').execute();
});

const manifest = (host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host, ...headers } });

describe('GET /manifest.webmanifest', () => {
  it('names the app after the organisation of the host, each its own; an unknown host gets the default one', async () => {
    await createOrganisation(t.db, { host: 'beteiligung.fulda.example', title: 'Bürgerbeteiligung der Stadt Fulda' });
    await createOrganisation(t.db, { host: 'mitmachen.kassel.example', title: 'Kassel macht mit', isDefault: true });

    const fulda = await manifest('beteiligung.fulda.example');
    expect(fulda.statusCode).toBe(200);
    expect(fulda.json()).toMatchObject({ name: 'Bürgerbeteiligung der Stadt Fulda', short_name: 'Fulda', lang: 'de', start_url: '/?source=pwa#/map' });
    expect((await manifest('BETEILIGUNG.fulda.example:8443')).json()).toMatchObject({ name: 'Bürgerbeteiligung der Stadt Fulda' });
    expect((await manifest('mitmachen.kassel.example')).json()).toMatchObject({ name: 'Kassel macht mit', short_name: 'Kassel macht' });
    expect((await manifest('unbekannt.example')).json()).toMatchObject({ name: 'Kassel macht mit' });
  });

  it("is the product's when there is no organisation at all", async () => {
    const res = await manifest('irgendwo.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Mitmachkarte', short_name: 'Mitmachkarte', theme_color: '#0a58ca', background_color: '#ffffff' });
    expect((res.json() as { icons: { sizes: string }[] }).icons.map((i) => i.sizes)).toContain('512x512');
  });

  it('is sent as application/manifest+json without a cookie, asked for again each time and answered 304 while unchanged', async () => {
    await createOrganisation(t.db, { host: 'stadt.example', title: 'Stadt X' });
    const first = await manifest('stadt.example');
    expect(first.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['set-cookie']).toBeUndefined();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await manifest('stadt.example', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another title is another manifest.
    await t.db.updateTable('organisations').set({ title: 'Stadt Y' }).execute();
    const changed = await manifest('stadt.example', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Stadt Y' });
  });
});

describe('GET /manifest.webmanifest beside the built web app', () => {
  it("is the organisation's, even where an older build left a manifest file", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Mitmachkarte</title>');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Mitmachkarte' }));
    const web = await createTestApp({ env: { WEB_DIST: dist } });
    try {
      await createOrganisation(web.db, { host: 'stadt.example', title: 'Stadt X' });
      const res = await web.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host: 'stadt.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Stadt X' });
      expect((await web.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
