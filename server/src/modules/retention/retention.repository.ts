import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { WorkspaceRetentionTable } from '../../db/schema.js';

/** SQL of the storage limitation (docs/product.md §17.8): a project's own choice, the projects
 *  and accounts the daily run looks at, and the statements that remove the people from a
 *  project's contributions, a page of entries at a time. */

export type RetentionChoice = Pick<WorkspaceRetentionTable, 'mode' | 'months' | 'photos'>;

/** The project's own choice; undefined: none (the organisation's). */
export const findRetentionChoice = (db: Db, workspaceId: string) =>
  db.selectFrom('workspace_retention').select(['mode', 'months', 'photos']).where('workspace_id', '=', workspaceId).executeTakeFirst();

/** Stores the project's choice, replacing an earlier one. */
export const putRetentionChoice = (db: Db, workspaceId: string, choice: RetentionChoice, now: string) =>
  db.insertInto('workspace_retention').values({ workspace_id: workspaceId, ...choice, updated_at: now })
    .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ ...choice, updated_at: now })).execute();

/** Every closed project with its closing time and its own choice (null columns: none). */
export const listClosedProjects = (db: Db) =>
  db.selectFrom('workspaces').leftJoin('workspace_retention', 'workspace_retention.workspace_id', 'workspaces.id')
    .select(['workspaces.id', 'workspaces.name', 'workspaces.closed_at', 'workspace_retention.mode', 'workspace_retention.months', 'workspace_retention.photos'])
    .where('workspaces.closed', '=', 1).where('workspaces.closed_at', 'is not', null).orderBy('workspaces.id').execute();

/** Up to `limit` ids of the project's entries (deleted ones too) after `afterId`, in id order. */
export const pageOfProjectPointIds = async (db: Db, workspaceId: string, afterId: string, limit: number): Promise<string[]> =>
  (await db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').select('points.id')
    .where('layers.workspace_id', '=', workspaceId).where('points.id', '>', afterId).orderBy('points.id').limit(limit).execute()).map((r) => r.id);

const changed = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) => Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0);

/** What removing the people from a page of entries changed, row by row. */
export type PeopleRemoved = { points: number; comments: number; votes: number; follows: number; contacts: number };

/** Removes every person from the entries `pointIds` (run it in a transaction): their authors and
 *  who deleted them, the authors of their comments, the voters on them and their comments (the
 *  votes stay and count), their followers and the team mails' events about them, who uploaded their photos, and whom the
 *  team recorded them for with their contact (docs/product.md §16.12; the entry stays). Raises the revision of
 *  their layers when an entry changed (docs/decisions/0012). */
export async function removePeopleFromPoints(trx: Db, pointIds: string[]): Promise<PeopleRemoved> {
  const points = changed(await trx.updateTable('points').set({ created_by: null, deleted_by: null }).where('id', 'in', pointIds)
    .where((eb) => eb.or([eb('created_by', 'is not', null), eb('deleted_by', 'is not', null)])).executeTakeFirst());
  const comments = changed(await trx.updateTable('comments').set({ user_id: null }).where('point_id', 'in', pointIds).where('user_id', 'is not', null).executeTakeFirst());
  const pointVotes = changed(await trx.updateTable('point_votes').set({ user_id: null }).where('point_id', 'in', pointIds).where('user_id', 'is not', null).executeTakeFirst());
  const commentVotes = changed(await trx.updateTable('comment_votes').set({ user_id: null }).where('user_id', 'is not', null)
    .where('comment_id', 'in', (eb) => eb.selectFrom('comments').select('comments.id').where('comments.point_id', 'in', pointIds)).executeTakeFirst());
  const follows = changed(await trx.deleteFrom('follows').where('point_id', 'in', pointIds).executeTakeFirst());
  const contacts = changed(await trx.deleteFrom('point_reporters').where('point_id', 'in', pointIds).executeTakeFirst());
  // The team's record of who caused what (docs/product.md §16.8) goes too.
  await trx.deleteFrom('team_events').where('point_id', 'in', pointIds).execute();
  await trx.updateTable('images').set({ uploaded_by: null }).where('uploaded_by', 'is not', null)
    .where('id', 'in', (eb) => eb.selectFrom('image_uses').select('image_uses.image_id').where('image_uses.point_id', 'in', pointIds)).execute();
  if (points + comments + pointVotes + commentVotes > 0) {
    await trx.updateTable('layers').set({ revision: sql<number>`revision + 1` })
      .where('id', 'in', (eb) => eb.selectFrom('points').select('points.layer_id').where('points.id', 'in', pointIds)).execute();
  }
  return { points, comments, votes: pointVotes + commentVotes, follows, contacts };
}

/** Removes the reporters, their notes, left addresses and keys from the project's reports
 *  (docs/product.md §16.3); the reason and the state stay for the moderation. Answers how many changed. */
export const removeReporters = async (db: Db, workspaceId: string): Promise<number> =>
  changed(await db.updateTable('reports').set({ user_id: null, text: '', reporter_email: '', reporter_key: null }).where('workspace_id', '=', workspaceId)
    .where((eb) => eb.or([eb('user_id', 'is not', null), eb('text', '<>', ''), eb('reporter_email', '<>', ''), eb('reporter_key', 'is not', null)])).executeTakeFirst());

/** Up to `limit` photos of the project's entries after `afterId`, in id order; `unreducedOnly`:
 *  only those whose raw upload and original are still there. */
export const pageOfProjectPhotos = (db: Db, workspaceId: string, afterId: string, limit: number, unreducedOnly: boolean) =>
  db.selectFrom('images').select(['images.id', 'images.reduced_at']).distinct()
    .innerJoin('image_uses', 'image_uses.image_id', 'images.id')
    .innerJoin('points', 'points.id', 'image_uses.point_id')
    .innerJoin('layers', 'layers.id', 'points.layer_id')
    .where('layers.workspace_id', '=', workspaceId).where('images.id', '>', afterId)
    .$if(unreducedOnly, (q) => q.where('images.reduced_at', 'is', null))
    .orderBy('images.id').limit(limit).execute();

/** The entries of the project whose answers name the photo `imageId`, with their answers (JSON). */
export const listProjectPointsUsingImage = (db: Db, workspaceId: string, imageId: string) =>
  db.selectFrom('image_uses').innerJoin('points', 'points.id', 'image_uses.point_id').innerJoin('layers', 'layers.id', 'points.layer_id')
    .select(['points.id', 'points.attributes', 'points.layer_id']).where('image_uses.image_id', '=', imageId).where('layers.workspace_id', '=', workspaceId).execute();

/** Replaces the answers of entry `pointId` (a photo taken out of them) and drops its use of
 *  `imageId`; raises its layer's revision. Run it in a transaction. */
export async function dropPhotoFromPoint(trx: Db, pointId: string, layerId: string, attributes: string, imageId: string): Promise<void> {
  await trx.updateTable('points').set({ attributes }).where('id', '=', pointId).execute();
  await trx.deleteFrom('image_uses').where('image_id', '=', imageId).where('point_id', '=', pointId).execute();
  await trx.updateTable('layers').set({ revision: sql<number>`revision + 1` }).where('id', '=', layerId).execute();
}

/** Records that the image's raw upload and original now hold its published variant: JPEG of
 *  `width` × `height` pixels and `bytes` bytes. */
export const markImageReduced = (db: Db, id: string, size: { width: number; height: number; bytes: number }, now: string) =>
  db.updateTable('images').set({ raw_type: 'image/jpeg', orig_type: 'image/jpeg', ...size, reduced_at: now }).where('id', '=', id).execute();

/** Up to `limit` active accounts without a warning whose last login (or, without one, creation)
 *  was before `cutoff`. */
export const listAccountsToWarn = (db: Db, cutoff: string, limit: number) =>
  db.selectFrom('users').select(['id', 'email', 'language']).where('active', '=', 1).where('inactivity_warned_at', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('last_login_at', 'created_at'), '<', cutoff)).orderBy('id').limit(limit).execute();

/** Notes the warning of `id` at `now`, unless it was warned meanwhile (or logged in: then it is no
 *  longer due); true if noted. */
export const markWarned = async (db: Db, id: string, now: string, cutoff: string): Promise<boolean> =>
  changed(await db.updateTable('users').set({ inactivity_warned_at: now }).where('id', '=', id).where('inactivity_warned_at', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('last_login_at', 'created_at'), '<', cutoff)).executeTakeFirst()) === 1;

/** Up to `limit` active accounts warned before `cutoff` without a login since. */
export const listAccountsToDelete = (db: Db, cutoff: string, limit: number) =>
  db.selectFrom('users').select('id').where('active', '=', 1).where('inactivity_warned_at', '<=', cutoff)
    .where((eb) => eb(eb.fn.coalesce('last_login_at', 'created_at'), '<', eb.ref('inactivity_warned_at'))).orderBy('id').limit(limit).execute();

/** Moves the warning of an account that could not be deleted to `now`: it is looked at again a
 *  period later, without a second mail. */
export const renewWarning = (db: Db, id: string, now: string) =>
  db.updateTable('users').set({ inactivity_warned_at: now }).where('id', '=', id).execute();
