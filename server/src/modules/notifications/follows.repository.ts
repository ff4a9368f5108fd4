import type { ExpressionBuilder } from 'kysely';
import { visiblePointsWhere } from '../../access/point.rules.js';
import { managedWorkspaceIds, type UserRef } from '../../access/scope.js';
import type { Db } from '../../db/database.js';
import type { DB, FollowsTable } from '../../db/schema.js';

/** SQL of following entries and of the comment digests (docs/product.md §16.7). Every query of
 *  entries for a follower keeps only the live entries that follower may see now, by the rule of
 *  the point lists (access/point.rules.ts visiblePointsWhere): a map made non-public, a hidden or
 *  non-public entry drop out of mails and lists for whoever can no longer see them. */

/** Whether `userId` (a value, or the column of each row's follower) may see the joined point now;
 *  the query joins `points`, `layers` and `workspaces`. */
const seenBy = (db: Db, eb: ExpressionBuilder<DB, 'points' | 'layers' | 'workspaces'>, userId: UserRef) =>
  visiblePointsWhere(eb, managedWorkspaceIds(db, userId), userId);

/** Most entries listed as followed in the profile (the newest). */
export const FOLLOWS_LIST_LIMIT = 1000;

/** Adds a follow; following again changes nothing. */
export const insertFollow = (db: Db, row: FollowsTable) =>
  db.insertInto('follows').values(row).onConflict((oc) => oc.columns(['user_id', 'point_id']).doNothing()).execute();

export const deleteFollow = (db: Db, userId: string, pointId: string) =>
  db.deleteFrom('follows').where('user_id', '=', userId).where('point_id', '=', pointId).execute();

export const findFollow = (db: Db, userId: string, pointId: string) =>
  db.selectFrom('follows').select('created_at').where('user_id', '=', userId).where('point_id', '=', pointId).executeTakeFirst();

/** The points of follows with their layers and workspaces, for the rule of seenBy. */
const followedPoints = (db: Db) =>
  db.selectFrom('follows').innerJoin('points', 'points.id', 'follows.point_id').innerJoin('layers', 'layers.id', 'points.layer_id')
    .innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id');

/** The user's follows of entries they may see now, newest first, with the entry's answers and its layer. */
export const listFollowsOfUser = (db: Db, userId: string) =>
  followedPoints(db)
    .select(['follows.point_id', 'follows.created_at', 'points.attributes', 'layers.id as layer_id', 'layers.workspace_id',
      'layers.name as layer_name', 'layers.schema as layer_schema'])
    .where('follows.user_id', '=', userId).where((eb) => seenBy(db, eb, userId))
    .orderBy('follows.created_at', 'desc').orderBy('follows.point_id', 'desc').limit(FOLLOWS_LIST_LIMIT).execute();

/** An entry with its layer's name, questionnaire and workspace: what a mail about it names. */
export const findPointForMail = (db: Db, pointId: string) =>
  db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id')
    .select(['points.id', 'points.attributes', 'points.deleted_at', 'layers.id as layer_id',
      'layers.workspace_id', 'layers.name as layer_name', 'layers.schema as layer_schema'])
    .where('points.id', '=', pointId).executeTakeFirst();

/** Whether `userId` may see the entry `pointId` now (live, visible map and entry). */
export const isPointSeenBy = async (db: Db, pointId: string, userId: string) =>
  (await db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .select('points.id').where('points.id', '=', pointId).where((eb) => seenBy(db, eb, userId)).executeTakeFirst()) !== undefined;

/** Followers of an entry who get mails: active accounts without „Keine E-Mails“ who may see the
 *  entry now, except `exceptUserId`. */
export const listMailedFollowers = (db: Db, pointId: string, exceptUserId: string | null) =>
  followedPoints(db).innerJoin('users', 'users.id', 'follows.user_id')
    .select(['follows.user_id', 'follows.host', 'users.email', 'users.language'])
    .where('follows.point_id', '=', pointId).where('users.active', '=', 1).where('users.notifications_off', '=', 0)
    .where((eb) => seenBy(db, eb, eb.ref('follows.user_id')))
    .$if(exceptUserId !== null, (q) => q.where('follows.user_id', '<>', exceptUserId!))
    .orderBy('follows.created_at').execute();

export const findNotificationsOff = async (db: Db, userId: string) =>
  (await db.selectFrom('users').select('notifications_off').where('id', '=', userId).executeTakeFirst())?.notifications_off === 1;

export const setNotificationsOff = (db: Db, userId: string, off: boolean) =>
  db.updateTable('users').set({ notifications_off: off ? 1 : 0 }).where('id', '=', userId).execute();

/** Follows due for a comment digest at `now`: an active follower without „Keine E-Mails“ of an
 *  entry they may see now; no digest since `mailedBefore`; and a public comment of someone else,
 *  new to them, published no later than `bundledBefore` (the oldest new one has waited for more).
 *  At most `limit`, oldest follows first. A follow whose entry its follower cannot see is not
 *  listed, so that it cannot crowd out the due ones. */
export const listDueDigests = (db: Db, at: { mailedBefore: string; bundledBefore: string }, limit: number) =>
  followedPoints(db).innerJoin('users', 'users.id', 'follows.user_id')
    .select(['follows.user_id', 'follows.point_id', 'follows.host', 'follows.comments_seen_at', 'follows.comments_mailed_at', 'users.email', 'users.language'])
    .where('users.active', '=', 1).where('users.notifications_off', '=', 0)
    .where((eb) => seenBy(db, eb, eb.ref('follows.user_id')))
    .where((eb) => eb.or([eb('follows.comments_mailed_at', 'is', null), eb('follows.comments_mailed_at', '<=', at.mailedBefore)]))
    .where((eb) => eb.exists(eb.selectFrom('comments').select('comments.id')
      .whereRef('comments.point_id', '=', 'follows.point_id').whereRef('comments.published_at', '>', 'follows.comments_seen_at')
      .where('comments.moderation', '=', '').where('comments.published_at', '<=', at.bundledBefore)
      .where((c) => c.or([c('comments.user_id', 'is', null), c('comments.user_id', '<>', c.ref('follows.user_id'))]))))
    .orderBy('follows.created_at').limit(limit).execute();

/** Public comments of others on an entry, published after `since` and no later than `until`,
 *  in the order of publication, with their authors' names (null once an account is deleted). */
export const listNewComments = (db: Db, pointId: string, userId: string, since: string, until: string) =>
  db.selectFrom('comments').leftJoin('users', 'users.id', 'comments.user_id')
    .select(['comments.text', 'comments.published_at', 'users.name as author_name'])
    .where('comments.point_id', '=', pointId).where('comments.moderation', '=', '')
    .where('comments.published_at', '>', since).where('comments.published_at', '<=', until)
    .where((c) => c.or([c('comments.user_id', 'is', null), c('comments.user_id', '<>', userId)]))
    .orderBy('comments.published_at').orderBy('comments.id').execute();

/** Marks a digest sent at `now` with the comments up to `seenUntil`, unless another server
 *  process did so since the follow was listed (its comments_mailed_at is no longer `listedMailedAt`);
 *  true if this call claimed it. */
export async function claimDigest(
  db: Db, follow: { userId: string; pointId: string; listedMailedAt: string | null }, seenUntil: string, now: string,
): Promise<boolean> {
  const result = await db.updateTable('follows').set({ comments_seen_at: seenUntil, comments_mailed_at: now })
    .where('user_id', '=', follow.userId).where('point_id', '=', follow.pointId)
    .where('comments_mailed_at', follow.listedMailedAt === null ? 'is' : '=', follow.listedMailedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves the followers of the entry `from` to `to` (merging a duplicate, docs/product.md §24.3):
 *  whoever follows both stays once; the moved follows count the comments of `to` as read at `now`,
 *  so that the first digest does not bring its whole past. Answers how many moved. */
export async function moveFollows(db: Db, from: string, to: string, now: string): Promise<number> {
  const moved = await db.updateTable('follows').set({ point_id: to, comments_seen_at: now })
    .where('point_id', '=', from)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('follows as kept').select('kept.point_id')
      .where('kept.point_id', '=', to).whereRef('kept.user_id', '=', 'follows.user_id'))))
    .executeTakeFirst();
  await db.deleteFrom('follows').where('point_id', '=', from).execute();
  return Number(moved.numUpdatedRows);
}
