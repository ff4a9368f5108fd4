import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../client.js';
import { createTestApp, type TestApp } from '../test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t.close());

describe('GET /api/v1/openapi.json', () => {
  it('documents every API route, and every $ref resolves', async () => {
    const res = await new TestClient(t.app).get('/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/auth/login', '/auth/settings', '/gis/workspace/{id}', '/gis/layer', '/gis/points/{id}', '/gis/deletedpoints/{id}']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const refs = [...JSON.stringify(doc).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
    // The API keys (docs/product.md §24.6) as a bearer scheme, and their routes.
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/tokens', '/auth/tokens/{id}']));
  });

  it('serves the client configuration; no address search while GEOCODER_URL is off (the tests\' setting)', async () => {
    const res = await new TestClient(t.app).get('/api/v1/client-config');
    expect(res.json()).toEqual({ TileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', TileAttribution: '&copy; OpenStreetMap-Mitwirkende', Geocoder: '' });
  });

  it('names the host of the address search the privacy notice names', async () => {
    const geo = await createTestApp({ env: { GEOCODER_URL: 'https://nominatim.openstreetmap.org' } });
    try {
      expect((await new TestClient(geo.app).get('/api/v1/client-config')).json().Geocoder).toBe('nominatim.openstreetmap.org');
    } finally {
      await geo.close();
    }
  });
});
