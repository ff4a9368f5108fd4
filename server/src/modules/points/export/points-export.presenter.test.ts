import { text } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUSES, LayerSchema } from '@mitmachkarte/contract';
import ExcelJS from 'exceljs';
import { pointsCsvStream } from './points-csv.presenter.js';
import { answerColumns } from '../query/answer-columns.js';
import { categoryLabels, exportNames } from '../query/answer-names.js';
import { answerNamesOfPages } from './points-export-columns.js';
import type { ExportedPoint, ExportSource } from './points-export.source.js';
import { featureContext, pointFeature, pointsGeoJsonChunks } from './points-geojson.presenter.js';
import { pointsXlsxStream } from './points-xlsx.presenter.js';
import type { PointRow } from '../../../db/records/point.columns.js';

const SCHEMA = LayerSchema.parse({
  Schema: [{ Name: 'Text', DataType: 'text' }, { Name: 'Info', DataType: 'label' }, { DataType: 'pagebreak' }, { Name: 'Zahl', DataType: 'number' }],
});
/** A point as stored (every column of PointRow), with its counts. */
type StoredPoint = ExportedPoint & PointRow;
const row = (i: number, attributes: object = { Text: { DataType: 'text', Value: `Nr. ${i}, „${i}“` }, Zahl: { DataType: 'number', Value: -i } }): StoredPoint => ({
  id: `0190a000-0000-7000-8000-${String(i).padStart(12, '0')}`, layer_id: '0190a000-0000-7000-8000-00000000aaaa', geometry: null,
  latitude: 51.3, longitude: -9.47, altitude: 0, public: 1, editable: 0, attributes: JSON.stringify(attributes), status: 'neu', status_changed_at: null,
  answer_text: '', answer_org: '', answer_at: null, moderation: '', moderation_reason: '', shortened_answers: '[]', duplicate_of: null,
  created_at: '2026-11-21T06:00:00.000Z', updated_at: '2026-11-21T06:00:01.000Z', counts: { up: i, down: 0, comments: 1 },
});
const imageUrl = (id: string) => `https://x.example/${id}`;
/** The rows as pages of at most 1000, like pagesOfLivePoints reads them. */
const pagesOf = <T extends PointRow>(rows: T[]) => async function* () {
  for (let i = 0; i < rows.length; i += 1000) yield rows.slice(i, i + 1000);
};
/** An export of `rows` under `schema`, without comments. */
const sourceOf = (rows: StoredPoint[], schema = SCHEMA): ExportSource => ({
  schema, statuses: DEFAULT_STATUSES, imageUrl, answerNames: () => answerNamesOfPages(pagesOf(rows)),
  hasHeights: async () => rows.some((r) => r.altitude !== 0), hasShapes: async () => rows.some((r) => Boolean(r.geometry)), rows: pagesOf(rows), points: pagesOf(rows), comments: async function* () {},
});
/** The context of an export file of entries without heights. */
const ctx = featureContext({ schema: SCHEMA, statuses: DEFAULT_STATUSES, imageUrl }, { heights: false });

describe('answerColumns', () => {
  it('lists the variables taking answers in order, then stored names the questionnaire lacks, sorted', async () => {
    const rows = [row(1, { Zahl: { DataType: 'number', Value: 1 }, b: { DataType: 'text', Value: 'x' } }), row(2, { a: { DataType: 'text', Value: 'y' }, category: { DataType: 'category', Value: 'K' } })];
    expect(await answerColumns(SCHEMA, pagesOf(rows))).toEqual(['Text', 'Zahl', 'a', 'b']);
  });
});

describe('pointsCsvStream', () => {
  it.each([0, 1, 2500])('streams a header and %i records that parse back', async (n) => {
    const rows = Array.from({ length: n }, (_, i) => row(i));
    const records = parse(await text(pointsCsvStream(sourceOf(rows))), { bom: true }) as string[][];
    expect(records).toHaveLength(n + 1);
    // No entry has a height: no column Altitude; none is a line or an area: no geometry columns (docs/product.md §18.4, §25.1).
    expect(records[0]).toEqual(['ID', 'CreatedAt', 'Latitude', 'Longitude', 'category', 'Text', 'Zahl', 'Status', 'StatusChangedAt',
      'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt', 'UpdatedAt', 'VotesUp', 'VotesDown', 'Comments', 'Status_key', 'Status_label', 'category_key', 'category_label']);
    records.slice(1).forEach((r, i) => expect(r).toEqual([rows[i]!.id, rows[i]!.created_at, '51.3', '-9.47', '', `Nr. ${i}, „${i}“`, String(-i), 'Neu', rows[i]!.created_at, '', '', '',
      rows[i]!.updated_at, String(i), '0', '1', 'neu', 'Neu', '', '']));
  });

  it('ends with WKT, Length_m and Area_m2 once an entry is a line or an area, a point as POINT', async () => {
    const line = { ...row(2), geometry: JSON.stringify({ type: 'LineString', coordinates: [[-9.47, 51.3], [-9.46, 51.3]] }) };
    const records = parse(await text(pointsCsvStream(sourceOf([row(1), line]))), { bom: true }) as string[][];
    expect(records[0]!.slice(-3)).toEqual(['WKT', 'Length_m', 'Area_m2']);
    expect(records[1]!.slice(-3)).toEqual(['POINT (-9.47 51.3)', '', '']);
    expect(records[2]![records[2]!.length - 3]).toBe('LINESTRING (-9.47 51.3, -9.46 51.3)');
    expect(Number(records[2]!.at(-2))).toBeGreaterThan(690);
  });

  it('rounds coordinates to 7 decimals and has Altitude once an entry has a height', async () => {
    const rows = [{ ...row(1), latitude: 51.31847291738573, longitude: 9.498213481903075 }, { ...row(2), altitude: 212.5 }];
    const records = parse(await text(pointsCsvStream(sourceOf(rows))), { bom: true }) as string[][];
    expect(records[0]!.slice(0, 6)).toEqual(['ID', 'CreatedAt', 'Latitude', 'Longitude', 'Altitude', 'category']);
    expect(records[1]!.slice(2, 5)).toEqual(['51.3184729', '9.4982135', '0']);
    expect(records[2]!.slice(2, 5)).toEqual(['51.3', '-9.47', '212.5']);
  });

  it('has the official answer, its organisation and time', async () => {
    const answered = { ...row(1), answer_text: '=Wir prüfen das, „bald“.', answer_org: 'Stadt Kassel', answer_at: '2026-11-23T06:00:00.000Z' };
    const records = parse(await text(pointsCsvStream(sourceOf([answered]))), { bom: true }) as string[][];
    // A text cell starting with "=" is kept from spreadsheet formulas by a leading apostrophe.
    expect(records[1]!.slice(9, 12)).toEqual(["'=Wir prüfen das, „bald“.", 'Stadt Kassel', '2026-11-23T06:00:00.000Z']);
  });
});

describe('pointsGeoJsonChunks', () => {
  it('carries the official answer, its organisation and time', () => {
    const answered = { ...row(1), answer_text: 'Wir prüfen das.', answer_org: 'Stadt Kassel', answer_at: '2026-11-23T06:00:00.000Z' };
    expect(pointFeature(answered, ctx).properties).toMatchObject({
      OfficialAnswer: 'Wir prüfen das.', OfficialAnswerOrganisation: 'Stadt Kassel', OfficialAnswerAt: '2026-11-23T06:00:00.000Z',
    });
  });

  it.each([0, 1, 999, 1000, 1001, 2500])('gives a FeatureCollection of %i features', async (n) => {
    const rows = Array.from({ length: n }, (_, i) => row(i));
    const chunks: string[] = [];
    for await (const chunk of pointsGeoJsonChunks(sourceOf(rows))) chunks.push(chunk);
    const doc = JSON.parse(chunks.join(''));
    expect(doc).toEqual({ type: 'FeatureCollection', features: rows.map((r) => JSON.parse(JSON.stringify(pointFeature(r, ctx)))) });
  });

  it('rounds the coordinates of the point and of places to 7 decimals, and has Altitude only when an entry has a height', async () => {
    const place = { Latitude: 51.123456789012344, Longitude: -9.000000049 };
    const precise = { ...row(1, { Ort: { DataType: 'geolocation', Value: place } }), latitude: 51.31847291738573, longitude: 9.498213481903075 };
    const feature = pointFeature(precise, ctx);
    expect(feature.geometry.coordinates).toEqual([9.4982135, 51.3184729]);
    expect(feature.properties.Ort).toEqual({ Latitude: 51.1234568, Longitude: -9 });
    expect(feature.properties).not.toHaveProperty('Altitude');
    const chunks: string[] = [];
    for await (const chunk of pointsGeoJsonChunks(sourceOf([precise, { ...row(2), altitude: 3.5 }]))) chunks.push(chunk);
    expect(JSON.parse(chunks.join('')).features.map((f: { properties: { Altitude: number } }) => f.properties.Altitude)).toEqual([0, 3.5]);
    // The GIS interface (docs/product.md §20) gives them as stored.
    const gis = pointFeature(precise, featureContext({ schema: SCHEMA, statuses: DEFAULT_STATUSES, imageUrl }));
    expect(gis.geometry.coordinates).toEqual([9.498213481903075, 51.31847291738573]);
    expect(gis.properties).toMatchObject({ Altitude: 0, Ort: place });
  });

  it('renames answers that would overwrite the fixed properties, and keeps odd names as plain keys', () => {
    const feature = pointFeature(row(1, {
      ID: { DataType: 'text', Value: 'x' }, Status: { DataType: 'text', Value: 's' }, ['__proto__']: { DataType: 'text', Value: 'p' }, VotesUp: { DataType: 'text', Value: 'v' },
    }), { ...ctx, variableNames: ['ID'] });
    expect(feature.properties.ID).toBe(row(1).id);
    expect(feature.properties.Antwort_ID).toBe('x');
    expect(feature.properties).toMatchObject({ Status: 'neu', StatusLabel: 'Neu', StatusChangedAt: row(1).created_at, Antwort_Status: 's' });
    // A stored answer of a removed question named like a property of docs/product.md §18.4.
    expect(feature.properties).toMatchObject({ VotesUp: 1, Antwort_VotesUp: 'v' });
    expect(feature.properties).toMatchObject({ OfficialAnswer: null, OfficialAnswerOrganisation: null, OfficialAnswerAt: null });
    expect(Object.getPrototypeOf(feature.properties)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(feature)).properties.__proto__).toBe('p');
  });
});

describe('exportNames', () => {
  it('names key and label of every choice question, and gives `_2` to a name the questionnaire already uses', () => {
    const schema = LayerSchema.parse({ Schema: [
      { Name: 'Farbe', DataType: 'single', Options: [{ Key: 'a' }] }, { Name: 'Farbe_key', DataType: 'text' },
      { Name: 'Comments', DataType: 'text' }, { Name: 'Müll', DataType: 'multiple', Options: [{ Key: 'b' }] },
    ] });
    const names = exportNames(schema.Schema);
    expect(names).toMatchObject({ votesUp: 'VotesUp', votesDown: 'VotesDown', comments: 'Comments_2', statusKey: 'Status_key', categoryLabel: 'category_label' });
    expect(names.choices.map((c) => [c.variable.Name, c.key, c.label])).toEqual([['Farbe', 'Farbe_key_2', 'Farbe_label'], ['Müll', 'Müll_key', 'Müll_label']]);
  });

  it('labels a category by its path of labels, keys where a label is empty', () => {
    const schema = LayerSchema.parse({ Categories: [{ Name: 'W', Label: 'Wasser', Children: [{ Name: 'K', Label: 'Klar', Children: [{ Name: 'S' }] }] }] });
    expect([...categoryLabels(schema)]).toEqual([['W', 'Wasser'], ['K', 'Wasser › Klar'], ['S', 'Wasser › Klar › S']]);
  });
});

describe('pointsXlsxStream', () => {
  it.each([0, 2500])('streams a workbook of %i entries that ExcelJS reads back', async (n) => {
    const rows = Array.from({ length: n }, (_, i) => row(i));
    const chunks: Buffer[] = [];
    for await (const chunk of pointsXlsxStream(sourceOf(rows))) chunks.push(chunk as Buffer);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Einträge')!;
    expect(sheet.rowCount).toBe(n + 2);
    if (n > 0) {
      expect(sheet.getRow(3).getCell(1).value).toBe(rows[0]!.id);
      expect(sheet.getRow(n + 2).getCell(1).value).toBe(rows[n - 1]!.id);
      // Erstellt am, 06:00 UTC in November: 07:00 in Berlin.
      expect(sheet.getRow(3).getCell(2).value).toEqual(new Date('2026-11-21T07:00:00.000Z'));
    }
  });
});

/** A source of `count` rows that counts the pages read from it. */
function countedSource(count: number) {
  const rows = Array.from({ length: count }, (_, i) => row(i));
  let read = 0;
  const points = async function* () {
    for await (const page of pagesOf(rows)()) {
      read++;
      yield page;
    }
  };
  return { source: { ...sourceOf(rows), points }, pagesRead: () => read };
}

describe('pointsXlsxStream with a slow client', () => {
  it('reads no further pages while the client has not read what it was sent, and finishes once it does', async () => {
    const { source, pagesRead } = countedSource(20_000);
    const stream = pointsXlsxStream(source);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // 20 pages of 1000 wait to be written; the writer stopped after a few.
    expect(pagesRead()).toBeLessThan(6);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(pagesRead()).toBe(20);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Einträge')!.rowCount).toBe(20_002);
  });
});

describe('pointsXlsxStream when the client goes away', () => {
  it('stops reading pages, without an error', async () => {
    const { source, pagesRead } = countedSource(20_000);
    const stream = pointsXlsxStream(source);
    for await (const _chunk of stream) break;
    expect(stream.destroyed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stopped = pagesRead();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pagesRead()).toBe(stopped);
    expect(pagesRead()).toBeLessThan(20);
  });
});
