import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Point } from '@mitmachkarte/contract';
import { IDEMPOTENCY_KEY_TTL_MS, KEY_REUSED } from '../../src/modules/idempotency/idempotency.service.js';
import { german } from '../../src/i18n/messages.js';
import { IMAGE_MISSING } from '../../src/modules/images/images.service.js';
import { TestClient } from '../client.js';
import { countRows } from '../factories.js';
import { gpsPng, uploadOk } from '../image-fixtures.js';
import { a, API, createPointsWorld, expectRefused, type PointsWorld, UNKNOWN_ID, validAnswers } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Idempotency-Key on POST /gis/point and POST /gis/comment, and image answers that must name a
 *  stored image (write path). */

let t: TestApp;
let w: PointsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const withKey = (client: TestClient, path: string, body: unknown, key: string) =>
  client.request('POST', `${API}${path}`, body, { headers: { 'idempotency-key': key } });
const pointBody = (title: string) => ({ Layer: w.layers.open, Latitude: 51.3, Longitude: 9.47, Attributes: { ...validAnswers(), Titel: a('text', title) } });

describe('Idempotency-Key on POST /gis/point', () => {
  it('answers a retry with the same key and body with the first point and stores one row', async () => {
    const before = await countRows(t.db, 'points');
    const first = await withKey(w.user, '/gis/point', pointBody('Einmal'), 'key-retry-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await withKey(w.user, '/gis/point', pointBody('Einmal'), 'key-retry-1');
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as Point).ID).toBe((first.json() as Point).ID);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t.db, 'points')).toBe(before + 1);
  });

  it('refuses the same key with another body with 409 and a German message, storing nothing', async () => {
    expect((await withKey(w.user, '/gis/point', pointBody('Erste'), 'key-other-body')).statusCode).toBe(200);
    const res = await expectRefused(t, 409, () => withKey(w.user, '/gis/point', pointBody('Zweite'), 'key-other-body'));
    expect(res.json()).toEqual({ Message: german(KEY_REUSED) });
  });

  it('writes once when the same key arrives ten times at once', async () => {
    const before = await countRows(t.db, 'points');
    const answers = await Promise.all(Array.from({ length: 10 }, () => withKey(w.member, '/gis/point', pointBody('Zehnmal'), 'key-parallel')));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => (r.json() as Point).ID)).size).toBe(1);
    expect(await countRows(t.db, 'points')).toBe(before + 1);
  });

  it('scopes keys to the user or session: another user, or another anonymous visitor, with the same key gets a new point', async () => {
    const mine = (await withKey(w.user, '/gis/point', pointBody('Bereich'), 'key-scope')).json() as Point;
    const theirs = (await withKey(w.outsider, '/gis/point', pointBody('Bereich'), 'key-scope')).json() as Point;
    expect(theirs.ID).not.toBe(mine.ID);
    const anon1 = await withKey(w.anon, '/gis/point', pointBody('Anonym'), 'key-anon');
    expect(anon1.statusCode, anon1.body).toBe(200);
    expect(((await withKey(w.anon, '/gis/point', pointBody('Anonym'), 'key-anon')).json() as Point).ID).toBe((anon1.json() as Point).ID);
    const otherVisitor = new TestClient(t.app);
    expect(((await withKey(otherVisitor, '/gis/point', pointBody('Anonym'), 'key-anon')).json() as Point).ID).not.toBe((anon1.json() as Point).ID);
  });

  it('forgets a key after 24 hours', async () => {
    const first = (await withKey(w.user, '/gis/point', pointBody('Alt'), 'key-expired')).json() as Point;
    const old = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 60_000).toISOString();
    await t.db.updateTable('idempotency_keys').set({ created_at: old }).where('key', '=', 'key-expired').execute();
    const second = await withKey(w.user, '/gis/point', pointBody('Alt'), 'key-expired');
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as Point).ID).not.toBe(first.ID);
  });

  it('refuses a malformed key with 400 and a German message', async () => {
    for (const key of ['mit leerzeichen', 'x'.repeat(201), 'ümlaut']) {
      const res = await expectRefused(t, 400, () => withKey(w.user, '/gis/point', pointBody('Kaputt'), key));
      expect(JSON.stringify(res.json())).toContain('Der Idempotency-Key muss aus 1 bis 200 sichtbaren ASCII-Zeichen bestehen.');
    }
  });

  it('does not store a key for a refused request: the same key works once the request is right', async () => {
    const wrong = { ...pointBody('Falsch'), Attributes: { category: a('category', 'Klar') } };
    await expectRefused(t, 400, () => withKey(w.user, '/gis/point', wrong, 'key-after-error'));
    expect((await withKey(w.user, '/gis/point', pointBody('Richtig'), 'key-after-error')).statusCode).toBe(200);
  });

  it('creates two points for two requests without a key', async () => {
    const before = await countRows(t.db, 'points');
    await w.user.post(`${API}/gis/point`, pointBody('Ohne'));
    await w.user.post(`${API}/gis/point`, pointBody('Ohne'));
    expect(await countRows(t.db, 'points')).toBe(before + 2);
  });
});

describe('Idempotency-Key on POST /gis/comment', () => {
  it('answers a retry with the first comment and refuses the key for another text', async () => {
    const point = (await withKey(w.user, '/gis/point', pointBody('Kommentiert'), 'key-for-comment-point')).json() as Point;
    const before = await countRows(t.db, 'comments');
    const first = await withKey(w.user, '/gis/comment', { PointID: point.ID, Text: 'Sehe ich auch so.' }, 'comment-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await withKey(w.user, '/gis/comment', { PointID: point.ID, Text: 'Sehe ich auch so.' }, 'comment-1');
    expect((again.json() as Comment).ID).toBe((first.json() as Comment).ID);
    const other = await withKey(w.user, '/gis/comment', { PointID: point.ID, Text: 'Etwas anderes.' }, 'comment-1');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ Message: german(KEY_REUSED) });
    expect(await countRows(t.db, 'comments')).toBe(before + 1);
  });
});

describe('image answers', () => {
  it('refuses an image answer naming no uploaded image with 400, and accepts an uploaded one', async () => {
    const res = await expectRefused(t, 400, () => w.user.post(`${API}/gis/point`, {
      ...pointBody('Mit Foto'), Attributes: { ...validAnswers(), Foto: a('image', UNKNOWN_ID) },
    }));
    const missing = german(IMAGE_MISSING);
    expect(res.json()).toEqual({ Message: missing, Errors: [{ Field: 'Attributes.Foto', Message: missing }] });
    const imageId = await uploadOk(w.user, await gpsPng(32, 24));
    const ok = await w.user.post(`${API}/gis/point`, { ...pointBody('Mit Foto'), Attributes: { ...validAnswers(), Foto: a('image', imageId) } });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a changed point whose new image answer names no image, and keeps one it already had', async () => {
    const imageId = await uploadOk(w.owner, await gpsPng(16, 16));
    const point = (await w.owner.post(`${API}/gis/point`, { ...pointBody('Ändern'), Attributes: { ...validAnswers(), Foto: a('image', imageId) } })).json() as Point;
    const put = (Foto: string) => w.owner.put(`${API}/gis/point/${point.ID}`, { Latitude: 51.3, Longitude: 9.47, Attributes: { ...validAnswers(), Foto: a('image', Foto) } });
    await expectRefused(t, 400, () => put(UNKNOWN_ID));
    expect((await put(imageId)).statusCode).toBe(200);
  });
});
