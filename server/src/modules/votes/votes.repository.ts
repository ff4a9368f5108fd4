import { sql } from 'kysely';
import type { VoteValue } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';

/** SQL of the votes module. One row per user and target (primary key); a vote is written with an
 *  upsert (INSERT … ON CONFLICT DO UPDATE), so concurrent votes of one user replace each other
 *  instead of adding up; withdrawing deletes the row. */

/** Up and down votes on a target and the vote of `userId` (0 for none or anonymous). */
export type VoteTally = { up: number; down: number; mine: number };

const tallyColumns = (userId: string | null) => [
  sql<string | number | null>`sum(case when value = 1 then 1 else 0 end)`.as('up'),
  sql<string | number | null>`sum(case when value = -1 then 1 else 0 end)`.as('down'),
  sql<string | number | null>`sum(case when user_id = ${userId ?? ''} then value else 0 end)`.as('mine'),
];

// SUM is a bigint (a string) on PostgreSQL and null without rows.
const toTally = (row: { up: string | number | null; down: string | number | null; mine: string | number | null } | undefined): VoteTally =>
  ({ up: Number(row?.up ?? 0), down: Number(row?.down ?? 0), mine: Number(row?.mine ?? 0) });

export const tallyPointVotes = async (db: Db, pointId: string, userId: string | null): Promise<VoteTally> =>
  toTally(await db.selectFrom('point_votes').select(tallyColumns(userId)).where('point_id', '=', pointId).executeTakeFirst());

export const tallyCommentVotes = async (db: Db, commentId: string, userId: string | null): Promise<VoteTally> =>
  toTally(await db.selectFrom('comment_votes').select(tallyColumns(userId)).where('comment_id', '=', commentId).executeTakeFirst());

/** Sets (1, -1) or withdraws (0) the vote of `userId` on a point. */
export async function setPointVote(db: Db, pointId: string, userId: string, value: VoteValue, now: string): Promise<void> {
  if (value === 0) {
    await db.deleteFrom('point_votes').where('point_id', '=', pointId).where('user_id', '=', userId).execute();
    return;
  }
  await db.insertInto('point_votes').values({ point_id: pointId, user_id: userId, value, updated_at: now })
    .onConflict((oc) => oc.columns(['point_id', 'user_id'])
      .doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: eb.ref('excluded.updated_at') })))
    .execute();
}

/** Sets (1, -1) or withdraws (0) the vote of `userId` on a comment. */
export async function setCommentVote(db: Db, commentId: string, userId: string, value: VoteValue, now: string): Promise<void> {
  if (value === 0) {
    await db.deleteFrom('comment_votes').where('comment_id', '=', commentId).where('user_id', '=', userId).execute();
    return;
  }
  await db.insertInto('comment_votes').values({ comment_id: commentId, user_id: userId, value, updated_at: now })
    .onConflict((oc) => oc.columns(['comment_id', 'user_id'])
      .doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), updated_at: eb.ref('excluded.updated_at') })))
    .execute();
}

/** Moves the votes on the point `from` to the point `to` (merging a duplicate, docs/product.md
 *  §24.3): a voter who voted on both keeps their vote on `to`, so that nobody votes twice; their
 *  vote on `from` is dropped. Answers how many votes moved. */
export async function movePointVotes(db: Db, from: string, to: string): Promise<number> {
  const moved = await db.updateTable('point_votes').set({ point_id: to })
    .where('point_id', '=', from)
    .where((eb) => eb.or([
      eb('user_id', 'is', null),
      eb.not(eb.exists(eb.selectFrom('point_votes as kept').select('kept.point_id')
        .where('kept.point_id', '=', to).whereRef('kept.user_id', '=', 'point_votes.user_id'))),
    ]))
    .executeTakeFirst();
  await db.deleteFrom('point_votes').where('point_id', '=', from).execute();
  return Number(moved.numUpdatedRows);
}
