import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttributeValue, ImportPreview, Point } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { API, a, expectRefused, listPoints } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The import of entries into a layer (docs/product.md §18.6): POST /gis/import/{layerId}/preview
 *  and POST /gis/import/{layerId} with GeoJSON, CSV, GeoPackage and KML files: the preview, the
 *  mapping of fields to questions, the checks of every row, all or nothing, the audit entry; the
 *  round trip of the GeoJSON, GeoPackage and KML exports into a new layer; files written by GDAL
 *  (ogr2ogr, Debian package gdal-bin, which .ci/run installs); bad files and limits. */

const SCHEMA = {
  Categories: [{ Name: 'Wasser', Label: 'Gewässer', Children: [{ Name: 'Klar', Label: 'Klares Wasser' }] }, { Name: 'Tiere', Label: 'Tiere' }],
  Schema: [
    { Name: 'Hinweis', DataType: 'label', Question: 'Danke!' },
    { Name: 'Titel', DataType: 'text', Question: 'Wie heißt der Ort?', MissingMsg: 'Bitte geben Sie einen Titel an.' },
    { Name: 'Beschreibung', DataType: 'text_multi', Optional: true },
    { Name: 'Art', DataType: 'single', Question: 'Wie häufig ist es?', Optional: true, Options: [{ Key: 'haeufig', Label: 'Häufig' }, { Key: 'selten', Label: 'Selten' }] },
    { Name: 'Merkmale', DataType: 'multiple', Options: [{ Key: 'a', Label: 'Grün, hell' }, { Key: 'b', Label: 'Blau' }] },
    { Name: 'Gesehen', DataType: 'boolean' },
    { Name: 'Tiefe', DataType: 'number', Question: 'Wie tief (m)?', Constraint: true, Minimum: -10, Maximum: 100 },
    { Name: 'Ort', DataType: 'geolocation' },
    { Name: 'Foto', DataType: 'image', Optional: true },
  ],
};

let t: TestApp;
let owner: TestClient, plain: TestClient, anon: TestClient;
let ws: string;
let tmpDir: string;

async function post(c: TestClient, p: string, body: unknown) {
  const res = await c.post(`${API}${p}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const newLayer = async (name = 'Ziel'): Promise<string> => (await post(owner, '/gis/layer', { Workspace: ws, Name: name, Public: true, Editable: true, Schema: SCHEMA })).ID;

/** POSTs `bytes` to the import (`preview` or run) of `layerId` with the query `query`. */
const send = (c: TestClient, layerId: string, bytes: Buffer | string, query: Record<string, string> = {}, preview = false) =>
  c.request('POST', `${API}/gis/import/${layerId}${preview ? '/preview' : ''}?${new URLSearchParams(query)}`, Buffer.from(bytes), {
    headers: { 'content-type': 'application/octet-stream' },
  });
async function previewOf(layerId: string, bytes: Buffer | string, query: Record<string, string> = {}): Promise<ImportPreview> {
  const res = await send(owner, layerId, bytes, query, true);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const feature = (properties: Record<string, unknown>, coordinates: unknown = [9.47, 51.3], type = 'Point') =>
  ({ type: 'Feature', properties, geometry: { type, coordinates } });
const collection = (...features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
const GOOD = {
  category: 'Klar', Titel: 'Teich am Wald', Beschreibung: 'Zeile 1\nZeile 2', Art: 'haeufig', Merkmale: ['a', 'b'], Gesehen: true, Tiefe: -3.25,
  Ort: { Latitude: 51.1, Longitude: 9.4 },
};
const GOOD_ANSWERS: Record<string, AttributeValue> = {
  category: a('category', 'Klar'), Titel: a('text', 'Teich am Wald'), Beschreibung: a('text_multi', 'Zeile 1\nZeile 2'), Art: a('single', 'haeufig'),
  Merkmale: a('multiple', ['a', 'b']), Gesehen: a('boolean', true), Tiefe: a('number', -3.25), Ort: a('geolocation', { Latitude: 51.1, Longitude: 9.4 }),
};

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'http://karte.example.org' } });
  tmpDir = fs.mkdtempSync(path.join(t.dataDir, 'import-'));
  const users = await Promise.all([createUser(t.db, { permissions: ['project'] }), createUser(t.db)]);
  [owner, plain] = users.map(() => new TestClient(t.app)) as [TestClient, TestClient];
  for (const [i, c] of [owner, plain].entries()) await c.login(users[i]!.email, users[i]!.password);
  anon = new TestClient(t.app);
  ws = (await post(owner, '/gis/workspace', { Name: 'Import', Public: true, Editable: true })).ID;
});
afterAll(async () => t.close());

describe('preview and import of a GeoJSON file', () => {
  it('shows the fields, the suggested mapping, the first rows as they would be stored and the refused rows with why, writing nothing', async () => {
    const layer = await newLayer();
    const file = collection(
      feature({ ...GOOD, Fremd: 'x' }),
      feature({ ...GOOD, Titel: '' }),
      feature({ ...GOOD, Art: 'unbekannt', Tiefe: 'tief' }),
      feature({ ...GOOD }, [[9.4, 51.3], [9.5, 51.4]], 'LineString'),
      feature({ ...GOOD }, [9.47, 95]),
      feature({ ...GOOD, Titel: 'Zweiter', Art: 'Selten', Merkmale: 'Blau; Grün, hell', Gesehen: 'nein', Tiefe: '4,5' }, [9.5, 51.31, 210]),
    );
    const preview = await expectRefused(t, 200, () => send(owner, layer, file, {}, true)).then((r) => r.json() as ImportPreview);
    expect(preview.Format).toBe('geojson');
    expect(preview.Rows).toBe(6);
    expect(preview.Fields.map((f) => f.Name)).toEqual(['category', 'Titel', 'Beschreibung', 'Art', 'Merkmale', 'Gesehen', 'Tiefe', 'Ort', 'Fremd']);
    expect(preview.Fields.find((f) => f.Name === 'Merkmale')!.Samples).toEqual(['["a","b"]', '["a","b"]', '["a","b"]']);
    // Every field named like a question is taken over; the unknown one is not.
    expect(preview.Mapping).toEqual({ category: 'category', Titel: 'Titel', Beschreibung: 'Beschreibung', Art: 'Art', Merkmale: 'Merkmale', Gesehen: 'Gesehen', Tiefe: 'Tiefe', Ort: 'Ort' });
    expect(preview.First).toEqual([
      { Row: 1, Latitude: 51.3, Longitude: 9.47, Attributes: GOOD_ANSWERS },
      { Row: 6, Latitude: 51.31, Longitude: 9.5, Attributes: {
        ...GOOD_ANSWERS, Titel: a('text', 'Zweiter'), Art: a('single', 'selten'), Merkmale: a('multiple', ['b', 'a']), Gesehen: a('boolean', false), Tiefe: a('number', 4.5),
      } },
    ]);
    expect(preview.RefusedCount).toBe(4);
    expect(preview.Refused).toEqual([
      { Row: 2, Messages: ['Bitte geben Sie einen Titel an.'] },
      // Questions are named by their text, as the preview lists them (docs/product.md §18.6).
      { Row: 3, Messages: ['„Wie häufig ist es?“: Die Option „unbekannt“ gibt es nicht.', '„Wie tief (m)?“: „tief“ ist keine Zahl.'] },
      // A map of points only (docs/product.md §25.1).
      { Row: 4, Messages: ['Auf dieser Karte können keine Linien gezeichnet werden.'] },
      { Row: 5, Messages: ['Die Breite 95 liegt nicht zwischen −90 und 90 Grad.'] },
    ]);
  });

  it('refuses the whole file when one row fails, naming the row, and changes nothing', async () => {
    const layer = await newLayer();
    const res = await expectRefused(t, 400, () => send(owner, layer, collection(feature(GOOD), feature({ ...GOOD, Tiefe: 1000 }))));
    expect(res.json()).toEqual({
      Message: '1 von 2 Einträgen passen nicht. Es wurde nichts importiert.',
      Errors: [{ Field: 'Objekt 2', Message: '„Wie tief (m)?“ muss zwischen -10 und 100 liegen.' }],
    });
  });

  it('adds every row in one go: the entries at the first status, written by the manager, the layer\'s revision raised, an audit entry', async () => {
    const layer = await newLayer();
    const before = await owner.get(`${API}/gis/points/${layer}`);
    const rows = Array.from({ length: 1200 }, (_, i) => feature({ ...GOOD, Titel: `Nr. ${i}` }, [9 + i / 10_000, 51]));
    const res = await send(owner, layer, collection(...rows), { name: 'Meldungen 2025.geojson', mapping: JSON.stringify({ category: 'category', Titel: 'Titel' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Imported: 1200 });
    const points = await listPoints(owner, layer, '?limit=5000');
    expect(points).toHaveLength(1200);
    // Each row where it belongs, across the statements of 100 rows each.
    expect(new Set(points.map((p) => p.Attributes.Titel?.Value)).size).toBe(1200);
    const misplaced = points.filter((p) => p.Latitude !== 51 || p.Status !== 'neu'
      || Math.abs(p.Longitude - (9 + Number(String(p.Attributes.Titel?.Value).slice(4)) / 10_000)) > 1e-9);
    expect(misplaced).toEqual([]);
    const first = points.find((p) => p.Attributes.Titel?.Value === 'Nr. 0')!;
    // Only the mapped fields are taken over.
    expect(first).toMatchObject({ Latitude: 51, Longitude: 9, Status: 'neu', Attributes: { category: a('category', 'Klar'), Titel: a('text', 'Nr. 0') } });
    expect(Object.keys(first.Attributes).sort()).toEqual(['Titel', 'category']);
    const after = await owner.get(`${API}/gis/points/${layer}`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', layer).execute();
    expect(audit).toMatchObject([{ action: 'layer.import', target_type: 'layer', workspace_id: ws, summary: '1200 Einträge importiert aus „Meldungen 2025.geojson“ (GEOJSON)' }]);
  });
});

describe('CSV', () => {
  it('reads `;` with a byte order mark and decimal commas, and `,` with quoted cells; lines are numbered as in the file', async () => {
    const layer = await newLayer();
    const german = '\uFEFFBreite;Länge;Titel;category;Merkmale;Gesehen;Tiefe\r\n51,5;9,25;"Teich; groß";Klar;Blau;ja;2,5\r\n\r\n51,6;9,3;Bach;Tiere;a;nein;1\r\n';
    const preview = await previewOf(layer, german);
    expect(preview).toMatchObject({ Format: 'csv', Rows: 2, RefusedCount: 0 });
    expect(preview.First).toEqual([
      { Row: 2, Latitude: 51.5, Longitude: 9.25, Attributes: { Titel: a('text', 'Teich; groß'), category: a('category', 'Klar'), Merkmale: a('multiple', ['b']), Gesehen: a('boolean', true), Tiefe: a('number', 2.5) } },
      { Row: 4, Latitude: 51.6, Longitude: 9.3, Attributes: { Titel: a('text', 'Bach'), category: a('category', 'Tiere'), Merkmale: a('multiple', ['a']), Gesehen: a('boolean', false), Tiefe: a('number', 1) } },
    ]);
    const international = 'latitude,longitude,Titel,category,Merkmale,Tiefe\n51.5,9.25,"Ein ""Zitat""",Klar,"[""a"",""b""]",-1\n';
    expect((await previewOf(layer, international)).First[0]!.Attributes).toEqual({
      Titel: a('text', 'Ein "Zitat"'), category: a('category', 'Klar'), Merkmale: a('multiple', ['a', 'b']), Tiefe: a('number', -1),
    });
    // A cell over two lines; a quote inside an unquoted cell is text, as in a spreadsheet; `\r` line breaks.
    const lines = 'lat,lon,Titel,category,Merkmale,Tiefe\r51,9,"Zeile 1\rZeile 2",Klar,a,1\r51,9,ein "Zitat",Klar,a,2\r';
    const preview2 = await previewOf(layer, lines);
    expect(preview2.First.map((r) => [r.Row, r.Attributes.Titel])).toEqual([[2, a('text', 'Zeile 1\rZeile 2')], [4, a('text', 'ein "Zitat"')]]);
  });

  it('refuses cells a spreadsheet would run as formulas, but not negative numbers', async () => {
    const layer = await newLayer();
    const file = 'lat,lon,Titel,Beschreibung,Merkmale,Tiefe\n51,9,"=HYPERLINK(""http://x"")",ok,a,-2\n51,9,Gut,@SUM(A1),a,+3\n51,9,Gut,"\tcmd",a,1\n51,9,-Minus,ok,a,1\n';
    const preview = await previewOf(layer, file);
    expect(preview.First.map((r) => r.Row)).toEqual([]);
    expect(preview.Refused.map((r) => r.Row)).toEqual([2, 3, 4, 5]);
    expect(preview.Refused[0]!.Messages).toEqual(['„Titel“ beginnt wie eine Formel (mit =, +, -, @ oder einem Tabulator); Formeln werden nicht importiert.']);
    expect(preview.Refused[1]!.Messages).toEqual(['„Beschreibung“ beginnt wie eine Formel (mit =, +, -, @ oder einem Tabulator); Formeln werden nicht importiert.']);
    const res = await expectRefused(t, 400, () => send(owner, layer, file));
    expect(res.json().Errors[0]).toEqual({ Field: 'Zeile 2', Message: '„Titel“ beginnt wie eine Formel (mit =, +, -, @ oder einem Tabulator); Formeln werden nicht importiert.' });
  });

  it('refuses a broken file naming its line, and a file without position columns', async () => {
    const layer = await newLayer();
    const unclosed = await expectRefused(t, 400, () => send(owner, layer, 'lat,lon,Titel\n51,9,gut\n51,9,"offen\n'));
    expect(unclosed.json().Message).toBe('Die CSV-Datei ist fehlerhaft (Zeile 3): Ein Anführungszeichen wird nicht geschlossen.');
    const ragged = await expectRefused(t, 400, () => send(owner, layer, 'lat,lon,Titel\n51,9,gut\n51,9\n'));
    expect(ragged.json().Message).toBe('Die CSV-Datei ist fehlerhaft (Zeile 3): Die Zeile hat nicht so viele Spalten wie die Kopfzeile.');
    const trailing = await expectRefused(t, 400, () => send(owner, layer, 'lat,lon,Titel\n51,9,gut\n\n51,9,"ein"Zitat,x\n51,9,gut\n'));
    expect(trailing.json().Message).toBe('Die CSV-Datei ist fehlerhaft (Zeile 4): Nach einem schließenden Anführungszeichen folgt kein Trennzeichen.');
    const noPosition = await expectRefused(t, 400, () => send(owner, layer, 'Titel,Tiefe\ngut,1\n'));
    expect(noPosition.json().Message).toBe('Die CSV-Datei braucht je eine Spalte für Breite und Länge in Grad (WGS 84), etwa „latitude“ und „longitude“.');
    const latin1 = await expectRefused(t, 400, () => send(owner, layer, Buffer.from('lat,lon,Titel\n51,9,Gr\xfcn\n', 'latin1')));
    expect(latin1.json().Message).toBe('Die CSV-Datei ist nicht in UTF-8 geschrieben.');
  });
});

describe('round trip of the exports', () => {
  let source: string;
  let exported: Point[];
  beforeAll(async () => {
    source = await newLayer('Quelle');
    const answers = [
      GOOD_ANSWERS,
      { ...GOOD_ANSWERS, Titel: a('text', 'Ärger <&> "Zitat" über Öl\nzweite Zeile'), Art: a('single', 'selten'), Merkmale: a('multiple', ['b']), Gesehen: a('boolean', false), Tiefe: a('number', 0) },
      { category: a('category', 'Tiere'), Titel: a('text', '=nicht rechnen'), Merkmale: a('multiple', ['a']), Gesehen: a('boolean', true), Tiefe: a('number', 99.125), Ort: a('geolocation', { Latitude: -1.5, Longitude: 170 }) },
    ];
    for (const [i, Attributes] of answers.entries()) await post(owner, '/gis/point', { Layer: source, Latitude: 51.3 + i / 100, Longitude: 9.47 - i / 100, Attributes });
    exported = await listPoints(owner, source);
  });
  // The exports give positions to 7 decimals, about 1 cm (docs/product.md §18.4).
  const seventh = (degrees: number) => Math.round(degrees * 1e7) / 1e7;
  const comparable = (points: Point[]) => points.map((p) => ({ Latitude: seventh(p.Latitude), Longitude: seventh(p.Longitude), Attributes: p.Attributes }))
    .sort((x, y) => x.Latitude - y.Latitude);

  for (const format of ['geojson', 'gpkg', 'kml'] as const) {
    it(`imports the ${format} export into a new layer with the same questionnaire: equal answers and positions, and GDAL opens the export`, async () => {
      const res = await owner.get(`${API}/gis/${format}/points/${source}`);
      expect(res.statusCode).toBe(200);
      const file = path.join(tmpDir, `export.${format}`);
      fs.writeFileSync(file, res.rawPayload);
      expect(execFileSync('ogrinfo', ['-ro', '-al', '-so', file], { encoding: 'utf8' })).toContain('Feature Count: 3');
      const target = await newLayer(`Ziel ${format}`);
      const preview = await previewOf(target, res.rawPayload);
      expect(preview).toMatchObject({ Format: format, Rows: 3, RefusedCount: 0 });
      expect(preview.Mapping).toMatchObject({ category: 'category', Titel: 'Titel', Merkmale: 'Merkmale', Ort: 'Ort' });
      const run = await send(owner, target, res.rawPayload, { name: `export.${format}` });
      expect(run.json()).toEqual({ Imported: 3 });
      expect(comparable(await listPoints(owner, target))).toEqual(comparable(exported));
    });
  }
});

describe('files written by GDAL', () => {
  it('reads a GeoPackage, a KML and a CSV that ogr2ogr made from a GeoJSON file', async () => {
    const layer = await newLayer();
    const geojson = path.join(tmpDir, 'gdal-source.geojson');
    fs.writeFileSync(geojson, collection(
      feature({ category: 'Klar', Titel: 'Teich', Merkmale: 'a', Gesehen: true, Tiefe: 2.5 }, [9.47, 51.3]),
      feature({ category: 'Tiere', Titel: 'Bach', Merkmale: 'a;b', Gesehen: false, Tiefe: 7 }, [10.1, 50.9]),
    ));
    const expected = [
      { Latitude: 51.3, Longitude: 9.47, Attributes: { category: a('category', 'Klar'), Titel: a('text', 'Teich'), Merkmale: a('multiple', ['a']), Gesehen: a('boolean', true), Tiefe: a('number', 2.5) } },
      { Latitude: 50.9, Longitude: 10.1, Attributes: { category: a('category', 'Tiere'), Titel: a('text', 'Bach'), Merkmale: a('multiple', ['a', 'b']), Gesehen: a('boolean', false), Tiefe: a('number', 7) } },
    ];
    const made = (ext: string, ...args: string[]) => {
      const out = path.join(tmpDir, `gdal.${ext}`);
      fs.rmSync(out, { force: true });
      execFileSync('ogr2ogr', [...args, out, geojson]);
      return fs.readFileSync(out);
    };
    for (const [format, bytes] of [
      ['gpkg', made('gpkg', '-f', 'GPKG')],
      ['kml', made('kml', '-f', 'KML')],
      ['csv', made('csv', '-f', 'CSV', '-lco', 'GEOMETRY=AS_XY')],
    ] as const) {
      const preview = await previewOf(layer, bytes);
      expect(preview, format).toMatchObject({ Format: format, Rows: 2, RefusedCount: 0 });
      expect(preview.First.map(({ Row: _, ...row }) => row), format).toEqual(expected);
    }
  });
});

describe('bad files and rights', () => {
  let layer: string;
  beforeAll(async () => { layer = await newLayer(); });

  it('refuses files that are broken, empty, zipped or hold no points, in German', async () => {
    const cases: [string | Buffer, string][] = [
      ['{"type":"FeatureCollection","features":[', 'Die GeoJSON-Datei ist kein gültiges JSON.'],
      ['{"type":"FeatureCollection",,}', 'Die GeoJSON-Datei ist kein gültiges JSON (Fehler bei Zeichen 29).'],
      ['{"type":"Topology"}', 'Die Datei ist keine GeoJSON-FeatureCollection.'],
      ['{"type":"FeatureCollection","features":[],"__proto__":{"x":1}}', 'Die GeoJSON-Datei enthält einen verbotenen Schlüssel („__proto__“ oder „constructor“).'],
      [collection(), 'Die Datei enthält keine Einträge.'],
      ['', 'Die Datei ist leer.'],
      [Buffer.from([0x50, 0x4b, 3, 4, 0, 0]), 'Die Datei ist ein ZIP-Archiv.'],
      ['<kml><Document><Placemark><Point><coordinates>9,51</coordinates></Point></Placemark>', 'Die KML-Datei ist kein gültiges XML'],
      ['<!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]><kml><Placemark><name>&x;</name></Placemark></kml>', 'Die KML-Datei ist kein gültiges XML'],
      ['<html><body>kein KML</body></html>', 'Die Datei ist keine KML-Datei.'],
      [Buffer.concat([Buffer.from('SQLite format 3\0', 'latin1'), Buffer.alloc(100)]), 'Die GeoPackage-Datei'],
    ];
    for (const [bytes, message] of cases) {
      const res = await expectRefused(t, 400, () => send(owner, layer, bytes));
      expect(res.json().Message, String(bytes).slice(0, 40)).toContain(message);
      // German only: no parser's English behind it.
      expect(res.json().Message).not.toMatch(/Unexpected|token|position|Invalid/);
    }
  });

  it('refuses a KML placemark of another geometry and one without coordinates, naming the objects', async () => {
    // With a byte order mark, as Windows editors write it.
    const kml = '\uFEFF<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>'
      + '<Placemark><name>Haus</name><Model><Location><longitude>9</longitude><latitude>51</latitude></Location></Model></Placemark>'
      + '<Placemark><name>Ohne</name></Placemark>'
      + '<Placemark><name>Gut</name><ExtendedData><Data name="Titel"><value>Gut</value></Data></ExtendedData><Point><coordinates>9,200</coordinates></Point></Placemark>'
      + '</Document></kml>';
    expect((await previewOf(layer, kml)).Refused).toEqual([
      { Row: 1, Messages: ['Die Geometrie ist ein Model; importiert werden nur Punkte, Linien und Flächen (Point, LineString, Polygon).'] },
      { Row: 2, Messages: ['Das Objekt hat keine Punkt-Geometrie.'] },
      { Row: 3, Messages: ['Die Breite 200 liegt nicht zwischen −90 und 90 Grad.'] },
    ]);
  });

  it('refuses a mapping to a field the file lacks, to an unknown or a photo question, or of one question twice', async () => {
    const file = collection(feature({ ...GOOD, Bild: 'x', Name: 'y' }));
    const cases: [unknown, string][] = [
      [{ Fehlt: 'Titel' }, 'Die Zuordnung nennt das Feld „Fehlt“, das die Datei nicht hat.'],
      [{ Titel: 'Gibtsnicht' }, 'Die Frage „Gibtsnicht“ gibt es in dieser Karte nicht.'],
      [{ Bild: 'Foto' }, 'Die Frage „Foto“ gibt es in dieser Karte nicht oder sie nimmt beim Import keine Antwort an.'],
      [{ Titel: 'Titel', Name: 'Titel' }, 'Die Frage „Wie heißt der Ort?“ ist mehr als einem Feld zugeordnet.'],
    ];
    for (const [mapping, message] of cases) {
      const res = await expectRefused(t, 400, () => send(owner, layer, file, { mapping: JSON.stringify(mapping) }));
      expect(res.json().Message).toContain(message);
    }
    for (const mapping of ['{kaputt', '["Titel"]', '{"Titel":1}']) {
      const res = await expectRefused(t, 400, () => send(owner, layer, file, { mapping }));
      expect(res.json().Errors).toEqual([{ Field: 'querystring.mapping', Message: 'Die Zuordnung der Felder ist kein gültiges JSON-Objekt.' }]);
    }
  });

  it('refuses a file over 50 MB with 413 and one over a million rows, in German', async () => {
    const big = Buffer.alloc(51 * 1024 * 1024, 0x20);
    const res = await expectRefused(t, 413, () => send(owner, layer, big));
    expect(res.json()).toEqual({ Message: 'Die Datei ist zu groß. Sie darf höchstens 50 MB groß sein.' });
    const many = `lat,lon\n${'51,9\n'.repeat(1_000_001)}`;
    const rows = await expectRefused(t, 400, () => send(owner, layer, many));
    expect(rows.json().Message).toBe('Die Datei hat mehr als 1.000.000 Einträge; so viele nimmt ein Import nicht auf.');
  });

  it('is for managers only, takes only raw files and needs the anti-forgery token', async () => {
    const file = collection(feature(GOOD));
    expect((await expectRefused(t, 401, () => send(anon, layer, file))).json().Message).toBe('Bitte melden Sie sich an.');
    await expectRefused(t, 403, () => send(plain, layer, file));
    await expectRefused(t, 404, () => send(owner, '00000000-0000-4000-8000-000000000000', file));
    await expectRefused(t, 415, () => owner.request('POST', `${API}/gis/import/${layer}`, file, { headers: { 'content-type': 'application/json' } }));
    await expectRefused(t, 403, () => owner.request('POST', `${API}/gis/import/${layer}`, Buffer.from(file), { xsrf: false, headers: { 'content-type': 'application/octet-stream' } }));
  });
});
