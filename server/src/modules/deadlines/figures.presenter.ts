import { DEADLINE_DAY_MS, FIGURES_WEEKS_MAX, median, type Deadlines, type WorkspaceFigures } from '@mitmachkarte/contract';
import { statusesOf } from '../../db/records/layer.record.js';
import { berlinDayOf, mondayOf, utcMidnightOf } from '../../lib/berlin-time.js';

/** The counts read for a project's figures (figures.repository.ts) → WorkspaceFigures
 *  (docs/product.md §16.11). */

type N = number | string | bigint;
export type FigureCounts = {
  from: string; to: string; now: Date; deadlines: Deadlines;
  totals: { entries: number; answered: number; completed: number };
  byHour: { hour: string; n: N }[];
  byStatus: { layer_id: string; status: string; n: N }[];
  layers: { id: string; name: string; statuses: string }[];
  responses: { from: string; to: string }[];
  completions: { from: string; to: string }[];
  overdue: { antwort: number; erledigung: number };
};

const WEEK_MS = 7 * DEADLINE_DAY_MS;

/** Days from each `from` to its `to`, their median rounded to a tenth of a day. */
function medianDays(rows: { from: string; to: string }[]): number | null {
  const m = median(rows.map((r) => Math.max(0, Date.parse(r.to) - Date.parse(r.from)) / DEADLINE_DAY_MS));
  return m === null ? null : Math.round(m * 10) / 10;
}

/** Every week (its Monday in Berlin) from the week of `from` to the week of `to`, the last
 *  FIGURES_WEEKS_MAX of them, with their entries. */
function byWeek(byHour: FigureCounts['byHour'], from: string, to: string): { weeks: WorkspaceFigures['ByWeek']; cut: boolean } {
  const counts = new Map<string, number>();
  for (const h of byHour) {
    const monday = mondayOf(berlinDayOf(`${h.hour}:00:00.000Z`));
    counts.set(monday, (counts.get(monday) ?? 0) + Number(h.n));
  }
  const last = utcMidnightOf(mondayOf(to));
  const first = Math.max(utcMidnightOf(mondayOf(from)), last - (FIGURES_WEEKS_MAX - 1) * WEEK_MS);
  const weeks: WorkspaceFigures['ByWeek'] = [];
  for (let t = first; t <= last; t += WEEK_MS) {
    const Week = new Date(t).toISOString().slice(0, 10);
    weeks.push({ Week, Count: counts.get(Week) ?? 0 });
  }
  return { weeks, cut: first > utcMidnightOf(mondayOf(from)) };
}

/** Per map (by name) its statuses in order with their counts (zeros too), then statuses it no
 *  longer has. */
function byStatus(c: FigureCounts): WorkspaceFigures['ByStatus'] {
  return c.layers.flatMap((layer) => {
    const statuses = statusesOf(layer);
    const mine = c.byStatus.filter((r) => r.layer_id === layer.id);
    const count = (key: string) => Number(mine.find((r) => r.status === key)?.n ?? 0);
    const gone = mine.filter((r) => !statuses.some((s) => s.Key === r.status));
    return [
      ...statuses.map((s) => ({ Layer: layer.id, LayerName: layer.name, Status: s.Key, Label: s.Label, Closed: s.Closed, Count: count(s.Key) })),
      ...gone.map((r) => ({ Layer: layer.id, LayerName: layer.name, Status: r.status, Label: r.status, Closed: false, Count: Number(r.n) })),
    ];
  });
}

export function presentFigures(c: FigureCounts): WorkspaceFigures {
  const { weeks, cut } = byWeek(c.byHour, c.from, c.to);
  return {
    From: c.from, To: c.to, Now: c.now.toISOString(), Deadlines: c.deadlines,
    Entries: c.totals.entries, ByWeek: weeks, WeeksCut: cut,
    MedianFirstResponseDays: medianDays(c.responses), MedianCompletionDays: medianDays(c.completions),
    MedianSample: { FirstResponse: c.responses.length, Completion: c.completions.length },
    Answered: c.totals.answered, Completed: c.totals.completed,
    ShareAnswered: c.totals.entries === 0 ? null : c.totals.answered / c.totals.entries,
    Overdue: { Antwort: c.overdue.antwort, Erledigung: c.overdue.erledigung },
    ByStatus: byStatus(c),
  };
}
