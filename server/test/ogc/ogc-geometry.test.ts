import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryGeometry } from '@mitmachkarte/contract';
import { API, a, createPointsWorld, insertEntry, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Lines and areas in the GIS interface (OGC API – Features, docs/product.md §20, §25.1): items
 *  carry their LineString/Polygon, `bbox` selects by the box of their corners, the collection's
 *  extent holds every corner, and GDAL's OAPIF driver reads them from a listening server. */
const run = promisify(execFile);
const OGC = `${API}/ogc`;
/** A line whose centre (about 51.503, 9.51) lies far from its ends. */
const LINE: EntryGeometry = { type: 'LineString', coordinates: [[9.4, 51.5], [9.51, 51.51], [9.62, 51.5]] };
const AREA: EntryGeometry = { type: 'Polygon', coordinates: [[[9.7, 51.6], [9.75, 51.6], [9.75, 51.65], [9.7, 51.65], [9.7, 51.6]]] };

let t: TestApp;
let w: PointsWorld;
let layerId: string;
let pointId: string, lineId: string, areaId: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
  const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Wege', Public: true, Editable: false,
    Schema: { Categories: [], Schema: [{ Name: 'Titel', DataType: 'text', Optional: true }] } });
  expect(res.statusCode, res.body).toBe(200);
  layerId = (res.json() as { ID: string }).ID;
  pointId = await insertEntry(t, layerId, { at: { latitude: 51.45, longitude: 9.45 }, attributes: { Titel: a('text', 'Punkt') }, createdAt: '2026-12-01T08:00:00.000Z' });
  lineId = await insertEntry(t, layerId, { geometry: LINE, attributes: { Titel: a('text', 'Weg') }, createdAt: '2026-12-01T08:00:01.000Z' });
  areaId = await insertEntry(t, layerId, { geometry: AREA, attributes: { Titel: a('text', 'Wiese') }, createdAt: '2026-12-01T08:00:02.000Z' });
}, 60_000);
afterAll(async () => t?.close());

type Features = { features: { id: string; geometry: { type: string; coordinates: unknown } }[]; numberMatched: number };
const items = async (query = '') => {
  const res = await w.anon.get(`${OGC}/collections/${layerId}/items${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Features;
};

describe('OGC API – Features: lines and areas', () => {
  it('items carry the LineString and the Polygon as stored, a point its Point', async () => {
    const body = await items();
    expect(body.features.map((f) => [f.id, f.geometry])).toEqual([
      [pointId, { type: 'Point', coordinates: [9.45, 51.45] }], [lineId, LINE], [areaId, AREA],
    ]);
    const one = await w.anon.get(`${OGC}/collections/${layerId}/items/${areaId}`);
    expect(one.statusCode, one.body).toBe(200);
    expect((one.json() as { geometry: unknown }).geometry).toEqual(AREA);
  });

  it('bbox selects lines and areas whose box meets it, though their centre lies outside; points as before', async () => {
    // Only the line's western end lies in this box, not its centre.
    const west = await items('?bbox=9.39,51.49,9.41,51.505');
    expect(west.features.map((f) => f.id)).toEqual([lineId]);
    expect(west.numberMatched).toBe(1);
    // A corner of the area.
    expect((await items('?bbox=9.74,51.64,9.8,51.7')).features.map((f) => f.id)).toEqual([areaId]);
    // The point, and nothing whose box stays clear of it.
    expect((await items('?bbox=9.44,51.44,9.46,51.46')).features.map((f) => f.id)).toEqual([pointId]);
    expect((await items('?bbox=10,52,10.1,52.1')).features).toEqual([]);
    // A box across the antimeridian meets none of them.
    expect((await items('?bbox=170,50,-170,52')).features).toEqual([]);
  });

  it('the collection extent holds every corner', async () => {
    const res = await w.anon.get(`${OGC}/collections/${layerId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { extent: { spatial: { bbox: number[][] } } }).extent.spatial.bbox).toEqual([[9.4, 51.45, 9.75, 51.65]]);
  });

  it('GDAL OAPIF reads the LineString and the Polygon', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const out = (await run('ogr2ogr', ['-f', 'GeoJSON', '/vsistdout/', `OAPIF:${address}${OGC}`, layerId], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })).stdout;
    const read = JSON.parse(out) as { features: { geometry: { type: string }; properties: Record<string, unknown> }[] };
    expect(read.features.map((f) => [f.geometry.type, f.properties.Titel])).toEqual([['Point', 'Punkt'], ['LineString', 'Weg'], ['Polygon', 'Wiese']]);
    const info = (await run('ogrinfo', ['-ro', '-al', '-so', `OAPIF:${address}${OGC}`, layerId], { encoding: 'utf8' })).stdout;
    expect(info).toContain('Feature Count: 3');
  }, 60_000);
});
