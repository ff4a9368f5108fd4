import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttributeValue, Point } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { addToAccessList, createUser } from '../factories.js';
import { API, UNKNOWN_ID, a } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** GET /gis/csv/points/{layerId} and GET /gis/geojson/points/{layerId}: managers only;
 *  CSV parsed back by csv-parse, GeoJSON read by GDAL's ogrinfo (Debian package gdal-bin, which
 *  .ci/run installs: without it these tests fail, they are not skipped). */
const PUBLIC_URL = 'http://karte.example.org:8080';
const IMAGE_ID = '0190f5a2-0000-7000-8000-00000000f070';
const imageUrl = (id: string) => `${PUBLIC_URL}/api/v1/gis/image/norm/${id}`;

const SCHEMA = {
  Categories: [{ Name: 'Wasser', Label: 'Wasser', Children: [{ Name: 'Klar' }, { Name: 'Trüb' }] }, { Name: 'Tiere' }],
  Schema: [
    { Name: 'Hinweis', DataType: 'label', Question: 'Danke!' },
    { Name: 'Titel', DataType: 'text' },
    { Name: 'Beschreibung', DataType: 'text_multi', Optional: true },
    { Name: 'Art', DataType: 'single', Optional: true, Options: [{ Key: 'haeufig', Label: 'Häufig' }, { Key: 'selten', Label: '' }] },
    { Name: 'Merkmale', DataType: 'multiple', Options: [{ Key: 'a', Label: 'Grün, hell' }, { Key: 'b', Label: 'Blau "tief"' }, { Key: 'c', Label: 'Rot' }] },
    { Name: 'Gesehen', DataType: 'boolean' },
    { Name: 'Anteil', DataType: 'percent' },
    { DataType: 'pagebreak' },
    { Name: 'Tiefe', DataType: 'number' },
    { Name: 'Foto', DataType: 'image', Optional: true },
    { Name: 'Ort', DataType: 'geolocation' },
    { Name: 'Entfernt', DataType: 'text', Optional: true },
    { Name: 'Alt_Notiz', DataType: 'multiple', Options: [{ Key: 'x', Label: 'Iks' }] },
  ],
};
/** The questionnaire after the export layer was changed: `Entfernt` and `Alt_Notiz` removed. */
const CHANGED_SCHEMA = { ...SCHEMA, Schema: SCHEMA.Schema.filter((v) => v.Name !== 'Entfernt' && v.Name !== 'Alt_Notiz') };
const ANSWER_COLUMNS = ['Titel', 'Beschreibung', 'Art', 'Merkmale', 'Gesehen', 'Anteil', 'Tiefe', 'Foto', 'Ort'];
/** Where the status column is: after the six fixed columns, the answers and the two removed ones. */
const STATUS_AT = 6 + ANSWER_COLUMNS.length + 2;
/** The columns docs/product.md §18.4 added after the older ones (key and label of every choice
 *  question of the questionnaire as it is now). */
const ADDED_COLUMNS = ['UpdatedAt', 'VotesUp', 'VotesDown', 'Comments', 'Status_key', 'Status_label', 'category_key', 'category_label',
  'Art_key', 'Art_label', 'Merkmale_key', 'Merkmale_label'];

const FULL: Record<string, AttributeValue> = {
  category: a('category', 'Klar'),
  Titel: a('text', 'Komma, "Zitat" und\nZeilenumbruch'),
  Beschreibung: a('text_multi', 'Ärger über Öl – Straße\r\nzweite Zeile; mit Semikolon'),
  Art: a('single', 'haeufig'),
  Merkmale: a('multiple', ['a', 'b']),
  Gesehen: a('boolean', true),
  Anteil: a('percent', 12.5),
  Tiefe: a('number', -3.25),
  Foto: a('image', IMAGE_ID),
  Ort: a('geolocation', { Latitude: 51.1, Longitude: -9.4 }),
  Entfernt: a('text', 'alte Antwort'),
  Alt_Notiz: a('multiple', ['x']),
};
/** Text answers that spreadsheets would run as formulas, and how the CSV must show them. */
const FORMULAS: [string, string][] = [
  ['=SUM(A1)', "'=SUM(A1)"], ['+1', "'+1"], ['-2', "'-2"], ['@x', "'@x"], ['\tTab', "'\tTab"], ['＝1+1', "'＝1+1"],
  ['harmlos = 1', 'harmlos = 1'],
];

let t: TestApp;
let owner: TestClient, member: TestClient, plain: TestClient, anon: TestClient;
let layerId: string, emptyLayerId: string, privateLayerId: string;
let full: Point, second: Point, formulaPoints: Point[], deletedId: string;
let tmpDir: string;

async function post(c: TestClient, p: string, body: unknown) {
  const res = await c.post(`${API}${p}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const addPoint = (body: Record<string, unknown>): Promise<Point> =>
  post(owner, '/gis/point', { Layer: layerId, Latitude: 51.3, Longitude: -9.4, ...body });
const minimal = (extra: Record<string, AttributeValue> = {}) =>
  ({ category: a('category', 'Tiere'), Titel: a('text', 'x'), ...extra });

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  tmpDir = fs.mkdtempSync(path.join(t.dataDir, 'exports-'));
  const ownerUser = await createUser(t.db, { permissions: ['project'] });
  const memberUser = await createUser(t.db);
  const plainUser = await createUser(t.db);
  [owner, member, plain] = [new TestClient(t.app), new TestClient(t.app), new TestClient(t.app)];
  await owner.login(ownerUser.email, ownerUser.password);
  await member.login(memberUser.email, memberUser.password);
  await plain.login(plainUser.email, plainUser.password);
  anon = new TestClient(t.app);

  const ws = (await post(owner, '/gis/workspace', { Name: 'Export', Public: true, Editable: true })).ID as string;
  const priv = (await post(owner, '/gis/workspace', { Name: 'Privat', Public: false })).ID as string;
  await addToAccessList(t.db, ws, memberUser.id);
  layerId = (await post(owner, '/gis/layer', { Workspace: ws, Name: 'Gewässer Süd', Public: true, Editable: true, Schema: SCHEMA })).ID;
  emptyLayerId = (await post(owner, '/gis/layer', { Workspace: ws, Name: 'Leer', Public: true })).ID;
  privateLayerId = (await post(owner, '/gis/layer', { Workspace: priv, Name: 'Geheim', Public: true })).ID;

  // Image answers must name an uploaded image; the export needs no more than its row.
  await t.db.insertInto('images').values({
    id: IMAGE_ID, raw_type: 'image/jpeg', orig_type: 'image/jpeg', width: 1, height: 1, bytes: 1, created_at: new Date().toISOString(), uploaded_by: null,
  }).execute();
  full = await addPoint({ Latitude: 51.30001, Longitude: -9.40002, Altitude: 0, Attributes: FULL });
  second = await addPoint({
    Latitude: -33.9, Longitude: 18.4, Altitude: 112.5, Public: false,
    Attributes: minimal({ Art: a('single', 'selten'), Gesehen: a('boolean', false), Merkmale: a('multiple', ['c']) }),
  });
  formulaPoints = [];
  for (const [text] of FORMULAS) formulaPoints.push(await addPoint({ Attributes: minimal({ Titel: a('text', text), Beschreibung: a('text_multi', text) }) }));
  deletedId = (await addPoint({ Attributes: minimal() })).ID;
  expect((await owner.delete(`${API}/gis/point/${deletedId}`)).statusCode).toBe(200);

  // Change the questionnaire: the answers to the removed variables stay stored.
  const res = await owner.put(`${API}/gis/layer/${layerId}`, { Name: 'Gewässer Süd', Public: true, Editable: true, Schema: CHANGED_SCHEMA });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t?.close());

const csvOf = (c: TestClient, id = layerId) => c.get(`${API}/gis/csv/points/${id}`);
const geoJsonOf = (c: TestClient, id = layerId) => c.get(`${API}/gis/geojson/points/${id}`);
const livePoints = () => [full, second, ...formulaPoints];

function parseCsv(res: LightMyRequestResponse): string[][] {
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.rawPayload.toString('utf8'), { bom: true }) as string[][];
}

describe('GET /gis/csv/points/{layerId}', () => {
  it('sends UTF-8 CSV with a BOM as an attachment named after the layer', async () => {
    const res = await csvOf(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Gewaesser_Sued.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.toString('utf8')).toContain('\r\n');
  });

  it('has the header ID, CreatedAt, Latitude, Longitude, Altitude, category, the variables, then removed ones sorted, then status and official answer, then the columns of §18.4', async () => {
    const [header] = parseCsv(await csvOf(owner));
    expect(header).toEqual(['ID', 'CreatedAt', 'Latitude', 'Longitude', 'Altitude', 'category', ...ANSWER_COLUMNS, 'Alt_Notiz', 'Entfernt', 'Status', 'StatusChangedAt', 'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt', ...ADDED_COLUMNS]);
  });

  it('has after the answers the label of its status and since when it holds (docs/product.md §16.1)', async () => {
    const changed = (await owner.put(`${API}/gis/point/${second.ID}/status`, { Status: 'pruefung' })).json() as Point;
    const [, ...rows] = parseCsv(await csvOf(owner));
    expect(rows.find((r) => r[0] === second.ID)!.slice(STATUS_AT, STATUS_AT + 2)).toEqual(['In Prüfung', changed.StatusChangedAt]);
    expect(rows.find((r) => r[0] === full.ID)!.slice(STATUS_AT, STATUS_AT + 2)).toEqual(['Neu', full.CreatedAt]);
    const feature = (await geoJsonOf(owner)).json().features.find((f: { id: string }) => f.id === second.ID);
    expect(feature.properties).toMatchObject({ Status: 'pruefung', StatusLabel: 'In Prüfung', StatusChangedAt: changed.StatusChangedAt });
    expect((await owner.put(`${API}/gis/point/${second.ID}/status`, { Status: 'neu' })).statusCode).toBe(200);
  });

  it('has after the status the official answer, its organisation and time (docs/product.md §16.2)', async () => {
    const answered = (await owner.put(`${API}/gis/point/${second.ID}/answer`, { Text: 'Wir kümmern uns, "bald".' })).json() as Point;
    const [, ...rows] = parseCsv(await csvOf(owner));
    const { Text, Organisation, At } = answered.OfficialAnswer!;
    expect(rows.find((r) => r[0] === second.ID)!.slice(STATUS_AT + 2, STATUS_AT + 5)).toEqual([Text, Organisation, At]);
    expect(rows.find((r) => r[0] === full.ID)!.slice(STATUS_AT + 2, STATUS_AT + 5)).toEqual(['', '', '']);
    const feature = (await geoJsonOf(owner)).json().features.find((f: { id: string }) => f.id === second.ID);
    expect(feature.properties).toMatchObject({ OfficialAnswer: Text, OfficialAnswerOrganisation: Organisation, OfficialAnswerAt: At });
    expect((await owner.put(`${API}/gis/point/${second.ID}/answer`, { Text: '' })).statusCode).toBe(200);
  });

  it('has one row per live point (non-public ones too, deleted ones not), in creation order', async () => {
    const [, ...rows] = parseCsv(await csvOf(owner));
    expect(rows.map((r) => r[0])).toEqual(livePoints().map((p) => p.ID));
    expect(rows.map((r) => r[0])).not.toContain(deletedId);
  });

  it('gives back every value of every data type: commas, quotes, line breaks and umlauts intact', async () => {
    const [header, ...rows] = parseCsv(await csvOf(member));
    const byColumn = (row: string[]) => Object.fromEntries(header!.map((h, i) => [h, row[i]]));
    expect(byColumn(rows[0]!)).toEqual({
      ID: full.ID, CreatedAt: full.CreatedAt, Latitude: '51.30001', Longitude: '-9.40002', Altitude: '0', category: 'Klar',
      Titel: 'Komma, "Zitat" und\nZeilenumbruch',
      Beschreibung: 'Ärger über Öl – Straße\r\nzweite Zeile; mit Semikolon',
      Art: 'Häufig', Merkmale: 'Grün, hell; Blau "tief"', Gesehen: 'ja', Anteil: '12.5', Tiefe: '-3.25',
      Foto: imageUrl(IMAGE_ID), Ort: '51.1, -9.4',
      Alt_Notiz: 'x', Entfernt: 'alte Antwort', Status: 'Neu', StatusChangedAt: full.CreatedAt,
      OfficialAnswer: '', OfficialAnswerOrganisation: '', OfficialAnswerAt: '',
      UpdatedAt: full.UpdatedAt, VotesUp: '0', VotesDown: '0', Comments: '0', Status_key: 'neu', Status_label: 'Neu',
      category_key: 'Klar', category_label: 'Wasser › Klar', Art_key: 'haeufig', Art_label: 'Häufig', Merkmale_key: 'a; b', Merkmale_label: 'Grün, hell; Blau "tief"',
    });
    expect(byColumn(rows[1]!)).toEqual({
      ID: second.ID, CreatedAt: second.CreatedAt, Latitude: "-33.9", Longitude: '18.4', Altitude: '112.5', category: 'Tiere',
      Titel: 'x', Beschreibung: '', Art: 'selten', Merkmale: 'Rot', Gesehen: 'nein', Anteil: '', Tiefe: '', Foto: '', Ort: '',
      Alt_Notiz: '', Entfernt: '', Status: 'Neu', StatusChangedAt: expect.any(String),
      OfficialAnswer: '', OfficialAnswerOrganisation: '', OfficialAnswerAt: '',
      UpdatedAt: expect.any(String), VotesUp: '0', VotesDown: '0', Comments: '0', Status_key: 'neu', Status_label: 'Neu',
      category_key: 'Tiere', category_label: 'Tiere', Art_key: 'selten', Art_label: 'selten', Merkmale_key: 'c', Merkmale_label: 'Rot',
    });
  });

  it('neutralises text cells that start like a formula, and leaves numbers alone', async () => {
    const [header, ...rows] = parseCsv(await csvOf(owner));
    const col = (name: string) => header!.indexOf(name);
    FORMULAS.forEach(([, expected], i) => {
      const row = rows.find((r) => r[0] === formulaPoints[i]!.ID)!;
      expect(row[col('Titel')]).toBe(expected);
      expect(row[col('Beschreibung')]).toBe(expected);
      expect(row[col('Longitude')]).toBe('-9.4');
    });
    expect(rows[0]![col('Tiefe')]).toBe('-3.25');
  });

  it('neutralises formula-like variable names in the header, too', async () => {
    const ws = (await post(owner, '/gis/workspace', { Name: 'Formeln' })).ID;
    const layer = (await post(owner, '/gis/layer', { Workspace: ws, Name: '=Layer', Schema: { Schema: [{ Name: '=1+1', DataType: 'text', Optional: true }] } })).ID;
    const res = await csvOf(owner, layer);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Layer.csv"');
    // Without entries no entry has a height: no column Altitude (docs/product.md §18.4).
    expect(parseCsv(res)).toEqual([['ID', 'CreatedAt', 'Latitude', 'Longitude', 'category', "'=1+1", 'Status', 'StatusChangedAt', 'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt',
      'UpdatedAt', 'VotesUp', 'VotesDown', 'Comments', 'Status_key', 'Status_label', 'category_key', 'category_label']]);
  });

  it('sends only the header for a layer without points, without Altitude', async () => {
    const res = await csvOf(owner, emptyLayerId);
    expect(res.rawPayload.toString('utf8')).toBe('\uFEFFID,CreatedAt,Latitude,Longitude,category,Status,StatusChangedAt,OfficialAnswer,OfficialAnswerOrganisation,OfficialAnswerAt'
      + ',UpdatedAt,VotesUp,VotesDown,Comments,Status_key,Status_label,category_key,category_label\r\n');
  });

  it('is for managers only: 401 anonymous, 403 other users, 404 invisible or unknown, 400 malformed', async () => {
    expect((await csvOf(anon)).statusCode).toBe(401);
    expect((await csvOf(plain)).statusCode).toBe(403);
    expect((await csvOf(plain, privateLayerId)).statusCode).toBe(404);
    expect((await csvOf(anon, privateLayerId)).statusCode).toBe(404);
    expect((await csvOf(owner, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await csvOf(owner, 'kein-layer')).statusCode).toBe(400);
    expect((await csvOf(owner, privateLayerId)).statusCode).toBe(200);
  });
});

describe('GET /gis/geojson/points/{layerId}', () => {
  it('sends an RFC 7946 FeatureCollection with [lon, lat] points and the answers as properties', async () => {
    const res = await geoJsonOf(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/geo+json');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Gewaesser_Sued.geojson"');
    const doc = res.json();
    expect(doc.type).toBe('FeatureCollection');
    expect(doc).not.toHaveProperty('crs');
    expect(doc.features.map((f: { id: string }) => f.id)).toEqual(livePoints().map((p) => p.ID));
    expect(doc.features[0]).toEqual({
      type: 'Feature', id: full.ID,
      geometry: { type: 'Point', coordinates: [-9.40002, 51.30001] },
      properties: {
        ID: full.ID, CreatedAt: full.CreatedAt, UpdatedAt: full.UpdatedAt, Altitude: 0, category: 'Klar',
        Status: 'neu', StatusLabel: 'Neu', StatusChangedAt: full.CreatedAt,
        OfficialAnswer: null, OfficialAnswerOrganisation: null, OfficialAnswerAt: null,
        Titel: FULL.Titel!.Value, Beschreibung: FULL.Beschreibung!.Value, Art: 'haeufig', Merkmale: ['a', 'b'], Gesehen: true,
        Anteil: 12.5, Tiefe: -3.25, Foto: imageUrl(IMAGE_ID), Ort: { Latitude: 51.1, Longitude: -9.4 },
        Entfernt: 'alte Antwort', Alt_Notiz: ['x'],
        // Added by docs/product.md §18.4.
        VotesUp: 0, VotesDown: 0, Comments: 0, Status_key: 'neu', Status_label: 'Neu', category_key: 'Klar', category_label: 'Wasser › Klar',
        Art_key: 'haeufig', Art_label: 'Häufig', Merkmale_key: ['a', 'b'], Merkmale_label: ['Grün, hell', 'Blau "tief"'],
      },
    });
    expect(doc.features[1]).toMatchObject({
      geometry: { type: 'Point', coordinates: [18.4, -33.9] },
      properties: { Altitude: 112.5, category: 'Tiere', Titel: 'x', Beschreibung: null, Art: 'selten', Gesehen: false, Foto: null, Ort: null },
    });
    expect(doc.features[1].properties).not.toHaveProperty('Entfernt');
  });

  it('is read by GDAL with the right feature count and fields', async () => {
    const file = path.join(tmpDir, 'punkte.geojson');
    fs.writeFileSync(file, (await geoJsonOf(member)).rawPayload);
    // Fails (does not skip) when ogrinfo is missing: .ci/run installs gdal-bin.
    const info = execFileSync('ogrinfo', ['-ro', '-al', '-so', file], { encoding: 'utf8' });
    expect(info).toMatch(/Geometry: Point/);
    expect(info).toContain(`Feature Count: ${livePoints().length}`);
    const fields = [...info.matchAll(/^(\w+): (\w+)/gm)].map((m) => m[1]);
    for (const name of ['ID', 'CreatedAt', 'UpdatedAt', 'Altitude', 'category', 'Status', 'StatusLabel', 'StatusChangedAt', 'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt', ...ANSWER_COLUMNS, 'Entfernt', 'Alt_Notiz']) {
      expect(fields, info).toContain(name);
    }
    expect(info).toMatch(/^Merkmale: StringList/m);
    expect(info).toMatch(/^Gesehen: Integer\(Boolean\)/m);
    expect(info).toMatch(/^Tiefe: Real/m);
  });

  it('gives an empty FeatureCollection for a layer without points, which GDAL reads too', async () => {
    const res = await geoJsonOf(owner, emptyLayerId);
    expect(res.json()).toEqual({ type: 'FeatureCollection', features: [] });
    const file = path.join(tmpDir, 'leer.geojson');
    fs.writeFileSync(file, res.rawPayload);
    expect(execFileSync('ogrinfo', ['-ro', '-al', '-so', file], { encoding: 'utf8' })).toContain('Feature Count: 0');
  });

  it('is for managers only: 401 anonymous, 403 other users, 404 invisible or unknown, 400 malformed', async () => {
    expect((await geoJsonOf(anon)).statusCode).toBe(401);
    expect((await geoJsonOf(plain)).statusCode).toBe(403);
    expect((await geoJsonOf(plain, privateLayerId)).statusCode).toBe(404);
    expect((await geoJsonOf(owner, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await geoJsonOf(owner, 'kein-layer')).statusCode).toBe(400);
  });
});
