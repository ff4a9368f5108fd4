import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { API, a } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The exports sent while their background thread writes them (docs/decisions/0029): a layer of
 *  several pages read back whole — the XLSX with ExcelJS equal to the German CSV, cell by cell, and
 *  with the stored answer of a removed question —, and a client that leaves after the first bytes,
 *  after which the thread stops and the temporary folder goes. */

const SCHEMA = {
  Schema: [
    { Name: 'Titel', DataType: 'text' },
    { Name: 'Art', DataType: 'single', Optional: true, Options: [{ Key: 'haeufig', Label: 'Häufig' }, { Key: 'selten', Label: 'Selten' }] },
    { Name: 'Tiefe', DataType: 'number', Optional: true },
  ],
};
/** Entries of the big layer: more than two pages (points-export.repository.ts reads 2000 at a time). */
const BIG = 4500;

let t: TestApp;
let owner: TestClient;
let layerId: string;
let bigLayerId: string;
const systemTmp = process.env.TMPDIR;

beforeAll(async () => {
  // A temporary folder of this file's own (os.tmpdir() reads TMPDIR): the check that no export
  // folder is left must not see those of another suite running meanwhile.
  process.env.TMPDIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-exports-stream-test-'));
  t = await createTestApp();
  const user = await createUser(t.db, { permissions: ['project'] });
  owner = new TestClient(t.app);
  await owner.login(user.email, user.password);
  const post = async (p: string, body: unknown) => {
    const res = await owner.post(`${API}${p}`, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ws = (await post('/gis/workspace', { Name: 'Export', Public: true, Editable: true })).ID as string;
  layerId = (await post('/gis/layer', { Workspace: ws, Name: 'Seiten', Public: true, Schema: SCHEMA })).ID;
  bigLayerId = (await post('/gis/layer', { Workspace: ws, Name: 'Groß', Public: true, Schema: SCHEMA })).ID;
  const now = Date.parse('2026-03-29T00:00:00.000Z');
  const rows = (layer: string, count: number) => Array.from({ length: count }, (_, i) => {
    // Every ten minutes across the change to summer time in Berlin (29 March 2026, 01:00 UTC).
    const at = new Date(now + i * 600_000).toISOString();
    const answers = {
      Titel: a('text', i % 7 === 0 ? `=Formel ${i}; "zitiert"\nzweite Zeile` : `Nr. ${i}, Komma`),
      ...(i % 3 === 0 ? { Art: a('single', i % 2 ? 'haeufig' : 'selten') } : {}),
      ...(i % 5 === 0 ? {} : { Tiefe: a('number', -i / 4) }),
      ...(i === 4000 ? { Entfernt: a('text', 'alte Antwort') } : {}),
    };
    return {
      id: newId(), layer_id: layer, latitude: 50 + (i % 100) / 1000, longitude: 8 + i / 100_000, altitude: i % 2 ? 0 : 12.5, public: 1 as const,
      editable: 0 as const, attributes: JSON.stringify(answers), created_at: at, updated_at: at, created_by: null, deleted_at: null, deleted_by: null,
    };
  });
  for (const [layer, count] of [[layerId, BIG], [bigLayerId, 30_000]] as const) {
    const all = rows(layer, count);
    for (let i = 0; i < all.length; i += 500) await t.db.insertInto('points').values(all.slice(i, i + 500)).execute();
  }
}, 180_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(os.tmpdir(), { recursive: true, force: true });
  if (systemTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = systemTmp;
});

const exportFolders = () => fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith('mitmachkarte-export-'));
/** Waits until no export folder is left, at most 5 s. */
async function expectNoExportFolders() {
  for (let i = 0; i < 500 && exportFolders().length > 0; i++) await new Promise((r) => setTimeout(r, 10));
  expect(exportFolders()).toEqual([]);
}

/** A cell of the XLSX as the German CSV writes it: numbers with a decimal comma, dates as Berlin's
 *  wall clock dd.mm.yyyy hh:mm (the Date's UTC fields), texts as they are, empty as ''. */
function asGermanCsv(value: ExcelJS.CellValue): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (value instanceof Date) {
    return `${pad(value.getUTCDate())}.${pad(value.getUTCMonth() + 1)}.${value.getUTCFullYear()} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  }
  return String(value);
}

describe('exports of a layer of several pages', () => {
  it('give an XLSX that ExcelJS reads back equal to the German CSV, cell by cell, with every entry', async () => {
    const csvRes = await owner.get(`${API}/gis/csv/points/${layerId}?format=de`);
    expect(csvRes.statusCode, csvRes.body).toBe(200);
    const csv = parse(csvRes.rawPayload.toString('utf8'), { bom: true, delimiter: ';', relax_column_count: false }) as string[][];
    const xlsxRes = await owner.get(`${API}/gis/xlsx/points/${layerId}`);
    expect(xlsxRes.statusCode, xlsxRes.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxRes.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Einträge')!;
    const width = csv[0]!.length;
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => rows.push(Array.from({ length: width }, (_, i) => asGermanCsv(row.getCell(i + 1).value))));
    expect(csv).toHaveLength(BIG + 1);
    expect(csv[0]).toContain('Entfernt');
    // The XLSX's second header row holds the technical names; the CSV has the labels only.
    expect([rows[0], ...rows.slice(2)]).toEqual(csv.map((r) => r.map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, ''))));
  });
});

describe('a client that leaves after the first bytes', () => {
  for (const [format, route] of [['XLSX', 'xlsx/points/{id}'], ['CSV', 'csv/points/{id}?format=de'], ['GeoJSON', 'geojson/points/{id}']] as const) {
    it(`stops the ${format} export and leaves no temporary folder; the next export is whole`, async () => {
      await expectNoExportFolders();
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
      const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const first = await new Promise<number>((resolve, reject) => {
        const req = http.get(`${address}${API}/gis/${route.replace('{id}', bigLayerId)}`, { headers: { cookie } }, (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve(res.statusCode === 200 ? chunk.length : -1);
            req.destroy();
          });
        });
        req.on('error', () => undefined);
        setTimeout(() => reject(new Error('no answer')), 20_000);
      });
      expect(first).toBeGreaterThan(0);
      await expectNoExportFolders();
      const whole = await owner.get(`${API}/gis/${route.replace('{id}', layerId)}`);
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.length).toBeGreaterThan(100_000);
    }, 60_000);
  }
});
