import { MAP_TILE_MAX_POINTS, type PointSort } from '@mitmachkarte/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { categorySql, selectPoints, type Dialect, type ReviewSource } from '../review/review-sql.js';
import type { TileExtent } from './map-tile.js';
import { POINT_COLUMNS } from '../points/points.columns.js';

/** SQL of the map's data (docs/product.md §19.2, docs/decisions/0012). `where` is the whole
 *  condition on the layer's live points (visibility and filter, map.service.ts); the tile queries
 *  add the tile's extent, so that the database reads a longitude range of index points_map. */

/** `points.longitude`/`latitude` inside `tile` (TileExtent says which edges belong to it). */
function insideTile(tile: TileExtent): Expression<SqlBool> {
  const parts = [sql`points.longitude >= ${tile.west}`, tile.openEast ? sql`points.longitude <= 180` : sql`points.longitude < ${tile.east}`];
  if (!tile.openNorth) parts.push(sql`points.latitude <= ${tile.north}`);
  if (!tile.openSouth) parts.push(sql`points.latitude > ${tile.south}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** The cell index along one axis: how many of `edges` the value has passed (`west → east` for
 *  longitude, `north → south` for latitude; a point on an edge belongs to the eastern or the
 *  southern cell, as with tiles). Plain CASE, alike on both databases. */
function cellSql(column: 'longitude' | 'latitude', edges: readonly number[]) {
  const whens = edges.map((edge, i) => (column === 'longitude'
    ? sql`when points.longitude >= ${edge} then ${sql.lit(i + 1)}`
    : sql`when points.latitude <= ${edge} then ${sql.lit(i + 1)}`));
  // The farthest edge first: the first that the value has passed gives its cell.
  return sql<number>`(case ${sql.join(whens.reverse(), sql` `)} else 0 end)`;
}

/** One cell's points: how many, their mean position, and the smallest id (the point itself when
 *  the cell holds one). */
export type CellRow = { n: number | string; lon: number | string; lat: number | string; id: string };

/** The points of `tile` grouped by cell. */
export async function groupTileByCell(db: Db, source: ReviewSource, where: Expression<SqlBool>, tile: TileExtent): Promise<CellRow[]> {
  return selectPoints(db, source).where(where).where(insideTile(tile))
    .select((eb) => [
      cellSql('longitude', tile.lonEdges).as('cx'), cellSql('latitude', tile.latEdges).as('cy'),
      eb.fn.countAll<number | string>().as('n'), eb.fn.avg<number | string>('points.longitude').as('lon'),
      eb.fn.avg<number | string>('points.latitude').as('lat'), eb.fn.min<string>('points.id').as('id'),
    ])
    .groupBy([sql`1`, sql`2`]).execute() as Promise<CellRow[]>;
}

/** A lone point as the map draws it. */
export type MapPointRow = { id: string; longitude: number; latitude: number; category: string | null; status: string };

/** The points of `tile`, newest first, at most MAP_TILE_MAX_POINTS + 1 (the caller tells whether
 *  some were left out). `source` reads answers (the category). */
export function listTilePoints(db: Db, source: ReviewSource, where: Expression<SqlBool>, tile: TileExtent): Promise<MapPointRow[]> {
  return selectPoints(db, source).where(where).where(insideTile(tile))
    .select(['points.id', 'points.longitude', 'points.latitude', categorySql(source.d).as('category'), 'points.status'])
    .orderBy('points.created_at', 'desc').orderBy('points.id', 'desc').limit(MAP_TILE_MAX_POINTS + 1).execute() as Promise<MapPointRow[]>;
}

/** The category key of a point's stored answers, read from the table itself (not the parsed
 *  subquery of review-sql.ts), for a few points by id. */
const categoryOfRow = (d: Dialect) => (d === 'postgres'
  ? sql<string | null>`(case when jsonb_typeof(points.attributes::jsonb -> 'category' -> 'Value') = 'string' then points.attributes::jsonb -> 'category' ->> 'Value' end)`
  : sql<string | null>`(case when json_type(points.attributes, '$.category.Value') = 'text' then json_extract(points.attributes, '$.category.Value') end)`);

/** The points `ids` as the map draws them (any order). */
export async function listMapPointsById(db: Db, d: Dialect, ids: readonly string[]): Promise<MapPointRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('points').where('points.id', 'in', ids)
    .select(['points.id', 'points.longitude', 'points.latitude', categoryOfRow(d).as('category'), 'points.status']).execute();
}

/** The orders of the map's list: newest first, or most up votes or published comments first,
 *  ties newest first (docs/product.md §16.1). */
const SORT_KEYS = {
  newest: [],
  votes: [sql`(select count(*) from point_votes where point_votes.point_id = points.id and point_votes.value = 1)`],
  comments: [sql`(select count(*) from comments where comments.point_id = points.id and comments.moderation = '')`],
} satisfies Record<PointSort, unknown[]>;

/** One page of the points that pass `where` in the order `sort`, each with its author (for the
 *  rights, never presented). */
export function listPointPage(db: Db, source: ReviewSource, where: Expression<SqlBool>, sort: PointSort, page: { limit: number; offset: number }) {
  let q = selectPoints(db, source).where(where).select([...POINT_COLUMNS, 'points.created_by']);
  for (const key of SORT_KEYS[sort]) q = q.orderBy(key, 'desc');
  return q.orderBy('points.created_at', 'desc').orderBy('points.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

/** How many points pass `where`, and their bounding box (null values without points). */
export function summarise(db: Db, source: ReviewSource, where: Expression<SqlBool>) {
  return selectPoints(db, source).where(where).select((eb) => [
    eb.fn.countAll<number | string>().as('n'),
    eb.fn.min<number | null>('points.longitude').as('minLon'), eb.fn.min<number | null>('points.latitude').as('minLat'),
    eb.fn.max<number | null>('points.longitude').as('maxLon'), eb.fn.max<number | null>('points.latitude').as('maxLat'),
  ]).executeTakeFirstOrThrow();
}

/** Whether `userId` wrote a live, public point of the layer that the moderation holds back or hid:
 *  only then does the author see more of the layer than anyone else (points.policy.ts
 *  publicPointsWhere). Index points_created_by. */
export async function hasOwnHeldPoint(db: Db, layerId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('points').select('points.id')
    .where('points.created_by', '=', userId).where('points.layer_id', '=', layerId).where('points.deleted_at', 'is', null)
    .where('points.public', '=', 1).where('points.moderation', '!=', '').limit(1).executeTakeFirst();
  return row !== undefined;
}
