import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, type ImportPreview } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { API, expectRefused } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The import of lines and areas (docs/product.md §18.6, §25.1): GeoJSON, GeoPackage and KML (the
 *  latter two written by GDAL's ogr2ogr from the same GeoJSON) and CSV with a WKT column, into a
 *  layer that accepts them; rows of several parts, with holes, crossing themselves, outside the
 *  project's area or of a kind the layer does not take are refused in German and nothing is
 *  stored; good rows are stored with their centre as the position. */

const SCHEMA = { Categories: [], Schema: [{ Name: 'Titel', DataType: 'text', Optional: true }] };
const ring = (w: number, s: number, e: number, n: number) => [[w, s], [e, s], [e, n], [w, n], [w, s]];
const AREA_OF_PROJECT = { type: 'Polygon', coordinates: [ring(9.2, 51.2, 9.9, 51.7)] };

const feature = (Titel: string, type: string, coordinates: unknown) => ({ type: 'Feature', properties: { Titel }, geometry: { type, coordinates } });
const GOOD = [
  feature('Punkt', 'Point', [9.45, 51.45]),
  feature('Weg', 'LineString', [[9.4, 51.3], [9.41, 51.31], [9.42, 51.3]]),
  feature('Wiese', 'Polygon', [ring(9.4, 51.3, 9.41, 51.31)]),
  feature('Einteilig', 'MultiLineString', [[[9.5, 51.5], [9.51, 51.52]]]),
];
const BAD = [
  feature('Zweiteilig', 'MultiPolygon', [[ring(9.4, 51.3, 9.41, 51.31)], [ring(9.5, 51.5, 9.51, 51.51)]]),
  feature('Gelocht', 'Polygon', [ring(9.4, 51.3, 9.5, 51.4), ring(9.42, 51.32, 9.43, 51.33)]),
  feature('Schleife', 'Polygon', [[[9.4, 51.3], [9.41, 51.31], [9.41, 51.3], [9.4, 51.31], [9.4, 51.3]]]),
  feature('Draußen', 'LineString', [[9.8, 51.3], [10.1, 51.31]]),
];
/** The refusals of BAD; `multi`: the name of a geometry of several parts in the file's format. */
const badMessages = (multi: string) => [
  `Die Geometrie (${multi}) besteht aus 2 Teilen; übernommen wird nur eine Linie oder Fläche aus einem Teil.`,
  'Flächen mit Löchern werden nicht übernommen.',
  FIELD_MESSAGES.geometryCrossing,
  FIELD_MESSAGES.geometryOutside,
];
const collection = (features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });

let t: TestApp;
let owner: TestClient;
let ws: string;
let tmpDir: string;

async function post(c: TestClient, p: string, body: unknown) {
  const res = await c.post(`${API}${p}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { ID: string };
}
/** A layer of the project that accepts `kinds` (layers.geometries, set in the table). */
async function newLayer(kinds: string[]): Promise<string> {
  const id = (await post(owner, '/gis/layer', { Workspace: ws, Name: `Ziel ${kinds.join(' ')}`, Public: true, Editable: true, Schema: SCHEMA })).ID;
  await t.db.updateTable('layers').set({ geometries: JSON.stringify(kinds) }).where('id', '=', id).execute();
  return id;
}
const send = (layerId: string, bytes: Buffer | string, preview = false, query: Record<string, string> = {}) =>
  owner.request('POST', `${API}/gis/import/${layerId}${preview ? '/preview' : ''}?${new URLSearchParams(query)}`, Buffer.from(bytes), { headers: { 'content-type': 'application/octet-stream' } });
async function previewOf(layerId: string, bytes: Buffer | string): Promise<ImportPreview> {
  const res = await send(layerId, bytes, true);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportPreview;
}
/** The GeoJSON of `features` converted by ogr2ogr into `format` (GPKG or KML), as bytes. */
function byGdal(features: unknown[], format: 'GPKG' | 'KML', name: string): Buffer {
  const source = path.join(tmpDir, `${name}.geojson`);
  const out = path.join(tmpDir, `${name}.${format.toLowerCase()}`);
  fs.writeFileSync(source, collection(features));
  fs.rmSync(out, { force: true });
  execFileSync('ogr2ogr', ['-f', format, out, source, '-nln', 'orte']);
  return fs.readFileSync(out);
}
const storedOf = (layerId: string) => t.db.selectFrom('points').where('layer_id', '=', layerId).orderBy('created_at').orderBy('id')
  .select(['attributes', 'geometry', 'latitude', 'longitude', 'min_lat', 'max_lng']).execute();

beforeAll(async () => {
  t = await createTestApp();
  tmpDir = fs.mkdtempSync(path.join(t.dataDir, 'import-geom-'));
  const user = await createUser(t.db, { permissions: ['project'] });
  owner = new TestClient(t.app);
  await owner.login(user.email, user.password);
  ws = (await post(owner, '/gis/workspace', { Name: 'Formen', Public: true, Editable: true, Boundary: AREA_OF_PROJECT })).ID;
}, 60_000);
afterAll(async () => t?.close());

describe.each([
  ['GeoJSON', (features: unknown[]) => Buffer.from(collection(features)), 'MultiPolygon'],
  ['GeoPackage (ogr2ogr)', (features: unknown[]) => byGdal(features, 'GPKG', `f${features.length}`), 'MultiPolygon'],
  ['KML (ogr2ogr)', (features: unknown[]) => byGdal(features, 'KML', `f${features.length}`), 'MultiGeometry'],
])('import of lines and areas from %s', (_format, file, multi) => {
  it('refuses rows of several parts, with holes, crossing or outside the area, each in German, and stores nothing', async () => {
    const layerId = await newLayer(['point', 'line', 'polygon']);
    const preview = await previewOf(layerId, file([...GOOD, ...BAD]));
    expect(preview.Rows).toBe(8);
    expect(preview.RefusedCount).toBe(4);
    expect(preview.Refused).toEqual(badMessages(multi).map((m, i) => ({ Row: 5 + i, Messages: [m] })));
    // The preview places a line and an area by their centre.
    expect(preview.First.map((r) => r.Attributes.Titel?.Value)).toEqual(['Punkt', 'Weg', 'Wiese', 'Einteilig']);
    expect(preview.First[1]!.Latitude).toBeCloseTo(51.3033, 3);
    const res = await expectRefused(t, 400, () => send(layerId, file([...GOOD, ...BAD])));
    expect(res.json().Message).toContain('4');
  });

  it('stores points, lines and areas with their geometry and their centre as the position', async () => {
    const layerId = await newLayer(['point', 'line', 'polygon']);
    const res = await send(layerId, file(GOOD));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Imported: 4 });
    const rows = await storedOf(layerId);
    const byTitle = new Map(rows.map((r) => [(JSON.parse(r.attributes) as { Titel: { Value: string } }).Titel.Value, r]));
    expect(byTitle.get('Punkt')).toMatchObject({ geometry: null, latitude: 51.45, longitude: 9.45, min_lat: null });
    expect(JSON.parse(byTitle.get('Weg')!.geometry!)).toEqual(GOOD[1]!.geometry);
    expect(byTitle.get('Weg')).toMatchObject({ min_lat: 51.3, max_lng: 9.42 });
    expect(byTitle.get('Weg')!.latitude).toBeCloseTo(51.3033, 3);
    expect(JSON.parse(byTitle.get('Wiese')!.geometry!)).toEqual(GOOD[2]!.geometry);
    expect(JSON.parse(byTitle.get('Einteilig')!.geometry!)).toEqual({ type: 'LineString', coordinates: [[9.5, 51.5], [9.51, 51.52]] });
  });

  it('refuses lines and areas on a map of points only, and points on a map of lines only', async () => {
    const points = await newLayer(['point']);
    const preview = await previewOf(points, file(GOOD));
    expect(preview.Refused).toEqual([
      { Row: 2, Messages: [FIELD_MESSAGES.lineNotAccepted] }, { Row: 3, Messages: [FIELD_MESSAGES.polygonNotAccepted] },
      { Row: 4, Messages: [FIELD_MESSAGES.lineNotAccepted] },
    ]);
    await expectRefused(t, 400, () => send(points, file(GOOD)));
    const lines = await newLayer(['line']);
    expect((await previewOf(lines, file(GOOD))).Refused).toEqual([
      { Row: 1, Messages: [FIELD_MESSAGES.pointNotAccepted] }, { Row: 3, Messages: [FIELD_MESSAGES.polygonNotAccepted] },
    ]);
  });
});

describe('import of lines and areas from CSV', () => {
  it('reads the column WKT: lines and areas stored, unreadable WKT refused in German', async () => {
    const layerId = await newLayer(['point', 'line', 'polygon']);
    const csv = 'Titel,WKT\nWeg,"LINESTRING (9.4 51.3, 9.41 51.31)"\nWiese,"POLYGON ((9.4 51.3, 9.41 51.3, 9.41 51.31, 9.4 51.3))"\nPunkt,POINT (9.45 51.45)\n';
    const preview = await previewOf(layerId, `${csv}Kaputt,"LINESTRING (9.4"\n`);
    expect(preview.Fields.map((f) => f.Name)).toEqual(['Titel']);
    expect(preview.Refused).toEqual([{ Row: 5, Messages: ['Die Geometrie in der Spalte „WKT“ ist kein lesbarer Text nach OGC Simple Features (etwa „LINESTRING (9.4 51.3, 9.5 51.4)“).'] }]);
    const res = await send(layerId, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedOf(layerId)).map((r) => r.geometry && (JSON.parse(r.geometry) as { type: string }).type)).toEqual(['LineString', 'Polygon', null]);
  });

  it('takes back its own CSV export of lines and areas', async () => {
    const from = await newLayer(['point', 'line', 'polygon']);
    expect((await send(from, collection(GOOD))).statusCode).toBe(200);
    const exported = await owner.get(`${API}/gis/csv/points/${from}`);
    expect(exported.statusCode).toBe(200);
    const to = await newLayer(['point', 'line', 'polygon']);
    // The export's column `category` is left out: this layer has no categories.
    const res = await send(to, exported.rawPayload, false, { mapping: JSON.stringify({ Titel: 'Titel' }) });
    expect(res.statusCode, res.body).toBe(200);
    const geometries = (layerId: string) => storedOf(layerId).then((rows) => rows.map((r) => r.geometry).sort());
    expect(await geometries(to)).toEqual(await geometries(from));
  });
});
