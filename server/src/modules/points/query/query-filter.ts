import { includesModerated, type ReviewFilter } from '@mitmachkarte/contract';
import { invalidField } from '../../../lib/app-error.js';
import { berlinDayStart, isCalendarDay, nextDay } from '../../../lib/berlin-time.js';
import type { ReviewLayer } from './query-layer.js';
import { say } from '../../../i18n/messages.js';

/** The one filter of the evaluation — review table, charts, exports — and of the map
 *  (docs/product.md §18.1, §18.4), resolved against a layer into what the SQL compares
 *  (points/query/query-sql.ts reviewWhere):
 *  - `publishedOnly`: the evaluation's moderation part (resolveEvaluationFilter);
 *  - `status`: the status key;
 *  - `categoryKeys`: the category and every category below it (a key the layer no longer has
 *    matches itself only);
 *  - `since` (included) and `before` (excluded): instants (ISO 8601 UTC) of the Berlin days
 *    `from` 00:00 and the day after `to` 00:00;
 *  - `text`: `q` folded (foldCase), and as a LIKE pattern with its wildcards escaped, matched in
 *    the text answers, plus the options whose label contains it and the yes/no answers whose word
 *    („ja“, „nein“) contains it. */
export type ReviewWhere = {
  /** Only the points the moderation let through (access/point.rules.ts evaluatedPointsWhere): set
   *  by the evaluation's filter (resolveEvaluationFilter), never by the map's. */
  publishedOnly?: true;
  /** Only the points everyone sees (access/point.rules.ts publicPointsWhere for anonymous
   *  visitors): the open data downloads (docs/product.md §24.4). */
  publicOnly?: true;
  status?: string;
  categoryKeys?: readonly string[];
  since?: string;
  before?: string;
  text?: {
    folded: string;
    like: string;
    options: { name: string; multiple: boolean; keys: string[] }[];
    booleans: { name: string; value: boolean }[];
  };
};

/** Lower case for A–Z and Ä, Ö, Ü, and nothing else: the same folding as the SQL of both
 *  databases (points/query/query-sql.ts foldSql), so that search and sort agree on SQLite and PostgreSQL. */
export const foldCase = (text: string) => text.replace(/[A-ZÄÖÜ]/g, (c) => c.toLowerCase());

/** `text` with LIKE's wildcards and the escape character escaped by `\`. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const BAD_DAY = say('badDay');

function requireDay(day: string, field: 'from' | 'to') {
  if (!isCalendarDay(day)) throw invalidField(`querystring.${field}`, BAD_DAY);
}

/** Throws VALIDATION for a day of the filter that does not exist (2026-02-30); the shape (days as
 *  JJJJ-MM-TT, `from` ≤ `to`) is checked by the contract. */
export function requireDays(filter: Pick<ReviewFilter, 'from' | 'to'>): void {
  if (filter.from) requireDay(filter.from, 'from');
  if (filter.to) requireDay(filter.to, 'to');
}

/** Resolves `filter` for `layer`, without a moderation part: the map's filter (its managers see
 *  every live point, others what access/point.rules.ts publicPointsWhere lets through). Throws
 *  VALIDATION for a day that does not exist (requireDays); lengths are checked by the contract. */
export function resolveFilter(filter: Omit<ReviewFilter, 'moderation'>, layer: ReviewLayer): ReviewWhere {
  requireDays(filter);
  const where: ReviewWhere = {};
  if (filter.status) where.status = filter.status;
  if (filter.category) where.categoryKeys = layer.category.get(filter.category)?.keys ?? [filter.category];
  if (filter.from) where.since = berlinDayStart(filter.from);
  if (filter.to) where.before = berlinDayStart(nextDay(filter.to));
  const q = foldCase(filter.q ?? '');
  if (q !== '') {
    const contains = (label: string) => foldCase(label).includes(q);
    where.text = {
      folded: q,
      like: `%${escapeLike(q)}%`,
      options: layer.questions.flatMap((v) => {
        if (v.DataType !== 'single' && v.DataType !== 'multiple') return [];
        const keys = v.Options.filter((o) => contains(o.Label || o.Key)).map((o) => o.Key);
        return keys.length > 0 ? [{ name: v.Name, multiple: v.DataType === 'multiple', keys }] : [];
      }),
      booleans: layer.questions.flatMap((v) => v.DataType !== 'boolean' ? [] : [
        ...(contains('ja') ? [{ name: v.Name, value: true }] : []),
        ...(contains('nein') ? [{ name: v.Name, value: false }] : []),
      ]),
    };
  }
  return where;
}

/** Resolves the evaluation's filter (review table, charts, exports; docs/product.md §18) for
 *  `layer`: resolveFilter, and only what the moderation let through unless it asks for every
 *  entry (`moderation=alle`, access/point.rules.ts isEvaluatedPoint). Throws VALIDATION as
 *  resolveFilter. */
export function resolveEvaluationFilter(filter: ReviewFilter, layer: ReviewLayer): ReviewWhere {
  const where = resolveFilter(filter, layer);
  return includesModerated(filter) ? where : { publishedOnly: true, ...where };
}
