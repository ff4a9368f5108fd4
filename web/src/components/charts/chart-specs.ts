import { SOURCE_LANGUAGE, type Language } from '@mitmachkarte/contract';
import { formatNumber, LOCALES } from '../../lib/format';

/** What a chart shows (docs/product.md §18.2, §18.3), independent of the library that draws it:
 *  counts under labels as bars, a histogram of numbers, entries per week, or counts in grid cells
 *  of 0.01° (south-west corner). */
export type ChartSpec =
  | { kind: 'bars'; rows: { key: string; label: string; count: number }[] }
  | { kind: 'histogram'; bins: { From: number; To: number; Count: number }[] }
  | { kind: 'weeks'; weeks: { Week: string; Count: number }[] }
  | { kind: 'cells'; cells: [number, number, number][] }
  /** Rows of counts split into steps (a survey's matrix, docs/product.md §25.2): one bar per row,
   *  its segments in the steps' order, each with its count written on it. */
  | { kind: 'stacked'; rows: { key: string; label: string }[]; steps: { key: string; label: string }[]; cells: { row: string; step: string; count: number }[] };

/** Fills of a stacked bar's steps (ColorBrewer „RdBu“, dark ends), each carrying its count in the
 *  text colour STEP_TEXT gives; colour is never the only cue (the table and the legend name them). */
export const STEP_FILLS = ['#08519c', '#4292c6', '#9ecae1', '#d9d9d9', '#fc9272', '#de2d26', '#a50f15', '#54278f', '#756bb1', '#bcbddc'];
/** The text colour on a step's fill (at least 4.5:1). */
export const stepText = (i: number) => ([0, 1, 5, 6, 7, 8].includes(i % STEP_FILLS.length) ? '#ffffff' : TEXT_COLOUR);

/** Colour of bars: 6.3:1 against white, so a bar is seen without its label too (WCAG 1.4.11);
 *  every bar carries its number as text, colour is never the only cue. */
export const BAR_COLOUR = '#1f5fbf';
/** Text colour of labels on white (Bootstrap's body colour, 15:1). */
export const TEXT_COLOUR = '#212529';

/** Size of a heat-map cell in degrees (packages/contract/src/review.ts, `Cells`). */
export const CELL_SIZE = 0.01;

/** One class of the heat map's colour scale: counts `from`..`to` (both included), its fill and the
 *  colour of text on it (at least 4.5:1 against the fill). */
export type CellClass = { from: number; to: number; fill: string; text: string };

// Sequential blues (ColorBrewer „Blues“, light to dark).
const CELL_FILLS = [
  { fill: '#c6dbef', text: TEXT_COLOUR },
  { fill: '#6baed6', text: TEXT_COLOUR },
  { fill: '#2171b5', text: '#ffffff' },
  { fill: '#08519c', text: '#ffffff' },
  { fill: '#08306b', text: '#ffffff' },
];

/** The classes of the heat map for counts 1..`max`: up to five of equal width, fewer when `max`
 *  is below five (one per count). */
export function cellClasses(max: number): CellClass[] {
  const n = Math.max(1, Math.min(CELL_FILLS.length, max));
  const classes: CellClass[] = [];
  let from = 1;
  for (let i = 0; i < n; i++) {
    const to = i === n - 1 ? Math.max(max, 1) : Math.ceil((max * (i + 1)) / n);
    if (to < from) continue;
    // Spread the fills over the whole scale, so that the highest class is always the darkest.
    const colours = CELL_FILLS[Math.round((i * (CELL_FILLS.length - 1)) / Math.max(1, n - 1))]!;
    classes.push({ from, to, ...colours });
    from = to + 1;
  }
  return classes;
}

/** The class of `count` among `classes` (the last one for counts above them). */
export const classOf = (classes: CellClass[], count: number): CellClass =>
  classes.find((c) => count <= c.to) ?? classes[classes.length - 1]!;

/** A class's range as text in `language`: „3“ or „3–5“. */
export const classRange = (c: CellClass, language: Language = SOURCE_LANGUAGE): string =>
  (c.from === c.to ? formatNumber(c.from, language) : `${formatNumber(c.from, language)}–${formatNumber(c.to, language)}`);

/** A share in per cent with at most one decimal, in German „12,5 %“, else as `language` writes
 *  it („12.5%“); „–“ of nothing. */
export function formatShare(count: number, of: number, language: Language = SOURCE_LANGUAGE): string {
  if (of <= 0) return '–';
  if (language === SOURCE_LANGUAGE) return `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format((count / of) * 100)} %`;
  return new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 1 }).format(count / of);
}

/** The Monday `YYYY-MM-DD` as a date at midnight UTC, and the week after it. */
export const weekStart = (day: string): Date => new Date(`${day}T00:00:00Z`);
export const weekEnd = (day: string): Date => new Date(weekStart(day).getTime() + 7 * 86_400_000);
