import { type Insertable, sql } from 'kysely';
import { publishedCommentsWhere } from '../../access/comment.rules.js';
import type { Db } from '../../db/database.js';
import type { CommentRecord, CommentsTable } from '../../db/schema.js';

/** SQL of the comments module. */

export const insertComment = (db: Db, row: Insertable<CommentsTable>) => db.insertInto('comments').values(row).execute();

export const deleteCommentRow = (db: Db, id: string) => db.deleteFrom('comments').where('id', '=', id).execute();

/** A comment with its author's name (null when the account is gone) and the votes on it. */
export type CommentListRow = CommentRecord & { author_name: string | null; up: number; down: number; mine: number };

/** The comments of a point that the reader sees (all for its managers, `seesAll`; else those
 *  access/comment.rules.ts publishedCommentsWhere lets through), oldest first, each with its author's
 *  name, its up and down votes (comment_votes) and the vote of `userId` (0 for none or
 *  anonymous). One query. */
export async function listCommentsOfPoint(db: Db, pointId: string, userId: string | null, seesAll: boolean): Promise<CommentListRow[]> {
  const rows = await db.selectFrom('comments')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .selectAll('comments')
    .select((eb) => [
      'users.name as author_name',
      eb.selectFrom('comment_votes').select(eb.fn.countAll().as('n'))
        .whereRef('comment_votes.comment_id', '=', 'comments.id').where('comment_votes.value', '=', 1).as('up'),
      eb.selectFrom('comment_votes').select(eb.fn.countAll().as('n'))
        .whereRef('comment_votes.comment_id', '=', 'comments.id').where('comment_votes.value', '=', -1).as('down'),
      userId
        ? eb.selectFrom('comment_votes').select('comment_votes.value')
          .whereRef('comment_votes.comment_id', '=', 'comments.id').where('comment_votes.user_id', '=', userId).as('mine')
        : sql<number>`0`.as('mine'),
    ])
    .where('comments.point_id', '=', pointId)
    .$if(!seesAll, (q) => q.where((eb) => publishedCommentsWhere(eb, userId)))
    .orderBy('comments.created_at')
    .orderBy('comments.id')
    .execute();
  // COUNT is a bigint (a string) on PostgreSQL.
  return rows.map((r) => ({ ...r, up: Number(r.up ?? 0), down: Number(r.down ?? 0), mine: Number(r.mine ?? 0) }));
}

/** The published comments (access/comment.rules.ts publishedCommentsWhere for no particular reader) of
 *  the points `pointIds`, oldest first, each with its author's name (null when the account is
 *  gone). One query on index comments_point. */
export function listPublishedCommentsOfPoints(db: Db, pointIds: readonly string[]) {
  if (pointIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('comments').leftJoin('users', 'users.id', 'comments.user_id')
    .select(['comments.id', 'comments.point_id', 'comments.text', 'comments.created_at', 'users.name as author_name'])
    .where('comments.point_id', 'in', pointIds)
    .where((eb) => publishedCommentsWhere(eb, null))
    .orderBy('comments.created_at').orderBy('comments.id')
    .execute();
}
