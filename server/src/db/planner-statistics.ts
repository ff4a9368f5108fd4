import { sql } from 'kysely';
import type { Db } from './database.js';
import { dialectOf } from './dialect.js';

/** From this many rows written at once on, a writer refreshes PostgreSQL's figures of the points. */
export const BULK_ROWS = 1000;

/** After a bulk write of points (an import: docs/product.md §18.6), PostgreSQL's ANALYZE of
 *  `points` and the answer index `point_answers` (docs/decisions/0027), so that the review
 *  table's queries are planned for the tables' size at once rather than after autovacuum's next
 *  round: a planner that still expects one row joins the layer's points to the index by
 *  scanning one for each row of the other, minutes on 10,000 entries. SQLite: nothing (its
 *  planner needs no figures for these plans). Outside a transaction; `rows`: how many were
 *  written (below BULK_ROWS nothing is done). */
export async function refreshPointStatistics(db: Db, rows: number): Promise<void> {
  if (rows < BULK_ROWS || dialectOf(db) !== 'postgres') return;
  await sql`analyze points, point_answers`.execute(db);
}
