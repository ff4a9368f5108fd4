import { sql } from 'kysely';
import type { PointsPageCursor } from '@mitmachkarte/contract';
import type { Db } from '../../../db/database.js';
import { dialectOf } from '../../../db/dialect.js';
import { cursorOf, keysetPages, pointsAfter } from '../core/points.repository.js';
import type { ReviewWhere } from '../query/query-filter.js';
import { reviewWhere } from '../query/query-sql.js';

/** SQL of the exports (docs/product.md §18.4): a layer's exported points — those the evaluation's
 *  filter lets through (ExportFilter) — in creation order, read in pages by keyset (created_at, id)
 *  on index points_review_created, each page selecting only the columns its pass needs. Turning a
 *  row of 17 columns into a JavaScript object cost twice as long as one of the 12 an export
 *  presents (bench/README.md, exports), and the pass for the column set needs the answers only. */

/** Which points of which layer an export carries: the live points of `layerId` that `where` lets
 *  through — the same SQL as the review table's and the charts' (points/query/query-sql.ts
 *  reviewWhere), read from the table itself so that every page starts on the index. */
export type ExportFilter = { layerId: string; where: ReviewWhere };

/** Most rows per page: enough that the per-page queries (the counts, the comments) are few. */
export const EXPORT_PAGE_SIZE = 2000;
/** Rows of the first page of the entries: few, so that the first bytes of a download come soon. */
const FIRST_PAGE_SIZE = 200;
/** Bytes of stored answers and official answers a page of entries should hold at most: the next
 *  page gets as many rows as the last page's average allows (at least MIN_PAGE_SIZE), so that a
 *  layer of long texts (10,000 characters an answer) keeps a page, its parsed answers and its
 *  output within the background thread's heap (lib/background-threads.ts). */
const PAGE_TEXT_BYTES = 2 * 1024 * 1024;
const MIN_PAGE_SIZE = 20;

/** The columns an export presents (points-sheet.presenter.ts, points-csv.presenter.ts,
 *  points-geojson.presenter.ts). */
const EXPORT_COLUMNS = [
  'points.id', 'points.latitude', 'points.longitude', 'points.altitude', 'points.attributes', 'points.status', 'points.status_changed_at',
  'points.answer_text', 'points.answer_org', 'points.answer_at', 'points.created_at', 'points.updated_at', 'points.geometry',
] as const;

/** A point as the exports read it. */
export type ExportRow = {
  id: string; latitude: number; longitude: number; altitude: number; attributes: string; status: string; status_changed_at: string | null;
  answer_text: string; answer_org: string; answer_at: string | null; created_at: string; updated_at: string;
  /** A line's or an area's GeoJSON text, null for a point (points/core/point-geometry.ts). */
  geometry: string | null;
};

/** Pages of a layer's exported points, each at most `pageSize` rows, in creation order. */
export type ExportPages<R> = () => AsyncIterable<readonly R[]>;

/** The SQL of `filter` on the table `points`. */
const filterSql = (db: Db, filter: ExportFilter) => reviewWhere(dialectOf(db), filter.layerId, filter.where, { ofRow: true });

/** The exported points after `after`, in creation order. */
const exportedAfter = (db: Db, filter: ExportFilter, after: PointsPageCursor | undefined) => {
  const q = db.selectFrom('points').where(filterSql(db, filter));
  return (after ? q.where((eb) => pointsAfter(eb, after)) : q).orderBy('points.created_at').orderBy('points.id');
};

/** How many points the export carries: the total of an export job's progress. */
export async function countExportedPoints(db: Db, filter: ExportFilter): Promise<number> {
  const row = await exportedAfter(db, filter, undefined).clearOrderBy().select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  // COUNT is a bigint (a string) on PostgreSQL.
  return Number(row?.n ?? 0);
}

/** The exported points with the columns the exports present, in pages of at most `pageSize` rows
 *  and about PAGE_TEXT_BYTES of text. */
export const pagesOfExportRows = (db: Db, filter: ExportFilter, pageSize = EXPORT_PAGE_SIZE): ExportPages<ExportRow> => async function* () {
  let after: PointsPageCursor | undefined;
  let limit = Math.min(FIRST_PAGE_SIZE, pageSize);
  for (;;) {
    const page = await exportedAfter(db, filter, after).select(EXPORT_COLUMNS).limit(limit).execute();
    if (page.length > 0) yield page;
    if (page.length < limit) return;
    after = cursorOf(page[page.length - 1]!);
    const bytes = page.reduce((sum, row) => sum + row.attributes.length + row.answer_text.length + (row.geometry?.length ?? 0), 0);
    limit = Math.max(MIN_PAGE_SIZE, Math.min(pageSize, Math.floor((page.length * PAGE_TEXT_BYTES) / Math.max(1, bytes))));
  }
};

/** The distinct names of the stored answers of the exported points, read by SQLite's json_each
 *  (SQLite only): parsing them in JavaScript took twice as long and made as much garbage as the
 *  export's own pass. Rows whose JSON is damaged are left out, as lib/json.ts parseJson reads them
 *  as no answers. */
export async function listAnswerNamesOnSqlite(db: Db, filter: ExportFilter): Promise<string[]> {
  const rows = await db.selectFrom(['points', sql<{ key: string }>`json_each(points.attributes)`.as('answer')])
    .where(filterSql(db, filter))
    .where(sql<boolean>`json_valid(points.attributes)`)
    .select(sql<string>`distinct answer.key`.as('name')).execute();
  return rows.map((r) => r.name);
}

/** Whether any exported point has a height (an altitude other than 0, which the column holds
 *  when none was given: docs/product.md §3.13): the exports leave the height out otherwise
 *  (§18.4). One query that stops at the first such point. */
export async function hasExportedHeights(db: Db, filter: ExportFilter): Promise<boolean> {
  const found = await exportedAfter(db, filter, undefined).clearOrderBy().where('points.altitude', '<>', 0).select('points.id').limit(1).executeTakeFirst();
  return found !== undefined;
}

/** Whether any of them is a line or an area (docs/product.md §25.1). */
export async function hasExportedShapes(db: Db, filter: ExportFilter): Promise<boolean> {
  const found = await exportedAfter(db, filter, undefined).clearOrderBy().where('points.geometry', 'is not', null).select('points.id').limit(1).executeTakeFirst();
  return found !== undefined;
}

/** Their answers only (the stored JSON), for the pass that finds the column set on PostgreSQL. */
export const pagesOfExportAnswers = (db: Db, filter: ExportFilter, pageSize = EXPORT_PAGE_SIZE): ExportPages<{ id: string; created_at: string; attributes: string }> =>
  keysetPages(pageSize, (after) => exportedAfter(db, filter, after).select(['points.id', 'points.created_at', 'points.attributes']).limit(pageSize).execute());

/** Their ids only, for the pass over their comments. */
export const pagesOfExportIds = (db: Db, filter: ExportFilter, pageSize = EXPORT_PAGE_SIZE): ExportPages<{ id: string; created_at: string }> =>
  keysetPages(pageSize, (after) => exportedAfter(db, filter, after).select(['points.id', 'points.created_at']).limit(pageSize).execute());
