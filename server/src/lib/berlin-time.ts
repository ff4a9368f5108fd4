/** Berlin's clock and calendar (Europe/Berlin, CET/CEST): the wall clock of the exports that open
 *  in German spreadsheet programs (docs/product.md §18.4), and the days in which the evaluation
 *  counts (docs/product.md §18.1). A day is `YYYY-MM-DD`, an instant an ISO 8601 UTC text or ms
 *  since the epoch. */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Made on first use: the time zone data it loads would cost start-up time (docs/runtime.md §1). */
let berlinParts: Intl.DateTimeFormat | undefined;
const berlinFormat = () => (berlinParts ??= new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
}));
/** Offsets of Berlin's wall clock from UTC in ms, by UTC hour: Berlin changes its offset only
 *  at full UTC hours, so one Intl call per hour of the data is enough. */
const offsets = new Map<number, number>();

/** How far Berlin's wall clock is ahead of UTC at the instant `ms` (ms since the epoch): 3,600,000
 *  in winter, 7,200,000 in summer. */
export function berlinOffsetMs(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = Object.fromEntries(berlinFormat().formatToParts(new Date(hour * HOUR_MS)).map((x) => [x.type, Number(x.value)]));
    offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - hour * HOUR_MS;
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The instant `iso` (an ISO 8601 timestamp) as a Date whose UTC fields are Berlin's wall clock
 *  then: what a spreadsheet cell holds, since spreadsheets store times without a zone (a Date
 *  given to ExcelJS is written from its UTC fields). */
export function berlinWallClock(iso: string): Date {
  const ms = Date.parse(iso);
  return new Date(ms + berlinOffsetMs(ms));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant `iso` as Berlin's wall clock in German notation `dd.mm.yyyy hh:mm` (seconds left
 *  out), e.g. '2026-11-21T06:00:00.000Z' → '21.11.2026 07:00'. */
export function germanDateTime(iso: string): string {
  const d = berlinWallClock(iso);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The day of the instant `ms` in Berlin's calendar as `yyyy-mm-dd`. */
export function berlinDay(ms: number): string {
  return new Date(ms + berlinOffsetMs(ms)).toISOString().slice(0, 10);
}

/** The Berlin day of an instant (milliseconds or ISO text). */
export const berlinDayOf = (instant: number | string) => berlinDay(typeof instant === 'string' ? Date.parse(instant) : instant);

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
  return new Date(utc - berlinOffsetMs(utc - 2 * HOUR_MS)).toISOString();
}

/** The day after `day`. */
export const nextDay = (day: string) => new Date(utcMidnightOf(day) + DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week (ISO 8601 weeks, Monday first) that holds `day`. */
export function mondayOf(day: string): string {
  const utc = utcMidnightOf(day);
  const sinceMonday = (new Date(utc).getUTCDay() + 6) % 7;
  return new Date(utc - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}
