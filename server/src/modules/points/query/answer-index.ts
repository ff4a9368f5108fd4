import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../../../db/dialect.js';

/** The point query language's SQL over the answer index `point_answers` (docs/decisions/0027):
 *  one row per scalar answer of a point, kept by the database's triggers (migration
 *  2026_11_29_0400), so that filters and sorts read a narrow indexed table instead of parsing
 *  every entry's JSON. Each condition here selects exactly the points the JSON reading of
 *  query-sql.ts selected; the tests of server/test/review/answer-index*.test.ts hold them equal. */

type Sql<T = unknown> = RawBuilder<T>;

/** Text of fewer code points than this has no trigram: the trigram indexes cannot narrow it. */
export const TRIGRAM = 3;

/** An FTS5 phrase: the text in double quotes, each of its own doubled. With the trigram tokenizer
 *  a phrase matches exactly the texts that hold it as a substring. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The ids of the points of layer `layerId` with a text answer (DataType text or text_multi, to
 *  any question, also one removed since) whose folded text contains `folded` (already folded by
 *  query-filter.ts foldCase); `like` is the same as a LIKE pattern with its wildcards escaped
 *  by `\`. SQLite: the FTS5 trigram table for 3 or more code points, else a LIKE over the narrow
 *  table; PostgreSQL: LIKE, which pg_trgm's GIN index serves when the extension was there at
 *  migration time (its default escape character is `\`). The index holds live points only.
 *  With `point` (SQL naming one point's id): only that point, read through the unique index
 *  (point_id, name) and tested by LIKE, the same test as the trigram phrase (folded text has no
 *  A–Z, so SQLite's LIKE folding nothing more), for a walk that tests each point it reaches
 *  (review/review-walk.repository.ts). */
export function textAnswerIds(d: Dialect, layerId: string, folded: string, like: string, point?: Sql): Sql {
  if (point !== undefined) {
    const escape = d === 'postgres' ? sql`` : sql` escape '\\'`;
    // No test of layer_id: a point has one layer, and an index on it would tempt SQLite's planner.
    return sql`select pa.point_id from point_answers pa where pa.point_id = ${point}
      and pa.data_type in ('text', 'text_multi') and pa.folded like ${like}${escape}`;
  }
  if (d === 'postgres') {
    return sql`select pa.point_id from point_answers pa where pa.layer_id = ${layerId}
      and pa.data_type in ('text', 'text_multi') and pa.folded like ${like}`;
  }
  if ([...folded].length < TRIGRAM) {
    // `+`: read the table through, not a layer's answers through an index and then each row.
    return sql`select pa.point_id from point_answers pa where +pa.layer_id = ${layerId}
      and pa.data_type in ('text', 'text_multi') and pa.folded like ${like} escape '\\'`;
  }
  return sql`select f.point_id from point_answers_fts f where point_answers_fts match ${ftsPhrase(folded)} and f.layer_id = ${layerId}`;
}

/** Where a select of textValueIds or boolValueIds looks: the layer's answers to `name`, or one
 *  point's (then through the unique index (point_id, name), with no test of layer_id, which might
 *  lead SQLite's planner to an index over the layer). */
const answersTo = (layerId: string, name: string, point?: Sql) => (point === undefined
  ? sql`pa.layer_id = ${layerId} and pa.name = ${name}`
  : sql`pa.point_id = ${point} and pa.name = ${name}`);

/** The ids of the points of layer `layerId` whose answer to `name` is a JSON string among `values`
 *  (with `point`: only that point, as textAnswerIds). */
export const textValueIds = (layerId: string, name: string, values: readonly string[], point?: Sql): Sql =>
  sql`select pa.point_id from point_answers pa where ${answersTo(layerId, name, point)} and pa.text_value in (${sql.join([...values])})`;

/** The ids of the points of layer `layerId` whose answer to `name` is the JSON boolean `value`
 *  (with `point`: only that point, as textAnswerIds). */
export const boolValueIds = (layerId: string, name: string, value: boolean, point?: Sql): Sql =>
  sql`select pa.point_id from point_answers pa where ${answersTo(layerId, name, point)} and pa.bool_value = ${sql.lit(value ? 1 : 0)}`;

/** The ids of any of `sets` (selects of one column `point_id`), as one select. */
export const unionOf = (sets: readonly Sql[]): Sql => sql.join([...sets], sql` union all `);

/** Whether the query's point is among the ids of any of `sets`. */
export const idIn = (sets: readonly Sql[]): Sql<SqlBool> => sql<SqlBool>`points.id in (${unionOf(sets)})`;

/** Whether any of `sets`, each narrowed to one point (textAnswerIds `point`), has a row. */
export const anyOf = (sets: readonly Sql[]): Sql<SqlBool> => sql<SqlBool>`exists (${unionOf(sets)})`;

/** How many distinct points are among the ids of `sets` (live points: the index holds no others). */
export const countIdsSql = (sets: readonly Sql[]): Sql<{ n: number | string }> =>
  sql<{ n: number | string }>`select count(distinct m.point_id) as n from (${unionOf(sets)}) m`;

/** The alias under which a sort joins the answer it sorts by (review.repository.ts listReviewPage). */
export const SORT_ANSWER = 'sort_answer';

/** A column of the index in whose order a sort can walk its index (layer_id, name, column,
 *  point_id): the folded text and the number. */
export type WalkColumn = 'folded' | 'number_value';

/** The columns of the joined answer of a sort (SORT_ANSWER), NULL when the point has none of
 *  that kind: its text, folded text, number, boolean (1/0). */
export const sortAnswer = {
  text: sql<string | null>`${sql.ref(`${SORT_ANSWER}.text_value`)}`,
  folded: sql<string | null>`${sql.ref(`${SORT_ANSWER}.folded`)}`,
  number: sql<number | null>`${sql.ref(`${SORT_ANSWER}.number_value`)}`,
  bool: sql<number | null>`${sql.ref(`${SORT_ANSWER}.bool_value`)}`,
};
