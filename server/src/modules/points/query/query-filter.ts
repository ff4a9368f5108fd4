import type { ReviewFilter } from '@mitmachkarte/contract';
import { validation } from '../../../lib/app-error.js';
import { berlinDayStart, isCalendarDay, nextDay } from '../../../lib/berlin-time.js';
import type { ReviewLayer } from './query-layer.js';

/** The one filter of the review table and the charts (docs/product.md §18.1), resolved against a
 *  layer into what the SQL compares (points/query/query-sql.ts reviewWhere):
 *  - `status`: the status key;
 *  - `categoryKeys`: the category and every category below it (a key the layer no longer has
 *    matches itself only);
 *  - `since` (included) and `before` (excluded): instants (ISO 8601 UTC) of the Berlin days
 *    `from` 00:00 and the day after `to` 00:00;
 *  - `text`: `q` folded (foldCase), and as a LIKE pattern with its wildcards escaped, matched in
 *    the text answers, plus the options whose label contains it and the yes/no answers whose word
 *    („ja“, „nein“) contains it. */
export type ReviewWhere = {
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

const BAD_DAY = 'Bitte geben Sie ein gültiges Datum als JJJJ-MM-TT an.';

function requireDay(day: string, field: 'from' | 'to') {
  if (!isCalendarDay(day)) throw validation(BAD_DAY, [{ Field: `querystring.${field}`, Message: BAD_DAY }]);
}

/** Throws VALIDATION for a day of the filter that does not exist (2026-02-30); the shape (days as
 *  JJJJ-MM-TT, `from` ≤ `to`) is checked by the contract. */
export function requireDays(filter: Pick<ReviewFilter, 'from' | 'to'>): void {
  if (filter.from) requireDay(filter.from, 'from');
  if (filter.to) requireDay(filter.to, 'to');
}

/** Resolves `filter` for `layer`. Throws VALIDATION for a day that does not exist (requireDays);
 *  lengths are checked by the contract. */
export function resolveFilter(filter: ReviewFilter, layer: ReviewLayer): ReviewWhere {
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
