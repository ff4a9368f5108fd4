import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewFilter, ReviewPage, ReviewSort, ReviewStats } from '@mitmachkarte/contract';
import { API, type PointsWorld } from '../points-fixtures.js';
import { openSeededReviewLayer, referenceFilter, referenceSort, referenceStats, type Seeded } from '../review-fixtures.js';
import type { TestApp } from '../test-app.js';

/** The review table and its figures (docs/product.md §18.1) against a reference computed here
 *  over 10,000 seeded points: every sort column both ways, every filter, combinations, page
 *  boundaries, the rows' contents and the stats. Runs on SQLite, and on PostgreSQL with
 *  TEST_DATABASE_URL. */

const COUNT = 10_000;
let t: TestApp;
let w: PointsWorld;
let layer: string;
let points: Seeded[];

beforeAll(async () => {
  ({ t, w, layer, points } = await openSeededReviewLayer('Auswertung', COUNT, 20261126));
}, 300_000);
afterAll(async () => t.close());

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

async function reviewPage(params: Record<string, string | number | undefined>): Promise<ReviewPage> {
  const res = await w.owner.get(`${API}/gis/review/${layer}?${query(params)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReviewPage;
}

async function reviewStats(filter: ReviewFilter): Promise<ReviewStats> {
  const res = await w.owner.get(`${API}/gis/review/${layer}/stats?${query(filter)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReviewStats;
}

const SORTS: ReviewSort[] = [
  'created', 'status', 'category', 'votesUp', 'votesDown', 'comments',
  'answer:Titel', 'answer:Beschreibung', 'answer:Art', 'answer:Merkmale', 'answer:Gesehen', 'answer:Anteil', 'answer:Tiefe', 'answer:Foto',
];
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);
const rowIds = (page: ReviewPage) => page.Rows.map((r) => r.ID);

/** The filter's page `page` of `pageSize` in the order of `sort` and `dir`, compared with the reference. */
async function expectPage(filter: ReviewFilter, sort: ReviewSort, dir: 'asc' | 'desc', page: number, pageSize: number) {
  const expected = referenceSort(referenceFilter(points, filter), sort, dir);
  const got = await reviewPage({ ...filter, sort, dir, page, pageSize });
  expect(got.Total, `${sort} ${dir} ${JSON.stringify(filter)}`).toBe(expected.length);
  expect(rowIds(got), `${sort} ${dir} page ${page} ${JSON.stringify(filter)}`).toEqual(ids(expected.slice((page - 1) * pageSize, page * pageSize)));
  return got;
}

const FILTERS: ReviewFilter[] = [
  { status: 'pruefung' }, { status: 'archiv' }, { status: 'gibtsnicht' },
  { category: 'Wasser' }, { category: 'Klar' }, { category: 'Tiere' }, { category: 'Weg' }, { category: 'Unbekannt' },
  { from: '2026-06-16' }, { to: '2026-06-15' }, { from: '2026-03-29', to: '2026-03-29' }, { from: '2026-10-25', to: '2026-11-30' },
  { from: '2027-01-01' }, { to: '2026-01-01' },
  { q: 'ärger' }, { q: 'ÄRGER' }, { q: '100%' }, { q: 'a_b' }, { q: '%' }, { q: '_' }, { q: 'selten' }, { q: 'SCHAUM' }, { q: 'ja' }, { q: 'ei' },
  { q: 'früher' }, { q: 'prüfen' }, { q: 'nichts da' }, { q: '  Zebra  ' },
  { status: 'neu', category: 'Wasser' }, { category: 'Tiere', from: '2026-04-01', to: '2026-09-30' },
  { status: 'umgesetzt', q: 'a', from: '2026-02-01' }, { category: 'Klar', q: 'blasen', to: '2026-10-25' },
  { moderation: 'alle' }, { moderation: 'freigegeben' }, { moderation: 'alle', q: 'ärger' }, { moderation: 'alle', q: 'SCHAUM' },
  { moderation: 'alle', status: 'neu', category: 'Wasser' }, { moderation: 'freigegeben', q: 'früher', from: '2026-03-01' },
];

describe('GET /gis/review/{layerId} against the reference over 10,000 points', () => {
  it('sorts by every column both ways: the first, second, a middle and the last page', async () => {
    const total = referenceFilter(points, {}).length;
    const last = Math.ceil(total / 500);
    for (const sort of SORTS) {
      for (const dir of ['asc', 'desc'] as const) {
        for (const page of [1, 2, 11, last]) await expectPage({}, sort, dir, page, 500);
      }
    }
  }, 300_000);

  it('walks every page once, without gaps or overlaps', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const got = await reviewPage({ sort: 'answer:Tiefe', dir: 'asc', page, pageSize: 500 });
      if (got.Rows.length === 0) break;
      seen.push(...rowIds(got));
    }
    expect(seen).toEqual(ids(referenceSort(referenceFilter(points, {}), 'answer:Tiefe', 'asc')));
    expect(new Set(seen).size).toBe(seen.length);
  }, 300_000);

  it('filters by status, category, days and text, alone and combined, in every sort', async () => {
    for (const filter of FILTERS) {
      expect(referenceFilter(points, filter).length, JSON.stringify(filter)).toBeLessThan(COUNT);
      await expectPage(filter, 'created', 'desc', 1, 500);
    }
    for (const filter of FILTERS.filter((f) => referenceFilter(points, f).length > 0).slice(0, 12)) {
      for (const sort of SORTS) await expectPage(filter, sort, 'asc', 1, 100);
    }
  }, 300_000);

  it('counts the filters that should match something', () => {
    for (const filter of [{ status: 'archiv' }, { category: 'Weg' }, { q: '100%' }, { q: 'a_b' }, { q: 'ärger' }, { q: 'früher' }, { to: '2026-06-15' }]) {
      expect(referenceFilter(points, filter).length, JSON.stringify(filter)).toBeGreaterThan(0);
    }
    // LIKE's wildcards are taken literally: „a_b“ does not find „ab“.
    expect(referenceFilter(points, { q: 'a_b' }).every((p) => JSON.stringify(p.answers).includes('a_b'))).toBe(true);
  });

  it('pages at the boundaries: one row a page, the last partial page, past the end', async () => {
    const expected = referenceSort(referenceFilter(points, { status: 'bearbeitung' }), 'votesUp', 'desc');
    await expectPage({ status: 'bearbeitung' }, 'votesUp', 'desc', 1, 1);
    await expectPage({ status: 'bearbeitung' }, 'votesUp', 'desc', expected.length, 1);
    await expectPage({ status: 'bearbeitung' }, 'votesUp', 'desc', Math.ceil(expected.length / 7), 7);
    const past = await reviewPage({ status: 'bearbeitung', sort: 'votesUp', page: expected.length + 1, pageSize: 1 });
    expect(past).toEqual({ Total: expected.length, Rows: [] });
    const far = await reviewPage({ page: 1_000_000_000, pageSize: 500 });
    expect(far.Rows).toEqual([]);
    const defaults = await reviewPage({});
    expect(rowIds(defaults)).toEqual(ids(referenceSort(referenceFilter(points, {}), 'created', 'desc').slice(0, 50)));
  });

  it('presents each row: category path, status, hidden, votes, comments and answers as text', async () => {
    const got = await reviewPage({ sort: 'comments', dir: 'desc', pageSize: 500, moderation: 'alle' });
    const byId = new Map(points.map((p) => [p.id, p]));
    const labels: Record<string, string> = { a: 'Algen', b: 'Blasen', c: 'Schaum', haeufig: 'Häufig', mittel: 'Mittel', selten: 'Selten' };
    const paths: Record<string, string[]> = { Klar: ['Wasser', 'Klar'], Trueb: ['Wasser', 'Trüb'], Fische: ['Tiere', 'Fische'], Voegel: ['Tiere', 'Vögel'], Wasser: ['Wasser'], Weg: ['Weg'] };
    for (const row of got.Rows) {
      const p = byId.get(row.ID)!;
      const category = p.answers.category?.Value as string | undefined;
      expect(row).toMatchObject({
        CreatedAt: p.created, Latitude: p.lat, Longitude: p.lng, Status: p.status, Hidden: p.moderation === 'hidden',
        VotesUp: p.up, VotesDown: p.down, Comments: p.comments, Category: category ?? null, CategoryPath: category ? paths[category] : [],
      });
      const expected = Object.fromEntries(Object.entries(p.answers).filter(([k]) => k !== 'category').map(([k, a]) => {
        const v = a.Value;
        if (typeof v === 'number') return [k, new Intl.NumberFormat('de-DE', { maximumFractionDigits: 20 }).format(v)];
        if (typeof v === 'boolean') return [k, v ? 'ja' : 'nein'];
        if (Array.isArray(v)) return [k, v.map((x) => labels[x] ?? x).join('; ')];
        if (a.DataType === 'single') return [k, labels[v as string] ?? v];
        return [k, v];
      }));
      expect(row.Answers).toEqual(expected);
    }
    expect(got.Rows.some((r) => r.Hidden)).toBe(true);
    expect(got.Rows.some((r) => r.Answers.Tiefe?.includes(','))).toBe(true);
  });
});

describe('GET /gis/review/{layerId}/stats against the reference', () => {
  it('counts every live entry the moderation let through without a filter, with moderation=alle every live entry', async () => {
    const stats = await reviewStats({});
    expect(stats).toEqual(referenceStats(referenceFilter(points, {})));
    expect(stats.Total).toBe(points.filter((p) => !p.deleted && p.moderation === '').length);
    const all = await reviewStats({ moderation: 'alle' });
    expect(all).toEqual(referenceStats(referenceFilter(points, { moderation: 'alle' })));
    expect(all.Total).toBe(points.filter((p) => !p.deleted).length);
    expect(all.Total).toBeGreaterThan(stats.Total);
  });

  it('counts what the same filter lets through as the table', async () => {
    for (const filter of FILTERS) {
      const stats = await reviewStats(filter);
      expect(stats, JSON.stringify(filter)).toEqual(referenceStats(referenceFilter(points, filter)));
      const table = await reviewPage({ ...filter, pageSize: 1 });
      expect(stats.Total).toBe(table.Total);
    }
  }, 300_000);
});
