import { LANGUAGE_INFO } from '@mitmachkarte/contract';
import { useMemo } from 'react';
import { useCurrentLanguage } from '../i18n/runtime';
import { formatBerlinTime, formatDate, formatDay, formatDayOf, formatNumber } from './format';

/** A date kept whole inside right-to-left text (Unicode Bidirectional Algorithm, UAX #9: first
 *  strong isolate … pop directional isolate): beside a German map's name in an Arabic sentence its
 *  digits would otherwise be pulled into the Latin run and the date torn apart. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** The formatters of lib/format.ts in the current interface language (docs/product.md §23):
 *  numbers, timestamps and calendar days as a reader of that language writes them; German as
 *  before. In a right-to-left language dates come isolated (see `isolated`). For every screen
 *  whose texts are translated (i18n/translated.ts). */
export function useFormat() {
  const language = useCurrentLanguage();
  return useMemo(() => {
    const keep = LANGUAGE_INFO[language].dir === 'rtl' ? isolated : (text: string) => text;
    return {
      /** The current interface language, for functions that take it. */
      language,
      /** A number (formatNumber). */
      number: (n: number) => formatNumber(n, language),
      /** A timestamp as date and time (formatDate). */
      date: (iso: string) => keep(formatDate(iso, language)),
      /** A timestamp's calendar day in Berlin (formatDayOf). */
      dayOf: (iso: string) => keep(formatDayOf(iso, language)),
      /** A calendar day `YYYY-MM-DD` in words (formatDay). */
      day: (day: string) => keep(formatDay(day, language)),
      /** A timestamp with seconds in Berlin's time (formatBerlinTime). */
      berlinTime: (iso: string) => keep(formatBerlinTime(iso, language)),
    };
  }, [language]);
}
