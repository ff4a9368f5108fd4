import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewFilter, ReviewSort } from '@mitmachkarte/contract';
import type { KyselyPlugin } from 'kysely';
import { dialectOf } from '../../src/db/dialect.js';
import { resolveEvaluationFilter } from '../../src/modules/points/query/query-filter.js';
import { reviewLayerOf } from '../../src/modules/points/query/query-layer.js';
import { readsAnswers, reviewWhere } from '../../src/modules/points/query/query-sql.js';
import { walkPageIds, WALK_CAP } from '../../src/modules/review/review-walk.repository.js';
import { sortKeys } from '../../src/modules/review/review-sort.js';
import { openSeededReviewLayer, referenceFilter, referenceSort, type Seeded } from '../review-fixtures.js';
import type { TestApp } from '../test-app.js';

/** The two walks of a sort by a text or number answer (review/review-walk.repository.ts): the
 *  capped walk testing each point, and the walk over the gathered matches it falls back to when
 *  the matches lie past WALK_CAP answers, in both directions, and the pages past the answered
 *  ones; each page against the reference of review-fixtures.ts, and the statements each took
 *  (counted on the real database: the walk that ran). 4,000 points: about 3,800 answer `Titel`
 *  (more than WALK_CAP), about 1,600 `Beschreibung` (fewer). SQLite, and PostgreSQL with
 *  TEST_DATABASE_URL. */

let t: TestApp;
let layer: string;
let points: Seeded[];

beforeAll(async () => {
  ({ t, layer, points } = await openSeededReviewLayer('Walk', 4000, 20261129));
}, 300_000);
afterAll(async () => t.close());

/** The page's ids as walkPageIds finds them, and how many statements it ran. */
async function walk(filter: ReviewFilter, sort: ReviewSort, dir: 'asc' | 'desc', page: { limit: number; offset: number }) {
  let statements = 0;
  const counting: KyselyPlugin = { transformQuery: (a) => { statements++; return a.node; }, transformResult: async (a) => a.result };
  const db = t.db.withPlugin(counting);
  const row = await t.db.selectFrom('layers').select(['schema', 'statuses']).where('id', '=', layer).executeTakeFirstOrThrow();
  const reviewLayer = reviewLayerOf(row);
  const resolved = resolveEvaluationFilter(filter, reviewLayer);
  const d = dialectOf(t.db);
  const order = sortKeys(d, sort, reviewLayer);
  const source = { d, layerId: layer, json: readsAnswers(resolved), where: resolved };
  const ids = await walkPageIds(db, source, reviewWhere(d, layer, resolved), { name: order.answer!, column: order.walk!, dir }, page);
  return { ids, statements };
}

const expected = (filter: ReviewFilter, sort: ReviewSort, dir: 'asc' | 'desc', page: { limit: number; offset: number }) =>
  referenceSort(referenceFilter(points, filter), sort, dir).slice(page.offset, page.offset + page.limit).map((p) => p.id);

describe('the walk of a sort by an answer', () => {
  it('has the layers it needs: more answers to Titel than WALK_CAP, fewer to Beschreibung', () => {
    const live = referenceFilter(points, {});
    const titles = live.filter((p) => typeof p.answers.Titel?.Value === 'string').length;
    const descriptions = live.filter((p) => typeof p.answers.Beschreibung?.Value === 'string').length;
    expect(titles).toBeGreaterThan(WALK_CAP);
    expect(descriptions).toBeLessThan(WALK_CAP);
  });

  it('fills a page from the capped walk when the matches are spread (two statements: the cap, the page)', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      for (const [filter, sort] of [[{ q: 'zebra' }, 'answer:Tiefe'], [{ q: 'zebra', moderation: 'alle' }, 'answer:Tiefe'], [{ q: 'zebra', status: 'neu' }, 'answer:Tiefe'], [{ q: 'test' }, 'answer:Anteil']] as const) {
        const page = { limit: 10, offset: 10 };
        const got = await walk(filter, sort, dir, page);
        expect(got.ids, `${sort} ${dir} ${JSON.stringify(filter)}`).toEqual(expected(filter, sort, dir, page));
        expect(got.statements, `${sort} ${dir} ${JSON.stringify(filter)}`).toBe(2);
      }
    }
  });

  it('falls back to the walk over the gathered matches when they lie past the cap, both ways', async () => {
    // „überlauf“ sorts last ascending (ü after z, byte-wise), „a_b test“ last descending.
    for (const [filter, dir] of [[{ q: 'überlauf' }, 'asc'], [{ q: 'überlauf', moderation: 'alle' }, 'asc'], [{ q: 'a_b' }, 'desc'], [{ q: 'a_b', moderation: 'alle' }, 'desc'], [{ q: 'überlauf', category: 'Klar' }, 'asc']] as const) {
      const page = { limit: 25, offset: 25 };
      const got = await walk(filter, 'answer:Titel', dir, page);
      expect(got.ids.length, `${dir} ${JSON.stringify(filter)}`).toBe(25);
      expect(got.ids, `${dir} ${JSON.stringify(filter)}`).toEqual(expected(filter, 'answer:Titel', dir, page));
      expect(got.statements, `${dir} ${JSON.stringify(filter)}`).toBe(3);
    }
  });

  it('goes on past the answered ones to the unanswered, by id, from either walk', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      for (const [filter, sort] of [[{ q: 'überlauf' }, 'answer:Titel'], [{ q: 'zebra' }, 'answer:Beschreibung'], [{ q: 'zebra' }, 'answer:Tiefe']] as const) {
        const all = referenceSort(referenceFilter(points, filter), sort, dir);
        const answered = all.filter((p) => p.answers[sort.slice('answer:'.length)] !== undefined).length;
        for (const offset of [Math.max(0, answered - 3), answered + 2]) {
          const page = { limit: 10, offset };
          const got = await walk(filter, sort, dir, page);
          expect(got.ids, `${sort} ${dir} ${offset} ${JSON.stringify(filter)}`).toEqual(expected(filter, sort, dir, page));
        }
      }
    }
  });

  it('walks every answer at once without a cap when the question has fewer than WALK_CAP answers', async () => {
    for (const dir of ['asc', 'desc'] as const) {
      const page = { limit: 30, offset: 0 };
      const got = await walk({ q: 'zebra' }, 'answer:Beschreibung', dir, page);
      expect(got.ids).toEqual(expected({ q: 'zebra' }, 'answer:Beschreibung', dir, page));
    }
  });
});
