import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_SHAPE_ZOOM, type MapTile, type Point } from '@mitmachkarte/contract';
import { addPoint, API, createPointsWorld, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Lines and areas on the map's tiles (docs/product.md §25.1, docs/decisions/0046): below
 *  MAP_SHAPE_ZOOM they count by their centre like points; from it a tile also carries the lines
 *  and areas whose bounding box meets it (`Shapes`), even when their centre lies in another tile;
 *  visibility and the filter apply as to points; the entity tag follows the layer's revision. */
let t: TestApp;
let w: PointsWorld;
let layer: string;
let line: Point;
let area: Point;
let point: Point;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { anonPointsPerHour: 1000, anonPointsPerLayerHour: 1000 } });
  w = await createPointsWorld(t);
  const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Wege', Public: true, Editable: true, Geometries: ['point', 'line', 'polygon'] });
  layer = (res.json() as { ID: string }).ID;
  // A line from west to east over about 2 km: its centre lies in another tile of zoom 16 than its start.
  line = await addPoint(w.anon, { Layer: layer, Geometry: { type: 'LineString', coordinates: [[9.90, 51.50], [9.93, 51.50], [9.93, 51.5005]] } });
  area = await addPoint(w.anon, { Layer: layer, Geometry: { type: 'Polygon', coordinates: [[[9.95, 51.52], [9.951, 51.52], [9.951, 51.521], [9.95, 51.52]]] } });
  point = await addPoint(w.anon, { Layer: layer, Latitude: 51.5001, Longitude: 9.9001 });
});
afterAll(async () => t?.close());

/** Tile (x, y) of a position at zoom `z` (the OpenStreetMap formulas). */
function tileOf(lng: number, lat: number, z: number) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { x: Math.floor(((lng + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
}
const tile = async (lng: number, lat: number, z: number, query = '', client = w.anon) => {
  const { x, y } = tileOf(lng, lat, z);
  const res = await client.get(`${API}/gis/map/${layer}/${z}/${x}/${y}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { tile: res.json() as MapTile, etag: res.headers.etag as string, url: `${API}/gis/map/${layer}/${z}/${x}/${y}${query}` };
};

describe('map tiles with lines and areas', () => {
  it('carries a line in a tile its centre is not in, with its geometry, category and status', async () => {
    const start = await tile(9.9001, 51.5001, 16);
    expect(tileOf(line.Longitude, line.Latitude, 16)).not.toEqual(tileOf(9.9001, 51.5001, 16));
    expect(start.tile.Shapes).toEqual([[line.ID, line.Geometry, '', 'neu']]);
    expect(start.tile.ShapesOmitted).toBe(0);
    // The point of that tile stands alone; the line counts in the tile of its centre.
    expect(start.tile.Points.map((p) => p[0])).toEqual([point.ID]);
    const centre = await tile(line.Longitude, line.Latitude, 16);
    expect([...centre.tile.Points.map((p) => p[0]), ...centre.tile.Clusters.map(() => 'cluster')]).toContain(line.ID);
    expect(centre.tile.Shapes?.map((s) => s[0])).toEqual([line.ID]);
  });

  it('carries shapes at detail zoom too, and none below MAP_SHAPE_ZOOM, where they count by their centre', async () => {
    const detail = await tile(area.Longitude, area.Latitude, 19);
    expect(detail.tile.Shapes?.map((s) => s[0])).toEqual([area.ID]);
    expect(detail.tile.Points.map((p) => p[0])).toEqual([area.ID]);
    expect((await tile(area.Longitude, area.Latitude, MAP_SHAPE_ZOOM - 1)).tile.Shapes).toBeUndefined();
    const low = await tile(area.Longitude, area.Latitude, 10);
    expect(low.tile.Shapes).toBeUndefined();
    const counted = low.tile.Points.length + low.tile.Clusters.reduce((n, c) => n + c[2], 0);
    expect(counted).toBe(3);
  });

  it('leaves out a tile that no line or area meets, a filtered-out one and the one being changed', async () => {
    const empty = await tile(9.99, 51.58, 16);
    expect(empty.tile).toEqual({ Clusters: [], Points: [], Omitted: 0 });
    expect((await tile(9.9001, 51.5001, 16, '?status=erledigt')).tile.Shapes).toBeUndefined();
    expect((await tile(9.9001, 51.5001, 16, `?except=${line.ID}`)).tile.Shapes).toBeUndefined();
  });

  it('hides a shape of a non-public entry from visitors but not from managers, and changes the entity tag with it', async () => {
    const before = await tile(9.9001, 51.5001, 16);
    const hidden = await addPoint(w.owner, { Layer: layer, Public: false, Geometry: { type: 'LineString', coordinates: [[9.901, 51.501], [9.902, 51.502]] } });
    const after = await tile(9.9001, 51.5001, 16);
    expect(after.etag).not.toBe(before.etag);
    expect(after.tile.Shapes?.map((s) => s[0])).toEqual([line.ID]);
    const managers = await tile(9.9001, 51.5001, 16, '', w.owner);
    expect(managers.tile.Shapes?.map((s) => s[0])).toEqual([hidden.ID, line.ID]);
    const again = await w.anon.request('GET', after.url, undefined, { headers: { 'if-none-match': after.etag } });
    expect(again.statusCode).toBe(304);
  });
});
