import type { Db } from '../../db/database.js';
import { sql, type Expression, type Selectable, type SqlBool } from 'kysely';
import type { PointsTable } from '../../db/schema.js';
import { SORT_ANSWER, type WalkColumn } from '../points/query/answer-index.js';
import { pointsFrom, selectPoints, textOnlyCountSql, type ReviewSource } from '../points/query/query-sql.js';
import { walkPageIds } from './review-walk.repository.js';

/** SQL of the review module (docs/product.md §18.1): counting, sorting and paging the live points
 *  of a layer under the review filter (`where`, points/query/query-sql.ts reviewWhere), and the counts behind
 *  the charts. Every query reads the layer's live points through the index points_review_created or
 *  points_review_status (migration 2026_11_26_0620). */

/** A row of the review table as read. */
export type ReviewPointRow = Pick<Selectable<PointsTable>, 'id' | 'latitude' | 'longitude' | 'attributes' | 'status' | 'moderation' | 'public' | 'created_at' | 'first_response_at' | 'completed_at' | 'duplicate_of' | 'length_m' | 'area_m2'>;

/** How many live points of the layer match: a text search alone is counted in the answer index
 *  (points/query/query-sql.ts textOnlyCountSql), everything else over the points; `extra`: `where`
 *  has a condition beyond the filter (the overdue entries, docs/product.md §16.11), counted over the points. */
export async function countReviewPoints(db: Db, source: ReviewSource, where: Expression<SqlBool>, extra = false): Promise<number> {
  const textOnly = extra ? undefined : textOnlyCountSql(source.d, source.layerId, source.where);
  if (textOnly) return Number((await textOnly.execute(db)).rows[0]!.n);
  const row = await selectPoints(db, source).where(where).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the matching points, ordered by `keys` in `dir` (NULLs last in both directions),
 *  ties broken by id in the same direction, so that pages never overlap or skip. The order is
 *  found on the ids alone; then the page's rows are read. */
export async function listReviewPage(
  db: Db, source: ReviewSource, where: Expression<SqlBool>,
  order: { keys: { expr: Expression<unknown>; nullable: boolean }[]; answer?: string; walk?: WalkColumn; dir: 'asc' | 'desc' }, page: { limit: number; offset: number },
): Promise<ReviewPointRow[]> {
  const ids = order.walk && order.answer !== undefined && !source.json
    ? await walkPageIds(db, source, where, { name: order.answer, column: order.walk, dir: order.dir }, page)
    : await sortedPageIds(db, source, where, order, page);
  return readRows(db, ids);
}

/** The ids of the page found by sorting every matching point by `order.keys`. */
async function sortedPageIds(
  db: Db, source: ReviewSource, where: Expression<SqlBool>,
  order: { keys: { expr: Expression<unknown>; nullable: boolean }[]; answer?: string; dir: 'asc' | 'desc' }, page: { limit: number; offset: number },
): Promise<string[]> {
  let q = selectPoints(db, source).where(where).select('points.id');
  // The answer the keys read (points/query/answer-index.ts sortAnswer): at most one row per point.
  const answer = order.answer;
  if (answer !== undefined) {
    q = q.leftJoin(`point_answers as ${SORT_ANSWER}`, (join) => join.onRef(`${SORT_ANSWER}.point_id`, '=', 'points.id').on(`${SORT_ANSWER}.name`, '=', answer)) as unknown as typeof q;
  }
  for (const key of order.keys) {
    q = q.orderBy(key.expr, (ob) => {
      const directed = order.dir === 'asc' ? ob.asc() : ob.desc();
      return key.nullable ? directed.nullsLast() : directed;
    });
  }
  return (await q.orderBy('points.id', order.dir).limit(page.limit).offset(page.offset).execute()).map((r) => r.id);
}

/** The rows of `ids`, in their order. */
async function readRows(db: Db, ids: readonly string[]): Promise<ReviewPointRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('points').where('points.id', 'in', [...ids])
    .select(['points.id', 'points.latitude', 'points.longitude', 'points.length_m', 'points.area_m2', 'points.attributes', 'points.status', 'points.moderation', 'points.public', 'points.created_at',
      'points.first_response_at', 'points.completed_at', 'points.duplicate_of'])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Votes up and down and comments (every comment kept, hidden or waiting ones too) per point of `ids`. */
export async function tallyPoints(db: Db, ids: readonly string[]): Promise<Map<string, { up: number; down: number; comments: number }>> {
  const tally = new Map(ids.map((id) => [id, { up: 0, down: 0, comments: 0 }]));
  if (ids.length === 0) return tally;
  const votes = await db.selectFrom('point_votes').where('point_id', 'in', ids).groupBy('point_id')
    .select((eb) => ['point_id', eb.fn.sum<number | string>(sql`case when value = 1 then 1 else 0 end`).as('up'),
      eb.fn.sum<number | string>(sql`case when value = -1 then 1 else 0 end`).as('down')])
    .execute();
  for (const v of votes) Object.assign(tally.get(v.point_id)!, { up: Number(v.up), down: Number(v.down) });
  const comments = await db.selectFrom('comments').where('point_id', 'in', ids).groupBy('point_id')
    .select((eb) => ['point_id', eb.fn.countAll().as('n')]).execute();
  for (const c of comments) tally.get(c.point_id)!.comments = Number(c.n);
  return tally;
}

/** Count, first and last creation time per status of the matching points. */
export function countByStatus(db: Db, source: ReviewSource, where: Expression<SqlBool>) {
  return selectPoints(db, source).where(where).groupBy('points.status')
    .select((eb) => ['points.status', eb.fn.countAll().as('n'), eb.fn.min('points.created_at').as('first'), eb.fn.max('points.created_at').as('last')])
    .execute();
}

/** Count of the matching points per hour of creation (UTC, `YYYY-MM-DDTHH`): Berlin's offset is
 *  whole hours, so each hour lies in one Berlin day. */
export function countByHour(db: Db, source: ReviewSource, where: Expression<SqlBool>) {
  const hour = sql<string>`substr(points.created_at, 1, 13)`;
  return selectPoints(db, source).where(where).groupBy(sql`1`).select((eb) => [hour.as('hour'), eb.fn.countAll().as('n')]).execute();
}

/** Count of the matching points per cell of 0.01° (index = ⌊degrees × 100⌋, computed as
 *  ⌊degrees × 100 + 100000⌋ − 100000 so that both databases floor alike). */
export function countByCell(db: Db, source: ReviewSource, where: Expression<SqlBool>) {
  const cell = (column: 'latitude' | 'longitude') => (source.d === 'postgres'
    ? sql<number>`(floor(points.${sql.raw(column)} * 100 + 100000) - 100000)`
    : sql<number>`(cast(points.${sql.raw(column)} * 100 + 100000 as integer) - 100000)`);
  return selectPoints(db, source).where(where).groupBy([sql`1`, sql`2`])
    .select((eb) => [cell('latitude').as('lat'), cell('longitude').as('lng'), eb.fn.countAll().as('n')]).execute();
}

/** Per question of `names` (and the category, as `category`): how many matching points answer
 *  it, per stored value (JSON text) for the questions of `valued` and as one row (value NULL) for
 *  the others. One pass over the answers; `source` must read them (json). */
export async function countAnswers(db: Db, source: ReviewSource, where: Expression<SqlBool>, names: readonly string[], valued: readonly string[]) {
  if (names.length === 0) return [];
  const isValued = valued.length > 0 ? sql`e.key in (${sql.join([...valued])})` : sql`1 = 0`;
  const query = source.d === 'postgres'
    ? sql<{ name: string; value: string | null; n: number | string }>`select e.key as name, (case when ${isValued} then (e.value -> 'Value')::text end) as value, count(*) as n
        from ${pointsFrom(source)} as points, jsonb_each(points.a) e where ${where} and e.key in (${sql.join([...names])}) group by 1, 2`
    : sql<{ name: string; value: string | null; n: number | string }>`select e.key as name, (case when ${isValued} then e.value -> '$.Value' end) as value, count(*) as n
        from points, json_each(points.attributes) e where ${where} and e.key in (${sql.join([...names])}) group by 1, 2`;
  return (await query.execute(db)).rows;
}

/** Per multiple-choice question of `names`: how many matching points chose each option key;
 *  `source` must read the answers (json). */
export async function countChoices(db: Db, source: ReviewSource, where: Expression<SqlBool>, names: readonly string[]) {
  if (names.length === 0) return [];
  const query = source.d === 'postgres'
    ? sql<{ name: string; value: string; n: number | string }>`select e.key as name, m.value as value, count(*) as n
        from ${pointsFrom(source)} as points, jsonb_each(points.a) e,
          jsonb_array_elements_text(case when jsonb_typeof(e.value -> 'Value') = 'array' then e.value -> 'Value' else '[]'::jsonb end) m(value)
        where ${where} and e.key in (${sql.join([...names])}) group by 1, 2`
    : sql<{ name: string; value: string; n: number | string }>`select e.key as name, m.value as value, count(*) as n
        from points, json_each(points.attributes) e, json_each(e.value, '$.Value') m
        where ${where} and e.key in (${sql.join([...names])}) and e.type = 'object' and json_type(e.value, '$.Value') = 'array' and m.type = 'text'
        group by 1, 2`;
  return (await query.execute(db)).rows;
}
