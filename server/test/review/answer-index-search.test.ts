import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttributeValue, ReviewPage, ReviewSort } from '@mitmachkarte/contract';
import { cellOf } from '../../src/db/map-cells.js';
import { newId } from '../../src/lib/ids.js';
import { mulberry32 } from '../../src/lib/seeded-random.js';
import { API, createPointsWorld, type PointsWorld } from '../points-fixtures.js';
import { referenceFilter, referenceSort, REVIEW_SCHEMA, type Seeded } from '../review-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The text search and the answer sorts through the answer index (docs/decisions/0027) give what
 *  the documented semantics give (docs/product.md §18.1, the plain-JavaScript reference of
 *  review-fixtures.ts, which is also what the JSON reading before the index gave): texts with
 *  umlauts, other letters whose case is not folded, LIKE's wildcards, quotes, backslashes, line
 *  breaks, emoji, terms of one and two letters (below the trigram indexes) and of 200, a term
 *  that spans two answers (found in neither), answers to questions removed since and with quotes
 *  in their names, answers whose value is not a text. SQLite's FTS5 and PostgreSQL's pg_trgm with
 *  TEST_DATABASE_URL. */

const TEXTS = [
  'Ärger am Ufer', 'ÄRGER', 'ärger', 'Öl 100% sicher', '100 %', 'a_b', 'ab', 'a\\b', 'Sag "Hallo"', "It's", 'Straße', 'STRASSE',
  'Émile', 'émile', '😀 Smiley', 'Zeile1\nZeile2', 'Tab\there', 'x'.repeat(250), 'xyz', 'ja', 'NEIN danke', 'Brücke über den Fluß',
  'ÜBERLAUF', 'ueberlauf', ' ', 'Ärger und Öl', 'abc', 'Schaum?', 'ÖÖÖ', 'ööö', 'Ååå', '__%%__', "'; drop table points; --",
];
const QUERIES = [
  'ärger', 'ÄRGER', 'Ärger', 'rge', 'r', '%', '100%', '_', 'a_b', '\\', '"', '"hallo"', "'", 'straße', 'STRASSE', 'é', 'É', 'émile',
  '😀', '😀 s', 'zeile1\nzeile2', 'x'.repeat(200), 'xxx', 'xy', 'x', 'ja', 'nein', 'algen', 'häufig', 'HÄUFIG', 'über', 'ueber',
  'e', 'ab', 'r und ö', 'cde', 'abcdef', 'ööö', 'ÖÖ', 'å', 'ÅÅÅ', '__%', "drop table", 'sel', 'selten', 'Schaum?', 'ein',
];

let t: TestApp;
let w: PointsWorld;
let layer: string;
const points: Seeded[] = [];

/** Answers of point `i`: texts of the pool in the text questions, one removed since and one
 *  with a quote in its name; choices, yes/no, numbers, and values that are no text. */
function answersOf(i: number, next: () => number): Record<string, AttributeValue> {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const answers: Record<string, AttributeValue> = {};
  if (next() < 0.9) answers.Titel = { DataType: 'text', Value: pick(TEXTS) };
  if (next() < 0.5) answers.Beschreibung = { DataType: 'text_multi', Value: i % 7 === 0 ? 'def' : pick(TEXTS) };
  if (i % 7 === 0) answers.Titel = { DataType: 'text', Value: 'abc' }; // „cde“ spans the two answers: found in neither
  if (next() < 0.8) answers.Art = { DataType: 'single', Value: pick(['haeufig', 'mittel', 'selten', 'alt']) };
  if (next() < 0.5) answers.Merkmale = { DataType: 'multiple', Value: ['c', 'a', 'b', 'x'].filter(() => next() < 0.5) };
  if (next() < 0.8) answers.Gesehen = { DataType: 'boolean', Value: next() < 0.5 };
  if (next() < 0.8) answers.Tiefe = { DataType: 'number', Value: Math.round((next() * 60 - 5) * 10) / 10 };
  else if (next() < 0.3) answers.Tiefe = { DataType: 'text', Value: pick(TEXTS) };
  if (next() < 0.2) answers.Alt = { DataType: 'text', Value: pick(TEXTS) };
  if (next() < 0.2) answers['Fr"age\\n'] = { DataType: 'text_multi', Value: pick(TEXTS) };
  // Not searched: a single choice whose key is a text of the pool, a text question with a number.
  if (next() < 0.2) answers.Alt2 = { DataType: 'single', Value: pick(TEXTS) };
  if (next() < 0.1) answers.Alt3 = { DataType: 'text', Value: 42 };
  return JSON.parse(JSON.stringify(answers)) as Record<string, AttributeValue>;
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
  const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Suche', Public: true, Editable: true, Schema: REVIEW_SCHEMA });
  expect(res.statusCode, res.body).toBe(200);
  layer = (res.json() as { ID: string }).ID;
  const next = mulberry32(20261129);
  for (let i = 0; i < 400; i++) {
    points.push({
      id: newId(), created: new Date(Date.parse('2026-05-01T00:00:00Z') + i * 60_000).toISOString(), lat: 51.3, lng: 9.47, status: 'neu',
      moderation: '', public: 1, deleted: i % 50 === 0, answers: answersOf(i, next), up: 0, down: 0, comments: 0,
    });
  }
  await t.db.insertInto('points').values(points.map((p) => ({
    id: p.id, layer_id: layer, latitude: p.lat, longitude: p.lng, cell: cellOf(p.lng, p.lat), altitude: 0, public: 1, editable: 0,
    attributes: JSON.stringify(p.answers), status: p.status, created_at: p.created, updated_at: p.created, created_by: null,
    deleted_at: p.deleted ? '2027-01-01T00:00:00.000Z' : null, deleted_by: null,
  }))).execute();
}, 120_000);
afterAll(async () => t.close());

async function allRows(params: Record<string, string>): Promise<string[]> {
  const res = await w.owner.get(`${API}/gis/review/${layer}?${new URLSearchParams({ ...params, pageSize: '500' }).toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ReviewPage).Rows.map((r) => r.ID);
}

describe('the text search through the answer index', () => {
  it('finds exactly what the reference finds, for every term, in three orders', async () => {
    let found = 0;
    for (const q of QUERIES) {
      const expected = referenceFilter(points, { q });
      found += expected.length > 0 ? 1 : 0;
      for (const [sort, dir] of [['created', 'desc'], ['answer:Titel', 'asc'], ['answer:Tiefe', 'desc']] as [ReviewSort, 'asc' | 'desc'][]) {
        expect(await allRows({ q, sort, dir }), `${JSON.stringify(q)} ${sort}`).toEqual(referenceSort(expected, sort, dir).map((p) => p.id));
      }
    }
    // The pool makes most terms find something, and some nothing.
    expect(found).toBeGreaterThan(QUERIES.length * 0.7);
    expect(referenceFilter(points, { q: 'cde' })).toEqual([]);
    expect(referenceFilter(points, { q: 'abc' }).length).toBeGreaterThan(0);
  }, 120_000);

  it('sorts by every answer column as the reference does, both ways', async () => {
    for (const sort of ['answer:Titel', 'answer:Beschreibung', 'answer:Art', 'answer:Merkmale', 'answer:Gesehen', 'answer:Tiefe', 'category'] as ReviewSort[]) {
      for (const dir of ['asc', 'desc'] as const) {
        expect(await allRows({ sort, dir }), `${sort} ${dir}`).toEqual(referenceSort(referenceFilter(points, {}), sort, dir).map((p) => p.id));
      }
    }
  });
});
