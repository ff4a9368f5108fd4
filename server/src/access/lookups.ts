import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { LayerRow, WorkspacesTable } from '../db/schema.js';

/** The few reads the gates of visible.ts need: a layer with its workspace, a point, a comment. */

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

export const findPointById = (db: Db, id: string) => db.selectFrom('points').selectAll().where('id', '=', id).executeTakeFirst();

export const findCommentById = (db: Db, id: string) => db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
