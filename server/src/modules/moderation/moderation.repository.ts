import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import { bumpRevisionOfPoint } from '../../db/layer-revision.js';
import type { ModerationState, ReportsTable } from '../../db/schema.js';

/** SQL of moderation (docs/product.md §16.3): reports, the queue, and the moderation state of
 *  points and comments. */

export const insertReport = (db: Db, row: Insertable<ReportsTable>) => db.insertInto('reports').values(row).execute();

export const findReportById = (db: Db, id: string) => db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();

/** What a report or a moderation is about: a point, or a comment (of the point). */
export type ModerationTarget = { kind: 'point'; pointId: string } | { kind: 'comment'; pointId: string; commentId: string };

/** Sets the moderation state of the target and its reason. */
export async function setModeration(db: Db, target: ModerationTarget, state: ModerationState, reason: string, now: string) {
  if (target.kind === 'point') {
    await db.updateTable('points').set({ moderation: state, moderation_reason: reason, updated_at: now }).where('id', '=', target.pointId).execute();
    await bumpRevisionOfPoint(db, target.pointId);
  } else {
    // A comment shown for the first time (approved) is published now (docs/product.md §16.7).
    await db.updateTable('comments').set((eb) => ({
      moderation: state, moderation_reason: reason,
      published_at: state === '' ? eb.fn.coalesce('published_at', eb.val(now)) : eb.ref('published_at'),
    })).where('id', '=', target.commentId).execute();
  }
}

/** Closes the open reports of the target (a point's own, not those of its comments) as `state`. */
export async function closeReportsOf(db: Db, target: ModerationTarget, state: 'resolved' | 'dismissed', userId: string | null, now: string) {
  let q = db.updateTable('reports').set({ state, closed_at: now, closed_by: userId }).where('state', '=', 'open');
  q = target.kind === 'point' ? q.where('point_id', '=', target.pointId).where('comment_id', 'is', null) : q.where('comment_id', '=', target.commentId);
  await q.execute();
}

/** Closes one open report as dismissed; false if it was not open. */
export async function dismissReportRow(db: Db, id: string, userId: string | null, now: string): Promise<boolean> {
  const result = await db.updateTable('reports').set({ state: 'dismissed', closed_at: now, closed_by: userId })
    .where('id', '=', id).where('state', '=', 'open').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many queue entries one answer holds at most. */
export const QUEUE_LIMIT = 500;

/** The open reports of a workspace on live points, newest first, each with the reported point or
 *  comment, its layer, its author's and the reporter's names. */
export const listOpenReports = (db: Db, workspaceId: string) =>
  db.selectFrom('reports')
    .innerJoin('points', 'points.id', 'reports.point_id')
    .innerJoin('layers', 'layers.id', 'points.layer_id')
    .leftJoin('comments', 'comments.id', 'reports.comment_id')
    .leftJoin('users as reporter', 'reporter.id', 'reports.user_id')
    .leftJoin('users as author', (join) => join.on((eb) => eb('author.id', '=', eb.fn.coalesce('comments.user_id', 'points.created_by'))))
    .select([
      'reports.id as report_id', 'reports.reason', 'reports.text', 'reports.created_at', 'reports.point_id', 'reports.comment_id',
      'layers.id as layer_id', 'layers.name as layer_name', 'layers.schema as layer_schema', 'points.attributes',
      'comments.text as comment_text', 'reporter.name as reporter_name', 'author.name as author_name',
      'points.moderation as point_moderation', 'points.moderation_reason as point_moderation_reason',
      'comments.moderation as comment_moderation', 'comments.moderation_reason as comment_moderation_reason',
    ])
    .where('reports.workspace_id', '=', workspaceId).where('reports.state', '=', 'open').where('points.deleted_at', 'is', null)
    .orderBy('reports.created_at', 'desc').orderBy('reports.id', 'desc').limit(QUEUE_LIMIT).execute();

/** The live points of a workspace that wait for approval, newest first. */
export const listPendingPoints = (db: Db, workspaceId: string) =>
  db.selectFrom('points')
    .innerJoin('layers', 'layers.id', 'points.layer_id')
    .leftJoin('users', 'users.id', 'points.created_by')
    .select(['points.id', 'points.attributes', 'points.created_at', 'layers.id as layer_id', 'layers.name as layer_name', 'layers.schema as layer_schema', 'users.name as author_name'])
    .where('layers.workspace_id', '=', workspaceId).where('points.moderation', '=', 'pending').where('points.deleted_at', 'is', null)
    .orderBy('points.created_at', 'desc').limit(QUEUE_LIMIT).execute();

/** The comments on live points of a workspace that wait for approval, newest first. */
export const listPendingComments = (db: Db, workspaceId: string) =>
  db.selectFrom('comments')
    .innerJoin('points', 'points.id', 'comments.point_id')
    .innerJoin('layers', 'layers.id', 'points.layer_id')
    .leftJoin('users', 'users.id', 'comments.user_id')
    .select(['comments.id', 'comments.point_id', 'comments.text', 'comments.created_at', 'layers.id as layer_id', 'layers.name as layer_name', 'users.name as author_name'])
    .where('layers.workspace_id', '=', workspaceId).where('comments.moderation', '=', 'pending').where('points.deleted_at', 'is', null)
    .orderBy('comments.created_at', 'desc').limit(QUEUE_LIMIT).execute();
