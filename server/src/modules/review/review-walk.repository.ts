import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { dialectOf, type Dialect } from '../../db/dialect.js';
import { SORT_ANSWER, type WalkColumn } from '../points/query/answer-index.js';

/** A page of the review table sorted by a text or number answer (docs/product.md §18.1), read in
 *  the order of the answer index (points/query/answer-index.ts; index (layer_id, name, column,
 *  point_id), docs/decisions/0027) instead of sorting every match: the database walks the
 *  layer's answers to the question in order and keeps those whose point the filter lets through,
 *  until the page is full. The unanswered points come after them, by id, as in the sort of
 *  review-sort.ts; the order is the same: the column in `dir`, ties by id in `dir`. */

type Walk = { name: string; column: WalkColumn; dir: 'asc' | 'desc' };

/** The points answering `walk.name` with a value in `walk.column`, in its order, that `where`
 *  (reviewWhere, on `points`) lets through: each point looked up by its id as the walk reaches
 *  it. On PostgreSQL `offset 0` keeps the lookup a subplan: as a join, a planner that has not yet
 *  analysed freshly written rows (one row expected) filtered a scan of the layer's points for
 *  every answer, seconds on 10,000 entries. */
function answered(db: Db, d: Dialect, layerId: string, where: Expression<SqlBool>, walk: Walk) {
  const column = sql.ref(`${SORT_ANSWER}.${walk.column}`);
  return db.selectFrom(`point_answers as ${SORT_ANSWER}`)
    .where(`${SORT_ANSWER}.layer_id`, '=', layerId).where(`${SORT_ANSWER}.name`, '=', walk.name)
    .where(sql<SqlBool>`${column} is not null`)
    .where(({ exists, selectFrom }) => {
      const point = selectFrom('points').select(sql.lit(1).as('one')).whereRef('points.id', '=', `${SORT_ANSWER}.point_id`).where(where);
      return exists(d === 'postgres' ? point.offset(0) : point);
    });
}

/** The ids of the page (`limit` from `offset`) of the matching points in the order of `walk`:
 *  first the answered ones in the index's order, then the unanswered ones by id. The unanswered
 *  are read only when the page reaches them; the answered ones are counted only when the page
 *  starts past them. */
export async function walkPageIds(db: Db, layerId: string, where: Expression<SqlBool>, walk: Walk, page: { limit: number; offset: number }): Promise<string[]> {
  const d = dialectOf(db);
  const column = sql.ref(`${SORT_ANSWER}.${walk.column}`);
  const first = (await answered(db, d, layerId, where, walk).select(`${SORT_ANSWER}.point_id as id`)
    .orderBy(column, walk.dir).orderBy(`${SORT_ANSWER}.point_id`, walk.dir)
    .limit(page.limit).offset(page.offset).execute()).map((r) => r.id);
  if (first.length === page.limit) return first;
  const answeredCount = first.length > 0
    ? page.offset + first.length
    : Number((await answered(db, d, layerId, where, walk).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const rest = await db.selectFrom('points').where(where)
    .where(({ not, exists, selectFrom }) => {
      const answer = selectFrom('point_answers as x').select(sql.lit(1).as('one'))
        .whereRef('x.point_id', '=', 'points.id').where('x.name', '=', walk.name).where(sql<SqlBool>`${sql.ref(`x.${walk.column}`)} is not null`);
      return not(exists(d === 'postgres' ? answer.offset(0) : answer));
    })
    .select('points.id').orderBy('points.id', walk.dir)
    .limit(page.limit - first.length).offset(Math.max(0, page.offset - answeredCount)).execute();
  return [...first, ...rest.map((r) => r.id)];
}
