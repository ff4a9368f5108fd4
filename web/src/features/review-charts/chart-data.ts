import type { QuestionStats, ReviewCount, ReviewStats } from '@mitmachkarte/contract';
import type { ChartTable } from '../../components/charts/chart-figure';
import { formatShare, type ChartSpec } from '../../components/charts/chart-specs';
import { charts, reviewCharts } from '../../i18n/de/review-charts';
import { formatDay, formatNumber } from '../../lib/format';

/** One chart of the charts screen (docs/product.md §18.2): what it draws, its text alternative and
 *  the table of its numbers. */
export type ChartData = { id: string; title: string; spec: ChartSpec; summary: string; table: ChartTable; note?: string };

const t = reviewCharts;
const c = charts;

/** The text alternative of bars: every bar and its count, most first; past ten, how many more. */
function barsSummary(counts: readonly ReviewCount[]): string {
  const sorted = [...counts].sort((a, b) => b.Count - a.Count);
  const parts = sorted.slice(0, 10).map((r) => c.part(r.Label, formatNumber(r.Count)));
  if (sorted.length > 10) parts.push(c.more(sorted.length - 10));
  return c.barsSummary(c.count, parts);
}

/** Bars of counts with the table Label | Anzahl | Anteil (of `of`). */
function barsChart(id: string, title: string, column: string, counts: readonly ReviewCount[], of: number): ChartData {
  return {
    id,
    title,
    spec: { kind: 'bars', rows: counts.map((r) => ({ key: r.Key, label: r.Label, count: r.Count })) },
    summary: barsSummary(counts),
    table: { columns: [column, c.count, c.share], rows: counts.map((r) => [r.Label, formatNumber(r.Count), formatShare(r.Count, of)]) },
  };
}

/** A histogram bin's range in words: „10 bis unter 20“, the last „90 bis 100“. */
const binRange = (b: { From: number; To: number }, last: boolean) => t.rangeText(formatNumber(b.From), formatNumber(b.To), last);

/** The charts of the entries as a whole: by category (when the map has categories), by status,
 *  per week, in that order. */
export function overviewCharts(stats: ReviewStats): ChartData[] {
  const list: ChartData[] = [];
  if (stats.ByCategory.length) list.push(barsChart('chart-category', t.byCategory, t.category, stats.ByCategory, stats.Total));
  list.push(barsChart('chart-status', t.byStatus, t.status, stats.ByStatus, stats.Total));
  const busiest = stats.ByWeek.reduce<{ Week: string; Count: number } | undefined>((m, w) => (!m || w.Count > m.Count ? w : m), undefined);
  list.push({
    id: 'chart-weeks',
    title: t.byWeek,
    spec: { kind: 'weeks', weeks: stats.ByWeek },
    summary: busiest ? t.weekSummary(stats.ByWeek.length, formatDay(busiest.Week), busiest.Count) : c.barsSummary(t.byWeek, []),
    table: { columns: [t.week, t.entries], rows: stats.ByWeek.map((w) => [formatDay(w.Week), formatNumber(w.Count)]) },
  });
  return list;
}

/** The chart of one question that fits its type: bars of its options (single and multiple
 *  choice, yes/no), a histogram (number, percent); undefined for other types. `total`: the
 *  entries matching the filter. */
export function questionChart(q: QuestionStats, index: number, total: number): ChartData | undefined {
  const id = `chart-question-${index}`;
  const title = q.Label || q.Name;
  const note = t.answered(q.Answered, total);
  if (q.Counts && q.Counts.length) {
    return { ...barsChart(id, title, t.answer, q.Counts, q.Answered), note };
  }
  if (q.Histogram && q.Histogram.length) {
    const bins = q.Histogram;
    const parts = bins.map((b, i) => `${binRange(b, i === bins.length - 1)}: ${formatNumber(b.Count)}`);
    return {
      id,
      title,
      spec: { kind: 'histogram', bins },
      summary: t.histogramSummary(parts),
      table: { columns: [t.range, c.count, c.share], rows: bins.map((b, i) => [binRange(b, i === bins.length - 1), formatNumber(b.Count), formatShare(b.Count, q.Answered)]) },
      note,
    };
  }
  return undefined;
}
