import { type OgcCollection, type OgcItemsQuery } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { getVisibleLayer, getVisiblePoint, POINT_NOT_FOUND } from '../../access/visible.js';
import type { Db } from '../../db/database.js';
import type { LayerRow } from '../../db/schema.js';
import { questionnaireOf, statusesOf } from '../../db/records/layer.record.js';
import { requireFound } from '../../lib/app-error.js';
import { cached, type AnswerCache } from '../../lib/answer-cache.js';
import { entityTag } from '../../lib/conditional.js';
import { nowIso } from '../../lib/ids.js';
import { listVisibleLayerRows } from '../layers/layers.service.js';
import { answerVariables, imageUrlUnder } from '../points/query/answer-columns.js';
import { answerPropertyName, featureContext, pointFeature } from '../points/export/points-geojson.presenter.js';
import { boundsOfVisibleLayers, countPointsOfLayer, listPointsPageOfLayer } from '../points/core/points-gis.service.js';
import { dialectOf } from '../../db/dialect.js';
import { filterableProperties, itemsFilter } from './ogc-filter.js';
import { pageLinks, presentCollection, presentCollections, GEOJSON_TYPE } from './ogc.presenter.js';

/** The GIS interface, OGC API – Features Part 1: Core (OGC 17-069r4; docs/product.md §20,
 *  docs/decisions/0014). A layer is a collection, a point a feature. Who sees what is exactly the
 *  rule of the point lists (docs/architecture.md §6): layers through layers.service.ts
 *  getVisibleLayer and listVisibleLayerRows, points through points-gis.service.ts and
 *  access/visible.ts getVisiblePoint; invisible layers and points are NOT_FOUND. */

/** Where a request's links point: the scheme and host it came to, and the interface's path. */
export type OgcBase = { base: string; imageBase: string };

/** The feature context of a layer (points-geojson.presenter.ts): the same property names and
 *  values as the GeoJSON export. */
const contextOf = (layer: LayerRow, publicUrl: string) =>
  featureContext({ schema: questionnaireOf(layer), statuses: statusesOf(layer), imageUrl: imageUrlUnder(publicUrl) });

/** GET /ogc/collections: every layer the actor sees, by name, each with the box around the points
 *  the actor sees in it (the whole world for a layer without such points). */
export async function listCollections(db: Db, actor: Actor, base: string) {
  const layers = await listVisibleLayerRows(db, actor);
  const bounds = await boundsOfVisibleLayers(db, actor, layers.map((l) => ({ id: l.layer.id, isManager: l.isManager })));
  return presentCollections(base, layers.map((l) => presentCollection(base, l.layer, bounds.get(l.layer.id))));
}

/** GET /ogc/collections/{layerId}: one visible layer; NOT_FOUND otherwise. */
export async function getCollection(db: Db, actor: Actor, layerId: string, base: string): Promise<OgcCollection> {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  const bounds = await boundsOfVisibleLayers(db, actor, [{ id: layer.id, isManager: access.isManager }]);
  return presentCollection(base, layer, bounds.get(layer.id));
}

/** An answer of JSON text with its entity tag (lib/conditional.ts), made only when the client
 *  does not hold it yet. */
export type TaggedText = { etag: string; body: () => Promise<string> };

/** GET /ogc/collections/{layerId}/items: one page of the points of a visible layer the actor
 *  sees, filtered (ogc-filter.ts), in creation order, as a GeoJSON FeatureCollection with
 *  numberMatched, numberReturned, timeStamp and the links self/prev/next (OGC 17-069r4 §7.15).
 *  `url`: the request's absolute address. NOT_FOUND for an invisible layer; VALIDATION for an
 *  unknown parameter or a value a property cannot hold. Tagged by the layer's revision, the
 *  caller and the address (docs/decisions/0012); the count is kept in `cache` per revision. */
export async function listItems(db: Db, cache: AnswerCache, actor: Actor, layerId: string, query: OgcItemsQuery, url: URL, publicUrl: string): Promise<TaggedText> {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  const { f: _f, bbox, limit, offset, datetime, ...properties } = query;
  const ctx = contextOf(layer, publicUrl);
  const filterable = filterableProperties(dialectOf(db), answerVariables(questionnaireOf(layer)), answerPropertyName(ctx));
  const filter = itemsFilter({ bbox, datetime, properties }, filterable);
  return {
    etag: entityTag(layer.revision, [actor.userId, access.isManager, url.href, publicUrl]),
    body: async () => {
      const seen = { id: layer.id, access };
      // numberMatched is the same for every page of a query: counted once per revision of the
      // layer and view (managers, one reader, the public), kept in the cache.
      const view = access.isManager ? 'manager' : (actor.userId ?? 'public');
      const key = ['ogc-count', layer.id, layer.revision, view, JSON.stringify([bbox, datetime, properties])].join('|');
      const matched = Number(await cached(cache, key, async () => String(await countPointsOfLayer(db, actor, seen, filter))));
      const rows = offset < matched ? await listPointsPageOfLayer(db, actor, seen, { filter, limit, offset }) : [];
      const links = pageLinks(url, { offset, limit, returned: rows.length, matched });
      const head = { type: 'FeatureCollection', numberMatched: matched, numberReturned: rows.length, timeStamp: nowIso(), links };
      // The features are written one by one into the text; a page holds at most OGC_MAX_LIMIT.
      const features = rows.map((row) => JSON.stringify(pointFeature(row, ctx))).join(',');
      return `${JSON.stringify(head).slice(0, -1)},"features":[${features}]}`;
    },
  };
}

/** GET /ogc/collections/{layerId}/items/{pointId}: a point the actor sees (points.service.ts
 *  getVisiblePoint) of that layer, as a GeoJSON Feature with the links self and collection;
 *  NOT_FOUND for an unknown, invisible or deleted point, or one of another layer. */
export async function getItem(db: Db, actor: Actor, layerId: string, pointId: string, base: string, publicUrl: string): Promise<TaggedText> {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  const found = await getVisiblePoint(db, actor, pointId);
  requireFound(found.point.layer_id === layer.id ? found : undefined, POINT_NOT_FOUND);
  const self = `${base}/collections/${layer.id}/items/${pointId}`;
  return {
    etag: entityTag(layer.revision, [actor.userId, access.isManager, self, publicUrl]),
    body: async () => JSON.stringify({
      ...pointFeature(found.point, contextOf(layer, publicUrl)),
      links: [
        { href: self, rel: 'self', type: GEOJSON_TYPE },
        { href: `${base}/collections/${layer.id}`, rel: 'collection', type: 'application/json', title: layer.name },
      ],
    }),
  };
}
