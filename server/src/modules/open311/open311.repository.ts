import { publicLayersWhere } from '../../access/layer.rules.js';
import { publicPointsWhere } from '../../access/point.rules.js';
import type { Db } from '../../db/database.js';

/** SQL of the Open311 interface (docs/product.md §24.5). Whoever asks, it reads what an anonymous
 *  visitor sees: the public maps of public projects (access/layer.rules.ts publicLayersWhere) and
 *  their live public entries the moderation let through (access/point.rules.ts publicPointsWhere
 *  with no reader). */

/** The public maps with their project, by project name, then map name. */
export const listPublicLayers = (db: Db) =>
  db.selectFrom('layers').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .where((eb) => publicLayersWhere(eb))
    .select(['layers.id', 'layers.name', 'layers.schema', 'layers.statuses', 'workspaces.name as workspace_name', 'workspaces.description'])
    .orderBy('workspaces.name').orderBy('layers.name').orderBy('layers.id')
    .execute();

export type PublicLayer = Awaited<ReturnType<typeof listPublicLayers>>[number];

/** What a request's list reads: its ids (then nothing else counts), else maps, the time of
 *  creation [from, to) (ISO 8601 UTC) and per map the status keys asked for (undefined: all). */
export type RequestFilter =
  | { ids: readonly string[] }
  | { layers: readonly string[]; from: string; to: string; statuses?: ReadonlyMap<string, readonly string[]> };

/** The live public entries of the public maps `filter` names, newest first, at most `limit`. */
export function listPublicRequests(db: Db, filter: RequestFilter, limit: number) {
  let query = db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .where((eb) => publicLayersWhere(eb)).where((eb) => publicPointsWhere(eb, null)).where('points.deleted_at', 'is', null)
    .select([
      'points.id', 'points.layer_id', 'points.latitude', 'points.longitude', 'points.attributes', 'points.status', 'points.answer_text',
      'points.created_at', 'points.updated_at', 'points.status_changed_at',
    ]);
  if ('ids' in filter) {
    query = query.where('points.id', 'in', filter.ids.length > 0 ? [...filter.ids] : ['']);
  } else {
    const { statuses } = filter;
    query = query.where('points.layer_id', 'in', filter.layers.length > 0 ? [...filter.layers] : [''])
      .where('points.created_at', '>=', filter.from).where('points.created_at', '<', filter.to);
    if (statuses) {
      query = query.where((eb) => eb.or([...statuses].map(([layer, keys]) =>
        eb.and([eb('points.layer_id', '=', layer), eb('points.status', 'in', keys.length > 0 ? [...keys] : [''])]))));
    }
  }
  return query.orderBy('points.created_at', 'desc').orderBy('points.id').limit(limit).execute();
}

export type PublicRequestRow = Awaited<ReturnType<typeof listPublicRequests>>[number];
