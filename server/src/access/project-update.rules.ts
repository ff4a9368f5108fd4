import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { isLoggedIn, type Actor } from './actor.js';
import { managedWorkspaceIds, type WorkspaceAccess } from './scope.js';
import { visibleWorkspacesWhere } from './workspace.rules.js';

/** Rules on a project's „Neuigkeiten“ (docs/product.md §25.5; docs/decisions/0052): who follows,
 *  who posts, and — as SQL — who gets an update by mail. */

/** Everyone who sees the project reads its updates (the caller checked canSeeWorkspace). */
export const canReadUpdates = (_a: Pick<WorkspaceAccess, 'isManager'>) => true;
/** Signed-in people who see the project follow it; visitors cannot (no address to mail). */
export const canFollowProject = (actor: Actor): actor is Actor & { userId: string } => isLoggedIn(actor);
/** The project's team (owner and access list) posts and deletes updates and sees how many got each. */
export const canPostUpdates = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;

/** Whether the joined `users` row took part in project `workspaceId`: authored a live entry, wrote a
 *  comment, voted on an entry or a comment, or answered one of its surveys signed in (answers
 *  without an account name nobody). */
export function tookPartWhere(db: Db, eb: ExpressionBuilder<DB, 'users'>, workspaceId: string): Expression<SqlBool> {
  const pointsOfProject = db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id')
    .select('points.id').where('layers.workspace_id', '=', workspaceId);
  return eb.or([
    eb.exists(db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').select('points.id')
      .where('layers.workspace_id', '=', workspaceId).where('points.deleted_at', 'is', null).where('points.created_by', '=', eb.ref('users.id'))),
    eb.exists(db.selectFrom('comments').select('comments.id').where('comments.point_id', 'in', pointsOfProject).where('comments.user_id', '=', eb.ref('users.id'))),
    eb.exists(db.selectFrom('point_votes').select('point_votes.point_id').where('point_votes.point_id', 'in', pointsOfProject).where('point_votes.user_id', '=', eb.ref('users.id'))),
    eb.exists(db.selectFrom('comment_votes').innerJoin('comments', 'comments.id', 'comment_votes.comment_id').select('comment_votes.comment_id')
      .where('comments.point_id', 'in', pointsOfProject).where('comment_votes.user_id', '=', eb.ref('users.id'))),
    eb.exists(db.selectFrom('survey_answers').innerJoin('surveys', 'surveys.id', 'survey_answers.survey_id').select('survey_answers.id')
      .where('surveys.workspace_id', '=', workspaceId).where('survey_answers.user_id', '=', eb.ref('users.id'))),
  ]);
}

/** Whether the joined `users` row follows project `workspaceId`. */
export const followsProjectWhere = (db: Db, eb: ExpressionBuilder<DB, 'users'>, workspaceId: string) =>
  eb.exists(db.selectFrom('project_follows').select('project_follows.user_id')
    .where('project_follows.workspace_id', '=', workspaceId).where('project_follows.user_id', '=', eb.ref('users.id')));

/** Who gets an update of project `workspaceId` by mail, as a condition on the joined `users` row:
 *  an active account without „Keine E-Mails“, that follows the project or took part in it
 *  (tookPartWhere), that may see the project now (the SQL twin of workspace.rules.ts
 *  canSeeWorkspace for that account) and that did not stop the project's update mails. The
 *  project's team is not left out: a member who follows or took part gets it too. */
export function updateRecipientsWhere(db: Db, eb: ExpressionBuilder<DB, 'users'>, workspaceId: string): Expression<SqlBool> {
  return eb.and([
    eb('users.active', '=', 1),
    eb('users.notifications_off', '=', 0),
    eb.or([followsProjectWhere(db, eb, workspaceId), tookPartWhere(db, eb, workspaceId)]),
    eb.exists(db.selectFrom('workspaces').select('workspaces.id').where('workspaces.id', '=', workspaceId)
      .where((w) => visibleWorkspacesWhere(w, managedWorkspaceIds(db, eb.ref('users.id'))))),
    eb.not(eb.exists(db.selectFrom('project_update_optouts').select('project_update_optouts.user_id')
      .where('project_update_optouts.workspace_id', '=', workspaceId).where('project_update_optouts.user_id', '=', eb.ref('users.id')))),
  ]);
}
