/** Days in Berlin's calendar (Europe/Berlin, CET/CEST), in which the evaluation counts
 *  (docs/product.md §18.1): a day is `YYYY-MM-DD`, an instant an ISO 8601 UTC text. */

const DAY_MS = 86_400_000;
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Berlin's offset from UTC at the instant `ms` (milliseconds; 3,600,000 in winter, 7,200,000 in summer). */
function berlinOffsetMs(ms: number): number {
  const p = Object.fromEntries(partsFormat.formatToParts(ms).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(ms / 1000) * 1000;
}

/** Milliseconds of `day` 00:00 UTC; NaN unless `day` is a real calendar day (2026-02-31 is not). */
export function utcMidnightOf(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : NaN;
}

/** Whether `day` (`YYYY-MM-DD`) names a real calendar day. */
export const isCalendarDay = (day: string) => !Number.isNaN(utcMidnightOf(day));

/** The instant (ISO 8601 UTC) at which `day` begins in Berlin. Berlin changes its clocks at 01:00
 *  UTC, so the offset two hours before UTC midnight is the one of Berlin's midnight. */
export function berlinDayStart(day: string): string {
  const utc = utcMidnightOf(day);
  if (Number.isNaN(utc)) throw new RangeError(`not a day: ${day}`);
  return new Date(utc - berlinOffsetMs(utc - 2 * 3_600_000)).toISOString();
}

/** The day after `day`. */
export const nextDay = (day: string) => new Date(utcMidnightOf(day) + DAY_MS).toISOString().slice(0, 10);

/** The Berlin day of an instant (milliseconds or ISO text). */
export const berlinDayOf = (instant: number | string) => dayFormat.format(typeof instant === 'string' ? Date.parse(instant) : instant);

/** The Monday of the week (ISO 8601 weeks, Monday first) that holds `day`. */
export function mondayOf(day: string): string {
  const utc = utcMidnightOf(day);
  const sinceMonday = (new Date(utc).getUTCDay() + 6) % 7;
  return new Date(utc - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}
