import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectOf } from '../../src/db/dialect.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The review table's newest page and its status filter (review.repository.ts with the sort
 *  `created`, review-sort.ts) read the live points of a layer in the order of an index, without
 *  sorting them (migration 2026_11_29_0900_live_point_indexes on PostgreSQL, 2026_11_26_0620_review_indexes
 *  on SQLite): the plans of the same SQL hold no sort step. On PostgreSQL with sequential scans
 *  switched off, since a plan over the few rows of a test would read the table anyway. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const layer = '0190f5a2-dead-7000-8000-00000000beef';
const newest = (status?: string) => sql`select points.id from points
  where points.layer_id = ${layer} and points.deleted_at is null${status ? sql` and points.status = ${status}` : sql``}
  order by points.created_at desc, points.id desc limit 50 offset 0`;

/** The plan of `query` as lines of text. */
async function planOf(query: ReturnType<typeof newest>): Promise<string[]> {
  if (dialectOf(t.db) === 'postgres') {
    return t.db.connection().execute(async (c) => {
      await sql`set enable_seqscan = off`.execute(c);
      try {
        return (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(c)).rows.map((r) => r['QUERY PLAN']);
      } finally {
        await sql`reset enable_seqscan`.execute(c);
      }
    });
  }
  return (await sql<{ detail: string }>`explain query plan ${query}`.execute(t.db)).rows.map((r) => r.detail);
}

describe('the newest live points of a layer', () => {
  it.each([['without a filter', undefined], ['with a status filter', 'neu']])('are read in index order, unsorted, %s', async (_name, status) => {
    const plan = (await planOf(newest(status))).join('\n');
    expect(plan).toMatch(/index/i);
    expect(plan).not.toMatch(/\bSort\b|TEMP B-TREE/);
  });
});
