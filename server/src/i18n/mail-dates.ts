import type { Language } from '@mitmachkarte/contract';
import { germanDateTime } from '../lib/berlin-time.js';

/** Times and days in a mail, as a reader of its language writes them (docs/product.md §23.4),
 *  always on Berlin's clock: German as the mails always had them (`01.03.2027 14:05`,
 *  `01.03.2027`), the others with Intl in the locales of the web app (web/src/lib/format.ts:
 *  British English, Turkey's Turkish, Arabic with the Western digits, Ukraine's Ukrainian). */

const LOCALES: Readonly<Record<Language, string>> = { de: 'de-DE', en: 'en-GB', tr: 'tr-TR', ar: 'ar-u-nu-latn', uk: 'uk-UA' };

/** The instant `iso` (ISO 8601) with date and time, e.g. `1 March 2027 at 14:05`. */
export function mailDateTime(iso: string, language: Language): string {
  if (language === 'de') return germanDateTime(iso);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(iso));
}

/** The Berlin day of the instant `iso`, e.g. `1 March 2027`. */
export function mailDay(iso: string, language: Language): string {
  if (language === 'de') return germanDateTime(iso).slice(0, 10);
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(iso));
}
