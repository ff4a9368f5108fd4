import { MAP_SHAPE_ZOOM, MAP_SINGLE_ZOOM, MAP_TILE_MAX_POINTS, MAP_TILE_MAX_SHAPES, type MapFilter, type MapTileParams, type MapTileQuery, type PointListPage, type PointListQuery } from '@mitmachkarte/contract';
import { type Expression, expressionBuilder, type SqlBool } from 'kysely';
import type { Actor } from '../../access/actor.js';
import { publicPointsWhere, seesHiddenPoints } from '../../access/point.rules.js';
import { getVisibleLayer } from '../../access/visible.js';
import type { Db } from '../../db/database.js';
import type { DB, LayerRow } from '../../db/schema.js';
import { tileBounds, tileCells, tileGroups } from '../../db/map-cells.js';
import { entityTag, type TaggedJson } from '../../lib/conditional.js';
import { cached, type AnswerCache } from '../../lib/answer-cache.js';
import { presentPoint } from '../points/core/points.presenter.js';
import { pointCountsOf, rightsInLayer } from '../points/core/points.service.js';
import { requireDays, resolveFilter } from '../points/query/query-filter.js';
import { reviewLayerOf } from '../points/query/query-layer.js';
import { dialectOf } from '../../db/dialect.js';
import { readsAnswers, reviewWhere, type ReviewSource } from '../points/query/query-sql.js';
import { presentShapes, presentSummary, presentTile } from './map.presenter.js';
import { groupTile, hasOwnHeldPoint, listMapPointsByRef, listPointPage, listTilePoints, listTileShapes, summarise } from './map.repository.js';

/** The map's data of a layer (docs/product.md §19.2, docs/decisions/0012): per tile, groups of
 *  points and lone points, and a summary; computed by the database for what the caller may see
 *  under the filter, kept as JSON text in the server's cache per revision of the layer, and tagged
 *  (ETag) so that an unchanged answer costs a 304. */

/** Whose view of the layer's points an answer is: its managers' (every live point), anyone's
 *  (the public ones the moderation let through), or one author's (those and their own held-back
 *  or hidden points, access/point.rules.ts publicPointsWhere). Most logged-in visitors have no such
 *  points and share anyone's view, and its cache. */
type View = { kind: 'manager' } | { kind: 'public' } | { kind: 'author'; userId: string };

async function viewOf(db: Db, actor: Actor, layer: LayerRow, isManager: boolean): Promise<View> {
  if (seesHiddenPoints({ isManager })) return { kind: 'manager' };
  if (actor.userId && await hasOwnHeldPoint(db, layer.id, actor.userId)) return { kind: 'author', userId: actor.userId };
  return { kind: 'public' };
}

const viewKey = (view: View) => (view.kind === 'author' ? `a:${view.userId}` : view.kind);

/** The SQL of the live points of `layer` that `view` shows under `filter`, but the point `except`,
 *  and where to read them. VALIDATION for a day that does not exist. */
function conditionOf(db: Db, layer: LayerRow, view: View, filter: MapFilter, except?: string) {
  const resolved = resolveFilter(filter, reviewLayerOf(layer));
  const d = dialectOf(db);
  const eb = expressionBuilder<DB, 'points'>();
  const parts: Expression<SqlBool>[] = [reviewWhere(d, layer.id, resolved)];
  if (view.kind !== 'manager') parts.push(publicPointsWhere(eb, view.kind === 'author' ? view.userId : null));
  if (except) parts.push(eb('points.id', '<>', except));
  return { source: { d, layerId: layer.id, json: readsAnswers(resolved), where: resolved } satisfies ReviewSource, where: eb.and(parts) };
}

/** The layer seen by `actor`, the caller's view of it, the SQL of `filter` (made on demand), the cache key of
 *  what the answer depends on besides the tile (the revision covers the points and the layer's
 *  categories, which the category filter expands), and the entity tag. NOT_FOUND for invisible
 *  layers. */
async function prepare(db: Db, actor: Actor, layerId: string, filter: MapFilter, except?: string) {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  const view = await viewOf(db, actor, layer, access.isManager);
  const key = [layer.id, layer.revision, viewKey(view), filter.status ?? '', filter.category ?? '', filter.from ?? '', filter.to ?? '', except ?? ''];
  requireDays(filter);
  // The SQL is built only when an answer is made: a 304 or a cached answer needs none of it.
  const condition = () => conditionOf(db, layer, view, filter, except);
  return { layer, access, view, condition, key, etag: entityTag(layer.revision, key.slice(2)) };
}

const isFiltered = (filter: MapFilter) => Boolean(filter.status || filter.category || filter.from || filter.to);

/** GET /gis/map/{id}/{z}/{x}/{y}: one tile of the layer's map (MapTile), without the point
 *  `query.except` (counted in no group either). Below MAP_SINGLE_ZOOM a cell of 64 px gives its
 *  point or a cluster; from it every point, the newest MAP_TILE_MAX_POINTS. Lines and areas count
 *  there by their centre; from MAP_SHAPE_ZOOM on the tile also carries the newest
 *  MAP_TILE_MAX_SHAPES lines and areas whose bounding box meets it, to draw them
 *  (docs/product.md §25.1, docs/decisions/0046). */
export async function getMapTile(db: Db, cache: AnswerCache, actor: Actor, tile: MapTileParams, query: MapTileQuery): Promise<TaggedJson> {
  const { except, ...filter } = query;
  const p = await prepare(db, actor, tile.id, filter, except);
  const make = async () => {
    const c = p.condition();
    const shapes = async () => {
      if (tile.z < MAP_SHAPE_ZOOM) return {};
      const rows = await listTileShapes(db, { ...c.source, json: true }, c.where, tileBounds(tile.z, tile.x, tile.y));
      return presentShapes(rows.slice(0, MAP_TILE_MAX_SHAPES), Math.max(0, rows.length - MAP_TILE_MAX_SHAPES));
    };
    if (tile.z >= MAP_SINGLE_ZOOM) {
      const rows = await listTilePoints(db, { ...c.source, json: true }, c.where, tileCells(tile.z, tile.x, tile.y));
      return { ...presentTile([], rows.slice(0, MAP_TILE_MAX_POINTS), Math.max(0, rows.length - MAP_TILE_MAX_POINTS)), ...(await shapes()) };
    }
    const groups = await groupTile(db, c.source, c.where, tileGroups(tile.z, tile.x, tile.y));
    const lone = await listMapPointsByRef(db, c.source.d, groups.filter((g) => Number(g.n) === 1).map((g) => g.ref));
    return { ...presentTile(groups.filter((g) => Number(g.n) > 1), lone, 0), ...(await shapes()) };
  };
  return { etag: p.etag, body: () => cached(cache, [...p.key, tile.z, tile.x, tile.y].join('|'), async () => JSON.stringify(await make())) };
}

/** GET /gis/map/{id}: how many points the caller sees, how many pass the filter, and the bounding
 *  box of all they see (MapSummary). */
export async function getMapSummary(db: Db, cache: AnswerCache, actor: Actor, layerId: string, filter: MapFilter): Promise<TaggedJson> {
  const p = await prepare(db, actor, layerId, filter);
  const make = async () => {
    const all = conditionOf(db, p.layer, p.view, {});
    const total = await summarise(db, all.source, all.where);
    const filtered = isFiltered(filter) ? p.condition() : undefined;
    const matched = filtered ? await summarise(db, filtered.source, filtered.where) : total;
    return presentSummary(total, Number(matched.n));
  };
  return { etag: p.etag, body: () => cached(cache, [...p.key, 'summary'].join('|'), async () => JSON.stringify(await make())) };
}

/** GET /gis/pointlist/{id}: how many points the caller sees under the filter, and the page
 *  `page` (from 1) of `pageSize` of them in the order `sort`, with their votes and published
 *  comments (docs/product.md §16.1). Tagged like the lists (the rights in each point depend on the
 *  caller and on whether the project is closed). */
export async function listMapPoints(db: Db, actor: Actor, layerId: string, query: PointListQuery): Promise<{ etag: string; body: () => Promise<PointListPage> }> {
  const { sort, page, pageSize, ...filter } = query;
  const p = await prepare(db, actor, layerId, filter);
  const etag = entityTag(p.layer.revision, [actor.userId, p.access.isManager, p.access.workspace.closed, query]);
  return {
    etag,
    body: async () => {
      const c = p.condition();
      const total = Number((await summarise(db, c.source, c.where)).n);
      const offset = (page - 1) * pageSize;
      const rows = offset < total ? await listPointPage(db, c.source, c.where, sort, { limit: pageSize, offset }) : [];
      const rightsOf = rightsInLayer(actor, p.layer, p.access);
      return {
        Total: total,
        Points: rows.map((row) => presentPoint(row, rightsOf(row))),
        Counts: await pointCountsOf(db, rows.map((r) => r.id)),
      };
    },
  };
}
