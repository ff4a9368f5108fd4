import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewFilter, ReviewPage, ReviewStats } from '@mitmachkarte/contract';
import { API, type PointsWorld } from '../points-fixtures.js';
import { openSeededReviewLayer, referenceFilter, type Seeded } from '../review-fixtures.js';
import type { TestApp } from '../test-app.js';

/** One filter for the whole evaluation (docs/product.md §18): for each kind of filter — status,
 *  a category with the categories below it, a period, a text search (in a text answer and in
 *  a multiple choice's labels), the moderation — the review table (`Total` and its rows), the
 *  figures of the charts and the printed report (`Total`), the XLSX, both CSVs, the GeoJSON, the
 *  KML and the GeoPackage carry the same entries, among seeded data with hidden, waiting,
 *  non-public and deleted entries; and the exports refuse a bad filter with 400 as the review
 *  does. SQLite, and PostgreSQL with TEST_DATABASE_URL. */

const COUNT = 600;
let t: TestApp;
let w: PointsWorld;
let layer: string;
let points: Seeded[];
let tmpDir: string;

beforeAll(async () => {
  ({ t, w, layer, points } = await openSeededReviewLayer('Gleiche Einträge', COUNT, 20261202));
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-exports-filter-test-'));
}, 120_000);
afterAll(async () => {
  fs.rmSync(tmpDir, { recursive: true, force: true });
  await t?.close();
});

const query = (filter: ReviewFilter, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...extra, ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) }).toString();

function ok(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.statusCode === 200 ? '' : res.body}`).toBe(200);
  return res;
}

/** Every row id of the review table under `filter` (pages of 500), and its Total. */
async function tableOf(filter: ReviewFilter): Promise<{ total: number; ids: string[] }> {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const got = ok(await w.owner.get(`${API}/gis/review/${layer}?${query(filter, { pageSize: '500', page: String(page), sort: 'created', dir: 'asc' })}`), 'review').json() as ReviewPage;
    total = got.Total;
    ids.push(...got.Rows.map((r) => r.ID));
    if (got.Rows.length < 500) return { total, ids };
  }
}

const statsTotal = async (filter: ReviewFilter) =>
  (ok(await w.owner.get(`${API}/gis/review/${layer}/stats?${query(filter)}`), 'stats').json() as ReviewStats).Total;

const exportOf = async (format: string, filter: ReviewFilter, extra: Record<string, string> = {}) =>
  ok(await w.owner.get(`${API}/gis/${format}/points/${layer}?${query(filter, extra)}`), `${format} ${JSON.stringify(filter)}`);

/** The ids in the sheet „Einträge“ below its two header rows. */
async function xlsxIds(filter: ReviewFilter): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await exportOf('xlsx', filter)).rawPayload as unknown as ArrayBuffer);
  const ids: string[] = [];
  workbook.getWorksheet('Einträge')!.eachRow((row, n) => { if (n > 2) ids.push(String(row.getCell(1).value)); });
  return ids;
}

/** The ids in the first column of a CSV below its header row. */
async function csvIds(filter: ReviewFilter, german: boolean): Promise<string[]> {
  const res = await exportOf('csv', filter, german ? { format: 'de' } : {});
  const rows = parse(res.rawPayload.toString('utf8'), { bom: true, delimiter: german ? ';' : ',' }) as string[][];
  expect(rows[0]![0]).toBe('ID');
  return rows.slice(1).map((r) => r[0]!);
}

const geojsonIds = async (filter: ReviewFilter) =>
  ((await exportOf('geojson', filter)).json() as { features: { properties: { ID: string } }[] }).features.map((f) => f.properties.ID);

const kmlIds = async (filter: ReviewFilter) =>
  [...(await exportOf('kml', filter)).body.matchAll(/<Data name="ID"><value>([^<]+)<\/value><\/Data>/g)].map((m) => m[1]!);

/** The ids of the GeoPackage's feature table `eintraege`. */
async function gpkgIds(filter: ReviewFilter): Promise<string[]> {
  const file = path.join(tmpDir, `${Math.random().toString(36).slice(2)}.gpkg`);
  fs.writeFileSync(file, (await exportOf('gpkg', filter)).rawPayload);
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('select "ID" as id from eintraege').all() as { id: string }[]).map((r) => r.id);
  } finally {
    db.close();
  }
}

const sorted = (ids: readonly string[]) => [...ids].sort();

/** One filter of each kind, and two combined. */
const FILTERS: [string, ReviewFilter][] = [
  ['no filter: what the moderation let through', {}],
  ['status', { status: 'pruefung' }],
  ['category with the categories below it', { category: 'Wasser' }],
  ['from and to', { from: '2026-03-01', to: '2026-06-30' }],
  ['text q', { q: 'ärger' }],
  ['text q in the labels of a multiple choice', { q: 'schaum' }],
  ['moderation=alle: hidden and waiting entries too', { moderation: 'alle' }],
  ['moderation=freigegeben, written out', { moderation: 'freigegeben', to: '2026-09-30' }],
  ['everything at once, with moderation=alle', { moderation: 'alle', status: 'neu', category: 'Tiere', from: '2026-02-01', q: 'a' }],
];

describe('the seeded data', () => {
  it('holds hidden, waiting, non-public and deleted entries', () => {
    const live = points.filter((p) => !p.deleted);
    expect(live.filter((p) => p.moderation === 'hidden').length).toBeGreaterThan(5);
    expect(live.filter((p) => p.moderation === 'pending').length).toBeGreaterThan(5);
    expect(live.filter((p) => p.public === 0).length).toBeGreaterThan(5);
    expect(points.filter((p) => p.deleted).length).toBeGreaterThan(5);
  });
});

describe('table, figures and exports count the same entries for the same filter', () => {
  it.each(FILTERS)('%s', async (_, filter) => {
    const expected = sorted(referenceFilter(points, filter).map((p) => p.id));
    expect(expected.length, 'the filter finds something').toBeGreaterThan(0);
    const table = await tableOf(filter);
    expect(table.total).toBe(expected.length);
    expect(sorted(table.ids)).toEqual(expected);
    expect(await statsTotal(filter)).toBe(expected.length);
    // Every export in creation order, the oldest first.
    const byCreation = referenceFilter(points, filter).sort((x, y) => (x.created < y.created ? -1 : x.created > y.created ? 1 : x.id < y.id ? -1 : 1)).map((p) => p.id);
    expect(await xlsxIds(filter), 'XLSX').toEqual(byCreation);
    expect(await csvIds(filter, true), 'CSV (Excel, deutsch)').toEqual(byCreation);
    expect(await csvIds(filter, false), 'CSV (international)').toEqual(byCreation);
    expect(await geojsonIds(filter), 'GeoJSON').toEqual(byCreation);
    expect(await kmlIds(filter), 'KML').toEqual(byCreation);
    expect(await gpkgIds(filter), 'GeoPackage').toEqual(byCreation);
  }, 60_000);

  it('leaves hidden and waiting entries out unless moderation=alle asks for them', async () => {
    const published = await statsTotal({});
    const all = await statsTotal({ moderation: 'alle' });
    const moderated = points.filter((p) => !p.deleted && p.moderation !== '').length;
    expect(all - published).toBe(moderated);
    expect((await csvIds({ moderation: 'alle' }, false)).length - (await csvIds({}, false)).length).toBe(moderated);
  });
});

describe('bad filters of the exports', () => {
  const bad: [string, RegExp][] = [
    ['moderation=ja', /^moderation ist „freigegeben“/],
    ['moderation=', /^moderation ist „freigegeben“/],
    ['from=2026-05-02&to=2026-05-01', /^Das Ende des Zeitraums liegt vor seinem Anfang\.$/],
    ['to=morgen', /^Bitte geben Sie ein Datum als JJJJ-MM-TT an\.$/],
    [`q=${'x'.repeat(201)}`, /^Der Suchtext ist zu lang \(höchstens 200 Zeichen\)\.$/],
    [`status=${'s'.repeat(101)}`, /./],
    [`category=${'k'.repeat(201)}`, /./],
    ['q=a&q=b', /./],
  ];
  it.each(['xlsx', 'csv', 'csv?format=de', 'geojson', 'gpkg', 'kml'])('%s answers 400 in German, as the review does', async (format) => {
    const [route, format_] = format.split('?');
    const url = (q: string) => `${API}/gis/${route}/points/${layer}?${[format_, q].filter(Boolean).join('&')}`;
    for (const [q, message] of bad) {
      const res = await w.owner.get(url(q));
      expect(res.statusCode, q).toBe(400);
      const body = res.json() as { Message: string; Errors?: { Field: string; Message: string }[] };
      expect(body.Message, q).toBe('Die Eingaben sind ungültig.');
      expect(body.Errors?.[0]?.Message ?? '', q).toMatch(message);
      expect(body.Errors?.[0]?.Field ?? '', q).toMatch(/^querystring\./);
    }
    // A day that does not exist: the review's message, before any export is written.
    const day = await w.owner.get(url('from=2026-02-30'));
    expect(day.statusCode).toBe(400);
    expect(day.json()).toMatchObject({ Message: 'Bitte geben Sie ein gültiges Datum als JJJJ-MM-TT an.', Errors: [{ Field: 'querystring.from' }] });
  });

  it('checks the filter before the rights, like every route, and the rights before any export', async () => {
    expect((await w.anon.get(`${API}/gis/xlsx/points/${layer}?moderation=ja`)).statusCode).toBe(400);
    expect((await w.anon.get(`${API}/gis/xlsx/points/${layer}?moderation=alle`)).statusCode).toBe(401);
    expect((await w.user.get(`${API}/gis/csv/points/${layer}?moderation=alle&format=de`)).statusCode).toBe(403);
  });
});
