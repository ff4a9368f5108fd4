import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, fieldMessage, GEOMETRY_MAX_VERTICES, type Layer, type Point } from '@mitmachkarte/contract';
import { API, addPoint, createPointsWorld, expectRefused, ids, listPoints, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Lines and areas as entries on the server (docs/product.md §25.1, docs/decisions/0046): a map
 *  chooses what it accepts; lines and areas are checked (shape, size, every corner inside the
 *  project's boundary), stored with their centre as the position and their bounding box, read
 *  back in every answer, and found by a box they cross. */
let t: TestApp;
let w: PointsWorld;
let ws: string;
const layers = { both: '', lines: '', points: '' };
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { anonPointsPerHour: 1000, anonPointsPerLayerHour: 1000 } });
  w = await createPointsWorld(t);
  const created = await w.owner.post(`${API}/gis/workspace`, { Name: 'Göttingen', Public: true, Editable: true, Boundary: GOETTINGEN });
  expect(created.statusCode, created.body).toBe(200);
  ws = (created.json() as { ID: string }).ID;
  layers.both = (await layer({ Name: 'Wege und Flächen', Geometries: ['polygon', 'point', 'line'] })).ID;
  layers.lines = (await layer({ Name: 'Nur Wege', Geometries: ['line'] })).ID;
  layers.points = (await layer({ Name: 'Nur Punkte' })).ID;
});
afterAll(async () => t?.close());

const ring = (lng0: number, lat0: number, lng1: number, lat1: number) => [[lng0, lat0], [lng1, lat0], [lng1, lat1], [lng0, lat1], [lng0, lat0]];
const GOETTINGEN = { type: 'Polygon', coordinates: [ring(9.85, 51.48, 10.05, 51.6)] };
const LINE = { type: 'LineString', coordinates: [[9.90, 51.52], [9.92, 51.53], [9.94, 51.52]] };
const AREA = { type: 'Polygon', coordinates: [ring(9.93, 51.53, 9.95, 51.54)] };

async function layer(extra: Record<string, unknown>): Promise<Layer> {
  const res = await w.owner.post(`${API}/gis/layer`, { Workspace: ws, Public: true, Editable: true, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Layer;
}
const getLayer = async (id: string) => (await w.anon.get(`${API}/gis/layer/${id}`)).json() as Layer;
const putLayer = (id: string, extra: Record<string, unknown>) =>
  w.owner.put(`${API}/gis/layer/${id}`, { Name: 'Geändert', Public: true, Editable: true, Schema: { Schema: [], Categories: [] }, ...extra });
const post = (body: Record<string, unknown>) => w.anon.post(`${API}/gis/point`, { Latitude: 51.5, Longitude: 9.9, ...body });
const fieldsOf = (res: { json: () => unknown }) => (res.json() as { Errors?: { Field: string; Message: string }[] }).Errors ?? [];

describe('Layer.Geometries', () => {
  it('is stored in a fixed order, answered on every layer, points only by default', async () => {
    expect((await getLayer(layers.both)).Geometries).toEqual(['point', 'line', 'polygon']);
    expect((await getLayer(layers.points)).Geometries).toEqual(['point']);
    const list = (await w.anon.get(`${API}/gis/layers/${ws}`)).json() as Layer[];
    expect(list.find((l) => l.ID === layers.lines)?.Geometries).toEqual(['line']);
  });

  it('changes with PUT, stays when left out, and is written to the audit log', async () => {
    const id = (await layer({ Name: 'Wechselnd' })).ID;
    expect((await putLayer(id, { Geometries: ['line', 'polygon'] })).statusCode).toBe(200);
    expect((await getLayer(id)).Geometries).toEqual(['line', 'polygon']);
    expect((await putLayer(id, {})).statusCode).toBe(200);
    expect((await getLayer(id)).Geometries).toEqual(['line', 'polygon']);
    const audit = await t.db.selectFrom('audit_log').select(['summary', 'before', 'after']).where('target_id', '=', id).orderBy('created_at').execute();
    expect(audit[0]!.summary).toContain('Eintragsarten');
    expect(audit[0]!.before).toContain('Eintragsarten: Punkte');
    expect(audit[0]!.after).toContain('Eintragsarten: Linien, Flächen');
  });

  it('refuses a bad choice in German on create and update, and stores nothing', async () => {
    for (const Geometries of [[], ['kreis'], ['line', 'line'], 'line']) {
      const created = await w.owner.post(`${API}/gis/layer`, { Workspace: ws, Name: 'Falsch', Geometries });
      expect(created.statusCode, JSON.stringify(Geometries)).toBe(400);
      expect(fieldsOf(created)[0]?.Field).toContain('Geometries');
      if (Array.isArray(Geometries)) expect(fieldsOf(created)[0]?.Message).toBe(FIELD_MESSAGES.geometriesChoice);
      const updated = await putLayer(layers.lines, { Geometries });
      expect(updated.statusCode).toBe(400);
    }
    expect((await getLayer(layers.lines)).Geometries).toEqual(['line']);
    expect((await t.db.selectFrom('layers').select('id').where('name', '=', 'Falsch').execute())).toEqual([]);
  });

  it('keeps entries of a kind the map no longer accepts; they keep their shape when changed', async () => {
    const id = (await layer({ Name: 'Erst Wege', Geometries: ['line', 'point'] })).ID;
    const line = await addPoint(w.anon, { Layer: id, Geometry: LINE });
    expect((await putLayer(id, { Geometries: ['point'] })).statusCode).toBe(200);
    expect((await listPoints(w.anon, id)).map((p) => p.Geometry)).toEqual([LINE]);
    const kept = await w.owner.put(`${API}/gis/point/${line.ID}`, { Latitude: 1, Longitude: 1, Attributes: {} });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ Geometry: LINE, Latitude: line.Latitude, Longitude: line.Longitude });
    // A new line is refused there.
    await expectRefused(t, 400, () => post({ Layer: id, Geometry: LINE }));
  });
});

describe('POST and PUT /gis/point with a Geometry', () => {
  it('stores a line at its centre with its bounding box, and answers it everywhere', async () => {
    const p = await addPoint(w.anon, { Layer: layers.both, Latitude: 10, Longitude: 10, Geometry: LINE });
    expect(p.Geometry).toEqual(LINE);
    // The centre of mass of the corners, not the Latitude/Longitude sent.
    expect(p.Latitude).toBeCloseTo(51.5233, 3);
    expect(p.Longitude).toBeCloseTo(9.92, 3);
    const row = await t.db.selectFrom('points').selectAll().where('id', '=', p.ID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ geometry: JSON.stringify(LINE), min_lat: 51.52, min_lng: 9.9, max_lat: 51.53, max_lng: 9.94 });
    expect((await w.anon.get(`${API}/gis/point/${p.ID}`)).json()).toMatchObject({ Geometry: LINE });
    // The streamed list writes its JSON by hand: the same point.
    expect((await listPoints(w.anon, layers.both)).find((x) => x.ID === p.ID)).toEqual(p);
    expect((await listPoints(w.owner, layers.both)).find((x) => x.ID === p.ID)?.Geometry).toEqual(LINE);
  });

  it('stores an area, changes its shape and turns it into a point with Geometry null', async () => {
    const p = await addPoint(w.member, { Layer: layers.both, Geometry: AREA });
    expect(p.Geometry).toEqual(AREA);
    expect(p.Latitude).toBeCloseTo(51.535, 4);
    const bigger = { type: 'Polygon', coordinates: [ring(9.93, 51.53, 9.97, 51.55)] };
    const changed = await w.owner.put(`${API}/gis/point/${p.ID}`, { Latitude: 0, Longitude: 0, Geometry: bigger, Attributes: {} });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ Geometry: bigger });
    expect((changed.json() as Point).Latitude).toBeCloseTo(51.54, 4);
    const audit = await t.db.selectFrom('audit_log').select(['summary']).where('target_id', '=', p.ID).execute();
    expect(audit.map((a) => a.summary)).toContain('Punkt geändert: Lage, Form');
    const point = await w.member.put(`${API}/gis/point/${p.ID}`, { Latitude: 51.5, Longitude: 9.9, Geometry: null, Attributes: {} });
    expect(point.statusCode, point.body).toBe(200);
    expect(point.json()).toMatchObject({ Latitude: 51.5, Longitude: 9.9 });
    expect((point.json() as Point).Geometry).toBeUndefined();
    const row = await t.db.selectFrom('points').selectAll().where('id', '=', p.ID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ geometry: null, min_lat: null, max_lng: null });
  });

  it('refuses every broken geometry in German at Geometry, and stores nothing', async () => {
    const many = { type: 'LineString', coordinates: Array.from({ length: GEOMETRY_MAX_VERTICES + 1 }, (_, i) => [9.9 + i / 1e5, 51.5 + (i % 2) / 1e5]) };
    const cases: [unknown, string][] = [
      [{ type: 'LineString', coordinates: [[9.90, 51.50], [9.92, 51.52], [9.92, 51.50], [9.90, 51.52]] }, FIELD_MESSAGES.geometryCrossing],
      [{ type: 'Polygon', coordinates: [[[9.90, 51.50], [9.92, 51.52], [9.92, 51.50], [9.90, 51.52], [9.90, 51.50]]] }, FIELD_MESSAGES.geometryCrossing],
      [many, fieldMessage('geometryTooMany', { max: GEOMETRY_MAX_VERTICES })],
      [{ type: 'Polygon', coordinates: [[[9.9, 51.5], [9.91, 51.5], [9.91, 51.51], [9.9, 51.51]]] }, FIELD_MESSAGES.geometryNotClosed],
      [{ type: 'LineString', coordinates: [[9.9, 51.5]] }, FIELD_MESSAGES.geometryTooFewLine],
      [{ type: 'Point', coordinates: [9.9, 51.5] }, FIELD_MESSAGES.geometryType],
      [{ type: 'LineString', coordinates: 'Weender Straße' }, FIELD_MESSAGES.geometryType],
      // One corner outside the project's boundary.
      [{ type: 'LineString', coordinates: [[9.90, 51.52], [9.92, 51.53], [10.2, 51.52]] }, FIELD_MESSAGES.geometryOutside],
    ];
    for (const [Geometry, message] of cases) {
      const res = await expectRefused(t, 400, () => post({ Layer: layers.both, Geometry }));
      expect(fieldsOf(res).some((e) => e.Field.startsWith('Geometry') && e.Message === message), `${JSON.stringify(Geometry).slice(0, 60)}: ${res.body}`).toBe(true);
    }
    const p = await addPoint(w.member, { Layer: layers.both, Geometry: LINE });
    for (const [Geometry] of cases) {
      await expectRefused(t, 400, () => w.member.put(`${API}/gis/point/${p.ID}`, { Latitude: 51.5, Longitude: 9.9, Geometry, Attributes: {} }));
    }
  });

  it('refuses a kind the map does not accept, at Geometry or at Latitude for a point', async () => {
    let res = await expectRefused(t, 400, () => post({ Layer: layers.points, Geometry: LINE }));
    expect(fieldsOf(res)).toEqual([{ Field: 'Geometry', Message: FIELD_MESSAGES.lineNotAccepted }]);
    res = await expectRefused(t, 400, () => post({ Layer: layers.lines, Geometry: AREA }));
    expect(fieldsOf(res)).toEqual([{ Field: 'Geometry', Message: FIELD_MESSAGES.polygonNotAccepted }]);
    res = await expectRefused(t, 400, () => post({ Layer: layers.lines, Latitude: 51.5, Longitude: 9.9 }));
    expect(fieldsOf(res)).toEqual([{ Field: 'Latitude', Message: FIELD_MESSAGES.pointNotAccepted }]);
    expect((res.json() as { Message: string }).Message).toBe(FIELD_MESSAGES.pointNotAccepted);
    // Nor may a change turn a line into an area or a point there.
    const line = await addPoint(w.member, { Layer: layers.lines, Geometry: LINE });
    await expectRefused(t, 400, () => w.member.put(`${API}/gis/point/${line.ID}`, { Latitude: 51.5, Longitude: 9.9, Geometry: AREA, Attributes: {} }));
    await expectRefused(t, 400, () => w.member.put(`${API}/gis/point/${line.ID}`, { Latitude: 51.5, Longitude: 9.9, Geometry: null, Attributes: {} }));
  });
});

describe('GET /gis/points/{layer}?bbox=', () => {
  it('finds a line crossing the box whose centre lies outside it, not one beside it, and points by position', async () => {
    const id = (await layer({ Name: 'Box', Geometries: ['point', 'line', 'polygon'] })).ID;
    // A long line from west to east through the box; its centre lies east of the box.
    const crossing = await addPoint(w.anon, { Layer: id, Geometry: { type: 'LineString', coordinates: [[9.90, 51.50], [10.04, 51.50], [10.04, 51.501]] } });
    const beside = await addPoint(w.anon, { Layer: id, Geometry: { type: 'LineString', coordinates: [[9.95, 51.55], [9.96, 51.56]] } });
    const area = await addPoint(w.anon, { Layer: id, Geometry: { type: 'Polygon', coordinates: [ring(9.905, 51.495, 9.93, 51.51)] } });
    const inside = await addPoint(w.anon, { Layer: id, Latitude: 51.502, Longitude: 9.912 });
    const outside = await addPoint(w.anon, { Layer: id, Latitude: 51.53, Longitude: 9.93 });
    expect(crossing.Longitude).toBeGreaterThan(9.92);
    const found = ids(await listPoints(w.anon, id, '?bbox=9.91,51.49,9.92,51.505'));
    expect(found.sort()).toEqual([crossing.ID, area.ID, inside.ID].sort());
    expect(found).not.toContain(beside.ID);
    expect(found).not.toContain(outside.ID);
  });

  it('finds the widest line by its east end on the box edge, and a narrow one just west of the box not (query-box.ts widestShape)', async () => {
    const id = (await layer({ Name: 'Breit', Geometries: ['point', 'line'] })).ID;
    // The layer’s widest line (0.05°) ends on the box’s west edge; a short one ends 0.001° before it.
    const wide = await addPoint(w.anon, { Layer: id, Geometry: { type: 'LineString', coordinates: [[9.86, 51.50], [9.91, 51.50]] } });
    const short = await addPoint(w.anon, { Layer: id, Geometry: { type: 'LineString', coordinates: [[9.90, 51.50], [9.909, 51.50]] } });
    const found = ids(await listPoints(w.anon, id, '?bbox=9.91,51.49,9.92,51.505'));
    expect(found).toEqual([wide.ID]);
    expect(found).not.toContain(short.ID);
    // A layer of points only is answered by its points' positions.
    const points = (await layer({ Name: 'Nur Punkte', Geometries: ['point'] })).ID;
    const inside = await addPoint(w.anon, { Layer: points, Latitude: 51.50, Longitude: 9.915 });
    await addPoint(w.anon, { Layer: points, Latitude: 51.50, Longitude: 9.90 });
    expect(ids(await listPoints(w.anon, points, '?bbox=9.91,51.49,9.92,51.505'))).toEqual([inside.ID]);
  });
});

describe('GET /gis/points/{layer}?bbox= in pages', () => {
  it('pages points and lines of a box in creation order, each once, a line centred inside too', async () => {
    const id = (await layer({ Name: 'Seiten', Geometries: ['point', 'line'] })).ID;
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const body = i % 3 === 0
        ? { Geometry: { type: 'LineString', coordinates: [[9.90 + i / 1000, 51.50], [9.91 + i / 1000, 51.51]] } }
        : i % 3 === 1
          // A line whose centre lies outside the box, crossing it.
          ? { Geometry: { type: 'LineString', coordinates: [[9.905, 51.49], [9.905, 51.60], [9.906, 51.60]] } }
          : { Latitude: 51.505, Longitude: 9.905 };
      made.push((await addPoint(w.anon, { Layer: id, ...body })).ID);
    }
    await addPoint(w.anon, { Layer: id, Latitude: 51.55, Longitude: 9.95 });
    const pages: string[][] = [];
    let next: string | undefined = `${API}/gis/points/${id}?bbox=9.90,51.495,9.92,51.515&limit=2`;
    while (next) {
      const res = await w.anon.get(next);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(ids(res.json() as Point[]));
      next = /<([^>]+)>;\s*rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
    }
    expect(pages.every((p) => p.length <= 2)).toBe(true);
    expect(pages.flat()).toEqual(made);
  });
});

describe('GET /gis/review/{layer}: Length and Area', () => {
  it('gives a line its length, an area its perimeter and area, a point neither, and sorts by them with points last', async () => {
    const id = (await layer({ Name: 'Messen', Geometries: ['point', 'line', 'polygon'] })).ID;
    // About 1.39 km along the parallel at 51.5° and a square of about 139 × 139 m.
    const line = await addPoint(w.anon, { Layer: id, Geometry: { type: 'LineString', coordinates: [[9.90, 51.50], [9.92, 51.50]] } });
    const area = await addPoint(w.anon, { Layer: id, Geometry: { type: 'Polygon', coordinates: [ring(9.93, 51.53, 9.932, 51.53125)] } });
    const point = await addPoint(w.anon, { Layer: id, Latitude: 51.5, Longitude: 9.9 });
    const review = async (query: string) => {
      const res = await w.owner.get(`${API}/gis/review/${id}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { Rows: { ID: string; Length?: number; Area?: number }[] }).Rows;
    };
    const rows = await review('?sort=length&dir=desc');
    expect(rows.map((r) => r.ID)).toEqual([line.ID, area.ID, point.ID]);
    expect(rows[0]!.Length).toBeCloseTo(1385, -1);
    expect(rows[0]!.Area).toBeUndefined();
    expect(rows[1]!.Length).toBeGreaterThan(500);
    expect(rows[1]!.Area).toBeGreaterThan(17_000);
    expect(rows[1]!.Area).toBeLessThan(20_000);
    expect(rows[2]).not.toHaveProperty('Length');
    expect((await review('?sort=length&dir=asc')).map((r) => r.ID)).toEqual([area.ID, line.ID, point.ID]);
    // Lines have no area: last with the points, both ways.
    expect((await review('?sort=area&dir=asc'))[0]!.ID).toBe(area.ID);
    expect((await review('?sort=area&dir=desc'))[0]!.ID).toBe(area.ID);
  });
});
