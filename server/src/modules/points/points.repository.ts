import type { Db } from '../../db/database.js';
import { managedWorkspaceIds } from '../../db/managed-workspaces.js';
import type { PointsTable } from '../../db/schema.js';
import type { BoundingBox } from '@mitmachkarte/contract';

/** Columns a point presents (spec §3 Point). */
export const POINT_COLUMNS = [
  'points.id', 'points.layer_id', 'points.latitude', 'points.longitude', 'points.altitude', 'points.public',
  'points.editable', 'points.attributes', 'points.created_at', 'points.updated_at',
] as const;
export type PointRow = Pick<PointsTable, 'id' | 'layer_id' | 'latitude' | 'longitude' | 'altitude' | 'public' | 'editable' | 'attributes' | 'created_at' | 'updated_at'>;

/** SQL of the points module. */
export const findPointById = (db: Db, id: string) => db.selectFrom('points').selectAll().where('id', '=', id).executeTakeFirst();

/** Live (not deleted) points of a layer in creation order, optionally only public ones and only
 *  those inside a bounding box (degrees WGS84, edges included). Uses index points_layer_live or,
 *  with a box, points_layer_bbox. */
export function listLivePointsOfLayer(db: Db, layerId: string, opts: { publicOnly: boolean; bbox?: BoundingBox }): Promise<PointRow[]> {
  let q = db.selectFrom('points').select(POINT_COLUMNS).where('points.layer_id', '=', layerId).where('points.deleted_at', 'is', null);
  if (opts.publicOnly) q = q.where('points.public', '=', 1);
  if (opts.bbox) {
    const b = opts.bbox;
    q = q.where('points.longitude', '>=', b.minLon).where('points.longitude', '<=', b.maxLon)
      .where('points.latitude', '>=', b.minLat).where('points.latitude', '<=', b.maxLat);
  }
  return q.orderBy('points.created_at').orderBy('points.id').execute();
}

/** Pages a reader pulls one after the other (`() => AsyncIterable<PointRow[]>` may be called again
 *  for a second pass). */
export type PointPages = () => AsyncIterable<readonly PointRow[]>;

/** Live points of a layer (public or not) in creation order, read in pages of `pageSize` by keyset
 *  (created_at, id) on index points_layer_live, so an export of 100,000 points never holds them all
 *  in memory. */
export const pagesOfLivePoints = (db: Db, layerId: string, pageSize = 2000): PointPages => async function* () {
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let q = db.selectFrom('points').select(POINT_COLUMNS).where('points.layer_id', '=', layerId).where('points.deleted_at', 'is', null);
    if (after) {
      const { created_at, id } = after;
      q = q.where((eb) => eb.or([
        eb('points.created_at', '>', created_at),
        eb.and([eb('points.created_at', '=', created_at), eb('points.id', '>', id)]),
      ]));
    }
    const page = await q.orderBy('points.created_at').orderBy('points.id').limit(pageSize).execute();
    if (page.length > 0) yield page;
    if (page.length < pageSize) return;
    after = page[page.length - 1]!;
  }
};

/** Live points of every layer visible to `userId`: in workspaces they manage, all of them; in
 *  public layers of public workspaces, the public ones. */
export function listVisibleLivePoints(db: Db, userId: string | null): Promise<PointRow[]> {
  return db
    .selectFrom('points')
    .innerJoin('layers', 'layers.id', 'points.layer_id')
    .innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .select(POINT_COLUMNS)
    .where('points.deleted_at', 'is', null)
    .where((eb) => {
      const visible = [eb.and([eb('workspaces.public', '=', 1), eb('layers.public', '=', 1), eb('points.public', '=', 1)])];
      if (userId) visible.push(eb('workspaces.id', 'in', managedWorkspaceIds(db, userId)));
      return eb.or(visible);
    })
    .orderBy('points.created_at')
    .orderBy('points.id')
    .execute();
}

export const listDeletedPointsOfLayer = (db: Db, layerId: string) =>
  db.selectFrom('points').select([...POINT_COLUMNS, 'points.deleted_at'])
    .where('points.layer_id', '=', layerId).where('points.deleted_at', 'is not', null)
    .orderBy('points.deleted_at', 'desc').orderBy('points.id').execute();

export const insertPoint = (db: Db, row: PointsTable) => db.insertInto('points').values(row).execute();

export const updatePointRow = (db: Db, id: string, changes: Partial<Pick<PointsTable, 'latitude' | 'longitude' | 'altitude' | 'public' | 'editable' | 'attributes' | 'updated_at'>>) =>
  db.updateTable('points').set(changes).where('id', '=', id).where('deleted_at', 'is', null).execute();

/** Soft delete: the point moves to the deleted list of its layer. */
export const softDeletePoint = (db: Db, id: string, userId: string | null, now: string) =>
  db.updateTable('points').set({ deleted_at: now, deleted_by: userId, updated_at: now }).where('id', '=', id).where('deleted_at', 'is', null).execute();

/** Undoes a soft delete; true if the point was deleted (and is live again now). */
export async function restorePointRow(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('points').set({ deleted_at: null, deleted_by: null, updated_at: now })
    .where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
