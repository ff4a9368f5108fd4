import { managedWorkspaceIds } from '../../access/scope.js';
import type { Db } from '../../db/database.js';
import { POINT_COLUMNS } from '../../db/records/point.columns.js';

/** SQL of „Meine Beiträge“ (docs/product.md §16.6): one user's live entries and comments. */

/** How many of each kind one answer holds at most (the newest). */
export const CONTRIBUTIONS_LIMIT = 1000;

/** The user's live points, newest first, with their layer's name, questionnaire and statuses,
 *  whether the project is closed, and `managed` 1 where the user manages the point's workspace. */
export const listOwnLivePoints = (db: Db, userId: string) =>
  db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .select([...POINT_COLUMNS, 'points.created_by', 'layers.workspace_id', 'layers.name as layer_name', 'layers.schema as layer_schema', 'layers.statuses as layer_statuses',
      'workspaces.closed as workspace_closed'])
    .select((eb) => eb.case().when('layers.workspace_id', 'in', managedWorkspaceIds(db, userId)).then(1).else(0).end().as('managed'))
    .where('points.created_by', '=', userId).where('points.deleted_at', 'is', null)
    .orderBy('points.created_at', 'desc').orderBy('points.id', 'desc').limit(CONTRIBUTIONS_LIMIT).execute();

/** The user's comments on live points, newest first, with the point's layer. */
export const listOwnComments = (db: Db, userId: string) =>
  db.selectFrom('comments').innerJoin('points', 'points.id', 'comments.point_id').innerJoin('layers', 'layers.id', 'points.layer_id')
    .select(['comments.id', 'comments.point_id', 'comments.text', 'comments.created_at', 'comments.moderation', 'comments.moderation_reason',
      'layers.id as layer_id', 'layers.name as layer_name'])
    .where('comments.user_id', '=', userId).where('points.deleted_at', 'is', null)
    .orderBy('comments.created_at', 'desc').orderBy('comments.id', 'desc').limit(CONTRIBUTIONS_LIMIT).execute();
