import type * as PlotModule from '@observablehq/plot';
import type { Language } from '@mitmachkarte/contract';
import { formatNumber as formatLocalNumber, LOCALES } from '../../lib/format';
import { BAR_COLOUR, CELL_SIZE, STEP_FILLS, TEXT_COLOUR, cellClasses, classOf, stepText, weekEnd, weekStart, type ChartSpec } from './chart-specs';

type Plot = typeof PlotModule;

/** Loads Observable Plot (its own chunk: only the chart screens download it, docs/product.md §18.2). */
export const loadPlot = (): Promise<Plot> => import('@observablehq/plot');

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The words on a chart's axes and the language of its numbers and dates (the charts' texts in
 *  the interface language, i18n/de/review-charts.ts `charts`). */
export type ChartWords = { entries: string; longitude: string; latitude: string; language: Language };

/** Characters of the longest label that fit beside the bars; longer ones end in „…“ (the table
 *  has them whole). */
const labelChars = (width: number) => Math.max(10, Math.min(36, Math.floor((width * 0.4) / 7.4)));

/** Draws `spec` as an SVG `width` pixels wide, with the axes' `words` and the number and date
 *  notation of their language and every bar labelled with its count. `title`
 *  names the chart (the SVG's accessible name). */
export function drawChart(Plot: Plot, spec: ChartSpec, width: number, title: string, words: ChartWords): SVGSVGElement {
  const formatNumber = (n: number) => formatLocalNumber(n, words.language);
  const dates = (year: boolean) =>
    new Intl.DateTimeFormat(LOCALES[words.language], { day: 'numeric', month: 'short', ...(year ? { year: 'numeric' } : {}), timeZone: 'UTC' });
  const common = { width, style: { fontFamily: FONT, fontSize: '12px', color: TEXT_COLOUR, background: '#ffffff' }, ariaLabel: title };
  let chart: SVGSVGElement | HTMLElement;
  switch (spec.kind) {
    case 'bars': {
      const chars = labelChars(width);
      const longest = Math.min(chars, Math.max(4, ...spec.rows.map((r) => r.label.length)));
      const labels = new Map(spec.rows.map((r) => [r.key, r.label]));
      const max = Math.max(1, ...spec.rows.map((r) => r.count));
      chart = Plot.plot({
        ...common,
        height: 34 + 30 * Math.max(1, spec.rows.length),
        marginLeft: Math.min(width * 0.45, 18 + longest * 7.4),
        marginRight: 16 + String(max).length * 8,
        x: { domain: [0, max], label: null, tickFormat: (d: number) => formatNumber(d), ticks: Math.min(max, Math.floor(width / 90)) },
        y: { domain: spec.rows.map((r) => r.key), label: null, tickFormat: (k: string) => labels.get(k) ?? k, tickSize: 0 },
        marks: [
          Plot.axisY({ tickSize: 0, tickPadding: 6, textOverflow: 'ellipsis-end', lineWidth: chars * 0.6, tickFormat: (k: string) => labels.get(k) ?? k }),
          Plot.barX(spec.rows, { x: 'count', y: 'key', fill: BAR_COLOUR, insetTop: 1, insetBottom: 1 }),
          Plot.text(spec.rows, { x: 'count', y: 'key', text: (r: { count: number }) => formatNumber(r.count), textAnchor: 'start', dx: 4, fill: TEXT_COLOUR }),
          Plot.ruleX([0], { stroke: TEXT_COLOUR }),
        ],
      });
      break;
    }
    case 'histogram': {
      const max = Math.max(1, ...spec.bins.map((b) => b.Count));
      chart = Plot.plot({
        ...common,
        height: 260,
        marginTop: 24,
        marginRight: 28,
        x: { label: null, tickFormat: (d: number) => formatNumber(d) },
        y: { domain: [0, max], label: words.entries, tickFormat: (d: number) => formatNumber(d), ticks: Math.min(max, 5), grid: true },
        marks: [
          Plot.rectY(spec.bins, { x1: 'From', x2: 'To', y: 'Count', fill: BAR_COLOUR, insetLeft: 1, insetRight: 1 }),
          Plot.text(spec.bins, { x: (b: { From: number; To: number }) => (b.From + b.To) / 2, y: 'Count', text: (b: { Count: number }) => formatNumber(b.Count), dy: -8, fill: TEXT_COLOUR }),
          Plot.ruleY([0], { stroke: TEXT_COLOUR }),
        ],
      });
      break;
    }
    case 'weeks': {
      const max = Math.max(1, ...spec.weeks.map((w) => w.Count));
      const first = spec.weeks[0]?.Week;
      const last = spec.weeks.at(-1)?.Week;
      const spansYears = Boolean(first && last && first.slice(0, 4) !== last.slice(0, 4));
      // A tick at the Monday of every n-th week, n such that each label has about 80 px.
      const step = Math.max(1, Math.ceil((spec.weeks.length * (spansYears ? 110 : 80)) / width));
      const ticks = spec.weeks.filter((_, i) => i % step === 0).map((w) => weekStart(w.Week));
      chart = Plot.plot({
        ...common,
        height: 260,
        marginTop: 24,
        marginRight: 28,
        x: { type: 'utc', label: null, tickFormat: (d: Date) => dates(spansYears).format(d), ticks },
        y: { domain: [0, max], label: words.entries, tickFormat: (d: number) => formatNumber(d), ticks: Math.min(max, 5), grid: true },
        marks: [
          Plot.rectY(spec.weeks, { x1: (w: { Week: string }) => weekStart(w.Week), x2: (w: { Week: string }) => weekEnd(w.Week), y: 'Count', fill: BAR_COLOUR, insetLeft: 1, insetRight: 1 }),
          // Numbers above the bars while they fit (about 26 px a week); the table has them all.
          ...(spec.weeks.length * 26 <= width
            ? [Plot.text(spec.weeks, { x: (w: { Week: string }) => new Date(weekStart(w.Week).getTime() + 3.5 * 86_400_000), y: 'Count', text: (w: { Count: number }) => formatNumber(w.Count), dy: -8, fill: TEXT_COLOUR })]
            : []),
          Plot.ruleY([0], { stroke: TEXT_COLOUR }),
        ],
      });
      break;
    }
    case 'cells': {
      const max = Math.max(1, ...spec.cells.map((c) => c[2]));
      const classes = cellClasses(max);
      const lats = spec.cells.map((c) => c[0]);
      const lngs = spec.cells.map((c) => c[1]);
      const south = Math.min(...lats);
      const north = Math.max(...lats) + CELL_SIZE;
      const west = Math.min(...lngs);
      const east = Math.max(...lngs) + CELL_SIZE;
      // Degrees of longitude are shorter than of latitude by cos(latitude).
      const aspect = (north - south) / ((east - west) * Math.cos((((south + north) / 2) * Math.PI) / 180));
      const inner = width - 80;
      chart = Plot.plot({
        ...common,
        height: Math.round(Math.max(160, Math.min(900, inner * aspect)) + 60),
        marginLeft: 60,
        x: { domain: [west, east], label: words.longitude, tickFormat: (d: number) => formatNumber(d) },
        y: { domain: [south, north], label: words.latitude, tickFormat: (d: number) => formatNumber(d) },
        marks: [
          Plot.rect(spec.cells, {
            x1: (c: number[]) => c[1], x2: (c: number[]) => c[1]! + CELL_SIZE, y1: (c: number[]) => c[0], y2: (c: number[]) => c[0]! + CELL_SIZE,
            fill: (c: number[]) => classOf(classes, c[2]!).fill, stroke: '#ffffff', strokeWidth: 0.5,
          }),
          Plot.text(spec.cells, {
            x: (c: number[]) => c[1]! + CELL_SIZE / 2, y: (c: number[]) => c[0]! + CELL_SIZE / 2, text: (c: number[]) => formatNumber(c[2]!),
            fill: (c: number[]) => classOf(classes, c[2]!).text, fontSize: 10,
          }),
          Plot.frame({ stroke: '#6c757d' }),
        ],
      });
      break;
    }
    case 'stacked': {
      const chars = labelChars(width);
      const longest = Math.min(chars, Math.max(4, ...spec.rows.map((r) => r.label.length)));
      const labels = new Map(spec.rows.map((r) => [r.key, r.label]));
      const stepIndex = new Map(spec.steps.map((s, i) => [s.key, i]));
      const cells = spec.cells.filter((c) => c.count > 0);
      const fill = (c: { step: string }) => STEP_FILLS[(stepIndex.get(c.step) ?? 0) % STEP_FILLS.length]!;
      const order = { order: spec.steps.map((s) => s.key), z: 'step' } as const;
      const max = Math.max(1, ...spec.rows.map((r) => cells.filter((c) => c.row === r.key).reduce((sum, c) => sum + c.count, 0)));
      chart = Plot.plot({
        ...common,
        height: 34 + 34 * Math.max(1, spec.rows.length),
        marginLeft: Math.min(width * 0.45, 18 + longest * 7.4),
        // Whole numbers on the axis: counts of answers.
        x: { domain: [0, max], label: null, tickFormat: (d: number) => formatNumber(d), ticks: Math.min(max, Math.floor(width / 90)) },
        y: { domain: spec.rows.map((r) => r.key), label: null, tickFormat: (k: string) => labels.get(k) ?? k, tickSize: 0 },
        marks: [
          Plot.axisY({ tickSize: 0, tickPadding: 6, textOverflow: 'ellipsis-end', lineWidth: chars * 0.6, tickFormat: (k: string) => labels.get(k) ?? k }),
          Plot.barX(cells, Plot.stackX({ x: 'count', y: 'row', fill, stroke: '#ffffff', insetTop: 1, insetBottom: 1, ...order })),
          Plot.text(cells, Plot.stackX({ x: 'count', y: 'row', text: (c: { count: number }) => formatNumber(c.count), fill: (c: { step: string }) => stepText(stepIndex.get(c.step) ?? 0), ...order })),
          Plot.ruleX([0], { stroke: TEXT_COLOUR }),
        ],
      });
      break;
    }
  }
  const svg = chart instanceof SVGSVGElement ? chart : chart.querySelector('svg');
  if (!svg) throw new Error('Observable Plot drew no SVG.');
  // Plot names its groups of marks („bar“, „rule“) by aria-label, which ARIA does not allow on a
  // <g> without a role; the chart is one image, named by its title and described by its text.
  for (const element of svg.querySelectorAll('[aria-label], [aria-description]')) {
    element.removeAttribute('aria-label');
    element.removeAttribute('aria-description');
  }
  return svg;
}
