import type { SurveyQuestionResult } from '@mitmachkarte/contract';
import type { ChartTable } from '../../components/charts/chart-figure';
import type { ChartSpec } from '../../components/charts/chart-specs';

/** What the results page draws for one question (docs/product.md §25.2, Ergebnisse): counts as
 *  bars (choices, yes/no), the mean rank per option as bars (ranking; 1 = first place), the
 *  rows of a matrix as stacked bars; texts and numbers have no chart. Labels and column heads come
 *  from the caller's catalogue (`words`). */
export type ResultChart = { spec: ChartSpec; table: ChartTable; parts: { label: string; count: number }[] };
type Words = { answer: string; count: string; meanRank: string; row: string; number: (n: number) => string };

export function resultChart(q: SurveyQuestionResult, w: Words): ResultChart | undefined {
  if (q.Kind === 'single' || q.Kind === 'multiple' || q.Kind === 'boolean') {
    const parts = q.Counts.map((c) => ({ label: c.Label, count: c.Count }));
    return {
      spec: { kind: 'bars', rows: q.Counts.map((c) => ({ key: c.Key, label: c.Label, count: c.Count })) },
      table: { columns: [w.answer, w.count], rows: q.Counts.map((c) => [c.Label, w.number(c.Count)]) },
      parts,
    };
  }
  if (q.Kind === 'ranking') {
    const ranked = q.MeanRanks.filter((r) => r.MeanRank !== null);
    return {
      spec: { kind: 'bars', rows: ranked.map((r) => ({ key: r.Key, label: r.Label, count: r.MeanRank! })) },
      table: { columns: [w.answer, w.meanRank], rows: q.MeanRanks.map((r) => [r.Label, r.MeanRank === null ? '–' : w.number(r.MeanRank)]) },
      parts: ranked.map((r) => ({ label: r.Label, count: r.MeanRank! })),
    };
  }
  if (q.Kind === 'matrix') {
    const steps = q.Matrix[0]?.Counts.map((s) => ({ key: s.Key, label: s.Label })) ?? [];
    return {
      spec: { kind: 'stacked', rows: q.Matrix.map((r) => ({ key: r.Key, label: r.Label })), steps, cells: q.Matrix.flatMap((r) => r.Counts.map((s) => ({ row: r.Key, step: s.Key, count: s.Count }))) },
      table: { columns: [w.row, ...steps.map((s) => s.label)], rows: q.Matrix.map((r) => [r.Label, ...r.Counts.map((s) => w.number(s.Count))]) },
      parts: q.Matrix.flatMap((r) => r.Counts.map((s) => ({ label: `${r.Label} – ${s.Label}`, count: s.Count }))),
    };
  }
  return undefined;
}
