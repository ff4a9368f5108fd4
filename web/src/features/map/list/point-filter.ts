import type { MapFilter } from '@mitmachkarte/contract';
import { todayInBerlin } from '../../../lib/format';

/** What the map and the list show of a layer's points (docs/product.md §16.1): one status key or
 *  all (''), one category with everything below it or all (''), and entries from the Berlin day
 *  `days` days ago on, or all (0). The server applies it (GET /gis/map…, /gis/pointlist…). */
export type PointFilter = { status: string; category: string; days: number };

export const NO_FILTER: PointFilter = Object.freeze({ status: '', category: '', days: 0 });

/** The periods the filter offers, in days (0: all). */
export const FILTER_PERIODS = [0, 7, 30, 365] as const;

export const isFiltered = (f: PointFilter) => f.status !== '' || f.category !== '' || f.days !== 0;

/** The Berlin calendar day (YYYY-MM-DD) `days` days before the Berlin day of `now`. */
export function berlinDayBefore(days: number, now = new Date()): string {
  const today = new Date(`${todayInBerlin(now)}T00:00:00Z`);
  today.setUTCDate(today.getUTCDate() - days);
  return today.toISOString().slice(0, 10);
}

/** The filter as the server reads it (MapFilter): only the parts that are set; `days` becomes
 *  `from`, the Berlin day `days` days before today (docs/product.md §16.1). */
export function toMapFilter(filter: PointFilter, now = new Date()): MapFilter {
  const wire: MapFilter = {};
  if (filter.status) wire.status = filter.status;
  if (filter.category) wire.category = filter.category;
  if (filter.days > 0) wire.from = berlinDayBefore(filter.days, now);
  return wire;
}
