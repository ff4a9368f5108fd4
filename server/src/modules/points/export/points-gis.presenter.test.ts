import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUSES, LayerSchema } from '@mitmachkarte/contract';
import { xmlAttribute, xmlText } from '../../../lib/xml.js';
import { answerNamesOfPages } from './points-export-columns.js';
import type { ExportedPoint, ExportSource } from './points-export.source.js';
import type { PointRow } from '../../../db/records/point.columns.js';
import { gisTable, gisValue } from './points-gis-table.presenter.js';
import { GPKG_TABLE, gpkgPoint, writePointsGeoPackage } from './points-gpkg.presenter.js';
import { coordinate, pointsKmlChunks } from './points-kml.presenter.js';

const SCHEMA = LayerSchema.parse({
  Schema: [{ Name: 'Text', DataType: 'text' }, { Name: 'Zahl', DataType: 'number' }, { Name: 'fid', DataType: 'text', Optional: true },
    { Name: 'Wahl', DataType: 'multiple', Options: [{ Key: 'a', Label: 'A' }] }],
});
const row = (i: number, attributes: object = { Text: { DataType: 'text', Value: `Nr. ${i}` }, Zahl: { DataType: 'number', Value: -i } }): ExportedPoint & PointRow => ({
  id: `0190a000-0000-7000-8000-${String(i).padStart(12, '0')}`, layer_id: '0190a000-0000-7000-8000-00000000aaaa', geometry: null,
  latitude: 51 + i / 10_000, longitude: 9 - i / 10_000, altitude: 0, public: 1, editable: 0, attributes: JSON.stringify(attributes), status: 'neu',
  status_changed_at: null, answer_text: '', answer_org: '', answer_at: null, moderation: '', moderation_reason: '', shortened_answers: '[]', duplicate_of: null,
  created_at: '2026-11-21T06:00:00.000Z', updated_at: '2026-11-21T06:00:01.000Z', counts: { up: i, down: 0, comments: 1 },
});
/** The rows as pages of 1000, counting the pages read in `log`. */
const pagesOf = (rows: ExportedPoint[], log: string[], name: string) => async function* () {
  for (let i = 0; i < rows.length; i += 1000) {
    log.push(`${name} ${i / 1000}`);
    yield rows.slice(i, i + 1000);
  }
};
const sourceOf = (rows: ExportedPoint[], log: string[] = []): ExportSource => ({
  schema: SCHEMA, statuses: DEFAULT_STATUSES, imageUrl: (id) => `https://x.example/${id}`,
  answerNames: () => answerNamesOfPages(pagesOf(rows, log, 'answers')),
  hasHeights: async () => rows.some((r) => r.altitude !== 0), hasShapes: async () => rows.some((r) => Boolean(r.geometry)), rows: pagesOf(rows, log, 'rows'), points: pagesOf(rows, log, 'points'), comments: async function* () {},
});

describe('gisTable', () => {
  it('types a column by what the entries hold and adds stored answers of removed questions before the counts', async () => {
    const rows = [row(1), { ...row(2, { Text: { DataType: 'text', Value: 'x' }, Zahl: { DataType: 'text', Value: 'keine Zahl' }, Alt: { DataType: 'boolean', Value: true } }), altitude: 5 }];
    const table = await gisTable(sourceOf(rows));
    const types = Object.fromEntries(table.columns.map((c) => [c.name, c.type]));
    expect(types).toMatchObject({ ID: 'TEXT', CreatedAt: 'DATETIME', Altitude: 'REAL', Text: 'TEXT', Zahl: 'TEXT', Alt: 'BOOLEAN', VotesUp: 'INTEGER', Wahl_key: 'TEXT' });
    const names = table.columns.map((c) => c.name);
    expect(names.indexOf('Alt')).toBe(names.indexOf('VotesUp') - 1);
    expect(table.cells(rows[0]!)[names.indexOf('Zahl')]).toBe('-1');
    expect(table.cells(rows[1]!)[names.indexOf('Alt')]).toBe(1);
  });

  it('writes arrays and objects as JSON text, booleans by the column type, nothing as null', () => {
    expect(gisValue(['a', 'b'], 'TEXT')).toBe('["a","b"]');
    expect(gisValue({ Latitude: 1, Longitude: 2 }, 'TEXT')).toBe('{"Latitude":1,"Longitude":2}');
    expect(gisValue(false, 'BOOLEAN')).toBe(0);
    expect(gisValue(true, 'TEXT')).toBe('true');
    expect(gisValue(undefined, 'REAL')).toBeNull();
  });
});

describe('pointsKmlChunks', () => {
  it('reads the entries a page at a time and gives each page out before it reads the next', async () => {
    const log: string[] = [];
    const chunks = pointsKmlChunks(sourceOf(Array.from({ length: 2500 }, (_, i) => row(i)), log), 'Karte');
    const seen: string[] = [];
    for await (const chunk of chunks) seen.push(`${(chunk.match(/<Placemark /g) ?? []).length} after ${log.at(-1)}`);
    expect(seen).toEqual(['0 after rows 2', '1000 after points 0', '1000 after points 1', '500 after points 2', '0 after points 2']);
  });

  it('writes coordinates to 7 decimals, with the height and its Data only when an entry has one (docs/product.md §18.4)', async () => {
    const precise = { ...row(1), latitude: 51.31847291738573, longitude: 9.498213481903075 };
    const kml = async (rows: ExportedPoint[]) => {
      let text = '';
      for await (const chunk of pointsKmlChunks(sourceOf(rows), 'Karte')) text += chunk;
      return text;
    };
    const flat = await kml([precise]);
    expect(flat).toContain('<coordinates>9.4982135,51.3184729</coordinates>');
    expect(flat).not.toContain('name="Altitude"');
    const high = await kml([precise, { ...row(2), altitude: 12.5 }]);
    expect(high).toContain('<coordinates>9.4982135,51.3184729,0</coordinates>');
    expect(high).toContain('<Data name="Altitude"><value>12.5</value></Data>');
  });
});

describe('coordinate', () => {
  it('writes plain decimals, also for tiny numbers', () => {
    expect([9.40002, -33.9, 0, 180, 1e-7, -2.5e-9].map(coordinate)).toEqual(['9.40002', '-33.9', '0', '180', '0.0000001', '-0.0000000025']);
  });
});

describe('xmlText and xmlAttribute', () => {
  it('escape markup, keep line ends as XML reads them and replace what XML cannot carry', () => {
    expect(xmlText('<a & "b" \'c\'>\r\n\u0001')).toBe('&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;&#13;\n\uFFFD');
    expect(xmlAttribute('a\nb\tc')).toBe('a&#10;b&#9;c');
  });
});

describe('writePointsGeoPackage', () => {
  it('writes a page per transaction into a GeoPackage with its extent, and renames a column SQLite would take for its key', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-unit-gpkg-'));
    try {
      const file = path.join(dir, 'x.gpkg');
      const log: string[] = [];
      await writePointsGeoPackage(sourceOf(Array.from({ length: 2001 }, (_, i) => row(i, { fid: { DataType: 'text', Value: 'f' } })), log), 'Karte', file);
      expect(log).toEqual(['rows 0', 'rows 1', 'rows 2', 'points 0', 'points 1', 'points 2']);
      const db = new SQLite(file, { readonly: true });
      expect(db.pragma('application_id', { simple: true })).toBe(0x47504b47);
      expect(db.prepare(`SELECT count(*) AS n FROM ${GPKG_TABLE}`).get()).toEqual({ n: 2001 });
      expect(db.prepare('SELECT min_x, min_y, max_x, max_y, identifier FROM gpkg_contents').get())
        .toEqual({ min_x: 9 - 0.2, min_y: 51, max_x: 9, max_y: 51 + 0.2, identifier: 'Karte' });
      expect(db.prepare(`SELECT fid_2 AS f, geom FROM ${GPKG_TABLE} WHERE fid = 1`).get()).toEqual({ f: 'f', geom: gpkgPoint(9, 51) });
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
