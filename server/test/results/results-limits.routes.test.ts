import { afterAll, beforeAll, expect, it } from 'vitest';
import { TestClient } from '../client.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The results page is read at most `resultsPerHour` times per IP (docs/security.md, Limits;
 *  docs/product.md §25.5): each read counts the project's public maps afresh. Past it a German 429. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { resultsPerHour: 2 } });
});
afterAll(async () => t?.close());

it('answers 429 in German past the results pages per hour', async () => {
  const anon = new TestClient(t.app);
  const unknown = '/api/v1/gis/workspace/0190f5a2-dead-7000-8000-00000000beef/results';
  for (let i = 0; i < 2; i++) expect((await anon.get(unknown)).statusCode).toBe(404);
  const res = await anon.get(unknown);
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ Message: 'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.' });
});
