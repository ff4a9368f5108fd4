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
