import { visibleLayersWhere } from '../../access/layer.rules.js';
import { addableLayersWhere, seenPointsWhere } from '../../access/point.rules.js';
import type { Residency } from '../../access/residency.rules.js';
import { managedBy, managedWorkspaceIds } from '../../access/scope.js';
import { visibleWorkspacesWhere } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import type { ImagesTable } from '../../db/schema.js';

/** SQL of the images module. Where an image is used is recorded in `image_uses` (a point's
 *  answer or a layer's category icon), written by the points and layers services with the point
 *  or layer; an image belongs to the workspace of its first use (`images.workspace_id`). */

export const findImageById = (db: Db, id: string) => db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirst();

export const insertImage = (db: Db, row: ImagesTable) => db.insertInto('images').values(row).execute();

/** The owning workspace (null: not used yet) of each of `ids` that exists. */
export async function findImageOwners(db: Db, ids: readonly string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('images').select(['id', 'workspace_id']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.workspace_id]));
}

/** Makes `workspaceId` the owner of those of `ids` that have none yet. Writes every row of `ids`,
 *  owned or not, so that on PostgreSQL the transaction holds their row locks until it ends: a
 *  concurrent deletion of one of them (deleteImageRowIfUnused) waits and then sees the new use, or
 *  went first, and then this statement finds the row gone. */
export const claimImages = (db: Db, ids: readonly string[], workspaceId: string) =>
  db.updateTable('images').set((eb) => ({ workspace_id: eb.fn.coalesce('workspace_id', eb.val(workspaceId)) })).where('id', 'in', [...ids]).execute();

/** Who uses images: a point (answers), a layer (category icons) or a workspace (its project
 *  page's image, docs/product.md §17.2). */
export type ImageUser = { pointId: string } | { layerId: string } | { workspaceId: string };

/** The image_uses column and id of a user. */
const columnOf = (user: ImageUser): ['point_id' | 'layer_id' | 'workspace_id', string] =>
  'pointId' in user ? ['point_id', user.pointId] : 'layerId' in user ? ['layer_id', user.layerId] : ['workspace_id', user.workspaceId];

/** Makes `imageIds` the images `user` uses, replacing what was recorded before; answers the
 *  images it used before and no longer does. */
export async function replaceImageUses(db: Db, user: ImageUser, imageIds: readonly string[]): Promise<string[]> {
  const [column, id] = columnOf(user);
  const before = (await db.selectFrom('image_uses').select('image_id').where(column, '=', id).execute()).map((r) => r.image_id);
  await db.deleteFrom('image_uses').where(column, '=', id).execute();
  const dropped = [...new Set(before)].filter((image) => !imageIds.includes(image));
  if (imageIds.length === 0) return dropped;
  await db.insertInto('image_uses')
    .values(imageIds.map((image) => ({ image_id: image, point_id: null, layer_id: null, workspace_id: null, [column]: id })))
    .execute();
  return dropped;
}

/** Whose images go with a deletion: a layer's (its icons and its points' answers), a workspace's
 *  (its project image and those of its layers), the answers of the points `authorId` created, or
 *  those of the points `pointIds` (a batch of a big layer's points, deleted before the layer). */
export type ImageScope = { layerId: string } | { workspaceId: string } | { authorId: string } | { pointIds: readonly string[] };

/** The images used within `scope` (see ImageScope). */
export async function listImageIdsUsedWithin(db: Db, scope: ImageScope): Promise<string[]> {
  const rows = await db.selectFrom('image_uses').select('image_id').distinct().where((eb) => {
    const points = eb.selectFrom('points').select('points.id');
    if ('pointIds' in scope) return scope.pointIds.length > 0 ? eb('point_id', 'in', scope.pointIds) : eb.val(false);
    if ('authorId' in scope) return eb('point_id', 'in', points.where('points.created_by', '=', scope.authorId));
    const layers = 'layerId' in scope
      ? eb.selectFrom('layers').select('layers.id').where('layers.id', '=', scope.layerId)
      : eb.selectFrom('layers').select('layers.id').where('layers.workspace_id', '=', scope.workspaceId);
    return eb.or([
      eb('layer_id', 'in', layers),
      eb('point_id', 'in', points.where('points.layer_id', 'in', layers)),
      ...('workspaceId' in scope ? [eb('workspace_id', '=', scope.workspaceId)] : []),
    ]);
  }).execute();
  return rows.map((r) => r.image_id);
}

/** Whether some point, category or project uses the image, and whether some point does. */
export async function findImageUses(db: Db, id: string): Promise<{ used: boolean; byPoint: boolean }> {
  const uses = db.selectFrom('image_uses').select('image_id').where('image_id', '=', id);
  const row = await db.selectNoFrom((eb) => [
    eb.case().when(eb.exists(uses)).then(1).else(0).end().as('used'),
    eb.case().when(eb.exists(uses.where('point_id', 'is not', null))).then(1).else(0).end().as('by_point'),
  ]).executeTakeFirstOrThrow();
  return { used: Number(row.used) === 1, byPoint: Number(row.by_point) === 1 };
}

/** Whether `userId` (null: an anonymous visitor) may see a point, category or project that uses
 *  the image: a point they see (point.rules.ts seenPointsWhere: deleted ones too in a workspace
 *  they manage), a layer they see (layer.rules.ts visibleLayersWhere) for its icons, a project they
 *  see (workspace.rules.ts visibleWorkspacesWhere) for its picture (docs/architecture.md §6). */
export async function isImageVisibleTo(db: Db, id: string, userId: string | null): Promise<boolean> {
  const managed = managedBy(db, userId);
  const viaPoint = db.selectFrom('image_uses')
    .innerJoin('points', 'points.id', 'image_uses.point_id')
    .innerJoin('layers', 'layers.id', 'points.layer_id')
    .innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .select('image_uses.image_id')
    .where('image_uses.image_id', '=', id)
    .where((eb) => seenPointsWhere(eb, managed, userId));
  const viaLayer = db.selectFrom('image_uses')
    .innerJoin('layers', 'layers.id', 'image_uses.layer_id')
    .innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .select('image_uses.image_id')
    .where('image_uses.image_id', '=', id)
    .where((eb) => visibleLayersWhere(eb, managed));
  const viaWorkspace = db.selectFrom('image_uses')
    .innerJoin('workspaces', 'workspaces.id', 'image_uses.workspace_id')
    .select('image_uses.image_id')
    .where('image_uses.image_id', '=', id)
    .where((eb) => visibleWorkspacesWhere(eb, managed));
  const row = await db.selectNoFrom((eb) => eb.case().when(eb.or([eb.exists(viaPoint), eb.exists(viaLayer), eb.exists(viaWorkspace)])).then(1).else(0).end().as('visible'))
    .executeTakeFirstOrThrow();
  return Number(row.visible) === 1;
}

/** What image.rules.ts canUploadImage asks, in one query: whether `userId` (null: anonymous)
 *  manages some workspace, and whether some layer takes the points of someone who manages none
 *  but has their `residency` (point.rules.ts addableLayersWhere; docs/product.md §14.1). */
export async function uploadGrounds(db: Db, userId: string | null, residency: Residency): Promise<{ managesSome: boolean; openLayer: boolean }> {
  const open = db.selectFrom('layers').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id').select('layers.id')
    .where((eb) => addableLayersWhere(eb, undefined, residency));
  const row = await db.selectNoFrom((eb) => [
    (userId ? eb.case().when(eb.exists(managedWorkspaceIds(db, userId))).then(1).else(0).end() : eb.lit(0)).as('manages'),
    eb.case().when(eb.exists(open)).then(1).else(0).end().as('open'),
  ]).executeTakeFirstOrThrow();
  return { managesSome: Number(row.manages) === 1, openLayer: Number(row.open) === 1 };
}

/** Up to `limit` images created before `cutoff` (ISO text) that no point or category uses. */
export const listUnusedImageIds = async (db: Db, cutoff: string, limit: number): Promise<string[]> =>
  (await db.selectFrom('images').select('images.id')
    .where('images.created_at', '<', cutoff)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('image_uses').select('image_uses.image_id').whereRef('image_uses.image_id', '=', 'images.id'))))
    .orderBy('images.created_at').limit(limit).execute()).map((r) => r.id);

/** Deletes the image's row if it is still unused; true if deleted. On PostgreSQL the row is locked
 *  by a statement of its own first (waiting for a transaction that is taking the image up,
 *  claimImages), so that the check runs on a snapshot taken after that one committed: a check in
 *  the locking statement itself would be run again on the old snapshot of image_uses, and the
 *  cascade would take the new use with the row. */
export async function deleteImageRowIfUnused(db: Db, id: string): Promise<boolean> {
  await db.updateTable('images').set((eb) => ({ workspace_id: eb.ref('workspace_id') })).where('id', '=', id).execute();
  const result = await db.deleteFrom('images').where('images.id', '=', id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('image_uses').select('image_uses.image_id').whereRef('image_uses.image_id', '=', 'images.id'))))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which of `ids` have a row: an image's, or a DGS video's file (docs/product.md §23.3, whose
 *  files share the store). */
export async function listExistingImageIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const images = await db.selectFrom('images').select('id').where('id', 'in', ids).execute();
  const videos = await db.selectFrom('dgs_videos').select('file_id as id').where('file_id', 'in', ids).execute();
  return new Set([...images, ...videos].map((r) => r.id));
}
