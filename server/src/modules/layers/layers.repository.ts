import { type Updateable } from 'kysely';
import { visibleLayersWhere } from '../../access/layer.rules.js';
import { managedBy, managedWorkspaceIds, WORKSPACE_RULE_COLUMNS } from '../../access/scope.js';
import type { Db } from '../../db/database.js';
import { nextRevision } from '../../db/layer-revision.js';
import type { LayersTable, NewLayer } from '../../db/schema.js';

/** SQL of the layers module. */

/** The ids of every layer of workspace `workspaceId`. */
export const listLayerIdsOfWorkspace = async (db: Db, workspaceId: string): Promise<string[]> =>
  (await db.selectFrom('layers').select('id').where('workspace_id', '=', workspaceId).execute()).map((r) => r.id);

/** The layers of workspace `workspaceId` that `userId` sees (layer.rules.ts visibleLayersWhere), by name. */
export const listVisibleLayersOfWorkspace = (db: Db, workspaceId: string, userId: string | null) =>
  db.selectFrom('layers').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id').selectAll('layers')
    .where('layers.workspace_id', '=', workspaceId).where((eb) => visibleLayersWhere(eb, managedBy(db, userId)))
    .orderBy('layers.name').orderBy('layers.id').execute();

/** Layers visible to `userId` (layer.rules.ts visibleLayersWhere), each with its workspace's flags
 *  and `managed` (1 if the user manages the workspace, else 0). */
export function listVisibleLayers(db: Db, userId: string | null) {
  return db
    .selectFrom('layers')
    .innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .selectAll('layers')
    .select((eb) => [
      ...WORKSPACE_RULE_COLUMNS,
      (userId ? eb.case().when('workspaces.id', 'in', managedWorkspaceIds(db, userId)).then(1).else(0).end() : eb.lit(0)).as('managed'),
    ])
    .where((eb) => visibleLayersWhere(eb, managedBy(db, userId)))
    .orderBy('layers.name')
    .orderBy('layers.id')
    .execute();
}

/** The status keys the layer's points (deleted ones too) have, each once. */
export async function listStatusKeysInUse(db: Db, layerId: string): Promise<string[]> {
  const rows = await db.selectFrom('points').select('status').distinct().where('layer_id', '=', layerId).execute();
  return rows.map((r) => r.status);
}

export const insertLayer = (db: Db, row: NewLayer) => db.insertInto('layers').values(row).execute();

/** Also raises the layer's revision (db/layer-revision.ts): its settings (categories, flags)
 *  shape its map data. */
export const updateLayerRow = (db: Db, id: string, changes: Updateable<Omit<LayersTable, 'id' | 'workspace_id' | 'created_at' | 'revision'>>) =>
  db.updateTable('layers').set({ ...changes, revision: nextRevision() }).where('id', '=', id).execute();

/** Whether the layer has more than `n` points (deleted ones too): one query on index
 *  points_layer_live that stops at the first point past `n`. */
export const hasMorePointsThan = async (db: Db, layerId: string, n: number): Promise<boolean> =>
  (await db.selectFrom('points').select('id').where('layer_id', '=', layerId).limit(1).offset(n).executeTakeFirst()) !== undefined;

/** Deletes a layer; its points go with it (foreign key cascade). */
export const deleteLayerRow = (db: Db, id: string) => db.deleteFrom('layers').where('id', '=', id).execute();

/** The stored context-layer lists (JSON texts) of every layer that has any: one query. */
export async function listContextLayerLists(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('layers').select('context_layers').where('context_layers', '<>', '[]').execute();
  return rows.map((r) => r.context_layers);
}
