import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { managedWorkspaceIds } from '../../db/managed-workspaces.js';
import { nextRevision } from '../../db/layer-revision.js';
import type { LayerRow, LayersTable, NewLayer, WorkspacesTable } from '../../db/schema.js';

/** SQL of the layers module. */

/** Every column of a workspace row; the check below fails to compile when one is missing. */
const WORKSPACE_COLUMNS = ['id', 'name', 'public', 'editable', 'owner_id', 'attributes', 'map_view', 'boundary', 'description', 'phases',
  'closed', 'image_id', 'image_alt', 'closed_at', 'created_at', 'updated_at'] as const;
const allWorkspaceColumns: [Exclude<keyof WorkspacesTable, (typeof WORKSPACE_COLUMNS)[number]>] extends [never] ? true : never = true;
void allWorkspaceColumns;

/** The select list of the workspace's columns, named `w__<column>` (constants only). */
const WORKSPACE_SELECT = sql.raw(WORKSPACE_COLUMNS.map((c) => `workspaces.${c} as w__${c}`).join(', '));

/** The layer `id` and its workspace's row, read in one query: every request on a layer's points
 *  or map needs both, and a 304 answer little else. Plain SQL (parameterised): building it with
 *  the query builder cost more than running it. */
export async function findLayerWithWorkspace(db: Db, id: string): Promise<{ layer: LayerRow; workspace: WorkspacesTable } | undefined> {
  const { rows: [row] } = await sql<Record<string, unknown>>`select layers.*, ${WORKSPACE_SELECT}
    from layers join workspaces on workspaces.id = layers.workspace_id where layers.id = ${id}`.execute(db);
  if (!row) return undefined;
  const workspace = Object.fromEntries(WORKSPACE_COLUMNS.map((c) => [c, row[`w__${c}`]])) as unknown as WorkspacesTable;
  const layer = Object.fromEntries(Object.entries(row).filter(([k]) => !k.startsWith('w__'))) as LayerRow;
  return { layer, workspace };
}

export const listLayersByWorkspace = (db: Db, workspaceId: string, publicOnly: boolean) => {
  let q = db.selectFrom('layers').selectAll().where('workspace_id', '=', workspaceId);
  if (publicOnly) q = q.where('public', '=', 1);
  return q.orderBy('name').orderBy('id').execute();
};

/** Layers visible to `userId`: public layers of public workspaces, and every layer of the
 *  workspaces the user manages (owner or access list); each with its workspace's flags and
 *  `managed` (1 if the user manages the workspace, else 0). */
export function listVisibleLayers(db: Db, userId: string | null) {
  return db
    .selectFrom('layers')
    .innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .selectAll('layers')
    .select((eb) => [
      'workspaces.public as workspace_public', 'workspaces.editable as workspace_editable', 'workspaces.closed as workspace_closed',
      (userId ? eb.case().when('workspaces.id', 'in', managedWorkspaceIds(db, userId)).then(1).else(0).end() : eb.lit(0)).as('managed'),
    ])
    .where((eb) => {
      const visible = [eb.and([eb('workspaces.public', '=', 1), eb('layers.public', '=', 1)])];
      if (userId) visible.push(eb('workspaces.id', 'in', managedWorkspaceIds(db, userId)));
      return eb.or(visible);
    })
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
