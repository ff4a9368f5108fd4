import type { charts } from '../../i18n/de/review-charts';
import type { MessageValues } from '../../i18n/runtime';
import type { useFormat } from '../../lib/use-format';

/** The charts' common texts in the current language (useT('charts', charts)) and the formats
 *  (useFormat()), for the pure functions that describe charts. */
export type ChartsText = {
  c: (key: keyof typeof charts & string, values?: MessageValues) => string;
  f: ReturnType<typeof useFormat>;
};

/** The text alternative of bars (docs/product.md §18.2): every bar and its count, most first;
 *  past ten, how many more; „Anzahl: keine Werte.“ without bars. */
export function barsSummary(counts: readonly { label: string; count: number }[], { c, f }: ChartsText): string {
  const sorted = [...counts].sort((a, b) => b.count - a.count);
  const parts = sorted.slice(0, 10).map((r) => c('part', { label: r.label, count: f.number(r.count) }));
  if (sorted.length > 10) parts.push(c('more', { n: sorted.length - 10 }));
  const kind = c('count');
  return parts.length ? c('barsSummary', { kind, parts: parts.join(c('partsSeparator')) }) : c('barsNone', { kind });
}
