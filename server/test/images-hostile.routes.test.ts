import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from './factories.js';
import { exifBombJpeg, upload } from './image-fixtures.js';
import { createPointsWorld, type PointsWorld } from './points-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

/** Hostile images (docs/security.md, Uploads): a file crafted to make decoding expensive must be
 *  refused quickly, and leave no row and no file behind. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { imageUploadPerHour: 1000 } });
  w = await createPointsWorld(t);
}, 60_000);
afterAll(async () => t?.close());

describe('finding 4: EXIF bomb', () => {
  it('finding 4: a 100 KB JPEG whose EXIF IFDs point back at themselves is refused within 2 s, storing nothing', async () => {
    const bomb = await exifBombJpeg(100);
    expect(bomb.length).toBeGreaterThan(95_000);
    expect(bomb.length).toBeLessThan(105_000);
    const images = await countRows(t.db, 'images');
    const started = performance.now();
    const res = await upload(w.anon, bomb);
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Message).toMatch(/Metadaten/);
    expect(ms).toBeLessThan(2000);
    expect(await countRows(t.db, 'images')).toBe(images);
  }, 180_000);
});
