import type { DigestPeriod } from './team-notifications.repository.js';

/** When the team's digests and reminders are due (docs/product.md §16.8, §16.11): from 07:00
 *  Berlin time, the weekly ones on Mondays. */

/** The hour (Europe/Berlin) from which the day's digests go out. */
const DIGEST_HOUR = 7;
const TIME_ZONE = 'Europe/Berlin';

/** The offset of Berlin's time from UTC at `at` (ms; +3,600,000 in winter). */
function berlinOffsetMs(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
}

/** 07:00 Berlin time on the Berlin calendar day `daysBack` days before the one of `now`, as a UTC
 *  instant, and that day's weekday (0 Sunday). The offset is taken at noon: the clock changes at
 *  night, so 07:00 has the offset of noon. */
function sevenOClock(now: Date, daysBack: number): { at: Date; weekday: number } {
  const local = new Date(now.getTime() + berlinOffsetMs(now));
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysBack);
  const offset = berlinOffsetMs(new Date(day + 12 * 3600_000));
  return { at: new Date(day + DIGEST_HOUR * 3600_000 - offset), weekday: new Date(day).getUTCDay() };
}

/** The end of the latest `period` digest due at `now`: the latest 07:00 Berlin time no later than
 *  `now` (daily), or the latest such Monday (weekly). */
export function digestSlot(period: DigestPeriod, now: Date): Date {
  for (let back = 0; back <= 8; back++) {
    const { at, weekday } = sevenOClock(now, back);
    if (at.getTime() <= now.getTime() && (period === 'taeglich' || weekday === 1)) return at;
  }
  throw new Error('no digest slot in eight days');
}
