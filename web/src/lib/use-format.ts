import { useMemo } from 'react';
import { useCurrentLanguage } from '../i18n/runtime';
import { formatBerlinTime, formatDate, formatDay, formatDayOf, formatNumber } from './format';

/** The formatters of lib/format.ts in the current interface language (docs/product.md §23):
 *  numbers, timestamps and calendar days as a reader of that language writes them; German as
 *  before. For screens a citizen reads; the team's screens stay German. */
export function useFormat() {
  const language = useCurrentLanguage();
  return useMemo(() => ({
    /** The current interface language, for functions that take it. */
    language,
    /** A number (formatNumber). */
    number: (n: number) => formatNumber(n, language),
    /** A timestamp as date and time (formatDate). */
    date: (iso: string) => formatDate(iso, language),
    /** A timestamp's calendar day in Berlin (formatDayOf). */
    dayOf: (iso: string) => formatDayOf(iso, language),
    /** A calendar day `YYYY-MM-DD` in words (formatDay). */
    day: (day: string) => formatDay(day, language),
    /** A timestamp with seconds in Berlin's time (formatBerlinTime). */
    berlinTime: (iso: string) => formatBerlinTime(iso, language),
  }), [language]);
}
