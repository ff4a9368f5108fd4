import type { Db } from '../../db/database.js';
import { bumpRevisionsOfAuthor } from '../../db/layer-revision.js';
import { POINT_COLUMNS } from '../../db/records/point.columns.js';

/** SQL of the account module (DSGVO self-service): everything one user wrote. */

/** Points the user created, deleted ones too, in creation order. */
export const listPointsCreatedBy = (db: Db, userId: string) =>
  db.selectFrom('points').select([...POINT_COLUMNS, 'points.deleted_at']).where('points.created_by', '=', userId)
    .orderBy('points.created_at').orderBy('points.id').execute();

/** Comments the user wrote, in creation order. */
export const listCommentsBy = (db: Db, userId: string) =>
  db.selectFrom('comments').select(['id', 'point_id', 'text', 'created_at']).where('user_id', '=', userId)
    .orderBy('created_at').orderBy('id').execute();

export const listPointVotesBy = (db: Db, userId: string) =>
  db.selectFrom('point_votes').select(['point_id', 'value', 'updated_at']).where('user_id', '=', userId).orderBy('point_id').execute();

export const listCommentVotesBy = (db: Db, userId: string) =>
  db.selectFrom('comment_votes').select(['comment_id', 'value', 'updated_at']).where('user_id', '=', userId).orderBy('comment_id').execute();

/** The entries the user follows (docs/product.md §16.7), oldest first. */
export const listFollowsBy = (db: Db, userId: string) =>
  db.selectFrom('follows').select(['point_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').orderBy('point_id').execute();

/** The user's choices of the team's mails per project (docs/product.md §16.8), by project. */
export const listTeamNotificationSettingsOf = (db: Db, userId: string) =>
  db.selectFrom('team_notification_settings').select(['workspace_id', 'entries', 'reports', 'approvals', 'updated_at'])
    .where('user_id', '=', userId).orderBy('workspace_id').execute();

/** The user's read state of the team inboxes (docs/product.md §16.9): per project the watermark
 *  and how many items they marked read singly since. */
export const listInboxReadStateOf = async (db: Db, userId: string) => {
  const [marks, singly] = await Promise.all([
    db.selectFrom('inbox_marks').select(['workspace_id', 'seen_before']).where('user_id', '=', userId).execute(),
    db.selectFrom('inbox_seen').select((eb) => ['workspace_id', eb.fn.countAll<number | string>().as('n')]).where('user_id', '=', userId).groupBy('workspace_id').execute(),
  ]);
  const ids = [...new Set([...marks.map((m) => m.workspace_id), ...singly.map((r) => r.workspace_id)])].sort();
  return ids.map((id) => ({
    workspaceId: id, seenBefore: marks.find((m) => m.workspace_id === id)?.seen_before ?? null, readSingly: Number(singly.find((r) => r.workspace_id === id)?.n ?? 0),
  }));
};

/** The departments of project teams the user is in (docs/product.md §16.10). */
export const listDepartmentsOf = (db: Db, userId: string) =>
  db.selectFrom('department_members').innerJoin('departments', 'departments.id', 'department_members.department_id')
    .select(['departments.workspace_id', 'departments.name']).where('department_members.user_id', '=', userId)
    .orderBy('departments.workspace_id').orderBy('departments.name').execute();

/** Images the user uploaded. */
export const listImagesUploadedBy = (db: Db, userId: string) =>
  db.selectFrom('images').selectAll().where('uploaded_by', '=', userId).orderBy('created_at').orderBy('id').execute();

/** Names of the groups the user belongs to. */
export const listGroupNamesOf = async (db: Db, userId: string): Promise<string[]> =>
  (await db.selectFrom('user_groups').innerJoin('groups', 'groups.id', 'user_groups.group_id').select('groups.name')
    .where('user_groups.user_id', '=', userId).orderBy('groups.name').execute()).map((r) => r.name);

/** Deletes the user's points (their comments, votes and image uses go with them) and comments. */
export async function deleteContributionsOf(db: Db, userId: string): Promise<void> {
  await bumpRevisionsOfAuthor(db, userId);
  await db.deleteFrom('points').where('created_by', '=', userId).execute();
  await db.deleteFrom('comments').where('user_id', '=', userId).execute();
}

/** Marks an image's raw variant as its re-encoded copy: type and size of `orig`. */
export const replaceRawByOrig = (db: Db, id: string, origType: string, bytes: number) =>
  db.updateTable('images').set({ raw_type: origType, bytes }).where('id', '=', id).execute();
