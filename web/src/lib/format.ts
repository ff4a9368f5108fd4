import { SOURCE_LANGUAGE, type Language } from '@mitmachkarte/contract';

/** The Intl locale of each interface language (docs/product.md §23): German as in Germany,
 *  English as in Britain (day before month, 24 hours), Ukrainian and Turkish as in their countries,
 *  Arabic with the Western digits the town's addresses, house numbers and phone numbers are written
 *  in (`nu-latn`; CLDR's default for `ar`, stated so that no browser picks another). */
export const LOCALES: Readonly<Record<Language, string>> = {
  de: 'de-DE', en: 'en-GB', tr: 'tr-TR', ar: 'ar-u-nu-latn', uk: 'uk-UA',
};

/** One Intl formatter per language, made on its first use and kept. An Intl formatter is made when
 *  first used, not when its module loads: making one costs a phone tens of milliseconds while the
 *  first screen is being built (docs/runtime.md §3). */
function perLanguage<T>(make: (locale: string) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let value = made.get(language);
    if (value === undefined) made.set(language, (value = make(LOCALES[language])));
    return value;
  };
}

const numberFormat = perLanguage((l) => new Intl.NumberFormat(l));
const dateFormat = perLanguage((l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' }));

/** A number in the notation of `language` (German: decimal comma, thousands separated by „.“,
 *  docs/architecture.md §7). German whole numbers, the counts the map shows on its first screen,
 *  are grouped here, with the same result as `Intl.NumberFormat('de-DE')`: the first German number
 *  format a page makes costs a throttled phone about 110 ms, in the middle of drawing the map's
 *  first screen (docs/runtime.md §3). Other numbers and languages go through Intl. */
export function formatNumber(n: number, language: Language = SOURCE_LANGUAGE): string {
  if (language !== 'de' || !Number.isSafeInteger(n)) return numberFormat(language).format(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, '.');
  return n < 0 ? `-${digits}` : digits;
}

/** A timestamp as date and time in `language` (German by default); the raw text when it cannot be read. */
export function formatDate(iso: string, language: Language = SOURCE_LANGUAGE): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat(language).format(d);
}

const dayOnlyFormat = perLanguage((l) => new Intl.DateTimeFormat(l, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }));

/** A timestamp's calendar day in Berlin, in German TT.MM.JJJJ (`language`'s own order and
 *  separators otherwise); the raw text when it cannot be read. */
export function formatDayOf(iso: string, language: Language = SOURCE_LANGUAGE): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dayOnlyFormat(language).format(d);
}

const berlinFormat = perLanguage((l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Berlin' }));

/** A timestamp as date and time with seconds in Berlin's time, wherever the browser is
 *  (the audit log, docs/product.md §16.4), in `language` (German by default); the raw text when it
 *  cannot be read. */
export function formatBerlinTime(iso: string, language: Language = SOURCE_LANGUAGE): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : berlinFormat(language).format(d);
}

const dayFormat = perLanguage((l) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** A calendar day `YYYY-MM-DD` in words, German by default („1. März 2027“), else in `language`
 *  („1 March 2027“); the raw text when it cannot be read. */
export function formatDay(day: string, language: Language = SOURCE_LANGUAGE): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : dayFormat(language).format(d);
}

/** Today in Berlin as `YYYY-MM-DD` (the day project phases are counted in, docs/product.md §17.2). */
export const todayInBerlin = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The last second of the calendar day `day` (`YYYY-MM-DD`) in Berlin, as an ISO timestamp in UTC:
 *  an expiry chosen as a day ends when that day ends for the town, summer time or not (the clocks
 *  change in the night, so the offset at noon is the evening's). */
export function endOfBerlinDay(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const berlinHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(noon));
  return new Date(Date.parse(`${day}T23:59:59.000Z`) - (berlinHour - 12) * 3_600_000).toISOString();
}

const oneDecimal = perLanguage((l) => new Intl.NumberFormat(l, { maximumFractionDigits: 1 }));

/** A length in metres as people read it (docs/product.md §25.1): whole metres below a kilometre
 *  („850 m“), else kilometres with one decimal („1,2 km“); German by default. Units are SI
 *  symbols, the same in every language. */
export function formatLength(metres: number, language: Language = SOURCE_LANGUAGE): string {
  const m = Math.round(metres);
  return m < 1000 ? `${formatNumber(m, language)} m` : `${oneDecimal(language).format(metres / 1000)} km`;
}

/** An area in square metres as people read it (docs/product.md §25.1): whole square metres below
 *  a hectare („3.400 m²“), hectares with one decimal below a square kilometre („2,5 ha“), else
 *  square kilometres („1,3 km²“); German by default. 1 ha = 10,000 m², 1 km² = 100 ha. */
export function formatArea(squareMetres: number, language: Language = SOURCE_LANGUAGE): string {
  if (squareMetres < 10_000) return `${formatNumber(Math.round(squareMetres), language)} m²`;
  if (squareMetres < 1_000_000) return `${oneDecimal(language).format(squareMetres / 10_000)} ha`;
  return `${oneDecimal(language).format(squareMetres / 1_000_000)} km²`;
}
