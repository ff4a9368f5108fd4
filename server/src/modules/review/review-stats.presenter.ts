import { CATEGORY_ATTRIBUTE, type QuestionStats, type ReviewCount, type ReviewStats, type Variable } from '@mitmachkarte/contract';
import { berlinDayOf, mondayOf, utcMidnightOf } from '../../lib/berlin-time.js';
import { parseJson } from '../../lib/json.js';
import type { ReviewLayer } from '../points/query/query-layer.js';

/** The counts read for the charts (review.repository.ts), counts as the driver reads them. */
export type StatsCounts = {
  byStatus: { status: string; n: number | string | bigint; first: string | null; last: string | null }[];
  byHour: { hour: string; n: number | string | bigint }[];
  cells: { lat: number | string; lng: number | string; n: number | string | bigint }[];
  /** Per question (and the category, as `category`) and stored value (JSON text; NULL where
   *  values are not told apart). */
  answers: { name: string; value: string | null; n: number | string | bigint }[];
  /** Per multiple-choice question and chosen option key. */
  choices: { name: string; value: string; n: number | string | bigint }[];
};

/** What a category path is joined with in a count's label. */
export const PATH_SEPARATOR = ' › ';
export const NO_CATEGORY = 'Ohne Kategorie';
const YES_NO = [{ Key: 'true', Label: 'ja', value: true }, { Key: 'false', Label: 'nein', value: false }];
const WEEK_MS = 7 * 86_400_000;

const sumBy = <T>(rows: readonly T[], n: (row: T) => number) => rows.reduce((total, row) => total + n(row), 0);

/** A step of 1, 2 or 5 times a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  return (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10) * magnitude;
}

const tidy = (x: number) => Number(x.toPrecision(12));

/** About `bins` bins of equal, round width (1, 2 or 5 × 10ⁿ) from a multiple of the width at or
 *  below the smallest value up to the largest: `From` included, `To` excluded, the last bin
 *  includes its end. One bin `[v, v]` when every value is `v`; none without values. */
export function histogram(values: readonly { value: number; count: number }[], bins = 10): { From: number; To: number; Count: number }[] {
  if (values.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const { value } of values) [min, max] = [Math.min(min, value), Math.max(max, value)];
  if (min === max) return [{ From: min, To: max, Count: sumBy(values, (v) => v.count) }];
  const step = niceStep((max - min) / bins);
  const start = Math.floor(min / step) * step;
  const n = Math.max(1, Math.ceil(tidy((max - start) / step)));
  const edges = Array.from({ length: n + 1 }, (_, i) => tidy(start + i * step));
  const counts = new Array<number>(n).fill(0);
  for (const { value, count } of values) {
    let i = Math.min(n - 1, Math.max(0, Math.floor((value - start) / step)));
    while (i > 0 && value < edges[i]!) i--;
    while (i < n - 1 && value >= edges[i + 1]!) i++;
    counts[i] = counts[i]! + count;
  }
  return counts.map((Count, i) => ({ From: edges[i]!, To: edges[i + 1]!, Count }));
}

/** Counts per key in the order of `known` (zeros too), then the other keys met, by count. */
function countsIn(known: readonly { Key: string; Label: string }[], counted: Map<string, number>): ReviewCount[] {
  const knownKeys = new Set(known.map((k) => k.Key));
  const others = [...counted].filter(([key]) => !knownKeys.has(key)).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return [...known.map((k) => ({ Key: k.Key, Label: k.Label, Count: counted.get(k.Key) ?? 0 })), ...others.map(([Key, Count]) => ({ Key, Label: Key, Count }))];
}

/** The figures of one question (contract QuestionStats). */
function questionStats(q: Variable, own: StatsCounts['answers'], choices: StatsCounts['choices']): QuestionStats {
  const base = { Name: q.Name, Label: q.Question || q.Name, DataType: q.DataType, Answered: sumBy(own, (a) => Number(a.n)) };
  const values = own.map((a) => ({ value: parseJson<unknown>(a.value, null), count: Number(a.n) }));
  const options = q.Options.map((o) => ({ Key: o.Key, Label: o.Label || o.Key }));
  const tally = (rows: { key: string; count: number }[]) => {
    const counted = new Map<string, number>();
    for (const r of rows) counted.set(r.key, (counted.get(r.key) ?? 0) + r.count);
    return counted;
  };
  switch (q.DataType) {
    case 'single':
      return { ...base, Counts: countsIn(options, tally(values.flatMap((v) => (typeof v.value === 'string' ? [{ key: v.value, count: v.count }] : [])))) };
    case 'multiple':
      return { ...base, Counts: countsIn(options, tally(choices.map((c) => ({ key: c.value, count: Number(c.n) })))) };
    case 'boolean':
      return { ...base, Counts: YES_NO.map((b) => ({ Key: b.Key, Label: b.Label, Count: sumBy(values.filter((v) => v.value === b.value), (v) => v.count) })) };
    case 'number':
    case 'percent':
      return { ...base, Histogram: histogram(values.flatMap((v) => (typeof v.value === 'number' ? [{ value: v.value, count: v.count }] : []))) };
    default:
      return base;
  }
}

function groupByName<T extends { name: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.name);
    if (group) group.push(row);
    else groups.set(row.name, [row]);
  }
  return groups;
}

/** Entries per week (the Monday in Berlin's calendar), every week from the first to the last. */
function byWeek(byHour: StatsCounts['byHour']): ReviewStats['ByWeek'] {
  const weeks = new Map<string, number>();
  for (const h of byHour) {
    const monday = mondayOf(berlinDayOf(`${h.hour}:00:00.000Z`));
    weeks.set(monday, (weeks.get(monday) ?? 0) + Number(h.n));
  }
  if (weeks.size === 0) return [];
  const mondays = [...weeks.keys()].sort();
  const all: ReviewStats['ByWeek'] = [];
  for (let t = utcMidnightOf(mondays[0]!); t <= utcMidnightOf(mondays.at(-1)!); t += WEEK_MS) {
    const Week = new Date(t).toISOString().slice(0, 10);
    all.push({ Week, Count: weeks.get(Week) ?? 0 });
  }
  return all;
}

/** The counts of the matching entries → ReviewStats (docs/product.md §18.1): categories in the
 *  order of the tree, each counting the entries in it and below it, labelled by its path
 *  („Wasser › Trüb“), then categories the layer no longer has and „Ohne Kategorie“; statuses in
 *  the layer's order (zeros too); weeks without gaps; per question its figures; cells of 0.01°
 *  by their south-west corner. */
export function presentStats(layer: ReviewLayer, c: StatsCounts): ReviewStats {
  const Total = sumBy(c.byStatus, (s) => Number(s.n));
  const firsts = c.byStatus.flatMap((s) => (s.first ? [s.first] : [])).sort();
  const lasts = c.byStatus.flatMap((s) => (s.last ? [s.last] : [])).sort();
  const answersOf = groupByName(c.answers);
  const perCategory = new Map<string, number>();
  for (const r of answersOf.get(CATEGORY_ATTRIBUTE) ?? []) {
    const key = parseJson<unknown>(r.value, null);
    if (typeof key === 'string') perCategory.set(key, (perCategory.get(key) ?? 0) + Number(r.n));
  }
  const known = new Set(layer.categories.map((k) => k.key));
  const uncategorised = Total - sumBy([...perCategory.values()], (n) => n);
  const ByCategory: ReviewCount[] = [
    ...layer.categories.map((k) => ({ Key: k.key, Label: k.path.join(PATH_SEPARATOR), Count: sumBy(k.keys, (key) => perCategory.get(key) ?? 0) })),
    ...[...perCategory].filter(([key]) => !known.has(key)).sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([Key, Count]) => ({ Key, Label: Key, Count })),
    ...(uncategorised > 0 ? [{ Key: '', Label: NO_CATEGORY, Count: uncategorised }] : []),
  ];
  const choicesOf = groupByName(c.choices);
  const perStatus = new Map(c.byStatus.map((s) => [s.status, Number(s.n)]));
  const ByStatus = countsIn(layer.statuses.map((s) => ({ Key: s.Key, Label: s.Label })), perStatus);
  return {
    Total,
    First: firsts[0] ?? null,
    Last: lasts.at(-1) ?? null,
    ByCategory,
    ByStatus,
    ByWeek: byWeek(c.byHour),
    Questions: layer.questions.map((q) => questionStats(q, answersOf.get(q.Name) ?? [], choicesOf.get(q.Name) ?? [])),
    Cells: c.cells.map((cell) => [Number(cell.lat) / 100, Number(cell.lng) / 100, Number(cell.n)] as [number, number, number])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]),
  };
}
