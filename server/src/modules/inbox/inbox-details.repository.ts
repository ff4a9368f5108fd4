import type { Db } from '../../db/database.js';

/** The details of one page of the team's inbox (docs/product.md §16.9): its items by id, with
 *  their entry's title, map, status and assignment (inbox.repository.ts reads the page's keys). */

/** The names of the department and person responsible for the entry (docs/product.md §16.10). */
const ASSIGNED = ['assigned_department.name as assigned_department', 'assigned_user.name as assigned_user'] as const;

/** The details of the entries `ids`: title, map, author (and whom the team recorded it for, with
 *  which channel: docs/product.md §16.12; the inbox is the team's), moderation, status, assignment. */
export const listEntryDetails = (db: Db, ids: string[]) => (ids.length === 0 ? Promise.resolve([]) : db.selectFrom('points')
  .innerJoin('layers', 'layers.id', 'points.layer_id')
  .leftJoin('users as author', 'author.id', 'points.created_by')
  .leftJoin('point_reporters', 'point_reporters.point_id', 'points.id')
  .leftJoin('departments as assigned_department', 'assigned_department.id', 'points.assigned_department_id')
  .leftJoin('users as assigned_user', 'assigned_user.id', 'points.assigned_user_id')
  .select(ASSIGNED)
  .select(['points.id', 'points.attributes', 'points.status', 'points.moderation', 'points.moderation_reason', 'points.created_at',
    'points.first_response_at', 'points.completed_at', 'layers.id as layer_id', 'layers.name as layer_name', 'layers.schema as layer_schema', 'author.name as author_name',
    'point_reporters.channel as reporter_channel', 'point_reporters.name as reporter_name'])
  .where('points.id', 'in', ids).execute());

/** The details of the comments `ids`, with their entry's title, map and status. */
export const listCommentDetails = (db: Db, ids: string[]) => (ids.length === 0 ? Promise.resolve([]) : db.selectFrom('comments')
  .innerJoin('points', 'points.id', 'comments.point_id')
  .innerJoin('layers', 'layers.id', 'points.layer_id')
  .leftJoin('users as author', 'author.id', 'comments.user_id')
  .leftJoin('departments as assigned_department', 'assigned_department.id', 'points.assigned_department_id')
  .leftJoin('users as assigned_user', 'assigned_user.id', 'points.assigned_user_id')
  .select(ASSIGNED)
  .select(['comments.id', 'comments.point_id', 'comments.text', 'comments.moderation', 'comments.moderation_reason', 'comments.created_at',
    'points.attributes', 'points.status', 'layers.id as layer_id', 'layers.name as layer_name', 'layers.schema as layer_schema', 'author.name as author_name'])
  .where('comments.id', 'in', ids).execute());

/** The details of the reports `ids`: reason, text, state and reporter, with the reported entry
 *  or comment (its moderation state) and the entry's title, map and status. */
export const listReportDetails = (db: Db, ids: string[]) => (ids.length === 0 ? Promise.resolve([]) : db.selectFrom('reports')
  .innerJoin('points', 'points.id', 'reports.point_id')
  .innerJoin('layers', 'layers.id', 'points.layer_id')
  .leftJoin('comments', 'comments.id', 'reports.comment_id')
  .leftJoin('users as reporter', 'reporter.id', 'reports.user_id')
  .leftJoin('departments as assigned_department', 'assigned_department.id', 'points.assigned_department_id')
  .leftJoin('users as assigned_user', 'assigned_user.id', 'points.assigned_user_id')
  .select(ASSIGNED)
  .select(['reports.id', 'reports.point_id', 'reports.comment_id', 'reports.reason', 'reports.text', 'reports.state', 'reports.created_at',
    'points.attributes', 'points.status', 'points.moderation as point_moderation', 'points.moderation_reason as point_moderation_reason',
    'comments.moderation as comment_moderation', 'comments.moderation_reason as comment_moderation_reason',
    'layers.id as layer_id', 'layers.name as layer_name', 'layers.schema as layer_schema', 'reporter.name as reporter_name'])
  .where('reports.id', 'in', ids).execute());
