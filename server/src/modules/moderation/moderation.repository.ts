import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import { visiblePointsWhere } from '../../access/point.rules.js';
import { bumpRevisionOfPoint } from '../../db/layer-revision.js';
import type { ModerationState, ReportsTable } from '../../db/schema.js';

/** SQL of moderation (docs/product.md §16.3): reports, the queue, and the moderation state of
 *  points and comments. */

export const insertReport = (db: Db, row: Insertable<ReportsTable>) => db.insertInto('reports').values(row).execute();

export const findReportById = (db: Db, id: string) => db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();

/** What a report or a moderation is about: a point, or a comment (of the point). */
export type ModerationTarget = { kind: 'point'; pointId: string } | { kind: 'comment'; pointId: string; commentId: string };

/** Replaces the text of the comment `id` by its shortened form, marked shortened at `now`. */
export const shortenCommentRow = (db: Db, id: string, text: string, now: string) =>
  db.updateTable('comments').set({ text, shortened_at: now }).where('id', '=', id).execute();

/** Writes the shortened answers `attributes` (JSON) of the point `id` and the list of its
 *  shortened questions `names` (JSON), marked shortened at `now` (docs/product.md §16.3). */
export async function shortenAnswerRow(db: Db, id: string, attributes: string, names: string, now: string) {
  await db.updateTable('points').set({ attributes, shortened_answers: names, shortened_at: now, updated_at: now })
    .where('id', '=', id).where('deleted_at', 'is', null).execute();
  await bumpRevisionOfPoint(db, id);
}

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

/** A closed report as its reporter is told of it: who reported (an account, or null) and the
 *  address an anonymous reporter left ('' none). */
export type ClosedReport = { user_id: string | null; reporter_email: string; reporter_language: string | null };

/** What closing a report sets: its state, when and by whom; the reporter's left address and key
 *  are blanked (the outcome mail is queued in the same transaction, docs/product.md §16.3). */
const closing = (state: 'resolved' | 'dismissed', userId: string | null, now: string) =>
  ({ state, closed_at: now, closed_by: userId, reporter_email: '', reporter_key: null, reporter_language: null });

/** Closes the open reports of the target (a point's own, not those of its comments) as `state`;
 *  answers them as they were, for the outcome mails. */
export async function closeReportsOf(db: Db, target: ModerationTarget, state: 'resolved' | 'dismissed', userId: string | null, now: string): Promise<ClosedReport[]> {
  const open = await db.selectFrom('reports').select(['id', 'user_id', 'reporter_email', 'reporter_language']).where('state', '=', 'open')
    .$call((q) => (target.kind === 'point' ? q.where('point_id', '=', target.pointId).where('comment_id', 'is', null) : q.where('comment_id', '=', target.commentId)))
    .execute();
  if (open.length > 0) await db.updateTable('reports').set(closing(state, userId, now)).where('id', 'in', open.map((r) => r.id)).where('state', '=', 'open').execute();
  return open;
}

/** Closes every open report on the point `pointId` and its comments as resolved (the entry was
 *  deleted); answers them as they were, for the outcome mails. */
export async function closeReportsOfPoint(db: Db, pointId: string, userId: string | null, now: string): Promise<ClosedReport[]> {
  const open = await db.selectFrom('reports').select(['id', 'user_id', 'reporter_email', 'reporter_language']).where('state', '=', 'open').where('point_id', '=', pointId).execute();
  if (open.length > 0) await db.updateTable('reports').set(closing('resolved', userId, now)).where('id', 'in', open.map((r) => r.id)).where('state', '=', 'open').execute();
  return open;
}

/** Closes one open report as dismissed; false if it was not open. */
export async function dismissReportRow(db: Db, id: string, userId: string | null, now: string): Promise<boolean> {
  const result = await db.updateTable('reports').set(closing('dismissed', userId, now))
    .where('id', '=', id).where('state', '=', 'open').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many distinct reporters the open reports of the target have: accounts by id, anonymous
 *  visitors by their network's key, a report without either on its own (docs/product.md §16.3). */
export async function countOpenReporters(db: Db, target: ModerationTarget): Promise<number> {
  const row = await db.selectFrom('reports')
    .select((eb) => eb.fn.count<number | string>(eb.fn.coalesce('user_id', 'reporter_key', 'id')).distinct().as('n'))
    .where('state', '=', 'open')
    .$call((q) => (target.kind === 'point' ? q.where('point_id', '=', target.pointId).where('comment_id', 'is', null) : q.where('comment_id', '=', target.commentId)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The addresses and languages of the active accounts `userIds`. */
export const listActiveAddresses = (db: Db, userIds: string[]) =>
  (userIds.length === 0 ? Promise.resolve([]) : db.selectFrom('users').select(['id', 'email', 'language']).where('id', 'in', userIds).where('active', '=', 1).execute());

/** A point for the outcome mail: its answers, its layer's questionnaire and name, its workspace,
 *  and whether everyone may see it now (visible.ts's rule for anonymous visitors). */
export const findPointForOutcome = (db: Db, pointId: string) =>
  db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .select((eb) => ['points.id', 'points.attributes', 'layers.id as layer_id', 'layers.name as layer_name', 'layers.schema as layer_schema',
      'layers.workspace_id', eb.case().when(visiblePointsWhere(eb, undefined, null)).then(1).else(0).end().as('is_public')])
    .where('points.id', '=', pointId).executeTakeFirst();

/** The automatic hiding of a workspace: after how many distinct reporters, null never. */
export const findAutoHideReports = async (db: Db, workspaceId: string) =>
  (await db.selectFrom('workspaces').select('auto_hide_reports').where('id', '=', workspaceId).executeTakeFirst())?.auto_hide_reports ?? null;

export const setAutoHideReports = (db: Db, workspaceId: string, n: number | null, now: string) =>
  db.updateTable('workspaces').set({ auto_hide_reports: n, updated_at: now }).where('id', '=', workspaceId).execute();

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
