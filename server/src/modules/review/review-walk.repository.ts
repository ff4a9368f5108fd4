import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Dialect } from '../../db/dialect.js';
import { SORT_ANSWER, type WalkColumn } from '../points/query/answer-index.js';
import { reviewWhere, textOnlyMatch, type ReviewSource } from '../points/query/query-sql.js';

/** A page of the review table sorted by a text or number answer (docs/product.md §18.1), read in
 *  the order of the answer index (points/query/answer-index.ts; index (layer_id, name, column,
 *  point_id), docs/decisions/0027) instead of sorting every match: the database walks the
 *  layer's answers to the question in order and keeps those whose point the filter lets through,
 *  until the page is full. The unanswered points come after them, by id, as in the sort of
 *  review-sort.ts; the order is the same: the column in `dir`, ties by id in `dir`.
 *
 *  Two walks (measured in docs/decisions/0027, Consequences): first at most WALK_CAP answers,
 *  each point tested on its own (reviewWhere `perPoint`: a few index reads per step, nothing
 *  gathered first), which fills the page when the matches are spread through the order; when
 *  they lie further on (a search whose matches sort last), the same walk over all answers with
 *  the filter's matches gathered once as a set (a text search alone: the answer index's ids,
 *  hashed on PostgreSQL), where a step costs a probe instead of reads. */

type Walk = { name: string; column: WalkColumn; dir: 'asc' | 'desc' };
type Page = { limit: number; offset: number };
type Sql<T = unknown> = RawBuilder<T>;

/** Answers the first walk passes at most: at about 6–11 µs a step (SQLite, PostgreSQL, 100,000
 *  entries), 2,000 steps cost 12–22 ms, less than gathering a search's matches (40–45 ms). */
export const WALK_CAP = 2000;

const column = (walk: Walk) => sql.ref(`${SORT_ANSWER}.${walk.column}`);

/** The layer's answers to `walk.name` with a value in `walk.column`, those `test` lets through
 *  (SQL on `sort_answer`), in the walk's order; with `bound`, only those up to that answer. */
function answered(db: Db, layerId: string, walk: Walk, test: Sql<SqlBool>, bound?: { value: unknown; id: string }) {
  let q = db.selectFrom(`point_answers as ${SORT_ANSWER}`)
    .where(`${SORT_ANSWER}.layer_id`, '=', layerId).where(`${SORT_ANSWER}.name`, '=', walk.name)
    .where(sql<SqlBool>`${column(walk)} is not null`).where(test);
  if (bound) {
    const op = sql.raw(walk.dir === 'asc' ? '<=' : '>=');
    q = q.where(sql<SqlBool>`(${column(walk)}, ${sql.ref(`${SORT_ANSWER}.point_id`)}) ${op} (${bound.value}, ${bound.id})`);
  }
  return q;
}

/** The WALK_CAP-th answer of the walk's order, undefined when the layer has fewer: the first
 *  walk ends there (an index-only read of WALK_CAP entries). */
async function capOf(db: Db, layerId: string, walk: Walk) {
  const row = await answered(db, layerId, walk, sql<SqlBool>`1 = 1`)
    .select([sql<unknown>`${column(walk)}`.as('value'), `${SORT_ANSWER}.point_id as id`])
    .orderBy(column(walk), walk.dir).orderBy(`${SORT_ANSWER}.point_id`, walk.dir)
    .limit(1).offset(WALK_CAP - 1).executeTakeFirst();
  return row && { value: row.value, id: row.id };
}

/** The filter as a test of the walk's current answer: each point tested on its own (`few`), or
 *  against the matches gathered once. A text search alone reads the answer index only; other
 *  filters look the point up by its id. On PostgreSQL `offset 0` keeps the lookup a subplan (as
 *  a join, a planner that had not analysed freshly written rows scanned the layer's points for
 *  every answer), and `is true` keeps the gathered ids a hashed subplan (as a semi-join it
 *  probed the index once per answer: 1.3 s over 83,000 answers). */
function testOf(source: ReviewSource, where: Expression<SqlBool>, few: boolean): Sql<SqlBool> {
  const point = sql.ref(`${SORT_ANSWER}.point_id`);
  const text = textOnlyMatch(source.d, source.layerId, source.where);
  if (text) {
    if (few) return text.ofPoint(point);
    return source.d === 'postgres' ? sql<SqlBool>`((${point} in (${text.ids})) is true)` : sql<SqlBool>`${point} in (${text.ids})`;
  }
  const test = few ? reviewWhere(source.d, source.layerId, source.where, { perPoint: true }) : where;
  return sql<SqlBool>`exists (select 1 from points where points.id = ${point} and ${test}${offsetZero(source.d)})`;
}

const offsetZero = (d: Dialect) => (d === 'postgres' ? sql` offset 0` : sql``);

/** The ids of the page of `test`'s answers in the walk's order. */
async function pageOf(db: Db, layerId: string, walk: Walk, test: Sql<SqlBool>, page: Page, bound?: { value: unknown; id: string }) {
  return (await answered(db, layerId, walk, test, bound).select(`${SORT_ANSWER}.point_id as id`)
    .orderBy(column(walk), walk.dir).orderBy(`${SORT_ANSWER}.point_id`, walk.dir)
    .limit(page.limit).offset(page.offset).execute()).map((r) => r.id);
}

/** The ids of the page (`limit` from `offset`) of the matching points (`where`, reviewWhere of
 *  `source.where`) in the order of `walk`: first the answered ones in the index's order, then the
 *  unanswered ones by id. The capped walk is tried when the page can lie within WALK_CAP answers;
 *  the unanswered are read only when the page reaches them; the answered ones are counted only
 *  when the page starts past them. */
export async function walkPageIds(db: Db, source: ReviewSource, where: Expression<SqlBool>, walk: Walk, page: Page): Promise<string[]> {
  const { layerId } = source;
  let test: Sql<SqlBool> | undefined;
  let first: string[] | undefined;
  if (page.offset + page.limit <= WALK_CAP) {
    const cap = await capOf(db, layerId, walk);
    const few = testOf(source, where, true);
    first = await pageOf(db, layerId, walk, few, page, cap);
    // Without a cap the first walk has passed every answer: nothing further on can match.
    if (!cap) test = few;
  }
  if (first?.length !== page.limit && !test) {
    test = testOf(source, where, false);
    first = await pageOf(db, layerId, walk, test, page);
  }
  if (first!.length === page.limit) return first!;
  const answeredCount = first!.length > 0
    ? page.offset + first!.length
    : Number((await answered(db, layerId, walk, test!).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const rest = await db.selectFrom('points').where(where)
    .where(({ not, exists, selectFrom }) => {
      const answer = selectFrom('point_answers as x').select(sql.lit(1).as('one'))
        .whereRef('x.point_id', '=', 'points.id').where('x.name', '=', walk.name).where(sql<SqlBool>`${sql.ref(`x.${walk.column}`)} is not null`);
      return not(exists(source.d === 'postgres' ? answer.offset(0) : answer));
    })
    .select('points.id').orderBy('points.id', walk.dir)
    .limit(page.limit - first!.length).offset(Math.max(0, page.offset - answeredCount)).execute();
  return [...first!, ...rest.map((r) => r.id)];
}
