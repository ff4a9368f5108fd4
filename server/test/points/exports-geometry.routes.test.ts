import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryGeometry } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { API, a, insertEntry } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Lines and areas in every export (docs/product.md §18.4, §25.1): GeoJSON, CSV (WKT, length,
 *  area), German CSV, XLSX, GeoPackage and KML, each read back by GDAL (ogrinfo, ogr2ogr) or
 *  parsed, with LineString/Polygon features and their fields. Entries are inserted as rows
 *  (points-fixtures.ts insertEntry). */

const LINE: EntryGeometry = { type: 'LineString', coordinates: [[9.4, 51.3], [9.41, 51.31], [9.42, 51.3]] };
const AREA: EntryGeometry = { type: 'Polygon', coordinates: [[[9.4, 51.3], [9.41, 51.3], [9.41, 51.31], [9.4, 51.31], [9.4, 51.3]]] };
const SCHEMA = { Categories: [], Schema: [{ Name: 'Titel', DataType: 'text', Optional: true }] };

let t: TestApp;
let owner: TestClient;
let layerId: string, linesOnlyId: string;
let tmpDir: string;

async function post(c: TestClient, p: string, body: unknown) {
  const res = await c.post(`${API}${p}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { ID: string };
}

beforeAll(async () => {
  t = await createTestApp();
  tmpDir = fs.mkdtempSync(path.join(t.dataDir, 'geom-'));
  const user = await createUser(t.db, { permissions: ['project'] });
  owner = new TestClient(t.app);
  await owner.login(user.email, user.password);
  const ws = (await post(owner, '/gis/workspace', { Name: 'Formen', Public: true, Editable: true })).ID;
  layerId = (await post(owner, '/gis/layer', { Workspace: ws, Name: 'Wege und Flächen', Public: true, Editable: true, Schema: SCHEMA })).ID;
  linesOnlyId = (await post(owner, '/gis/layer', { Workspace: ws, Name: 'Nur Wege', Public: true, Editable: true, Schema: SCHEMA })).ID;
  const titled = (title: string) => ({ Titel: a('text', title) });
  await insertEntry(t, layerId, { at: { latitude: 51.305, longitude: 9.405 }, attributes: titled('Punkt'), createdAt: '2026-12-01T08:00:00.000Z' });
  await insertEntry(t, layerId, { geometry: LINE, attributes: titled('Weg'), createdAt: '2026-12-01T08:00:01.000Z' });
  await insertEntry(t, layerId, { geometry: AREA, attributes: titled('Wiese'), createdAt: '2026-12-01T08:00:02.000Z' });
  await insertEntry(t, linesOnlyId, { geometry: LINE, attributes: titled('Weg') });
}, 60_000);
afterAll(async () => t?.close());

/** Writes an answer's body into a file of the test's folder and returns its path. */
function saved(res: LightMyRequestResponse, name: string): string {
  expect(res.statusCode, res.body).toBe(200);
  const file = path.join(tmpDir, name);
  fs.writeFileSync(file, res.rawPayload);
  return file;
}
type GdalFeature = { geometry: { type: string; coordinates: unknown }; properties: Record<string, unknown> };
/** What GDAL reads from `file` (with open options `oo`), converted by ogr2ogr to GeoJSON. */
function readByGdal(file: string, oo: string[] = []): GdalFeature[] {
  const out = `${file}.gdal.geojson`;
  fs.rmSync(out, { force: true });
  execFileSync('ogr2ogr', ['-f', 'GeoJSON', ...oo.flatMap((o) => ['-oo', o]), out, file]);
  return (JSON.parse(fs.readFileSync(out, 'utf8')) as { features: GdalFeature[] }).features;
}
const ogrinfo = (file: string, ...args: string[]) => execFileSync('ogrinfo', ['-ro', '-al', '-so', ...args, file], { encoding: 'utf8' });

/** The kinds and titles GDAL read, in order. */
const shapes = (features: GdalFeature[], title = 'Titel') => features.map((f) => [f.geometry.type, f.properties[title]]);
const EXPECTED = [['Point', 'Punkt'], ['LineString', 'Weg'], ['Polygon', 'Wiese']];

describe('exports of lines and areas', () => {
  it('GeoJSON: the LineString and the Polygon as stored, to 7 decimals; GDAL reads them', async () => {
    const res = await owner.get(`${API}/gis/geojson/points/${layerId}`);
    const body = res.json() as { features: GdalFeature[] };
    expect(body.features.map((f) => f.geometry)).toEqual([{ type: 'Point', coordinates: [9.405, 51.305] }, LINE, AREA]);
    expect(shapes(readByGdal(saved(res, 'e.geojson')))).toEqual(EXPECTED);
  });

  it('CSV: WKT, length and area at the end; GDAL reads the WKT column as the geometry', async () => {
    const res = await owner.get(`${API}/gis/csv/points/${layerId}`);
    const rows = parse(res.rawPayload.toString('utf8'), { bom: true }) as string[][];
    const header = rows[0]!;
    expect(header.slice(0, 4)).toEqual(['ID', 'CreatedAt', 'Latitude', 'Longitude']);
    expect(header.slice(-3)).toEqual(['WKT', 'Length_m', 'Area_m2']);
    expect(rows.slice(1).map((r) => r.at(-3))).toEqual([
      'POINT (9.405 51.305)', 'LINESTRING (9.4 51.3, 9.41 51.31, 9.42 51.3)', 'POLYGON ((9.4 51.3, 9.41 51.3, 9.41 51.31, 9.4 51.31, 9.4 51.3))',
    ]);
    expect(rows[1]!.slice(-2)).toEqual(['', '']);
    // About 2 × 1.33 km for the line; the area about 697 m × 1112 m.
    expect(Number(rows[2]!.at(-2))).toBeGreaterThan(2500);
    expect(Number(rows[2]!.at(-2))).toBeLessThan(2800);
    expect(rows[2]!.at(-1)).toBe('');
    expect(Number(rows[3]!.at(-1))).toBeGreaterThan(0.7e6);
    expect(Number(rows[3]!.at(-1))).toBeLessThan(0.8e6);
    // The centre of the line as its position.
    expect(Number(rows[2]![2])).toBeCloseTo(51.3033, 3);
    const file = saved(res, 'e.csv');
    expect(ogrinfo(file, '-oo', 'GEOM_POSSIBLE_NAMES=WKT', '-oo', 'KEEP_GEOM_COLUMNS=NO')).toMatch(/Feature Count: 3/);
    expect(shapes(readByGdal(file, ['GEOM_POSSIBLE_NAMES=WKT', 'KEEP_GEOM_COLUMNS=NO']))).toEqual(EXPECTED);
  });

  it('German CSV and XLSX: Geometrie (WKT), Länge (m), Fläche (m²), decimal commas in the CSV', async () => {
    const res = await owner.get(`${API}/gis/csv/points/${layerId}?format=de`);
    const rows = parse(res.rawPayload.toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]!.slice(-3)).toEqual(['Geometrie (WKT)', 'Länge (m)', 'Fläche (m²)']);
    expect(rows[2]!.at(-3)).toBe('LINESTRING (9.4 51.3, 9.41 51.31, 9.42 51.3)');
    expect(rows[3]!.at(-1)).toMatch(/^\d+,\d{1,2}$/);
    expect(rows[1]!.slice(-2)).toEqual(['', '']);

    const xlsx = await owner.get(`${API}/gis/xlsx/points/${layerId}`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Einträge')!;
    const width = sheet.getRow(1).cellCount;
    const cells = (r: number) => [width - 2, width - 1, width].map((c) => sheet.getRow(r).getCell(c).value ?? null);
    expect(cells(1)).toEqual(['Geometrie (WKT)', 'Länge (m)', 'Fläche (m²)']);
    expect(cells(2)).toEqual(['WKT', 'Length_m', 'Area_m2']);
    expect(cells(3)).toEqual(['POINT (9.405 51.305)', null, null]);
    expect(cells(5)[0]).toBe('POLYGON ((9.4 51.3, 9.41 51.3, 9.41 51.31, 9.4 51.31, 9.4 51.3))');
    expect(typeof cells(5)[1]).toBe('number');
    expect(typeof cells(5)[2]).toBe('number');
  });

  it('GeoPackage: one table of any geometry for mixed kinds, valid, read by GDAL', async () => {
    const file = saved(await owner.get(`${API}/gis/gpkg/points/${layerId}`), 'e.gpkg');
    const info = ogrinfo(file);
    expect(info).toMatch(/Geometry: Unknown \(any\)/);
    expect(info).toMatch(/Feature Count: 3/);
    expect(info).toMatch(/Extent: \(9\.400000, 51\.300000\) - \(9\.420000, 51\.310000\)/);
    expect(shapes(readByGdal(file))).toEqual(EXPECTED);
    const features = readByGdal(file);
    expect(features[1]!.geometry.coordinates).toEqual(LINE.coordinates);
    expect(features[2]!.geometry.coordinates).toEqual(AREA.coordinates);
    execFileSync('python3', ['/usr/lib/python3/dist-packages/osgeo_utils/samples/validate_gpkg.py', file]);
  });

  it('GeoPackage of lines only: geometry type LineString', async () => {
    const file = saved(await owner.get(`${API}/gis/gpkg/points/${linesOnlyId}`), 'l.gpkg');
    expect(ogrinfo(file)).toMatch(/Geometry: Line String/);
    expect(shapes(readByGdal(file))).toEqual([['LineString', 'Weg']]);
  });

  it('KML: LineString and Polygon with outerBoundaryIs; GDAL reads them with their data', async () => {
    const res = await owner.get(`${API}/gis/kml/points/${layerId}`);
    expect(res.body).toContain('<LineString><coordinates>9.4,51.3 9.41,51.31 9.42,51.3</coordinates></LineString>');
    expect(res.body).toContain('<Polygon><outerBoundaryIs><LinearRing><coordinates>9.4,51.3 9.41,51.3 9.41,51.31 9.4,51.31 9.4,51.3</coordinates></LinearRing></outerBoundaryIs></Polygon>');
    const features = readByGdal(saved(res, 'e.kml'));
    expect(features.map((f) => [f.geometry.type, f.properties.Name])).toEqual(EXPECTED);
    expect(features.map((f) => f.properties.Titel)).toEqual(['Punkt', 'Weg', 'Wiese']);
  });
});
