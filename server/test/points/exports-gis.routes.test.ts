import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttributeValue, Point } from '@mitmachkarte/contract';
import type { Actor } from '../../src/access/actor.js';
import { newId } from '../../src/lib/ids.js';
import { exportPointsGeoPackage } from '../../src/modules/points/export/points-export.service.js';
import { TestClient } from '../client.js';
import { addToAccessList, createUser } from '../factories.js';
import { API, UNKNOWN_ID, a } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The GIS exports of docs/product.md §18.4: GeoPackage (GET /gis/gpkg/points/{layerId}) and KML
 *  (GET /gis/kml/points/{layerId}), each read by GDAL (ogrinfo, ogr2ogr; Debian package gdal-bin,
 *  which .ci/run installs: without it these tests fail) and compared with the GeoJSON export of
 *  the same layer, entry by entry; rights and bad input; a layer of a few thousand entries; the
 *  GeoPackage's temporary file. */
const PUBLIC_URL = 'http://karte.example.org:8080';
/** GDAL's GeoPackage validator (python3-gdal). */
const VALIDATE_GPKG = '/usr/lib/python3/dist-packages/osgeo_utils/samples/validate_gpkg.py';

const SCHEMA = {
  Categories: [{ Name: 'Wasser', Label: 'Gewässer', Children: [{ Name: 'Klar', Label: 'Klares Wasser' }] }, { Name: 'Tiere', Label: 'Tiere' }],
  Schema: [
    { Name: 'Hinweis', DataType: 'label', Question: 'Danke!' },
    { Name: 'Titel', DataType: 'text', Optional: true },
    { Name: 'Beschreibung', DataType: 'text_multi', Optional: true },
    { Name: 'Art', DataType: 'single', Optional: true, Options: [{ Key: 'haeufig', Label: 'Häufig <&>' }, { Key: 'selten', Label: '' }] },
    { Name: 'Merkmale', DataType: 'multiple', Options: [{ Key: 'a', Label: 'Grün, hell' }, { Key: 'b', Label: 'Blau "tief"' }] },
    { Name: 'Gesehen', DataType: 'boolean' },
    { Name: 'Tiefe', DataType: 'number' },
    { Name: 'Ort', DataType: 'geolocation' },
    { Name: 'Entfernt', DataType: 'text', Optional: true },
  ],
};
const CHANGED_SCHEMA = { ...SCHEMA, Schema: SCHEMA.Schema.filter((v) => v.Name !== 'Entfernt') };

const SPECIAL_TITLE = 'Ärger <&> "Zitat" über Öl\nzweite Zeile';
const FULL: Record<string, AttributeValue> = {
  category: a('category', 'Klar'), Titel: a('text', SPECIAL_TITLE), Beschreibung: a('text_multi', 'Straße\r\nmit \'Apostroph\' & <b>fett</b>'),
  Art: a('single', 'haeufig'), Merkmale: a('multiple', ['a', 'b']), Gesehen: a('boolean', true), Tiefe: a('number', -3.25),
  Ort: a('geolocation', { Latitude: 51.1, Longitude: -9.4 }), Entfernt: a('text', 'alte Antwort'),
};

let t: TestApp;
let owner: TestClient, member: TestClient, plain: TestClient, anon: TestClient;
let layerId: string, emptyLayerId: string, privateLayerId: string, bigLayerId: string;
let full: Point, second: Point, bare: Point, hidden: Point;
let tmpDir: string;
/** The owner as the service sees them (for calling the service directly). */
let ownerActor: Actor;

async function post(c: TestClient, p: string, body: unknown) {
  const res = await c.post(`${API}${p}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const addPoint = (body: Record<string, unknown>): Promise<Point> => post(owner, '/gis/point', { Layer: layerId, Latitude: 51.3, Longitude: -9.4, ...body });

// A temporary folder of this file's own (os.tmpdir() reads TMPDIR): the checks that no
// GeoPackage folder is left behind must not see those of another suite running meanwhile (CI runs
// the server suite on SQLite and on PostgreSQL side by side).
const systemTmp = process.env.TMPDIR;
beforeAll(async () => {
  process.env.TMPDIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-exports-gis-test-'));
  t = await createTestApp({ env: { PUBLIC_URL } });
  tmpDir = fs.mkdtempSync(path.join(t.dataDir, 'gis-'));
  const users = await Promise.all([createUser(t.db, { permissions: ['project'] }), createUser(t.db), createUser(t.db)]);
  [owner, member, plain] = users.map(() => new TestClient(t.app)) as [TestClient, TestClient, TestClient];
  for (const [i, c] of [owner, member, plain].entries()) await c.login(users[i]!.email, users[i]!.password);
  anon = new TestClient(t.app);
  ownerActor = { userId: users[0]!.id, name: 'Owner', email: users[0]!.email, permissions: ['project'] };

  const ws = (await post(owner, '/gis/workspace', { Name: 'Export', Public: true, Editable: true })).ID as string;
  const priv = (await post(owner, '/gis/workspace', { Name: 'Privat', Public: false })).ID as string;
  await addToAccessList(t.db, ws, users[1]!.id);
  layerId = (await post(owner, '/gis/layer', { Workspace: ws, Name: 'Gewässer <Süd> & "Nord"', Public: true, Editable: true, Schema: SCHEMA })).ID;
  emptyLayerId = (await post(owner, '/gis/layer', { Workspace: ws, Name: 'Leer', Public: true })).ID;
  privateLayerId = (await post(owner, '/gis/layer', { Workspace: priv, Name: 'Geheim', Public: true })).ID;
  bigLayerId = (await post(owner, '/gis/layer', { Workspace: ws, Name: 'Groß', Public: true, Schema: SCHEMA })).ID;

  full = await addPoint({ Latitude: 51.30001, Longitude: -9.40002, Altitude: 12.5, Attributes: FULL });
  second = await addPoint({ Latitude: -33.9, Longitude: 18.4, Public: false,
    Attributes: { category: a('category', 'Tiere'), Beschreibung: a('text_multi', 'Beschreibung als Titel'), Gesehen: a('boolean', false), Tiefe: a('number', 1000000.5), Merkmale: a('multiple', ['b']) } });
  bare = await addPoint({ Latitude: 0.5, Longitude: 179.5, Attributes: { category: a('category', 'Tiere'), Titel: a('text', 'weg') } });
  // An entry without any answers (stored so by an older version).
  await t.db.updateTable('points').set({ attributes: '{}' }).where('id', '=', bare.ID).execute();
  hidden = await addPoint({ Attributes: { category: a('category', 'Tiere'), Titel: a('text', 'versteckt') } });
  await post(owner, '/gis/moderation/hide', { PointID: hidden.ID, Reason: 'Doppelt' });
  await post(member, `/gis/vote/${full.ID}`, { Vote: 1 });
  await post(member, '/gis/comment', { PointID: full.ID, Text: 'Ein Kommentar' });
  const res = await owner.put(`${API}/gis/layer/${layerId}`, { Name: 'Gewässer <Süd> & "Nord"', Public: true, Editable: true, Schema: CHANGED_SCHEMA });
  expect(res.statusCode, res.body).toBe(200);

  // A layer of a few thousand entries, more than one page (points.repository.ts reads 2000 at a time).
  const now = Date.parse('2026-01-01T00:00:00.000Z');
  const rows = Array.from({ length: 4500 }, (_, i) => {
    const at = new Date(now + i * 1000).toISOString();
    return {
      id: newId(), layer_id: bigLayerId, latitude: 50 + (i % 100) / 100, longitude: 8 + Math.floor(i / 100) / 100, altitude: 0, public: 1 as const, editable: 0 as const,
      attributes: JSON.stringify({ category: a('category', 'Tiere'), Titel: a('text', `Nr. ${i}`), Tiefe: a('number', i) }),
      created_at: at, updated_at: at, created_by: null, deleted_at: null, deleted_by: null,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await t.db.insertInto('points').values(rows.slice(i, i + 500)).execute();
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(os.tmpdir(), { recursive: true, force: true });
  if (systemTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTmp;
});

const gpkgOf = (c: TestClient, id = layerId) => c.get(`${API}/gis/gpkg/points/${id}`);
const kmlOf = (c: TestClient, id = layerId) => c.get(`${API}/gis/kml/points/${id}`);
const livePoints = () => [full, second, bare];
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());

/** Writes an answer's body into a file of the test's folder and returns its path. */
function saved(res: LightMyRequestResponse, name: string): string {
  expect(res.statusCode, res.body).toBe(200);
  const file = path.join(tmpDir, name);
  fs.writeFileSync(file, res.rawPayload);
  return file;
}
/** What GDAL reads from `file`, converted by ogr2ogr to a GeoJSON FeatureCollection. */
function readByGdal(file: string): { features: { geometry: { coordinates: number[] }; properties: Record<string, unknown> }[] } {
  const out = `${file}.gdal.geojson`;
  fs.rmSync(out, { force: true });
  execFileSync('ogr2ogr', ['-f', 'GeoJSON', out, file]);
  return JSON.parse(fs.readFileSync(out, 'utf8'));
}
/** The GeoJSON export of the layer, as the server sends it. */
async function geoJson(id = layerId) {
  const res = await owner.get(`${API}/gis/geojson/points/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { features: { id: string; geometry: { coordinates: number[] }; properties: Record<string, unknown> }[] };
}
/** A GeoJSON property value as the GIS exports hold it: arrays and objects as JSON text. */
const flat = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v);
/** The mitmachkarte-gpkg-… folders in the system's temporary folder. */
const gpkgTempFolders = () => fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('mitmachkarte-gpkg-'));
/** Waits until no temporary folder is left, at most 2 s: the removal runs once the stream closed,
 *  and not while execFileSync (ogrinfo) holds the event loop. */
async function expectNoTempFolders() {
  for (let i = 0; i < 200 && gpkgTempFolders().length > 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(gpkgTempFolders()).toEqual([]);
}

describe('GET /gis/gpkg/points/{layerId}', () => {
  it('sends a GeoPackage with a German file name that GDAL opens: one point table in EPSG:4326 with its extent', async () => {
    const res = await gpkgOf(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/geopackage+sqlite3');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Eintraege_Gewaesser_Sued_Nord_${today()}.gpkg"; `
      + `filename*=UTF-8''Eintr%C3%A4ge%20Gew%C3%A4sser%20_S%C3%BCd_%20%26%20_Nord_%20${today()}.gpkg`);
    expect(res.rawPayload.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\u0000');
    expect(res.rawPayload.readUInt32BE(68)).toBe(0x47504b47); // application_id 'GPKG'
    expect(res.rawPayload.readUInt32BE(60)).toBe(10301); // user_version 1.3.1
    const file = saved(res, 'punkte.gpkg');
    const info = execFileSync('ogrinfo', ['-ro', '-al', file], { encoding: 'utf8' });
    expect(info).toContain(`Feature Count: ${livePoints().length}`);
    expect(info).toMatch(/Geometry: Point/);
    expect(info).toMatch(/ID\["EPSG",4326\]/);
    expect(info).toContain('Extent: (-9.400020, -33.900000) - (179.500000, 51.300010)');
    expect(info).toMatch(/^Titel: String/m);
    expect(info).toMatch(/^Gesehen: Integer\(Boolean\)/m);
    expect(info).toMatch(/^Tiefe: Real/m);
    expect(info).toMatch(/^CreatedAt: DateTime/m);
    expect(info).toMatch(/^VotesUp: Integer/m);
    expect(info).toContain(`Titel (String) = ${SPECIAL_TITLE}`);
    expect(info).toContain('Art_label (String) = Häufig <&>');
    expect(info).not.toContain(hidden.ID);
    // GDAL reads it without a warning, and its GeoPackage validator (Debian package python3-gdal,
    // which .ci/run installs) checks it against the requirements of OGC 12-128r18: exit code 0.
    const read = spawnSync('ogrinfo', ['-ro', '-al', '-so', file], { encoding: 'utf8' });
    expect(read.stderr).toBe('');
    const valid = spawnSync('/usr/bin/python3', [VALIDATE_GPKG, file], { encoding: 'utf8' });
    expect(valid.stdout + valid.stderr).toBe('');
    expect(valid.status).toBe(0);
  });

  it('holds the same entries, coordinates, column names and values as the GeoJSON export', async () => {
    const expected = await geoJson();
    const got = readByGdal(saved(await gpkgOf(member), 'vergleich.gpkg'));
    const allNames = new Set(expected.features.flatMap((f) => Object.keys(f.properties)));
    expect(got.features.map((f) => f.properties.ID)).toEqual(expected.features.map((f) => f.id));
    for (const [i, feature] of expected.features.entries()) {
      const actual = got.features[i]!;
      expect(actual.geometry.coordinates).toEqual(feature.geometry.coordinates);
      expect(new Set(Object.keys(actual.properties))).toEqual(allNames);
      for (const [name, value] of Object.entries(feature.properties)) {
        const cell = actual.properties[name];
        if (typeof value === 'boolean') expect(cell, name).toBe(value);
        // GDAL gives back JSON text (lists, places) as JSON.
        else expect(cell !== null && typeof cell === 'object' ? JSON.stringify(cell) : cell, `${feature.id} ${name}`).toEqual(flat(value));
      }
    }
    const bareProps = got.features.find((f) => f.properties.ID === bare.ID)!.properties;
    expect(bareProps.Titel).toBeNull();
    expect(bareProps.Entfernt).toBeNull();
  });

  it('deletes its temporary file after the answer, and when the download is given up', async () => {
    await expectNoTempFolders();
    expect((await gpkgOf(owner)).statusCode).toBe(200);
    await expectNoTempFolders();
    // A download the client gives up: the stream is destroyed before it was read to its end.
    const download = await exportPointsGeoPackage(t.db, ownerActor, bigLayerId, PUBLIC_URL);
    expect(gpkgTempFolders()).toHaveLength(1);
    await new Promise<void>((resolve) => { download.content.once('close', resolve); download.content.read(); download.content.destroy(); });
    await expectNoTempFolders();
  });

  it('deletes its temporary file when a client over HTTP leaves after the first bytes', async () => {
    await expectNoTempFolders();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const first = await new Promise<number>((resolve, reject) => {
      const req = http.get(`${address}${API}/gis/gpkg/points/${bigLayerId}`, { headers: { cookie } }, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve(res.statusCode === 200 ? chunk.length : -1);
          req.destroy();
        });
      });
      req.on('error', () => undefined);
      // The GeoPackage is written whole before its first byte; on a loaded 2-core CI machine with
      // PostgreSQL that took more than 10 s. The wait stays inside the test's 60 s.
      setTimeout(() => reject(new Error('no answer')), 50_000);
    });
    expect(first).toBeGreaterThan(0);
    await expectNoTempFolders();
  });

  it('is for managers only: 401 anonymous, 403 other users, 404 invisible or unknown, 400 malformed; no file left behind', async () => {
    await expectNoTempFolders();
    expect((await gpkgOf(anon)).statusCode).toBe(401);
    expect((await gpkgOf(plain)).statusCode).toBe(403);
    expect((await gpkgOf(plain, privateLayerId)).statusCode).toBe(404);
    expect((await gpkgOf(owner, UNKNOWN_ID)).statusCode).toBe(404);
    const bad = await gpkgOf(owner, 'kein-layer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toBeTruthy();
    await expectNoTempFolders();
  });

  it('is compressed as it streams when the client accepts gzip, and unpacked a GeoPackage of the same size', async () => {
    const plainFile = (await gpkgOf(owner, bigLayerId)).rawPayload;
    const res = await owner.request('GET', `${API}/gis/gpkg/points/${bigLayerId}`, undefined, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(plainFile.length / 2);
    const unpacked = gunzipSync(res.rawPayload);
    expect(unpacked.length).toBe(plainFile.length);
    const file = path.join(tmpDir, 'entpackt.gpkg');
    fs.writeFileSync(file, unpacked);
    expect(execFileSync('ogrinfo', ['-ro', '-al', '-so', file], { encoding: 'utf8' })).toContain('Feature Count: 4500');
    await expectNoTempFolders();
  });

  it('gives an empty table for a layer without entries, which GDAL reads too', async () => {
    const info = execFileSync('ogrinfo', ['-ro', '-al', '-so', saved(await gpkgOf(owner, emptyLayerId), 'leer.gpkg')], { encoding: 'utf8' });
    expect(info).toContain('Feature Count: 0');
  });
});

describe('GET /gis/kml/points/{layerId}', () => {
  it('sends KML 2.2 with a German file name: a Document named after the layer, one Placemark per entry', async () => {
    const res = await kmlOf(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.google-earth.kml+xml');
    expect(res.headers['content-disposition']).toContain(`filename="Eintraege_Gewaesser_Sued_Nord_${today()}.kml"`);
    const text = res.body;
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<kml xmlns="http:\/\/www.opengis.net\/kml\/2.2">/);
    expect(text).toContain('<Document>\n<name>Gewässer &lt;Süd&gt; &amp; &quot;Nord&quot;</name>');
    expect(text.match(/<Placemark /g)).toHaveLength(livePoints().length);
    expect(text).toContain(`<name>${'Ärger &lt;&amp;&gt; &quot;Zitat&quot; über Öl\nzweite Zeile'}</name>`);
    expect(text).toContain('<name>Beschreibung als Titel</name>');
    expect(text).toContain(`<name>${bare.ID}</name>`);
    expect(text).toContain('<coordinates>-9.40002,51.30001,12.5</coordinates>');
    expect(text).toContain('<coordinates>18.4,-33.9,0</coordinates>');
    expect(text).toContain('<Data name="Beschreibung"><value>Straße&#13;\nmit &apos;Apostroph&apos; &amp; &lt;b&gt;fett&lt;/b&gt;</value></Data>');
    expect(text).not.toContain(hidden.ID);
  });

  it('is read by GDAL with the same entries, coordinates, names and values as the GeoJSON export', async () => {
    const file = saved(await kmlOf(member), 'punkte.kml');
    const info = execFileSync('ogrinfo', ['-ro', '-al', file], { encoding: 'utf8' });
    expect(info).toContain(`Feature Count: ${livePoints().length}`);
    expect(info).toContain(`Titel (String) = ${SPECIAL_TITLE}`);
    const expected = await geoJson();
    const got = readByGdal(file);
    expect(got.features.map((f) => f.properties.ID)).toEqual(expected.features.map((f) => f.id));
    for (const [i, feature] of expected.features.entries()) {
      const actual = got.features[i]!;
      expect(actual.geometry.coordinates.slice(0, 2)).toEqual(feature.geometry.coordinates);
      for (const [name, value] of Object.entries(feature.properties)) {
        const v = flat(value);
        // A missing value is an empty <value/>; GDAL gives back JSON text (lists, places) as JSON.
        const cell = actual.properties[name];
        expect(cell !== null && typeof cell === 'object' ? JSON.stringify(cell) : cell, `${feature.id} ${name}`).toEqual(v === null ? '' : String(v));
      }
    }
  });

  it('is for managers only: 401 anonymous, 403 other users, 404 invisible or unknown, 400 malformed', async () => {
    expect((await kmlOf(anon)).statusCode).toBe(401);
    expect((await kmlOf(plain)).statusCode).toBe(403);
    expect((await kmlOf(plain, privateLayerId)).statusCode).toBe(404);
    expect((await kmlOf(owner, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await kmlOf(owner, 'kein-layer')).statusCode).toBe(400);
  });
});

describe('a layer of a few thousand entries', () => {
  it('exports every entry to GeoPackage and KML, the same as the GeoJSON', async () => {
    await expectNoTempFolders();
    const expected = await geoJson(bigLayerId);
    expect(expected.features).toHaveLength(4500);
    for (const [format, get] of [['gpkg', gpkgOf], ['kml', kmlOf]] as const) {
      const got = readByGdal(saved(await get(owner, bigLayerId), `gross.${format}`));
      expect(got.features.map((f) => f.properties.ID)).toEqual(expected.features.map((f) => f.id));
      expect(got.features.map((f) => f.geometry.coordinates.slice(0, 2))).toEqual(expected.features.map((f) => f.geometry.coordinates));
      expect(got.features.map((f) => String(f.properties.Tiefe))).toEqual(expected.features.map((f) => String(f.properties.Tiefe)));
    }
    await expectNoTempFolders();
  }, 60_000);
});
