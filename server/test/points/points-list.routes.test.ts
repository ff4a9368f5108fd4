import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Point } from '@mitmachkarte/contract';
import { API, UNKNOWN_ID, addPoint, createPointsWorld, ids, listPoints, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** GET /gis/points and GET /gis/points/{layerID}[?bbox=…]: who sees which points (docs/architecture.md §6). */
let t: TestApp;
let w: PointsWorld;
/** Points by role: public/non-public on the open layer, on a hidden layer, in the private
 *  workspace, in a public non-editable workspace, and a deleted one. */
let p: Record<'openPublic' | 'openPrivate' | 'hiddenLayer' | 'privateWs' | 'frozenWs' | 'deleted', string>;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
  const open = (extra: Record<string, unknown> = {}) => ({ Layer: w.layers.open, Attributes: validAnswers(), ...extra });
  p = {
    openPublic: (await addPoint(w.anon, open())).ID,
    openPrivate: (await addPoint(w.owner, open({ Public: false }))).ID,
    hiddenLayer: (await addPoint(w.owner, { Layer: w.layers.hidden })).ID,
    privateWs: (await addPoint(w.owner, { Layer: w.layers.private })).ID,
    frozenWs: (await addPoint(w.member, { Layer: w.layers.frozen })).ID,
    deleted: (await addPoint(w.anon, open())).ID,
  };
  const del = await w.owner.delete(`${API}/gis/point/${p.deleted}`);
  expect(del.statusCode, del.body).toBe(200);
});
afterAll(async () => t?.close());

describe('GET /gis/points/{layerID}', () => {
  it('shows anonymous visitors and non-members the public live points of a public layer', async () => {
    for (const who of [w.anon, w.user, w.outsider]) {
      expect(ids(await listPoints(who, w.layers.open))).toEqual([p.openPublic]);
    }
  });

  it('shows managers the non-public points too, but not deleted ones', async () => {
    for (const who of [w.owner, w.member]) {
      expect(ids(await listPoints(who, w.layers.open))).toEqual([p.openPublic, p.openPrivate]);
    }
  });

  it('answers in the shape of the contract', async () => {
    const list = await listPoints(w.owner, w.layers.open);
    expect(z.array(Point).safeParse(list).success).toBe(true);
    expect(list[1]).toMatchObject({ ID: p.openPrivate, Layer: w.layers.open, Public: false, Editable: false, Attributes: validAnswers() });
  });

  it('answers 404 for a private workspace\'s layer to non-members and anonymous visitors', async () => {
    for (const who of [w.anon, w.user, w.outsider]) {
      const res = await who.get(`${API}/gis/points/${w.layers.private}`);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ Message: 'Die Karte wurde nicht gefunden.' });
    }
    for (const who of [w.owner, w.member]) expect(ids(await listPoints(who, w.layers.private))).toEqual([p.privateWs]);
  });

  it('answers 404 for a non-public layer of a public workspace to non-managers', async () => {
    for (const who of [w.anon, w.user]) expect((await who.get(`${API}/gis/points/${w.layers.hidden}`)).statusCode).toBe(404);
    expect(ids(await listPoints(w.member, w.layers.hidden))).toEqual([p.hiddenLayer]);
  });

  it('answers 404 for an unknown layer and 400 for a malformed id', async () => {
    expect((await w.owner.get(`${API}/gis/points/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await w.anon.get(`${API}/gis/points/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await w.anon.get(`${API}/gis/points/kein-layer`)).statusCode).toBe(400);
  });
});

describe('GET /gis/points/{layerID}?bbox=minLon,minLat,maxLon,maxLat', () => {
  const inside: string[] = [];
  const outside: string[] = [];
  let hiddenInside: string;
  beforeAll(async () => {
    // box 9,51 … 10,52: the corners and an inner point are in, points a hair outside are not
    for (const [Longitude, Latitude] of [[9, 51], [10, 52], [9, 52], [10, 51], [9.5, 51.5], [9, 51.25], [9.75, 52]]) {
      inside.push((await addPoint(w.anon, { Layer: w.layers.plain, Longitude, Latitude })).ID);
    }
    for (const [Longitude, Latitude] of [[8.9999, 51.5], [10.0001, 51.5], [9.5, 50.9999], [9.5, 52.0001], [-9.5, -51.5], [0, 0], [11, 53]]) {
      outside.push((await addPoint(w.anon, { Layer: w.layers.plain, Longitude, Latitude })).ID);
    }
    hiddenInside = (await addPoint(w.owner, { Layer: w.layers.plain, Longitude: 9.2, Latitude: 51.2, Public: false })).ID;
  });

  it('returns exactly the points inside the box, edges included', async () => {
    const got = await listPoints(w.anon, w.layers.plain, '?bbox=9,51,10,52');
    expect(ids(got).sort()).toEqual([...inside].sort());
    for (const x of got) {
      expect(x.Longitude).toBeGreaterThanOrEqual(9);
      expect(x.Longitude).toBeLessThanOrEqual(10);
      expect(x.Latitude).toBeGreaterThanOrEqual(51);
      expect(x.Latitude).toBeLessThanOrEqual(52);
    }
  });

  it('returns every point without a box, and for the whole world', async () => {
    expect(ids(await listPoints(w.anon, w.layers.plain)).sort()).toEqual([...inside, ...outside].sort());
    expect(ids(await listPoints(w.anon, w.layers.plain, '?bbox=-180,-90,180,90')).sort()).toEqual([...inside, ...outside].sort());
  });

  it('returns a single point for a box of zero size on it, and none for an empty region', async () => {
    expect(ids(await listPoints(w.anon, w.layers.plain, '?bbox=9.5,51.5,9.5,51.5'))).toEqual([inside[4]]);
    expect(await listPoints(w.anon, w.layers.plain, '?bbox=20,20,21,21')).toEqual([]);
  });

  it('keeps hiding non-public points from non-managers inside the box', async () => {
    expect(ids(await listPoints(w.anon, w.layers.plain, '?bbox=9,51,10,52'))).not.toContain(hiddenInside);
    expect(ids(await listPoints(w.owner, w.layers.plain, '?bbox=9,51,10,52')).sort()).toEqual([...inside, hiddenInside].sort());
  });

  it('still answers 404 for an invisible layer with a box', async () => {
    expect((await w.anon.get(`${API}/gis/points/${w.layers.private}?bbox=9,51,10,52`)).statusCode).toBe(404);
  });

  it.each([
    ['three numbers', '9,51,10'],
    ['five numbers', '9,51,10,52,1'],
    ['letters', 'a,b,c,d'],
    ['an empty part', '9,,10,52'],
    ['an empty value', ''],
    ['minLon > maxLon', '10,51,9,52'],
    ['minLat > maxLat', '9,52,10,51'],
    ['latitude 95', '9,51,10,95'],
    ['longitude 190', '9,51,190,52'],
  ])('refuses a bbox with %s (400)', async (_what, bbox) => {
    const res = await w.anon.get(`${API}/gis/points/${w.layers.plain}?bbox=${encodeURIComponent(bbox)}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Message).toBeTruthy();
  });
});

describe('GET /gis/points (every visible point)', () => {
  const all = async (who: PointsWorld['anon']) => {
    const res = await who.get(`${API}/gis/points`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Point[];
    expect(z.array(Point).safeParse(list).success).toBe(true);
    return ids(list);
  };

  it('shows anonymous visitors and non-members only public points of public layers of public workspaces', async () => {
    for (const who of [w.anon, w.user, w.outsider]) {
      const got = await all(who);
      expect(got).toContain(p.openPublic);
      expect(got).toContain(p.frozenWs);
      for (const hidden of [p.openPrivate, p.hiddenLayer, p.privateWs, p.deleted]) expect(got).not.toContain(hidden);
    }
  });

  it('shows members and owners the points of their workspaces as well, never deleted ones', async () => {
    for (const who of [w.member, w.owner]) {
      const got = await all(who);
      for (const id of [p.openPublic, p.openPrivate, p.hiddenLayer, p.privateWs, p.frozenWs]) expect(got).toContain(id);
      expect(got).not.toContain(p.deleted);
      expect(new Set(got).size).toBe(got.length);
    }
  });
});
