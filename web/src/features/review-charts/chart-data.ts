import type { QuestionStats, ReviewCount, ReviewStats } from '@mitmachkarte/contract';
import type { ChartTable } from '../../components/charts/chart-figure';
import { formatShare, type ChartSpec } from '../../components/charts/chart-specs';
import { barsSummary, type ChartsText } from '../../components/charts/bars-summary';
import type { reviewCharts } from '../../i18n/de/review-charts';
import type { MessageValues } from '../../i18n/runtime';

/** One chart of the charts screen (docs/product.md §18.2): what it draws, its text alternative and
 *  the table of its numbers. */
export type ChartData = { id: string; title: string; spec: ChartSpec; summary: string; table: ChartTable; note?: string; townTitle?: boolean };

/** The texts and formats of the charts in the current language: `c` the charts' common texts,
 *  `t` the screen's (useT('reviewCharts', reviewCharts)), `f` useFormat(). */
export type ChartTexts = ChartsText & { t: (key: keyof typeof reviewCharts & string, values?: MessageValues) => string };

/** Bars of counts with the table Label | Anzahl | Anteil (of `of`). */
function barsChart(id: string, title: string, column: string, counts: readonly ReviewCount[], of: number, { c, f }: ChartTexts): ChartData {
  return {
    id,
    title,
    spec: { kind: 'bars', rows: counts.map((r) => ({ key: r.Key, label: r.Label, count: r.Count })) },
    summary: barsSummary(counts.map((r) => ({ label: r.Label, count: r.Count })), { c, f }),
    table: { columns: [column, c('count'), c('share')], rows: counts.map((r) => [r.Label, f.number(r.Count), formatShare(r.Count, of, f.language)]) },
  };
}

/** A histogram bin's range in words: „10 bis unter 20“, the last „90 bis 100“. */
const binRange = (b: { From: number; To: number }, last: boolean, { t, f }: ChartTexts) =>
  t(last ? 'rangeLast' : 'rangeBelow', { from: f.number(b.From), to: f.number(b.To) });

/** The charts of the entries as a whole: by category (when the map has categories), by status,
 *  per week, in that order. */
export function overviewCharts(stats: ReviewStats, texts: ChartTexts): ChartData[] {
  const { c, t, f } = texts;
  const list: ChartData[] = [];
  if (stats.ByCategory.length) list.push(barsChart('chart-category', t('byCategory'), t('category'), stats.ByCategory, stats.Total, texts));
  list.push(barsChart('chart-status', t('byStatus'), t('status'), stats.ByStatus, stats.Total, texts));
  const busiest = stats.ByWeek.reduce<{ Week: string; Count: number } | undefined>((m, w) => (!m || w.Count > m.Count ? w : m), undefined);
  list.push({
    id: 'chart-weeks',
    title: t('byWeek'),
    spec: { kind: 'weeks', weeks: stats.ByWeek },
    summary: busiest ? t('weekSummary', { weeks: stats.ByWeek.length, max: f.day(busiest.Week), most: busiest.Count }) : c('barsNone', { kind: t('byWeek') }),
    table: { columns: [t('week'), t('entries')], rows: stats.ByWeek.map((w) => [f.day(w.Week), f.number(w.Count)]) },
  });
  return list;
}

/** The chart of one question that fits its type: bars of its options (single and multiple
 *  choice, yes/no), a histogram (number, percent); undefined for other types. `total`: the
 *  entries matching the filter. */
export function questionChart(q: QuestionStats, index: number, total: number, texts: ChartTexts): ChartData | undefined {
  const { c, t, f } = texts;
  const id = `chart-question-${index}`;
  const title = q.Label || q.Name;
  const note = t('answered', { n: q.Answered, total });
  if (q.Counts && q.Counts.length) {
    return { ...barsChart(id, title, t('answer'), q.Counts, q.Answered, texts), note, townTitle: true };
  }
  if (q.Histogram && q.Histogram.length) {
    const bins = q.Histogram;
    const range = (i: number) => binRange(bins[i]!, i === bins.length - 1, texts);
    const parts = bins.map((b, i) => t('binCount', { range: range(i), count: f.number(b.Count) }));
    return {
      id,
      title,
      spec: { kind: 'histogram', bins },
      summary: t('histogramSummary', { parts: parts.join(c('partsSeparator')) }),
      table: { columns: [t('range'), c('count'), c('share')], rows: bins.map((b, i) => [range(i), f.number(b.Count), formatShare(b.Count, q.Answered, f.language)]) },
      note,
      townTitle: true,
    };
  }
  return undefined;
}
