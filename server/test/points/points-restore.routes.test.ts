import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeletedPoint, Point } from '@mitmachkarte/contract';
import type { TestClient } from '../client.js';
import { API, UNKNOWN_ID, addPoint, createPointsWorld, expectRefused, ids, listPoints, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Deleted points of a layer (GET /gis/deletedpoints/{layerID}) and their restore
 *  (POST /gis/point/{id}/restore): managers only (docs/architecture.md §6). */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
});
afterAll(async () => t?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const restore = (who: TestClient, id: string, opts?: { xsrf?: boolean | string }) => who.post(`${API}/gis/point/${id}/restore`, undefined, opts);

async function deletedIds(who: TestClient, layer: string) {
  const res = await who.get(`${API}/gis/deletedpoints/${layer}`);
  expect(res.statusCode, res.body).toBe(200);
  return ids(res.json() as DeletedPoint[]);
}

/** A point of `layer` (open layer by default), added by the owner and then deleted by `by`. */
async function deletedPoint(by: TestClient = w.owner, layer = w.layers.open, extra: Record<string, unknown> = {}): Promise<Point> {
  const point = await addPoint(w.owner, { Layer: layer, Attributes: layer === w.layers.open ? validAnswers() : {}, ...extra });
  const res = await by.delete(`${API}/gis/point/${point.ID}`);
  expect(res.statusCode, res.body).toBe(200);
  return point;
}

describe('POST /gis/point/{id}/restore', () => {
  it('lets managers list deleted points and restore them with their answers', async () => {
    for (const manager of [w.owner, w.member]) {
      const point = await deletedPoint(manager);
      expect(await deletedIds(manager, w.layers.open)).toContain(point.ID);
      expect(ids(await listPoints(w.anon, w.layers.open))).not.toContain(point.ID);
      await sleep(15);

      const res = await restore(manager, point.ID);
      expect(res.statusCode, res.body).toBe(200);
      const restored = res.json() as Point;
      expect(restored).toEqual({ ...point, UpdatedAt: expect.any(String) });
      expect(restored.UpdatedAt > point.UpdatedAt).toBe(true);
      expect(await deletedIds(manager, w.layers.open)).not.toContain(point.ID);
      expect((await listPoints(w.anon, w.layers.open)).find((p) => p.ID === point.ID)).toEqual({ ...restored, CanEdit: false, CanChange: false });
      const row = await t.db.selectFrom('points').select(['deleted_at', 'deleted_by']).where('id', '=', point.ID).executeTakeFirstOrThrow();
      expect(row).toEqual({ deleted_at: null, deleted_by: null });
    }
  });

  it('restores non-public points and points of private workspaces for managers', async () => {
    const hidden = await deletedPoint(w.owner, w.layers.open, { Public: false });
    const priv = await deletedPoint(w.member, w.layers.private);
    expect((await restore(w.member, hidden.ID)).json()).toMatchObject({ ID: hidden.ID, Public: false });
    expect((await restore(w.owner, priv.ID)).json()).toMatchObject({ ID: priv.ID, Layer: w.layers.private });
    expect(ids(await listPoints(w.owner, w.layers.private))).toContain(priv.ID);
  });

  it('answers 409 for a point that is not deleted, also when restored twice', async () => {
    const live = await addPoint(w.owner, { Layer: w.layers.open, Attributes: validAnswers() });
    const res = await expectRefused(t, 409, () => restore(w.owner, live.ID));
    expect(res.json()).toEqual({ Message: 'Der Punkt ist nicht gelöscht.' });
    const point = await deletedPoint();
    expect((await restore(w.owner, point.ID)).statusCode).toBe(200);
    await expectRefused(t, 409, () => restore(w.member, point.ID));
  });

  it('hides deleted points from everyone else (404) and refuses non-managers on live ones (401/403)', async () => {
    const point = await deletedPoint();
    for (const who of [w.anon, w.user, w.outsider]) {
      const res = await expectRefused(t, 404, () => restore(who, point.ID));
      expect(res.json()).toEqual({ Message: 'Der Punkt wurde nicht gefunden.' });
    }
    const priv = await deletedPoint(w.owner, w.layers.private);
    for (const who of [w.anon, w.user]) await expectRefused(t, 404, () => restore(who, priv.ID));
    const live = await addPoint(w.anon, { Layer: w.layers.open, Attributes: validAnswers() });
    await expectRefused(t, 401, () => restore(w.anon, live.ID));
    await expectRefused(t, 403, () => restore(w.user, live.ID));
    const livePrivate = await addPoint(w.owner, { Layer: w.layers.private });
    await expectRefused(t, 404, () => restore(w.user, livePrivate.ID));
    expect(await deletedIds(w.owner, w.layers.open)).toContain(point.ID);
  });

  it('answers 404 for unknown ids, 400 for malformed ones, 403 without the anti-forgery token', async () => {
    await expectRefused(t, 404, () => restore(w.owner, UNKNOWN_ID));
    await expectRefused(t, 400, () => restore(w.owner, 'kein-punkt'));
    const point = await deletedPoint();
    await expectRefused(t, 403, () => restore(w.owner, point.ID, { xsrf: false }));
    expect(await deletedIds(w.owner, w.layers.open)).toContain(point.ID);
  });

  it('lists deleted points for managers only', async () => {
    await deletedPoint();
    expect((await w.anon.get(`${API}/gis/deletedpoints/${w.layers.open}`)).statusCode).toBe(401);
    expect((await w.user.get(`${API}/gis/deletedpoints/${w.layers.open}`)).statusCode).toBe(403);
    expect((await w.user.get(`${API}/gis/deletedpoints/${w.layers.private}`)).statusCode).toBe(404);
  });
});
