import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_BOUNDARY, type Point, type Workspace } from '@mitmachkarte/contract';
import { API, addPoint, createPointsWorld, expectRefused, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The map area of a project (docs/product.md §17.1): a workspace keeps its start view and
 *  boundary; entries outside the boundary are refused with a German message, on create and when
 *  moved, while entries placed before the boundary was drawn keep their place. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { anonPointsPerHour: 1000 } });
  w = await createPointsWorld(t);
});
afterAll(async () => t?.close());

const ring = (lng0: number, lat0: number, lng1: number, lat1: number) => [[lng0, lat0], [lng1, lat0], [lng1, lat1], [lng0, lat1], [lng0, lat0]];
const GOETTINGEN = { type: 'Polygon', coordinates: [ring(9.85, 51.48, 10.05, 51.6)] };
const VIEW = { Lat: 51.54, Lng: 9.93, Zoom: 13 };
const INSIDE = { Latitude: 51.53, Longitude: 9.94 };
const OUTSIDE = { Latitude: 51.31, Longitude: 9.47 };

const workspace = async (id: string) => (await w.anon.get(`${API}/gis/workspace/${id}`)).json() as Workspace;
const put = async (id: string, extra: Record<string, unknown>) => {
  const ws = await workspace(id);
  return w.owner.put(`${API}/gis/workspace/${id}`, { Name: ws.Name, Public: ws.Public, Editable: ws.Editable, Attributes: ws.Attributes, ...extra });
};

describe('map area of a workspace', () => {
  it('is stored with the workspace, kept when a body leaves it out and removed with null', async () => {
    const created = await w.owner.post(`${API}/gis/workspace`, { Name: 'Radverkehr Göttingen', Public: true, Editable: true, MapView: VIEW, Boundary: GOETTINGEN });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as Workspace).ID;
    expect(await workspace(id)).toMatchObject({ MapView: VIEW, Boundary: GOETTINGEN });
    expect((await w.anon.get(`${API}/gis/workspaces`)).json()).toEqual(expect.arrayContaining([expect.objectContaining({ ID: id, MapView: VIEW })]));

    expect((await put(id, { Name: 'Radverkehr: Gefahrenstellen' })).statusCode).toBe(200);
    expect(await workspace(id)).toMatchObject({ Name: 'Radverkehr: Gefahrenstellen', MapView: VIEW, Boundary: GOETTINGEN });
    expect((await put(id, { MapView: { ...VIEW, Zoom: 14 }, Boundary: null })).statusCode).toBe(200);
    expect(await workspace(id)).toMatchObject({ MapView: { ...VIEW, Zoom: 14 }, Boundary: null });
    const audit = await t.db.selectFrom('audit_log').select(['summary', 'before', 'after']).where('target_id', '=', id).orderBy('created_at').execute();
    expect(audit.at(-1)!.summary).toContain('Kartenausschnitt, Grenze');
    expect(audit.at(-1)!.before).toContain('Grenze: Polygon mit 5 Punkten');
    expect(audit.at(-1)!.after).toContain('Grenze: keine');
  });

  it('refuses entries outside the boundary, on create and when moved, and keeps older ones in place', async () => {
    const older = await addPoint(w.anon, { Layer: w.layers.plain, ...OUTSIDE });
    expect((await put(w.workspaces.pub, { Boundary: GOETTINGEN })).statusCode).toBe(200);
    try {
      const res = await expectRefused(t, 400, () => w.anon.post(`${API}/gis/point`, { Layer: w.layers.plain, ...OUTSIDE }));
      expect((res.json() as { Message: string }).Message).toBe(OUTSIDE_BOUNDARY);
      // Managers too: the area is the project's, not a right.
      await expectRefused(t, 400, () => w.owner.post(`${API}/gis/point`, { Layer: w.layers.plain, ...OUTSIDE }));
      const inside = await addPoint(w.anon, { Layer: w.layers.plain, ...INSIDE });
      await expectRefused(t, 400, () => w.member.put(`${API}/gis/point/${inside.ID}`, { ...OUTSIDE }));

      // The older entry keeps its place when its answers change, and may move into the area.
      const same = await w.member.put(`${API}/gis/point/${older.ID}`, { ...OUTSIDE, Attributes: {} });
      expect(same.statusCode, same.body).toBe(200);
      const moved = await w.member.put(`${API}/gis/point/${older.ID}`, { ...INSIDE });
      expect((moved.json() as Point).Latitude).toBe(INSIDE.Latitude);
      // Other workspaces are not bound by it.
      expect((await w.member.post(`${API}/gis/point`, { Layer: w.layers.private, ...OUTSIDE })).statusCode).toBe(200);
    } finally {
      await put(w.workspaces.pub, { Boundary: null });
    }
  });

  it('refuses a broken map area in German and stores nothing', async () => {
    const before = await workspace(w.workspaces.pub);
    for (const extra of [
      { MapView: { ...VIEW, Zoom: 25 } }, { MapView: { Lat: 51 } }, { MapView: 'Göttingen' },
      { Boundary: { type: 'Polygon', coordinates: [[[9.9, 51.5], [10, 51.5], [10, 51.6]]] } },
      { Boundary: { type: 'Point', coordinates: [9.9, 51.5] } },
      { Boundary: { type: 'Polygon', coordinates: [ring(9.9, 151.5, 10, 151.6)] } },
      { Boundary: { type: 'Polygon', coordinates: [Array.from({ length: 20_001 }, (_, i) => [9 + i / 1e6, 51]).concat([[9, 51]])] } },
    ]) {
      const res = await put(w.workspaces.pub, extra);
      expect(res.statusCode, JSON.stringify(extra).slice(0, 80)).toBe(400);
      expect((res.json() as { Message: string }).Message).toMatch(/\w/);
    }
    expect(await workspace(w.workspaces.pub)).toEqual(before);
  });
});
