import { CompiledQuery, sql, type Updateable, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { BoundingBox, PointsPageCursor } from '@mitmachkarte/contract';
import { evaluatedPointsWhere, publicPointsWhere, visiblePointsWhere } from '../../../access/point.rules.js';
import { managedWorkspaceIds } from '../../../access/scope.js';
import type { Db } from '../../../db/database.js';
import type { DB, Flag, ModerationState, NewPoint, PointsTable } from '../../../db/schema.js';
import { bumpRevisionOfPoint, nextRevision } from '../../../db/layer-revision.js';
import { cellOf } from '../../../db/map-cells.js';
import { POINT_COLUMNS, type PointRow } from '../../../db/records/point.columns.js';
import { extentMeetsBox, positionInBox, widestShape } from '../query/query-box.js';

/** SQL of the points module. */

/** The point with `id`, deleted or not, as stored; undefined if there is none. */
/** One page of a list in creation order: at most `limit` rows after the cursor `after`. */
export type PointsPage = { limit: number; after?: PointsPageCursor };

/** Points after `after` in the order (created_at, id): the keyset of every paged list. Written as
 *  `created_at >= c AND (created_at > c OR id > i)` rather than `created_at > c OR (created_at = c
 *  AND id > i)`: the same rows, but the first term lets the database start at `c` on the index
 *  (points_review_created) instead of walking every earlier point for each page. */
export const pointsAfter = (eb: ExpressionBuilder<DB, 'points'>, after: PointsPageCursor) => eb.and([
  eb('points.created_at', '>=', after.createdAt),
  eb.or([eb('points.created_at', '>', after.createdAt), eb('points.id', '>', after.id)]),
]);

/** Who reads a list of a layer's points: its managers (all live points), or anyone else, logged
 *  in (`userId`) or not (null), who reads the public ones (access/point.rules.ts publicPointsWhere). */
export type PointsReader = { manager: true } | { manager: false; userId: string | null };

/** The live (not deleted) points of a layer that `reader` may see (access/point.rules.ts
 *  publicPointsWhere for those who do not manage it): the one condition of every list of a
 *  layer's points. */
const livePointsOfLayer = (db: Db, layerId: string, reader: PointsReader) => {
  const q = db.selectFrom('points').where('points.layer_id', '=', layerId).where('points.deleted_at', 'is', null);
  return reader.manager ? q : q.where((eb) => publicPointsWhere(eb, reader.userId));
};

/** A further condition on a layer's points (a filter of the caller), on columns of `points`. */
export type PointsFilter = Expression<SqlBool>;

/** One page of the live points of a layer that `reader` sees and `filter` lets through, in
 *  creation order (created_at, id), `offset` rows skipped: the offset paging of the GIS interface
 *  (docs/decisions/0014). Parameterised LIMIT/OFFSET on index points_review_created. */
export function listLivePointsPageOfLayer(db: Db, layerId: string, opts: { reader: PointsReader; filter?: PointsFilter; limit: number; offset: number }): Promise<PointRow[]> {
  return livePointsOfLayer(db, layerId, opts.reader).select(POINT_COLUMNS)
    .$if(opts.filter !== undefined, (q) => q.where(opts.filter!))
    .orderBy('points.created_at').orderBy('points.id').limit(opts.limit).offset(opts.offset).execute();
}

/** How many live points of a layer `reader` sees and `filter` lets through. */
export async function countLivePointsOfLayer(db: Db, layerId: string, opts: { reader: PointsReader; filter?: PointsFilter }): Promise<number> {
  const row = await livePointsOfLayer(db, layerId, opts.reader).select((eb) => eb.fn.countAll<number | string>().as('n'))
    .$if(opts.filter !== undefined, (q) => q.where(opts.filter!)).executeTakeFirst();
  // COUNT is a bigint (a string) on PostgreSQL.
  return Number(row?.n ?? 0);
}

/** The box around a group of entries (aliases w, s, e, n): of the points' positions and of the
 *  lines' and areas' corners (their bounding box, points/core/point-geometry.ts; docs/product.md
 *  §25.1), which hold null for a point. */
const extentColumns = (eb: ExpressionBuilder<DB, 'points'>) => [
  eb.fn.min<number>(eb.fn.coalesce('points.min_lng', 'points.longitude')).as('w'), eb.fn.min<number>(eb.fn.coalesce('points.min_lat', 'points.latitude')).as('s'),
  eb.fn.max<number>(eb.fn.coalesce('points.max_lng', 'points.longitude')).as('e'), eb.fn.max<number>(eb.fn.coalesce('points.max_lat', 'points.latitude')).as('n'),
] as const;

/** Per layer of `layers` with live points the reader sees: the box around them, degrees WGS84
 *  [minLon, minLat, maxLon, maxLat]. `managed`: layers whose every live point the reader sees;
 *  `others`: layers of which they see the public ones (publicPointsWhere for `userId`). One
 *  grouped query on index points_review_created. */
export async function boundsOfLivePoints(db: Db, layers: { managed: readonly string[]; others: readonly string[]; userId: string | null }): Promise<Map<string, [number, number, number, number]>> {
  const bounds = new Map<string, [number, number, number, number]>();
  if (layers.managed.length + layers.others.length === 0) return bounds;
  const rows = await db.selectFrom('points').where('points.deleted_at', 'is', null)
    .where((eb) => eb.or([
      ...(layers.managed.length > 0 ? [eb('points.layer_id', 'in', layers.managed)] : []),
      ...(layers.others.length > 0 ? [eb.and([eb('points.layer_id', 'in', layers.others), publicPointsWhere(eb, layers.userId)])] : []),
    ]))
    .groupBy('points.layer_id')
    .select((eb) => ['points.layer_id', ...extentColumns(eb)])
    .execute();
  for (const r of rows) bounds.set(r.layer_id, [Number(r.w), Number(r.s), Number(r.e), Number(r.n)]);
  return bounds;
}

/** What the public points of a layer span: the box around them (degrees WGS84 [minLon, minLat,
 *  maxLon, maxLat]), the creation of the first and the last, and their latest change. */
export type PublicExtent = { bbox: [number, number, number, number]; first: string; last: string; modified: string };

/** Per layer of `layerIds` with live points an anonymous visitor sees (access/point.rules.ts
 *  publicPointsWhere): their PublicExtent, in one grouped query. */
export async function publicExtentOfLayers(db: Db, layerIds: readonly string[]): Promise<Map<string, PublicExtent>> {
  const extents = new Map<string, PublicExtent>();
  if (layerIds.length === 0) return extents;
  const rows = await db.selectFrom('points').where('points.deleted_at', 'is', null).where('points.layer_id', 'in', layerIds)
    .where((eb) => publicPointsWhere(eb, null))
    .groupBy('points.layer_id')
    .select((eb) => ['points.layer_id', ...extentColumns(eb),
      eb.fn.min<string>('points.created_at').as('first'), eb.fn.max<string>('points.created_at').as('last'), eb.fn.max<string>('points.updated_at').as('modified')])
    .execute();
  for (const r of rows) {
    extents.set(r.layer_id, { bbox: [Number(r.w), Number(r.s), Number(r.e), Number(r.n)], first: String(r.first), last: String(r.last), modified: String(r.modified) });
  }
  return extents;
}

/** Live (not deleted) points of a layer in creation order that `reader` may see, optionally only
 *  those inside a bounding box (degrees WGS84, edges included; points/query/query-box.ts: a point
 *  by its position, a line or an area by its bounding box); one page of them, read with one
 *  row more so the caller knows whether another page follows. Each with its author (for
 *  access/point.rules.ts canChangePoint; never presented). Uses index points_review_created or, with a
 *  box, two queries merged here: points' positions on points_layer_bbox and the bounding boxes of
 *  lines and areas on points_layer_extent (as one OR, SQLite walked the whole layer in creation
 *  order instead); the second only when the layer has lines or areas (query-box.ts widestShape). */
export async function listLivePointsOfLayer(db: Db, layerId: string, opts: { reader: PointsReader; bbox?: BoundingBox; page: PointsPage }): Promise<(PointRow & Pick<PointsTable, 'created_by'>)[]> {
  const { after, limit } = opts.page;
  const page = (where?: (eb: ExpressionBuilder<DB, 'points'>) => Expression<SqlBool>) => {
    let q = livePointsOfLayer(db, layerId, opts.reader).select([...POINT_COLUMNS, 'points.created_by']);
    if (where) q = q.where(where);
    if (after) q = q.where((eb) => pointsAfter(eb, after));
    return q.orderBy('points.created_at').orderBy('points.id').limit(limit + 1).execute();
  };
  const b = opts.bbox;
  if (!b) return page();
  const widest = await widestShape(db, layerId);
  if (widest === undefined) return page((eb) => positionInBox(eb, b));
  const [placed, shapes] = await Promise.all([page((eb) => positionInBox(eb, b)), page((eb) => extentMeetsBox(eb, b, widest))]);
  // Points in one, lines and areas in the other; each page is in order, so the first limit + 1 of
  // both together are the page's.
  return [...placed, ...shapes]
    .sort((x, y) => (x.created_at < y.created_at ? -1 : x.created_at > y.created_at ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0))
    .slice(0, limit + 1);
}

/** Up and down votes and published comments of a point (docs/product.md §16.1, §16.3). */
export type PointCounts = { up: number; down: number; comments: number };

/** Per live point of a layer that `reader` sees and that has votes or published comments: its up
 *  and down votes and its published comments (docs/product.md §16.1, §16.3). */
export function listCountsOfLayer(db: Db, layerId: string, reader: PointsReader): Promise<Map<string, PointCounts>> {
  return countsOfPoints(db, livePointsOfLayer(db, layerId, reader).select('points.id'));
}

/** The counts of each of the points `pointIds` (a list, or a query of point ids) that has votes or
 *  published comments; the exports ask for one page of points at a time (§18.4). Two grouped
 *  queries on the primary key of point_votes and index comments_point, whatever the layer's size. */
export async function countsOfPoints(db: Db, pointIds: readonly string[] | SelectQueryBuilder<DB, 'points', { id: string }>): Promise<Map<string, PointCounts>> {
  const counts = new Map<string, PointCounts>();
  if (Array.isArray(pointIds) && pointIds.length === 0) return counts;
  const [votes, comments] = await Promise.all([
    db.selectFrom('point_votes').where('point_id', 'in', pointIds).groupBy('point_id').select([
      'point_id',
      sql<string | number>`sum(case when value = 1 then 1 else 0 end)`.as('up'),
      sql<string | number>`sum(case when value = -1 then 1 else 0 end)`.as('down'),
    ]).execute(),
    db.selectFrom('comments').where('point_id', 'in', pointIds).where('moderation', '=', '').groupBy('point_id')
      .select((eb) => ['point_id', eb.fn.countAll<string | number>().as('n')]).execute(),
  ]);
  // SUM and COUNT are bigints (strings) on PostgreSQL.
  for (const v of votes) counts.set(v.point_id, { up: Number(v.up), down: Number(v.down), comments: 0 });
  for (const c of comments) counts.set(c.point_id, { up: 0, down: 0, ...counts.get(c.point_id), comments: Number(c.n) });
  return counts;
}

/** Pages a reader pulls one after the other (`() => AsyncIterable<PointRow[]>` may be called again
 *  for a second pass). */
export type PointPages = () => AsyncIterable<readonly PointRow[]>;

/** Live points of a layer (public or not) that the moderation let through (access/point.rules.ts
 *  evaluatedPointsWhere), in creation order, read in pages of `pageSize` by keyset (created_at, id)
 *  on index points_review_created, so an export of 100,000 points never holds them all in memory. */
export const pagesOfLivePoints = (db: Db, layerId: string, pageSize = 2000): PointPages =>
  keysetPages(pageSize, (after) => exportedPointsQuery(db, layerId, after).select(POINT_COLUMNS).orderBy('points.created_at').orderBy('points.id').limit(pageSize).execute());

/** The ids of the same points in the same pages (for a pass that needs no more, such as the
 *  comments of the XLSX export, docs/product.md §18.4). */
export const pagesOfLivePointIds = (db: Db, layerId: string, pageSize = 2000): (() => AsyncIterable<readonly { id: string; created_at: string }[]>) =>
  keysetPages(pageSize, (after) => exportedPointsQuery(db, layerId, after).select(['points.id', 'points.created_at'])
    .orderBy('points.created_at').orderBy('points.id').limit(pageSize).execute());

/** The exported points of a layer after the cursor `after`. */
function exportedPointsQuery(db: Db, layerId: string, after: PointsPageCursor | undefined) {
  const q = db.selectFrom('points').where('points.layer_id', '=', layerId).where('points.deleted_at', 'is', null).where((eb) => evaluatedPointsWhere(eb, false));
  return after ? q.where((eb) => pointsAfter(eb, after)) : q;
}

/** Pages read one after the other by `read` (at most `pageSize` rows after a cursor) until one
 *  comes back short. */
export const keysetPages = <R extends { id: string; created_at: string }>(pageSize: number, read: (after: PointsPageCursor | undefined) => Promise<R[]>) =>
  async function* (): AsyncGenerator<R[]> {
    let after: PointsPageCursor | undefined;
    for (;;) {
      const page = await read(after);
      if (page.length > 0) yield page;
      if (page.length < pageSize) return;
      after = cursorOf(page[page.length - 1]!);
    }
  };

/** The cursor after `row`. */
export const cursorOf = (row: Pick<PointRow, 'created_at' | 'id'>): PointsPageCursor => ({ createdAt: row.created_at, id: row.id });

/** Live points of every layer visible to `userId` (access/point.rules.ts visiblePointsWhere), each
 *  with `managed` (1 if the user manages its workspace, else 0), its author and its layer's
 *  statuses (for canChangePoint; neither is presented). One page, read with one row more (as
 *  listLivePointsOfLayer). */
export function listVisibleLivePoints(db: Db, userId: string | null, page: PointsPage):
  Promise<(PointRow & Pick<PointsTable, 'created_by'> & { managed: number; layer_statuses: string; workspace_closed: Flag | undefined })[]> {
  const { after, limit } = page;
  const managed = userId ? managedWorkspaceIds(db, userId) : undefined;
  return db
    .selectFrom('points')
    .innerJoin('layers', 'layers.id', 'points.layer_id')
    .innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .select([...POINT_COLUMNS, 'points.created_by', 'layers.statuses as layer_statuses', 'workspaces.closed as workspace_closed'])
    .select((eb) => (managed ? eb.case().when('workspaces.id', 'in', managed).then(1).else(0).end() : eb.lit(0)).as('managed'))
    .where((eb) => visiblePointsWhere(eb, managed, userId))
    .$if(after !== undefined, (q) => q.where((eb) => pointsAfter(eb, after!)))
    .orderBy('points.created_at')
    .orderBy('points.id')
    .limit(limit + 1)
    .execute();
}

export const listDeletedPointsOfLayer = (db: Db, layerId: string) =>
  db.selectFrom('points').select([...POINT_COLUMNS, 'points.deleted_at', 'points.created_by'])
    .where('points.layer_id', '=', layerId).where('points.deleted_at', 'is not', null)
    .orderBy('points.deleted_at', 'desc').orderBy('points.id').execute();

/** Each write raises the revision of the point's layer after it (db/layer-revision.ts). */
export async function insertPoint(db: Db, row: NewPoint) {
  await db.insertInto('points').values({ ...row, cell: cellOf(row.longitude, row.latitude) }).execute();
  await bumpRevisionOfPoint(db, row.id);
}

/** Inserts the new points of one layer (taken from `rows` as they are inserted) in batches of
 *  IMPORT_BATCH rows, then raises the layer's
 *  revision once. Run it in a transaction: all rows or none. 100 rows a statement (2,100 bound
 *  values, under the limits of SQLite and PostgreSQL) imported faster than 500 in
 *  bench/import.bench.ts: a statement's preparation grows with its values. */
export async function insertPointsOfLayer(db: Db, layerId: string, rows: Iterable<NewPoint>) {
  // Kysely's builder made each batch's statement anew, a tenth of an import's time: the statement
  // of a full batch is compiled once, and each full batch is then bound to it, its values in the
  // order of the columns. So every row must name the same columns in the same order, none
  // undefined (the builder leaves an undefined column out), as the import's rows do.
  let full: { sql: string; columns: readonly (keyof NewPoint)[] } | undefined;
  let batch: NewPoint[] = [];
  const insert = async () => {
    const values = batch.map((row) => ({ ...row, cell: cellOf(row.longitude, row.latitude) }));
    batch = [];
    if (values.length === IMPORT_BATCH) {
      full ??= { sql: db.insertInto('points').values(values).compile().sql, columns: Object.keys(values[0]!) as (keyof NewPoint)[] };
      const { sql: text, columns } = full;
      await db.executeQuery(CompiledQuery.raw(text, values.flatMap((row) => columns.map((column) => row[column]))));
    } else if (values.length > 0) {
      await db.insertInto('points').values(values).execute();
    }
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length === IMPORT_BATCH) await insert();
  }
  await insert();
  await db.updateTable('layers').set({ revision: nextRevision() }).where('id', '=', layerId).execute();
}
const IMPORT_BATCH = 100;

export async function updatePointRow(db: Db, id: string, changes: Pick<Updateable<PointsTable>, 'latitude' | 'longitude' | 'geometry' | 'min_lat' | 'min_lng' | 'max_lat' | 'max_lng' | 'length_m' | 'area_m2' | 'altitude' | 'public' | 'editable' | 'attributes' | 'updated_at'> & { moderation?: ModerationState; shortened_answers?: string }) {
  const { latitude, longitude } = changes;
  const cell = latitude !== undefined && longitude !== undefined ? { cell: cellOf(longitude, latitude) } : {};
  await db.updateTable('points').set({ ...changes, ...cell }).where('id', '=', id).where('deleted_at', 'is', null).execute();
  await bumpRevisionOfPoint(db, id);
}

/** Soft delete: the point moves to the deleted list of its layer. */
export async function softDeletePoint(db: Db, id: string, userId: string | null, now: string) {
  await db.updateTable('points').set({ deleted_at: now, deleted_by: userId, updated_at: now }).where('id', '=', id).where('deleted_at', 'is', null).execute();
  await bumpRevisionOfPoint(db, id);
}

/** Undoes a soft delete; true if the point was deleted (and is live again now). */
export async function restorePointRow(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('points').set({ deleted_at: null, deleted_by: null, updated_at: now })
    .where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
  await bumpRevisionOfPoint(db, id);
  return Number(result.numUpdatedRows) > 0;
}
