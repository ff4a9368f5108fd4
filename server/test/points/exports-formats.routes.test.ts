import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttributeValue, Point } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { addToAccessList, createUser } from '../factories.js';
import { API, UNKNOWN_ID, a } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { readZip } from '../zip.js';

/** The exports of docs/product.md §18.4: XLSX (read back with ExcelJS's reader, cell by cell and
 *  with their types), the German CSV (parsed with csv-parse, ';' and decimal commas), the names
 *  of key and label across CSV, XLSX and GeoJSON, formula injection in every format, rights and
 *  bad input. The international CSV and the GeoJSON as before: exports.routes.test.ts. */

const SCHEMA = {
  Categories: [{ Name: 'Wasser', Label: 'Gewässer', Children: [{ Name: 'Klar', Label: 'Klares Wasser' }, { Name: 'Trueb', Label: '' }] }, { Name: 'Tiere', Label: 'Tiere' }],
  Schema: [
    { Name: 'Hinweis', DataType: 'label', Question: 'Danke!' },
    { Name: 'Titel', DataType: 'text', Question: 'Was haben Sie gesehen?' },
    { Name: 'Farbe', DataType: 'single', Question: 'Welche Farbe hat das Wasser?', Optional: true, Options: [{ Key: 'braun', Label: 'Braun' }, { Key: 'klar', Label: 'Klar' }] },
    { Name: 'Muell', DataType: 'multiple', Question: 'Welcher Müll?', Options: [{ Key: 'plastik', Label: 'Plastik' }, { Key: 'glas', Label: 'Glas' }] },
    { DataType: 'pagebreak' },
    { Name: 'Tiefe', DataType: 'number', Question: 'Wie tief (m)?' },
    { Name: 'Anteil', DataType: 'percent' },
    { Name: 'Gesehen', DataType: 'boolean', Question: 'Was haben Sie  gesehen?' },
    { Name: 'Notiz', DataType: 'text_multi', Optional: true, Question: 'Notiz' },
    // Named like a column that §18.4 adds: the answer keeps its name, the count gets `Comments_2`.
    { Name: 'Comments', DataType: 'text', Optional: true, Question: 'Ihre Anmerkungen' },
    { Name: 'Entfernt', DataType: 'text', Optional: true },
  ],
};
/** The questionnaire after the change: `Entfernt` removed, its stored answers stay. */
const CHANGED_SCHEMA = { ...SCHEMA, Schema: SCHEMA.Schema.filter((v) => v.Name !== 'Entfernt') };

/** The headers people read: labels and question texts, no key anywhere (docs/product.md §18.4);
 *  two questions of the same text are told apart by their place in the questionnaire. */
const LABELS = ['ID', 'Erstellt am', 'Geändert am', 'Breitengrad', 'Längengrad', 'Höhe (m)', 'Kategorie',
  'Was haben Sie gesehen? (Frage 2)', 'Welche Farbe hat das Wasser?', 'Welcher Müll?',
  'Wie tief (m)?', 'Anteil', 'Was haben Sie gesehen? (Frage 8)', 'Notiz', 'Ihre Anmerkungen', 'Entfernt',
  'Status', 'Status seit', 'Offizielle Antwort', 'Offizielle Antwort: Organisation', 'Offizielle Antwort am',
  'Daumen hoch', 'Daumen runter', 'Kommentare'];
const NAMES = ['ID', 'CreatedAt', 'UpdatedAt', 'Latitude', 'Longitude', 'Altitude', 'category_label',
  'Titel', 'Farbe_label', 'Muell_label', 'Tiefe', 'Anteil', 'Gesehen', 'Notiz', 'Comments', 'Entfernt',
  'Status_label', 'StatusChangedAt', 'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt',
  'VotesUp', 'VotesDown', 'Comments_2'];
const TITEL = LABELS.indexOf('Was haben Sie gesehen? (Frage 2)');
const CSV_HEADER = ['ID', 'CreatedAt', 'Latitude', 'Longitude', 'Altitude', 'category', 'Titel', 'Farbe', 'Muell', 'Tiefe', 'Anteil', 'Gesehen', 'Notiz', 'Comments', 'Entfernt',
  'Status', 'StatusChangedAt', 'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt',
  'UpdatedAt', 'VotesUp', 'VotesDown', 'Comments_2', 'Status_key', 'Status_label', 'category_key', 'category_label', 'Farbe_key', 'Farbe_label', 'Muell_key', 'Muell_label'];

const FORMULA_TITLE = '=HYPERLINK("http://boese.example","klick")';
const FULL: Record<string, AttributeValue> = {
  category: a('category', 'Klar'), Titel: a('text', FORMULA_TITLE), Farbe: a('single', 'braun'), Muell: a('multiple', ['plastik', 'glas']),
  Tiefe: a('number', -3.25), Anteil: a('percent', 12.5), Gesehen: a('boolean', true), Notiz: a('text_multi', 'Zeile 1\nZeile 2; mit Semikolon'),
  Comments: a('text', '+Anmerkung'), Entfernt: a('text', 'alte Antwort'),
};
/** Texts that spreadsheets would run as formulas. */
const FORMULAS = ['=SUM(A1)', '+1', '-2', '@x', '\tTab', '＝1+1'];

/** Berlin's wall clock at `iso`, worked out with Intl (not with the code under test): as the UTC
 *  fields of a Date (what an XLSX cell holds) and as 'dd.mm.yyyy hh:mm'. */
const berlinFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});
function berlinParts(iso: string) {
  const p = Object.fromEntries(berlinFormat.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return p as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}
const wall = (iso: string) => {
  const p = berlinParts(iso);
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second, new Date(iso).getUTCMilliseconds()));
};
const german = (iso: string) => {
  const p = berlinParts(iso);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
};
const today = () => {
  const p = berlinParts(new Date().toISOString());
  return `${p.year}-${p.month}-${p.day}`;
};

let t: TestApp;
let owner: TestClient, member: TestClient, plain: TestClient, anon: TestClient, commenter: TestClient, goner: TestClient;
let layerId: string, emptyLayerId: string, privateLayerId: string;
let full: Point, second: Point, hidden: Point, formulaPoints: Point[];

async function post(c: TestClient, p: string, body: unknown) {
  const res = await c.post(`${API}${p}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function put(c: TestClient, p: string, body: unknown) {
  const res = await c.put(`${API}${p}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const addPoint = (body: Record<string, unknown>): Promise<Point> => post(owner, '/gis/point', { Layer: layerId, Latitude: 51.3, Longitude: 9.4, ...body });
const minimal = (extra: Record<string, AttributeValue> = {}) => ({ category: a('category', 'Tiere'), Titel: a('text', 'x'), ...extra });
const row = (id: string) => t.db.selectFrom('points').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  const users = await Promise.all([
    createUser(t.db, { permissions: ['project'] }), createUser(t.db, { name: 'Mia Mitglied' }), createUser(t.db), createUser(t.db, { name: 'Kim Kommentar' }), createUser(t.db, { name: 'Weg' }),
  ]);
  [owner, member, plain, commenter, goner] = users.map(() => new TestClient(t.app)) as [TestClient, TestClient, TestClient, TestClient, TestClient];
  for (const [i, c] of [owner, member, plain, commenter, goner].entries()) await c.login(users[i]!.email, users[i]!.password);
  anon = new TestClient(t.app);

  const ws = (await post(owner, '/gis/workspace', { Name: 'Export', Public: true, Editable: true })).ID as string;
  const priv = (await post(owner, '/gis/workspace', { Name: 'Privat', Public: false })).ID as string;
  await addToAccessList(t.db, ws, users[1]!.id);
  layerId = (await post(owner, '/gis/layer', { Workspace: ws, Name: 'Gewässer Süd', Public: true, Editable: true, Schema: SCHEMA })).ID;
  emptyLayerId = (await post(owner, '/gis/layer', { Workspace: ws, Name: 'Leer', Public: true })).ID;
  privateLayerId = (await post(owner, '/gis/layer', { Workspace: priv, Name: 'Geheim', Public: true })).ID;

  full = await addPoint({ Latitude: 51.30001, Longitude: -9.40002, Altitude: 0, Attributes: FULL });
  second = await addPoint({ Latitude: -33.9, Longitude: 18.4, Altitude: 112.5, Public: false, Attributes: minimal({ category: a('category', 'Trueb'), Gesehen: a('boolean', false), Tiefe: a('number', 1000000.5) }) });
  hidden = await addPoint({ Attributes: minimal({ Titel: a('text', 'versteckt') }) });
  formulaPoints = [];
  for (const text of FORMULAS) formulaPoints.push(await addPoint({ Attributes: minimal({ Titel: a('text', text), Notiz: a('text_multi', text) }) }));

  await put(owner, `/gis/point/${full.ID}/status`, { Status: 'pruefung' });
  await put(owner, `/gis/point/${full.ID}/answer`, { Text: '-Wir prüfen das.' });
  for (const c of [member, plain]) await post(c, `/gis/vote/${full.ID}`, { Vote: 1 });
  await post(commenter, `/gis/vote/${full.ID}`, { Vote: -1 });
  await post(commenter, '/gis/comment', { PointID: full.ID, Text: '@Kommentar, „mit“ Formel' });
  const gone = await post(goner, '/gis/comment', { PointID: full.ID, Text: 'Ich war hier.' });
  const rude = await post(commenter, '/gis/comment', { PointID: full.ID, Text: 'Unhöflich' });
  await post(member, '/gis/comment', { PointID: second.ID, Text: 'Zum zweiten' });
  await post(owner, '/gis/moderation/hide', { CommentID: rude.ID, Reason: 'Beleidigend' });
  await post(owner, '/gis/moderation/hide', { PointID: hidden.ID, Reason: 'Doppelt' });
  // The account of `goner` is gone: its comment stays without an author.
  await t.db.updateTable('comments').set({ user_id: null }).where('id', '=', gone.ID).execute();
  // A time in summer (CEST) for „Geändert am“.
  await t.db.updateTable('points').set({ updated_at: '2026-07-01T10:30:00.000Z' }).where('id', '=', second.ID).execute();

  await put(owner, `/gis/layer/${layerId}`, { Name: 'Gewässer Süd', Public: true, Editable: true, Schema: CHANGED_SCHEMA });
});
afterAll(async () => t?.close());

const xlsxOf = (c: TestClient, id = layerId) => c.get(`${API}/gis/xlsx/points/${id}`);
const germanCsvOf = (c: TestClient, id = layerId) => c.get(`${API}/gis/csv/points/${id}?format=de`);
const livePoints = () => [full, second, ...formulaPoints];

async function workbookOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook;
}
/** The values of a sheet's rows (1-based columns as 0-based arrays; empty cells as null). */
function rowsOf(sheet: ExcelJS.Worksheet, width: number): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (r) => rows.push(Array.from({ length: width }, (_, i) => r.getCell(i + 1).value ?? null)));
  return rows;
}
function parseGermanCsv(res: LightMyRequestResponse): string[][] {
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.rawPayload.toString('utf8'), { bom: true, delimiter: ';' }) as string[][];
}

/** The expected row of `full` in the XLSX: every cell with its value and type. */
async function expectedFullRow() {
  const r = await row(full.ID);
  return [
    full.ID, wall(r.created_at), wall(r.updated_at), 51.30001, -9.40002, 0, 'Gewässer › Klares Wasser',
    FORMULA_TITLE, 'Braun', 'Plastik; Glas', -3.25, 12.5, 'ja', 'Zeile 1\nZeile 2; mit Semikolon', '+Anmerkung', 'alte Antwort',
    'In Prüfung', wall(r.status_changed_at!), '-Wir prüfen das.', r.answer_org || null, wall(r.answer_at!),
    2, 1, 2,
  ];
}

describe('GET /gis/xlsx/points/{layerId}', () => {
  it('sends a workbook as an attachment with a German file name', async () => {
    const res = await xlsxOf(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Eintraege_Gewaesser_Sued_${today()}.xlsx"; filename*=UTF-8''Eintr%C3%A4ge%20Gew%C3%A4sser%20S%C3%BCd%20${today()}.xlsx`);
    expect(res.headers['cache-control']).toBe('no-store');
    const workbook = await workbookOf(res);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Einträge', 'Kommentare']);
  });

  it('has the labels, then the technical names as headers, and one row per live point the moderation let through', async () => {
    const sheet = (await workbookOf(await xlsxOf(owner))).getWorksheet('Einträge')!;
    const rows = rowsOf(sheet, LABELS.length);
    expect(rows[0]).toEqual(LABELS);
    expect(rows[1]).toEqual(NAMES);
    expect(rows.slice(2).map((r) => r[0])).toEqual(livePoints().map((p) => p.ID));
    // People read labels: no „… (Schlüssel)“ column, no key of an option, category or status in a cell.
    expect(rows[0]!.filter((label) => /Schlüssel/.test(String(label)))).toEqual([]);
    expect(rows.slice(2).flat().filter((cell) => ['braun', 'plastik; glas', 'Klar', 'pruefung', 'neu'].includes(String(cell)))).toEqual([]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.italic).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
  });

  it('gives back every cell with its value and type: dates as dates in Berlin time, numbers as numbers', async () => {
    const sheet = (await workbookOf(await xlsxOf(member))).getWorksheet('Einträge')!;
    const rows = rowsOf(sheet, LABELS.length);
    expect(rows[2]).toEqual(await expectedFullRow());
    const r2 = await row(second.ID);
    expect(rows[3]).toEqual([
      second.ID, wall(r2.created_at), new Date('2026-07-01T12:30:00.000Z'), -33.9, 18.4, 112.5, 'Gewässer › Trueb',
      'x', null, null, 1000000.5, null, 'nein', null, null, null, 'Neu', wall(r2.created_at), null, null, null, 0, 0, 1,
    ]);
    const types = (n: number) => Array.from({ length: LABELS.length }, (_, i) => sheet.getRow(n).getCell(i + 1).type);
    const { Date: D, Number: N, String: S, Null: E } = ExcelJS.ValueType;
    expect(types(3)).toEqual([S, D, D, N, N, N, S, S, S, S, N, N, S, S, S, S, S, D, S, S, D, N, N, N]);
    expect(types(4)[LABELS.indexOf('Anteil')]).toBe(E);
    for (const col of [2, 3, 18, 21]) expect(sheet.getRow(3).getCell(col).numFmt).toBe('dd.mm.yyyy hh:mm');
  });

  it('lists the published comments with entry, date, author name and text; hidden ones not', async () => {
    const sheet = (await workbookOf(await xlsxOf(owner))).getWorksheet('Kommentare')!;
    const comments = await t.db.selectFrom('comments').select(['point_id', 'created_at', 'text']).where('moderation', '=', '').orderBy('created_at').orderBy('id').execute();
    expect(comments).toHaveLength(3);
    const rows = rowsOf(sheet, 4);
    expect(rows.slice(0, 2)).toEqual([['Eintrag (ID)', 'Datum', 'Name', 'Kommentar'], ['PointID', 'CreatedAt', 'AuthorName', 'Text']]);
    expect(rows.slice(2)).toEqual([
      [full.ID, wall(comments[0]!.created_at), 'Kim Kommentar', '@Kommentar, „mit“ Formel'],
      [full.ID, wall(comments[1]!.created_at), 'Anonym', 'Ich war hier.'],
      [second.ID, wall(comments[2]!.created_at), 'Mia Mitglied', 'Zum zweiten'],
    ]);
    expect(sheet.getRow(3).getCell(2).type).toBe(ExcelJS.ValueType.Date);
  });

  it('writes formula-like texts as text cells that Excel never evaluates, formatted as text', async () => {
    const res = await xlsxOf(owner);
    const sheet = (await workbookOf(res)).getWorksheet('Einträge')!;
    const rows = rowsOf(sheet, LABELS.length);
    FORMULAS.forEach((text, i) => {
      const r = rows.findIndex((cells) => cells[0] === formulaPoints[i]!.ID);
      expect(rows[r]![TITEL]).toBe(text);
      const cell = sheet.getRow(r + 1).getCell(TITEL + 1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.numFmt).toBe('@');
    });
    expect(sheet.getRow(3).getCell(LABELS.indexOf('Offizielle Antwort') + 1).numFmt).toBe('@');
    // No cell of any sheet holds a formula (<f>), and no text is a shared formula string.
    const files = await readZip(res.rawPayload);
    const sheets = [...files.keys()].filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
    expect(sheets).toHaveLength(2);
    for (const name of sheets) expect(files.get(name)!.toString('utf8')).not.toMatch(/<f[\s>]/);
  });

  it('has only the header rows for a layer without points', async () => {
    const workbook = await workbookOf(await xlsxOf(owner, emptyLayerId));
    expect(workbook.getWorksheet('Einträge')!.rowCount).toBe(2);
    expect(workbook.getWorksheet('Kommentare')!.rowCount).toBe(2);
  });

  it('is for managers only: 401 anonymous, 403 other users, 404 invisible or unknown, 400 malformed', async () => {
    expect((await xlsxOf(anon)).statusCode).toBe(401);
    expect((await xlsxOf(plain)).statusCode).toBe(403);
    expect((await xlsxOf(plain, privateLayerId)).statusCode).toBe(404);
    expect((await xlsxOf(anon, privateLayerId)).statusCode).toBe(404);
    expect((await xlsxOf(owner, UNKNOWN_ID)).statusCode).toBe(404);
    const bad = await xlsxOf(owner, 'kein-layer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toMatch(/ungültig/);
    expect((await xlsxOf(owner, privateLayerId)).statusCode).toBe(200);
  });
});

describe('GET /gis/csv/points/{layerId}?format=de', () => {
  it('sends UTF-8 CSV with a BOM, semicolons and CRLF as an attachment with a German file name', async () => {
    const res = await germanCsvOf(owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Eintraege_Gewaesser_Sued_${today()}.csv"; filename*=UTF-8''Eintr%C3%A4ge%20Gew%C3%A4sser%20S%C3%BCd%20${today()}.csv`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.toString('utf8').split('\r\n')[0]).toBe(`\uFEFF${LABELS.join(';')}`);
  });

  it('has the labels as its one header row, decimal commas and Berlin time', async () => {
    const [header, ...rows] = parseGermanCsv(await germanCsvOf(member));
    expect(header).toEqual(LABELS);
    expect(rows.map((r) => r[0])).toEqual(livePoints().map((p) => p.ID));
    const r = await row(full.ID);
    expect(rows[0]).toEqual([
      full.ID, german(r.created_at), german(r.updated_at), '51,30001', '-9,40002', '0', 'Gewässer › Klares Wasser',
      `'${FORMULA_TITLE}`, 'Braun', 'Plastik; Glas', '-3,25', '12,5', 'ja', 'Zeile 1\nZeile 2; mit Semikolon', "'+Anmerkung", 'alte Antwort',
      'In Prüfung', german(r.status_changed_at!), "'-Wir prüfen das.", r.answer_org, german(r.answer_at!), '2', '1', '2',
    ]);
    expect(rows[1]!.slice(1, 6)).toEqual([german(second.CreatedAt), '01.07.2026 12:30', '-33,9', '18,4', '112,5']);
    expect(rows[1]![LABELS.indexOf('Wie tief (m)?')]).toBe('1000000,5');
  });

  it('neutralises formula-like texts with an apostrophe and leaves numbers alone', async () => {
    const [, ...rows] = parseGermanCsv(await germanCsvOf(owner));
    FORMULAS.forEach((text, i) => {
      const r = rows.find((cells) => cells[0] === formulaPoints[i]!.ID)!;
      expect(r[TITEL]).toBe(`'${text}`);
      expect(r[LABELS.indexOf('Längengrad')]).toBe('9,4');
    });
  });

  it('sends only the header for a layer without points: no questions, no height', async () => {
    const res = await germanCsvOf(owner, emptyLayerId);
    expect(parseGermanCsv(res)).toEqual([LABELS.filter((l) => !/Was haben|Farbe|Müll|tief|Anteil|Notiz|Anmerkungen|Entfernt|Höhe/.test(l))]);
  });

  it('keeps the international CSV as the default and for format=international; refuses other formats in German', async () => {
    const plainCsv = await owner.get(`${API}/gis/csv/points/${layerId}`);
    const international = await owner.get(`${API}/gis/csv/points/${layerId}?format=international`);
    expect(international.body).toBe(plainCsv.body);
    expect(plainCsv.headers['content-disposition']).toBe('attachment; filename="Gewaesser_Sued.csv"');
    for (const format of ['xlsx', 'DE', '', 'de&format=international']) {
      const res = await owner.get(`${API}/gis/csv/points/${layerId}?format=${format}`);
      expect(res.statusCode, format).toBe(400);
      expect(res.json()).toMatchObject({ Errors: [{ Field: 'querystring.format', Message: 'Unbekanntes CSV-Format: erlaubt sind „de“ (Excel, deutsch) und „international“.' }] });
    }
  });

  it('is for managers only, like the international CSV', async () => {
    expect((await germanCsvOf(anon)).statusCode).toBe(401);
    expect((await germanCsvOf(plain)).statusCode).toBe(403);
    expect((await germanCsvOf(plain, privateLayerId)).statusCode).toBe(404);
    expect((await germanCsvOf(owner, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await germanCsvOf(owner, 'kein-layer')).statusCode).toBe(400);
  });
});

describe('the same values under the same names in every export (docs/product.md §18.4)', () => {
  it('adds the counts and key and label of status, category and choices to the international CSV, after the older columns', async () => {
    const res = await owner.get(`${API}/gis/csv/points/${layerId}`);
    const [header, ...rows] = parse(res.rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(header).toEqual(CSV_HEADER);
    const byName = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(byName).toMatchObject({
      category: 'Klar', Farbe: 'Braun', Muell: 'Plastik; Glas', Status: 'In Prüfung', Comments: "'+Anmerkung",
      VotesUp: '2', VotesDown: '1', Comments_2: '2', Status_key: 'pruefung', Status_label: 'In Prüfung',
      category_key: 'Klar', category_label: 'Gewässer › Klares Wasser', Farbe_key: 'braun', Farbe_label: 'Braun', Muell_key: 'plastik; glas', Muell_label: 'Plastik; Glas',
    });
  });

  it('adds the same to the GeoJSON and keeps its older properties', async () => {
    const doc = (await owner.get(`${API}/gis/geojson/points/${layerId}`)).json();
    expect(doc.features[0].properties).toMatchObject({
      category: 'Klar', Farbe: 'braun', Muell: ['plastik', 'glas'], Status: 'pruefung', StatusLabel: 'In Prüfung', Comments: '+Anmerkung', Entfernt: 'alte Antwort',
      VotesUp: 2, VotesDown: 1, Comments_2: 2, Status_key: 'pruefung', Status_label: 'In Prüfung',
      category_key: 'Klar', category_label: 'Gewässer › Klares Wasser', Farbe_key: 'braun', Farbe_label: 'Braun', Muell_key: ['plastik', 'glas'], Muell_label: ['Plastik', 'Glas'],
    });
    expect(doc.features[1].properties).toMatchObject({ Farbe: null, Farbe_key: null, Farbe_label: null, Muell_key: null, VotesUp: 0, Comments_2: 1, category_label: 'Gewässer › Trueb' });
  });

  it('names every column of the XLSX by its second header row as the international CSV and the GeoJSON do, with the same values', async () => {
    const sheetRows = rowsOf((await workbookOf(await xlsxOf(owner))).getWorksheet('Einträge')!, NAMES.length).slice(2);
    const [header, ...csvRows] = parse((await owner.get(`${API}/gis/csv/points/${layerId}`)).rawPayload.toString('utf8'), { bom: true }) as string[][];
    const features = (await owner.get(`${API}/gis/geojson/points/${layerId}`)).json().features as { properties: Record<string, unknown> }[];
    const [, ...germanRows] = parseGermanCsv(await germanCsvOf(owner));
    // Every name of the XLSX is a column of the international CSV.
    expect(NAMES.filter((n) => !header!.includes(n))).toEqual([]);
    const times = new Set(['CreatedAt', 'UpdatedAt', 'StatusChangedAt', 'OfficialAnswerAt']);
    const keyed = NAMES.filter((n) => /_(key|label)$/.test(n) || ['VotesUp', 'VotesDown', 'Comments_2', 'ID'].includes(n) || times.has(n));
    const asText = (v: unknown) => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join('; ') : String(v));
    sheetRows.forEach((cells, r) => {
      NAMES.forEach((name, c) => {
        const csv = csvRows[r]![header!.indexOf(name)]!;
        const cell = cells[c];
        if (cell instanceof Date) expect(cell, name).toEqual(wall(csv));
        else if (typeof cell === 'number') expect(Number(csv), name).toBe(cell);
        else expect(csv.replace(/^'(?=[=+\-@\t\r＝])/, ''), name).toBe(asText(cell));
        if (keyed.includes(name)) {
          const property = features[r]!.properties[name];
          if (cell instanceof Date) expect(wall(String(property)), name).toEqual(cell);
          else expect(asText(property), name).toBe(asText(cell));
        }
        // The German CSV has the XLSX's columns in the same order.
        const de = germanRows[r]![c]!;
        if (cell instanceof Date) expect(de, name).toBe(german(csv));
        else if (typeof cell === 'number') expect(de, name).toBe(String(cell).replace('.', ','));
        else expect(de.replace(/^'(?=[=+\-@\t\r＝])/, ''), name).toBe(asText(cell));
      });
    });
  });

  it('keeps formula-like texts as they are in the GeoJSON (no spreadsheet opens it), and out of every format when the moderation hid them', async () => {
    const doc = (await owner.get(`${API}/gis/geojson/points/${layerId}`)).json();
    expect(doc.features.map((f: { properties: { Titel: string } }) => f.properties.Titel).slice(2)).toEqual(FORMULAS);
    for (const res of [await germanCsvOf(owner), await owner.get(`${API}/gis/csv/points/${layerId}`), await owner.get(`${API}/gis/geojson/points/${layerId}`)]) {
      expect(res.body).not.toContain(hidden.ID);
      expect(res.body).not.toContain('versteckt');
    }
    const workbook = await workbookOf(await xlsxOf(owner));
    const texts = ['Einträge', 'Kommentare'].flatMap((name) => rowsOf(workbook.getWorksheet(name)!, LABELS.length).flat().map(String));
    expect(texts).not.toContain(hidden.ID);
    expect(texts).not.toContain('versteckt');
    expect(texts).not.toContain('Unhöflich');
  });
});

describe('coordinates and heights in every export (docs/product.md §18.4)', () => {
  let flatLayer: string;
  beforeAll(async () => {
    const ws = (await post(owner, '/gis/workspace', { Name: 'Flach', Public: true, Editable: true })).ID as string;
    flatLayer = (await post(owner, '/gis/layer', { Workspace: ws, Name: 'Flach', Public: true, Editable: true, Schema: SCHEMA })).ID;
    // As the map stores a click: 15 decimals, no height (Altitude 0).
    await post(owner, '/gis/point', { Layer: flatLayer, Latitude: 51.31847291738573, Longitude: 9.498213481903075, Attributes: minimal() });
  });

  it('rounds coordinates to 7 decimals and has no height column while no entry has a height', async () => {
    const sheet = rowsOf((await workbookOf(await xlsxOf(owner, flatLayer))).getWorksheet('Einträge')!, 8);
    expect(sheet[0]!.slice(0, 6)).toEqual(['ID', 'Erstellt am', 'Geändert am', 'Breitengrad', 'Längengrad', 'Kategorie']);
    expect(sheet[1]!.slice(3, 6)).toEqual(['Latitude', 'Longitude', 'category_label']);
    expect(sheet[2]!.slice(3, 6)).toEqual([51.3184729, 9.4982135, 'Tiere']);
    const [header, values] = parseGermanCsv(await germanCsvOf(owner, flatLayer));
    expect(header).not.toContain('Höhe (m)');
    expect(values!.slice(3, 5)).toEqual(['51,3184729', '9,4982135']);
    const [csvHeader, csvValues] = parse((await owner.get(`${API}/gis/csv/points/${flatLayer}`)).rawPayload.toString('utf8'), { bom: true }) as string[][];
    expect(csvHeader!.slice(0, 5)).toEqual(['ID', 'CreatedAt', 'Latitude', 'Longitude', 'category']);
    expect(csvValues!.slice(2, 4)).toEqual(['51.3184729', '9.4982135']);
    const feature = (await owner.get(`${API}/gis/geojson/points/${flatLayer}`)).json().features[0];
    expect(feature.geometry.coordinates).toEqual([9.4982135, 51.3184729]);
    expect(feature.properties).not.toHaveProperty('Altitude');
    const kml = (await owner.get(`${API}/gis/kml/points/${flatLayer}`)).body;
    expect(kml).toContain('<coordinates>9.4982135,51.3184729</coordinates>');
    expect(kml).not.toContain('name="Altitude"');
  });

  it('has the height column once an entry has a height', async () => {
    await post(owner, '/gis/point', { Layer: flatLayer, Latitude: 51.3, Longitude: 9.4, Altitude: 173.25, Attributes: minimal() });
    const sheet = rowsOf((await workbookOf(await xlsxOf(owner, flatLayer))).getWorksheet('Einträge')!, 7);
    expect(sheet[0]!.slice(3, 7)).toEqual(['Breitengrad', 'Längengrad', 'Höhe (m)', 'Kategorie']);
    expect(sheet.slice(2).map((r) => r[5])).toEqual([0, 173.25]);
    expect(parseGermanCsv(await germanCsvOf(owner, flatLayer))[0]).toContain('Höhe (m)');
    const features = (await owner.get(`${API}/gis/geojson/points/${flatLayer}`)).json().features;
    expect(features.map((f: { properties: { Altitude: number } }) => f.properties.Altitude)).toEqual([0, 173.25]);
    expect((await owner.get(`${API}/gis/kml/points/${flatLayer}`)).body).toContain('<coordinates>9.4,51.3,173.25</coordinates>');
  });
});
