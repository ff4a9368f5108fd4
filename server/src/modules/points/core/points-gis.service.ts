import type { Actor } from '../../../access/actor.js';
import { type PointAccess, seesHiddenPoints } from '../../../access/point.rules.js';
import type { Db } from '../../../db/database.js';
import type { PointRow } from '../../../db/records/point.columns.js';
import { boundsOfLivePoints, countLivePointsOfLayer, listLivePointsPageOfLayer, type PointsFilter, publicExtentOfLayers, type PublicExtent } from './points.repository.js';
import { readerOf } from './points.service.js';

/** The points the GIS interface (OGC API – Features, docs/product.md §20) reads: exactly those
 *  the actor's point lists show (access/point.rules.ts, docs/architecture.md §6), in offset pages. The
 *  caller has checked that the layer is visible (access/visible.ts getVisibleLayer). */

/** How many live points of a visible layer the actor sees and `filter` lets through. */
export function countPointsOfLayer(db: Db, actor: Actor, layer: { id: string; access: PointAccess }, filter?: PointsFilter): Promise<number> {
  return countLivePointsOfLayer(db, layer.id, { reader: readerOf(actor, layer.access), filter });
}

/** One page (`limit` rows after `offset`, creation order) of the live points of a visible layer
 *  that the actor sees and `filter` lets through. */
export function listPointsPageOfLayer(
  db: Db, actor: Actor, layer: { id: string; access: PointAccess }, query: { filter?: PointsFilter; limit: number; offset: number },
): Promise<PointRow[]> {
  return listLivePointsPageOfLayer(db, layer.id, { reader: readerOf(actor, layer.access), ...query });
}

/** Per visible layer (`isManager`: the actor manages its workspace) with points the actor sees:
 *  the box around them, degrees WGS84 [minLon, minLat, maxLon, maxLat]. */
export function boundsOfVisibleLayers(db: Db, actor: Actor, layers: readonly { id: string; isManager: boolean }[]) {
  return boundsOfLivePoints(db, {
    managed: layers.filter((l) => seesHiddenPoints(l)).map((l) => l.id),
    others: layers.filter((l) => !seesHiddenPoints(l)).map((l) => l.id),
    userId: actor.userId,
  });
}

/** Per layer of `layerIds` (the caller chose layers an anonymous visitor sees) with points an
 *  anonymous visitor sees: the box around them, the first and last creation and the latest change
 *  (the open data catalogue, docs/product.md §24.4). */
export function publicExtentOfVisibleLayers(db: Db, layerIds: readonly string[]): Promise<Map<string, PublicExtent>> {
  return publicExtentOfLayers(db, layerIds);
}
