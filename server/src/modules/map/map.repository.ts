import { MAP_TILE_MAX_POINTS, MAP_TILE_MAX_SHAPES, type BoundingBox, type PointSort } from '@mitmachkarte/contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { CellRange } from '../../db/map-cells.js';
import type { Dialect } from '../../db/dialect.js';
import { categorySql, selectPoints, type ReviewSource } from '../points/query/query-sql.js';
import { POINT_COLUMNS } from '../../db/records/point.columns.js';
import { extentMeetsBox, widestShape } from '../points/query/query-box.js';

/** SQL of the map's data (docs/product.md §19.2, docs/decisions/0012). `where` is the whole
 *  condition on the layer's live points (visibility and filter, map.service.ts); the tile queries
 *  add the tile's range of cells (`points.cell`, db/map-cells.ts), so that the database reads ranges
 *  of index points_map. */

/** `points.cell` in `range`. */
const inCells = (range: CellRange) => sql<SqlBool>`(points.cell >= ${range.from} and points.cell < ${range.to})`;

/** The points of one group of cells of a tile: how many, the sums of their positions, and a
 *  reference to one of them (the point itself when the group holds one): its rowid on SQLite,
 *  its id on PostgreSQL. `g` is the group's index. */
export type GroupRow = { g: number | string; n: number | string; sx: number | string; sy: number | string; ref: number | string };

/** The points of each of `groups` (the cells of a tile's 4 × 4 parts, db/map-cells.ts tileGroups),
 *  read as ranges of index points_map, without sorting: on SQLite one aggregate per range
 *  (its GROUP BY would sort every row), on PostgreSQL one hashed GROUP BY over the tile. Groups
 *  without points are left out. */
export async function groupTile(db: Db, source: ReviewSource, where: Expression<SqlBool>, groups: readonly CellRange[]): Promise<GroupRow[]> {
  const tile = { from: groups[0]!.from, to: groups[groups.length - 1]!.to };
  const sums = (eb: ExpressionBuilder<DB, 'points'>) => [
    eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string>('points.longitude').as('sx'), eb.fn.sum<number | string>('points.latitude').as('sy'),
  ];
  if (source.d === 'postgres') {
    const span = groups[0]!.to - groups[0]!.from;
    return selectPoints(db, source).where(where).where(inCells(tile))
      .select((eb) => [sql<number>`(points.cell - ${tile.from}::bigint) / ${span}::bigint`.as('g'), ...sums(eb), eb.fn.min<string>('points.id').as('ref')])
      .groupBy(sql`1`).execute() as Promise<GroupRow[]>;
  }
  const [first, ...rest] = groups.map((range, i) => selectPoints(db, source).where(where).where(inCells(range))
    .select((eb) => [sql.lit(i).as('g'), ...sums(eb), sql<number>`max(points.rowid)`.as('ref')]));
  const rows = await rest.reduce((q, next) => q.unionAll(next), first!).execute() as GroupRow[];
  return rows.filter((r) => Number(r.n) > 0);
}

/** A lone point as the map draws it. */
export type MapPointRow = { id: string; longitude: number; latitude: number; category: string | null; status: string };

/** The points of the tile `range`, newest first, at most MAP_TILE_MAX_POINTS + 1 (the caller
 *  tells whether some were left out). `source` reads answers (the category). */
export function listTilePoints(db: Db, source: ReviewSource, where: Expression<SqlBool>, range: CellRange): Promise<MapPointRow[]> {
  return selectPoints(db, source).where(where).where(inCells(range))
    .select(['points.id', 'points.longitude', 'points.latitude', categorySql(source.d).as('category'), 'points.status'])
    .orderBy('points.created_at', 'desc').orderBy('points.id', 'desc').limit(MAP_TILE_MAX_POINTS + 1).execute() as Promise<MapPointRow[]>;
}

/** A line or an area as the map draws it: its GeoJSON text (point-geometry.ts geometryColumns). */
export type MapShapeRow = { id: string; geometry: string; category: string | null; status: string };

/** The lines and areas that pass `where` and whose bounding box meets `box` (degrees WGS84;
 *  points/query/query-box.ts extentMeetsBox, index points_layer_extent), newest first, at
 *  most MAP_TILE_MAX_SHAPES + 1 (the caller tells whether some were left out). Points, whose
 *  min/max columns are null, are never read; a layer without lines or areas is not asked. */
export async function listTileShapes(db: Db, source: ReviewSource, where: Expression<SqlBool>, box: BoundingBox): Promise<MapShapeRow[]> {
  const widest = await widestShape(db, source.layerId);
  if (widest === undefined) return [];
  return selectPoints(db, source).where(where).where((eb) => extentMeetsBox(eb, box, widest))
    .select(['points.id', 'points.geometry', categorySql(source.d).as('category'), 'points.status'])
    .orderBy('points.created_at', 'desc').orderBy('points.id', 'desc').limit(MAP_TILE_MAX_SHAPES + 1).execute() as Promise<MapShapeRow[]>;
}

/** The category key of a point's stored answers, read from the table itself (not the parsed
 *  subquery of points/query/query-sql.ts), for a few points by id. */
const categoryOfRow = (d: Dialect) => (d === 'postgres'
  ? sql<string | null>`(case when jsonb_typeof(points.attributes::jsonb -> 'category' -> 'Value') = 'string' then points.attributes::jsonb -> 'category' ->> 'Value' end)`
  : sql<string | null>`(case when json_type(points.attributes, '$.category.Value') = 'text' then json_extract(points.attributes, '$.category.Value') end)`);

/** The points of `refs` (GroupRow ref: rowids on SQLite, ids on PostgreSQL) as the map draws
 *  them, in any order. */
export async function listMapPointsByRef(db: Db, d: Dialect, refs: readonly (number | string)[]): Promise<MapPointRow[]> {
  if (refs.length === 0) return [];
  const key = d === 'postgres' ? sql.ref('points.id') : sql.ref('points.rowid');
  return db.selectFrom('points').where(key, 'in', refs)
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
 *  only then does the author see more of the layer than anyone else (access/point.rules.ts
 *  publicPointsWhere). Index points_created_by. */
export async function hasOwnHeldPoint(db: Db, layerId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('points').select('points.id')
    .where('points.created_by', '=', userId).where('points.layer_id', '=', layerId).where('points.deleted_at', 'is', null)
    .where('points.public', '=', 1).where('points.moderation', '!=', '').limit(1).executeTakeFirst();
  return row !== undefined;
}
