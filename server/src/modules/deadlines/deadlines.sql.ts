import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { overdueCutoff, type Deadlines } from '@mitmachkarte/contract';
import type { DB } from '../../db/schema.js';

/** The SQL twin of the contract's overdueOf (docs/product.md §16.11), over the columns of `points`:
 *  the cutoffs are the latest creation times (exclusive) of an overdue entry at `now`, computed once
 *  as values, so that the query reads a range of the partial indexes `points_awaiting_response` and
 *  `points_awaiting_completion` (migration 2026_11_30_0700). A test holds both equal
 *  (deadlines.sql.test.ts). The callers add `deleted_at is null` (live entries). */

/** The cutoffs of `deadlines` at `now` (contract overdueCutoff). */
export type Cutoffs = { response: string | null; completion: string | null };
export const cutoffsOf = (deadlines: Deadlines, now: Date): Cutoffs => ({
  response: overdueCutoff(deadlines.FirstResponseDays, now),
  completion: overdueCutoff(deadlines.CompletionDays, now),
});

type Eb = ExpressionBuilder<DB, 'points'>;
const never = sql<SqlBool>`1 = 0`;

/** Overdue for the first response (`antwort`): none yet, created before the cutoff. */
export function overdueResponseWhere(eb: Eb, c: Cutoffs): Expression<SqlBool> {
  return c.response === null ? never : eb.and([eb('points.first_response_at', 'is', null), eb('points.created_at', '<', c.response)]);
}

/** Overdue for the completion and not for the first response (`erledigung`, as overdueOf names it). */
export function overdueCompletionWhere(eb: Eb, c: Cutoffs): Expression<SqlBool> {
  if (c.completion === null) return never;
  const completion = eb.and([eb('points.completed_at', 'is', null), eb('points.created_at', '<', c.completion)]);
  return c.response === null ? completion : eb.and([completion, eb.not(overdueResponseWhere(eb, c))]);
}

/** Overdue in either way. */
export const overdueWhere = (eb: Eb, c: Cutoffs): Expression<SqlBool> => eb.or([overdueResponseWhere(eb, c), overdueCompletionWhere(eb, c)]);
