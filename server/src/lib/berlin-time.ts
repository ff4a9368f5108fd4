/** Times as people in Germany read them: the wall clock of Europe/Berlin (CET/CEST), for the
 *  exports that open in German spreadsheet programs (docs/product.md §18.4). */

const HOUR_MS = 3_600_000;
const berlinParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
});
/** Offsets of Berlin's wall clock from UTC in ms, by UTC hour: Berlin changes its offset only
 *  at full UTC hours, so one Intl call per hour of the data is enough. */
const offsets = new Map<number, number>();

/** How far Berlin's wall clock is ahead of UTC at the instant `ms` (ms since the epoch): 3,600,000
 *  in winter, 7,200,000 in summer. */
export function berlinOffsetMs(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = Object.fromEntries(berlinParts.formatToParts(new Date(hour * HOUR_MS)).map((x) => [x.type, Number(x.value)]));
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

/** The day of the instant `ms` in Berlin's calendar as `yyyy-mm-dd` (for file names). */
export function berlinDay(ms: number): string {
  return new Date(ms + berlinOffsetMs(ms)).toISOString().slice(0, 10);
}
