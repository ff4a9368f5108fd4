import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Dialect } from '../../../db/dialect.js';
import type { DB } from '../../../db/schema.js';
import { CATEGORY_ATTRIBUTE } from '@mitmachkarte/contract';
import { anyOf, boolValueIds, countIdsSql, idIn, textAnswerIds, textValueIds, unionOf } from './answer-index.js';
import type { ReviewWhere } from './query-filter.js';
import { evaluatedPointsWhere, publicPointsWhere } from '../../../access/point.rules.js';

/** The point query language's SQL (the review table, its charts, the map's tiles and the GIS
 *  interface share it) where it differs between SQLite and PostgreSQL: reading
 *  the answers out of `points.attributes` (JSON as text, docs/decisions/0001) with SQLite's
 *  json_* functions or PostgreSQL's jsonb operators, case folding and byte-wise text order. Every
 *  value goes in as a parameter or a quoted literal. */

/** Where a query reads the live points of a layer: `json` when it reads answers. PostgreSQL then
 *  reads them from a subquery that parses each entry's JSON once (`points.a`, jsonb; `offset 0`
 *  keeps the planner from copying the cast into every use); without answers, and on SQLite (whose
 *  JSON functions keep the last parse), from the table itself, so that its indexes give the order. */
export type ReviewSource = { d: Dialect; layerId: string; json: boolean; where: ReviewWhere };

/** The table or subquery of `source`, to be named `points`. The subquery already keeps to the
 *  parts of the filter that need no answers (moderation, status, days), so that it parses only
 *  what they let through. */
export function pointsFrom(source: ReviewSource): Sql {
  if (source.d !== 'postgres' || !source.json) return sql`points`;
  const { publishedOnly, status, since, before } = source.where;
  const and = [
    ...(publishedOnly ? [sql`and points.moderation = ''`] : []),
    ...(status !== undefined ? [sql`and points.status = ${status}`] : []),
    ...(since !== undefined ? [sql`and points.created_at >= ${since}`] : []),
    ...(before !== undefined ? [sql`and points.created_at < ${before}`] : []),
  ];
  return sql`(select points.*, points.attributes::jsonb as a from points
    where points.layer_id = ${source.layerId} and points.deleted_at is null ${sql.join(and, sql` `)} offset 0)`;
}

/** A select from `source` (pointsFrom), typed as one from the table `points`. */
export const selectPoints = (db: Db, source: ReviewSource) =>
  db.selectFrom(pointsFrom(source).as('points')) as unknown as SelectQueryBuilder<DB, 'points', object>;

type Sql<T = unknown> = RawBuilder<T>;

/** One stored answer of a point (`attributes[name].Value`) as SQL of either database. */
export type AnswerSql = {
  /** The answer's text if it is a JSON string, else NULL. */
  text: Sql<string | null>;
  /** The answer if it is a JSON number, else NULL. */
  number: Sql<number | null>;
  /** 1 for true, 0 for false, else NULL. */
  bool: Sql<number | null>;
  /** Whether the answer is a list holding one of `keys` (multiple choice). */
  holdsAny: (keys: readonly string[]) => Sql<SqlBool>;
  /** The smallest of the ranks (`keys` index, unknown keys `keys.length`) of the list's
   *  elements; NULL for no list or an empty one. */
  minRank: (keys: readonly string[]) => Sql<number | null>;
};

/** `case <expr> when keys[0] then 0 … else keys.length end`; NULL stays NULL. */
function rankCase(value: Sql, keys: readonly string[]): Sql<number | null> {
  if (keys.length === 0) return sql<number | null>`(case when ${value} is null then null else 0 end)`;
  const whens = sql.join(keys.map((k, i) => sql`when ${k} then ${sql.lit(i)}`), sql` `);
  return sql<number | null>`(case ${value} ${whens} else (case when ${value} is null then null else ${sql.lit(keys.length)} end) end)`;
}

/** SQLite: a JSON path to `attributes[name].Value`. A name with `"` or `\` cannot be written in a
 *  path; such an answer is found through json_each instead. */
function sqliteAnswer(name: string): AnswerSql {
  const plain = !/["\\]/.test(name);
  const src = plain ? sql`points.attributes` : sql`(select a.value from json_each(points.attributes) a where a.key = ${name})`;
  const path = plain ? `$."${name}".Value` : '$.Value';
  const type = sql`json_type(${src}, ${path})`;
  const value = sql`json_extract(${src}, ${path})`;
  return {
    text: sql<string | null>`(case when ${type} = 'text' then ${value} end)`,
    number: sql<number | null>`(case when ${type} in ('integer', 'real') then ${value} end)`,
    bool: sql<number | null>`(case ${type} when 'true' then 1 when 'false' then 0 end)`,
    holdsAny: (keys) => sql<SqlBool>`(${type} = 'array' and exists (select 1 from json_each(${src}, ${path}) m where m.value in (${sql.join(keys)})))`,
    minRank: (keys) => sql<number | null>`(case when ${type} = 'array' then (select min(${rankCase(sql`m.value`, keys)}) from json_each(${src}, ${path}) m) end)`,
  };
}

/** PostgreSQL: `doc` is the point's answers as jsonb (the subquery's `points.a`, or the column
 *  cast where a query reads few rows). */
function postgresAnswer(name: string, doc: Sql = sql`points.a`): AnswerSql {
  const v = sql`(${doc} -> ${name}::text -> 'Value')`;
  const list = sql`(case when jsonb_typeof(${v}) = 'array' then ${v} else '[]'::jsonb end)`;
  return {
    text: sql<string | null>`(case when jsonb_typeof(${v}) = 'string' then ${v} #>> '{}' end)`,
    number: sql<number | null>`(case when jsonb_typeof(${v}) = 'number' then (${v} #>> '{}')::double precision end)`,
    bool: sql<number | null>`(case when jsonb_typeof(${v}) = 'boolean' then (case when ${v} = 'true'::jsonb then 1 else 0 end) end)`,
    holdsAny: (keys) => sql<SqlBool>`(jsonb_typeof(${v}) = 'array' and ${v} ?| ${[...keys]}::text[])`,
    minRank: (keys) => sql<number | null>`(select min(${rankCase(sql`m.value`, keys)}) from jsonb_array_elements_text(${list}) m(value))`,
  };
}

/** The SQL of the answer to the question `name` of a point of the query's `points`. */
export const answerSql = (d: Dialect, name: string): AnswerSql => (d === 'postgres' ? postgresAnswer(name) : sqliteAnswer(name));

/** As answerSql, for a query that reads the table `points` itself rather than pointsFrom's
 *  subquery (on PostgreSQL the column is cast to jsonb where it is used). */
export const answerOfRowSql = (d: Dialect, name: string): AnswerSql =>
  (d === 'postgres' ? postgresAnswer(name, sql`points.attributes::jsonb`) : sqliteAnswer(name));

/** Lower case for A–Z and Ä, Ö, Ü only, alike on both databases (points/query/query-filter.ts foldCase). */
export function foldSql(d: Dialect, text: Sql): Sql<string | null> {
  // lower() changes A–Z only: SQLite's always, PostgreSQL's under the collation "C" (translate()
  // would do the same, but takes seconds over 100,000 entries).
  const lowered = d === 'postgres' ? sql`lower(${text} collate "C")` : sql`lower(${text})`;
  return sql<string | null>`replace(replace(replace(${lowered}, 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü')`;
}

/** Text compared byte by byte (code points, as SQLite's BINARY), not by a locale's rules. */
export const bytewise = (d: Dialect, text: Sql): Sql => (d === 'postgres' ? sql`(${text} collate "C")` : text);

/** The rank of `value` among `keys` (their index; other values after them, NULL stays NULL). */
export const rankSql = rankCase;

/** The key of a point's category (`attributes.category.Value`), NULL without one. */
export const categorySql = (d: Dialect) => answerSql(d, 'category').text;

/** Whether the SQL of `where` reads answers out of the JSON (points/query/query-sql.ts
 *  ReviewSource): only a text search that finds option labels of a multiple-choice question does;
 *  everything else reads the answer index (answer-index.ts). */
export const readsAnswers = (where: ReviewWhere) => where.text?.options.some((o) => o.multiple) ?? false;

/** How reviewWhere tests a point. `perPoint`: the answers of each point are tested on their own
 *  (answer-index.ts textAnswerIds `point`) instead of as one set of ids, for a query that tests a
 *  few points only (the capped walk of review/review-walk.repository.ts). `ofRow`: the query
 *  reads the table `points` itself, not pointsFrom's subquery (answerOfRowSql; the exports, which
 *  read page by page in creation order). The same points pass either way. */
export type ReviewWhereOptions = { perPoint?: boolean; ofRow?: boolean };

/** The SQL of a ReviewWhere on the live points of the layer `layerId` (docs/product.md §18.1,
 *  §18.4): the one filter of the table, the charts and the exports, and of the map. The moderation
 *  part is access/point.rules.ts evaluatedPointsWhere. Categories, text answers, single choices and
 *  yes/no answers are found in the answer index (answer-index.ts, docs/decisions/0027); the
 *  options of multiple-choice questions in the JSON. */
export function reviewWhere(d: Dialect, layerId: string, where: ReviewWhere, options: ReviewWhereOptions = {}): Expression<SqlBool> {
  const eb: ExpressionBuilder<DB, 'points'> = expressionBuilder<DB, 'points'>();
  const point = options.perPoint ? sql`points.id` : undefined;
  const among = (sets: Sql[]) => (point ? anyOf(sets) : idIn(sets));
  const answer = options.ofRow ? answerOfRowSql : answerSql;
  const parts: Expression<SqlBool>[] = [eb('points.layer_id', '=', layerId), eb('points.deleted_at', 'is', null)];
  if (where.publishedOnly) parts.push(evaluatedPointsWhere(eb, false));
  if (where.publicOnly) parts.push(publicPointsWhere(eb, null));
  if (where.status !== undefined) parts.push(eb('points.status', '=', where.status));
  if (where.categoryKeys) parts.push(among([textValueIds(layerId, CATEGORY_ATTRIBUTE, where.categoryKeys, point)]));
  if (where.since !== undefined) parts.push(eb('points.created_at', '>=', where.since));
  if (where.before !== undefined) parts.push(eb('points.created_at', '<', where.before));
  if (where.text) {
    const any: Expression<SqlBool>[] = [among(textMatchSets(d, layerId, where.text, point))];
    for (const o of where.text.options) if (o.multiple) any.push(answer(d, o.name).holdsAny(o.keys));
    parts.push(any.length === 1 ? any[0]! : eb.or(any));
  }
  return eb.and(parts);
}

/** The selects of the ids of the live points of layer `layerId` that the text search `text`
 *  finds in the answer index: a text answer holding it, a single choice or yes/no whose label
 *  holds it (the multiple choices are not among them: they are read from the JSON); with `point`
 *  each narrowed to that point (answer-index.ts textAnswerIds). */
function textMatchSets(d: Dialect, layerId: string, text: NonNullable<ReviewWhere['text']>, point?: Sql) {
  const sets = [textAnswerIds(d, layerId, text.folded, text.like, point)];
  for (const o of text.options) if (!o.multiple) sets.push(textValueIds(layerId, o.name, o.keys, point));
  for (const b of text.booleans) sets.push(boolValueIds(layerId, b.name, b.value, point));
  return sets;
}

/** Whether `where` is a text search alone (no moderation part, status, category, days; no
 *  multiple choice among the labels it finds): then the answer index alone decides which live
 *  points pass, without reading `points` (it holds live points only, whatever their moderation). */
const isTextOnly = (where: ReviewWhere): where is ReviewWhere & { text: NonNullable<ReviewWhere['text']> } => {
  const { text, publishedOnly, publicOnly, status, categoryKeys, since, before } = where;
  return !!text && !publishedOnly && !publicOnly && status === undefined && !categoryKeys && since === undefined && before === undefined && !readsAnswers(where);
};

/** When `where` is a text search alone (isTextOnly), the SQL counting the live points it lets
 *  through from the answer index alone, without reading `points`; else undefined. The same count
 *  as reviewWhere's. */
export function textOnlyCountSql(d: Dialect, layerId: string, where: ReviewWhere) {
  return isTextOnly(where) ? countIdsSql(textMatchSets(d, layerId, where.text)) : undefined;
}

/** When `where` is a text search alone (isTextOnly), its test in the answer index alone: `ids`,
 *  the select of the matching points' ids (one set, for a query that passes many points), and
 *  `ofPoint`, whether the point named by the given SQL matches (for one that tests a few);
 *  else undefined. The same points as reviewWhere's. */
export function textOnlyMatch(d: Dialect, layerId: string, where: ReviewWhere) {
  if (!isTextOnly(where)) return undefined;
  const text = where.text;
  return { ids: unionOf(textMatchSets(d, layerId, text)), ofPoint: (point: Sql) => anyOf(textMatchSets(d, layerId, text, point)) };
}

/** How many votes of `value` (1 up, -1 down) the query's point has. */
export const votesSql = (value: 1 | -1) =>
  sql<number>`(select count(*) from point_votes where point_votes.point_id = points.id and point_votes.value = ${sql.lit(value)})`;

/** How many comments the query's point has (every comment kept: hidden and waiting ones too). */
export const commentsSql = () => sql<number>`(select count(*) from comments where comments.point_id = points.id)`;
