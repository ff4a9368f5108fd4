import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DeletedPoint, type Point } from '@mitmachkarte/contract';
import type { TestClient } from '../client.js';
import { countRows } from '../factories.js';
import {
  API, UNKNOWN_ID, a, addPoint, createPointsWorld, expectRefused, ids, listPoints, validAnswers, type PointsWorld,
} from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** PUT and DELETE /gis/point/{id}, GET /gis/deletedpoints/{layerID}: managers only (docs/architecture.md §6). */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
});
afterAll(async () => t?.close());

const stored = async (id: string, layer = w.layers.open) => (await listPoints(w.owner, layer)).find((x) => x.ID === id);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A new public point on the open layer, added by an anonymous visitor, as its manager sees it. */
const fresh = async (by: TestClient = w.anon, extra: Record<string, unknown> = {}) =>
  (await stored((await addPoint(by, { Layer: w.layers.open, Latitude: 51.3, Longitude: 9.4, Attributes: validAnswers(), ...extra })).ID))!;
/** A full PUT body for a point of the open layer. */
const change = (extra: Record<string, unknown> = {}) =>
  ({ Latitude: 51.4, Longitude: 9.5, Altitude: 3, Attributes: { ...validAnswers('Trueb'), Tiefe: a('number', 7) }, ...extra });
const put = (who: TestClient, id: string, body: unknown, opts?: { xsrf?: boolean | string }) => who.put(`${API}/gis/point/${id}`, body, opts);
const deletedList = async (who: TestClient, layer = w.layers.open) => who.get(`${API}/gis/deletedpoints/${layer}`);

describe('PUT /gis/point/{id}', () => {
  it('lets managers move a point and change its answers; UpdatedAt changes, CreatedAt does not', async () => {
    for (const m of [w.owner, w.member]) {
      const before = await fresh();
      await sleep(15);
      const res = await put(m, before.ID, change());
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json() as Point;
      expect(after).toMatchObject({ ID: before.ID, Layer: w.layers.open, Latitude: 51.4, Longitude: 9.5, Altitude: 3, CreatedAt: before.CreatedAt });
      expect(after.Attributes).toEqual({ ...validAnswers('Trueb'), Tiefe: a('number', 7) });
      expect(after.UpdatedAt > before.UpdatedAt).toBe(true);
      expect(await stored(before.ID)).toEqual(after);
    }
  });

  it('accepts ID and Layer sent back when they match, and drops empty answers', async () => {
    const before = await fresh();
    const res = await put(w.owner, before.ID, change({ ID: before.ID, Layer: w.layers.open, Attributes: { ...validAnswers(), Beschreibung: a('text_multi', ' ') } }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(before.ID))?.Attributes).toEqual(validAnswers());
  });

  it('lets managers change Public and Editable and keeps them when not sent', async () => {
    const before = await fresh();
    expect((await put(w.owner, before.ID, change({ Public: false, Editable: true }))).json()).toMatchObject({ Public: false, Editable: true });
    expect(ids(await listPoints(w.anon, w.layers.open))).not.toContain(before.ID);
    expect((await put(w.member, before.ID, change())).json()).toMatchObject({ Public: false, Editable: true });
    expect(await stored(before.ID)).toMatchObject({ Public: false, Editable: true });
  });

  it('refuses anonymous visitors (401) and logged-in non-members (403) on a public layer', async () => {
    const before = await fresh();
    await expectRefused(t, 401, () => put(w.anon, before.ID, change()));
    for (const who of [w.user, w.outsider]) await expectRefused(t, 403, () => put(who, before.ID, change()));
    expect(await stored(before.ID)).toEqual(before);
  });

  it('answers 404 for points the caller cannot see and for unknown ids', async () => {
    const priv = await addPoint(w.owner, { Layer: w.layers.private });
    for (const who of [w.anon, w.user, w.outsider]) await expectRefused(t, 404, () => put(who, priv.ID, change({ Attributes: {} })));
    const nonPublic = await fresh(w.owner, { Public: false });
    for (const who of [w.anon, w.user]) await expectRefused(t, 404, () => put(who, nonPublic.ID, change()));
    const hidden = await addPoint(w.owner, { Layer: w.layers.hidden });
    await expectRefused(t, 404, () => put(w.anon, hidden.ID, change({ Attributes: {} })));
    await expectRefused(t, 404, () => put(w.owner, UNKNOWN_ID, change()));
    await expectRefused(t, 400, () => put(w.owner, 'kein-punkt', change()));
  });

  it('refuses moving a point to another layer (400)', async () => {
    const before = await fresh();
    for (const Layer of [w.layers.readonly, w.layers.plain, UNKNOWN_ID]) {
      await expectRefused(t, 400, () => put(w.owner, before.ID, change({ Layer, Attributes: {} })));
    }
    expect(await stored(before.ID)).toEqual(before);
  });

  it('refuses an ID that differs from the path (400)', async () => {
    const before = await fresh();
    const other = await fresh();
    await expectRefused(t, 400, () => put(w.owner, before.ID, change({ ID: other.ID })));
    await expectRefused(t, 400, () => put(w.owner, before.ID, change({ ID: 'x' })));
    expect(await stored(before.ID)).toEqual(before);
    expect(await stored(other.ID)).toEqual(other);
  });

  it.each([
    ['a missing required answer', { Attributes: { ...validAnswers(), Titel: a('text', '') } }, 'Attributes.Titel'],
    ['a number out of bounds', { Attributes: { ...validAnswers(), Tiefe: a('number', 10.5) } }, 'Attributes.Tiefe'],
    ['an unknown option', { Attributes: { ...validAnswers(), Art: a('single', 'nie') } }, 'Attributes.Art'],
    ['an unknown variable', { Attributes: { ...validAnswers(), Farbe: a('text', 'rot') } }, 'Attributes.Farbe'],
    ['a non-leaf category', { Attributes: { ...validAnswers(), category: a('category', 'Tiere') } }, 'Attributes.category'],
    ['no category', { Attributes: { Titel: a('text', 'x'), Art: a('single', 'selten') } }, 'Attributes.category'],
    ['Latitude 91', { Latitude: 91 }, 'Latitude'],
    ['Longitude as a string', { Longitude: '9' }, 'Longitude'],
    ['an extra field', { CreatedAt: '2020-01-01T00:00:00.000Z' }, undefined],
  ])('refuses %s (400) and leaves the point as it was', async (_what, extra, field) => {
    const before = await fresh();
    const res = await expectRefused(t, 400, () => put(w.owner, before.ID, change(extra)));
    if (field) expect((res.json().Errors as { Field: string }[]).map((e) => e.Field)).toContain(field);
    expect(await stored(before.ID)).toEqual(before);
  });

  it('answers 404 for a deleted point', async () => {
    const before = await fresh();
    expect((await w.owner.delete(`${API}/gis/point/${before.ID}`)).statusCode).toBe(200);
    await expectRefused(t, 404, () => put(w.owner, before.ID, change()));
  });
});

describe('DELETE /gis/point/{id}', () => {
  it('lets managers soft-delete: the point leaves the layer\'s list and shows up among the deleted', async () => {
    for (const m of [w.owner, w.member]) {
      const before = await fresh();
      const count = await countRows(t.db, 'points');
      const res = await m.delete(`${API}/gis/point/${before.ID}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ Message: 'Der Punkt wurde gelöscht.' });
      expect(await countRows(t.db, 'points')).toBe(count);
      for (const who of [w.anon, w.owner]) {
        expect(ids(await listPoints(who, w.layers.open))).not.toContain(before.ID);
        expect(ids((await who.get(`${API}/gis/points`)).json() as Point[])).not.toContain(before.ID);
      }
      const deleted = (await deletedList(m)).json() as DeletedPoint[];
      const entry = deleted.find((x) => x.ID === before.ID);
      expect(entry).toMatchObject({ ...before, UpdatedAt: expect.any(String), DeletedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
      expect(entry!.DeletedAt >= before.CreatedAt).toBe(true);
    }
  });

  it('refuses anonymous visitors (401) and non-members (403)', async () => {
    const before = await fresh();
    await expectRefused(t, 401, () => w.anon.delete(`${API}/gis/point/${before.ID}`));
    for (const who of [w.user, w.outsider]) await expectRefused(t, 403, () => who.delete(`${API}/gis/point/${before.ID}`));
    expect(await stored(before.ID)).toEqual(before);
  });

  it('answers 404 for invisible points, unknown ids and a second delete', async () => {
    const priv = await addPoint(w.owner, { Layer: w.layers.private });
    for (const who of [w.anon, w.user]) await expectRefused(t, 404, () => who.delete(`${API}/gis/point/${priv.ID}`));
    const nonPublic = await fresh(w.owner, { Public: false });
    for (const who of [w.anon, w.user]) await expectRefused(t, 404, () => who.delete(`${API}/gis/point/${nonPublic.ID}`));
    await expectRefused(t, 404, () => w.owner.delete(`${API}/gis/point/${UNKNOWN_ID}`));
    const before = await fresh();
    expect((await w.owner.delete(`${API}/gis/point/${before.ID}`)).statusCode).toBe(200);
    await expectRefused(t, 404, () => w.owner.delete(`${API}/gis/point/${before.ID}`));
    await expectRefused(t, 404, () => w.member.delete(`${API}/gis/point/${before.ID}`));
  });
});

describe('GET /gis/deletedpoints/{layerID}', () => {
  it('lists a layer\'s deleted points, newest deletion first, for managers', async () => {
    const first = await addPoint(w.owner, { Layer: w.layers.readonly });
    const second = await addPoint(w.owner, { Layer: w.layers.readonly });
    expect((await w.owner.delete(`${API}/gis/point/${first.ID}`)).statusCode).toBe(200);
    await sleep(15);
    expect((await w.owner.delete(`${API}/gis/point/${second.ID}`)).statusCode).toBe(200);
    for (const m of [w.owner, w.member]) {
      const res = await deletedList(m, w.layers.readonly);
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json() as DeletedPoint[];
      expect(z.array(DeletedPoint).safeParse(list).success).toBe(true);
      expect(ids(list)).toEqual([second.ID, first.ID]);
    }
    expect((await deletedList(w.owner, w.layers.plain)).json()).toEqual([]);
  });

  it('refuses anonymous visitors (401) and non-members (403) on a public layer', async () => {
    expect((await deletedList(w.anon)).statusCode).toBe(401);
    for (const who of [w.user, w.outsider]) expect((await deletedList(who)).statusCode).toBe(403);
  });

  it('answers 404 for invisible and unknown layers', async () => {
    for (const who of [w.anon, w.user, w.outsider]) expect((await deletedList(who, w.layers.private)).statusCode).toBe(404);
    expect((await deletedList(w.anon, w.layers.hidden)).statusCode).toBe(404);
    expect((await deletedList(w.owner, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await deletedList(w.member, w.layers.private)).statusCode).toBe(200);
  });
});

describe('PUT and DELETE /gis/point/{id}: anti-forgery token and size', () => {
  it('refuses a missing or wrong X-XSRF-TOKEN with 403 and changes nothing', async () => {
    const before = await fresh();
    for (const xsrf of [false, 'falsch'] as const) {
      await expectRefused(t, 403, () => put(w.owner, before.ID, change(), { xsrf }));
      await expectRefused(t, 403, () => w.owner.delete(`${API}/gis/point/${before.ID}`, { xsrf }));
    }
    expect(await stored(before.ID)).toEqual(before);
    expect(ids((await deletedList(w.owner)).json() as DeletedPoint[])).not.toContain(before.ID);
  });

  it('refuses a PUT body of 2 MB with 413', async () => {
    const before = await fresh();
    await expectRefused(t, 413, () => put(w.owner, before.ID, change({ Attributes: { ...validAnswers(), Beschreibung: a('text_multi', 'y'.repeat(2 * 1024 * 1024)) } })));
    expect(await stored(before.ID)).toEqual(before);
  });
});
