import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.js';
import type { LayerRow, WorkspacesTable } from '../db/schema.js';
import type { Actor } from './actor.js';
import { requirementOf, type Residency, type ResidencyAccess, UNVERIFIED } from './residency.rules.js';

/** The few reads the gates of visible.ts need: a layer with its workspace, a point, a comment. */

/** Every column of a workspace row; the check below fails to compile when one is missing. */
const WORKSPACE_COLUMNS = ['id', 'name', 'public', 'editable', 'owner_id', 'attributes', 'map_view', 'boundary', 'description', 'phases', 'translations',
  'closed', 'image_id', 'image_alt', 'closed_at', 'first_response_days', 'completion_days', 'show_department', 'auto_hide_reports', 'resident_entries', 'resident_votes', 'resident_municipalities', 'licence', 'phase_index', 'results', 'created_at', 'updated_at'] as const;
const allWorkspaceColumns: [Exclude<keyof WorkspacesTable, (typeof WORKSPACE_COLUMNS)[number]>] extends [never] ? true : never = true;
void allWorkspaceColumns;

/** The select list of the workspace's columns, named `w__<column>` (constants only). */
const WORKSPACE_SELECT = sql.raw(WORKSPACE_COLUMNS.map((c) => `workspaces.${c} as w__${c}`).join(', '));

/** The layer `id` and its workspace's row: every request on a layer's points or map needs both,
 *  and a 304 answer little else. One query reads the workspace with the layer's revision; the
 *  layer's own row (its questionnaire some KB of JSON, which cost seven times the rest of the
 *  read) is kept per database and revision (layerRowAt), as the point lists and the map data
 *  are (docs/decisions/0012). Plain SQL (parameterised): building it with the query builder cost
 *  more than running it. */
export async function findLayerWithWorkspace(db: Db, id: string): Promise<{ layer: LayerRow; workspace: WorkspacesTable } | undefined> {
  const { rows: [row] } = await sql<Record<string, unknown>>`select layers.revision, ${WORKSPACE_SELECT}
    from layers join workspaces on workspaces.id = layers.workspace_id where layers.id = ${id}`.execute(db);
  if (!row) return undefined;
  const layer = await layerRowAt(db, id, Number(row.revision));
  if (!layer) return undefined;
  const workspace = Object.fromEntries(WORKSPACE_COLUMNS.map((c) => [c, row[`w__${c}`]])) as unknown as WorkspacesTable;
  return { layer, workspace };
}

/** How many layer rows each database keeps. */
const LAYER_ROWS_KEPT = 500;
const layerRows = new WeakMap<Db, LRUCache<string, LayerRow>>();

/** The row of layer `id` as it is at `revision` (raised by every write of the layer, in the
 *  write's transaction: db/layer-revision.ts), kept and frozen: shared by the requests that read
 *  it. Read afresh when not kept; a row read at another revision (a write in between) is
 *  answered but not kept. Undefined when the layer is gone. */
async function layerRowAt(db: Db, id: string, revision: number): Promise<LayerRow | undefined> {
  let kept = layerRows.get(db);
  if (!kept) layerRows.set(db, (kept = new LRUCache({ max: LAYER_ROWS_KEPT })));
  const key = `${id}:${revision}`;
  const hit = kept.get(key);
  if (hit) return hit;
  const row = await db.selectFrom('layers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const layer = Object.freeze({ ...row, revision: Number(row.revision) });
  if (layer.revision === revision) kept.set(key, layer);
  return layer;
}

export const findPointById = (db: Db, id: string) => db.selectFrom('points').selectAll().where('id', '=', id).executeTakeFirst();

export const findCommentById = (db: Db, id: string) => db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();

/** The account `userId`'s standing as a resident (residency.rules.ts; docs/product.md §14.1): the
 *  identities whose latest sign-in an enabled provider counted as verified, with their
 *  municipality keys. UNVERIFIED for anonymous visitors (null) and unverified accounts. */
export async function findResidency(db: Db, userId: string | null): Promise<Residency> {
  if (!userId) return UNVERIFIED;
  const rows = await db.selectFrom('user_identities').innerJoin('identity_providers', 'identity_providers.id', 'user_identities.provider_id')
    .select('user_identities.municipality_key').where('user_identities.user_id', '=', userId)
    .where('user_identities.verified_at', 'is not', null).where('identity_providers.enabled', '=', 1).execute();
  if (rows.length === 0) return UNVERIFIED;
  return { verified: true, municipalities: [...new Set(rows.flatMap((r) => (r.municipality_key ? [r.municipality_key] : [])))] };
}

/** The actor's residency, read at most once and only when asked: most requests are about projects
 *  that reserve nothing, and they read nothing. */
export function residencyOnce(db: Db, actor: Actor): () => Promise<Residency> {
  let read: Promise<Residency> | undefined;
  return () => (read ??= findResidency(db, actor.userId));
}

/** The residency the rules need for the actor's access to a workspace: none (undefined, no read)
 *  where the workspace reserves nothing or the actor manages it, else the actor's
 *  (`residency`, e.g. residencyOnce). */
export async function residencyFor(access: ResidencyAccess, residency: () => Promise<Residency>): Promise<Residency | undefined> {
  if (access.isManager) return undefined;
  const requirement = requirementOf(access.workspace);
  if (!requirement.Entries && !requirement.Votes) return undefined;
  return residency();
}
