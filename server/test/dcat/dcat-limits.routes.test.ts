import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient } from '../client.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The open data catalogue and downloads are rate-limited per IP (docs/security.md, Limits;
 *  docs/product.md §24.4): past the limit a German 429. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { dcatPerHour: 2, openDataDownloadsPerHour: 2 } });
});
afterAll(async () => t?.close());

it('answers 429 in German past the catalogues and the downloads per hour', async () => {
  const anon = new TestClient(t.app);
  const unknown = '/api/v1/dcat/download/0190f5a2-dead-7000-8000-00000000beef?format=csv';
  for (let i = 0; i < 2; i++) {
    expect((await anon.get('/api/v1/dcat')).statusCode).toBe(200);
    expect((await anon.get(unknown)).statusCode).toBe(404);
  }
  for (const url of ['/api/v1/dcat', unknown]) {
    const res = await anon.get(url);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ Message: 'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.' });
  }
});
