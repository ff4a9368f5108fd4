/** `make()`'s value, made on the first call and kept. An Intl formatter is made when first used, not
 *  when its module loads: making one costs a phone tens of milliseconds while the first screen is
 *  being built (docs/runtime.md §3). */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const numberFormat = lazy(() => new Intl.NumberFormat('de-DE'));
const dateFormat = lazy(() => new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }));

/** A number in German notation (decimal comma, thousands separated by „.“, docs/architecture.md §7).
 *  Whole numbers, the counts the map shows on its first screen, are grouped here, with the same
 *  result as `Intl.NumberFormat('de-DE')`: the first German number format a page makes costs a
 *  throttled phone about 110 ms, in the middle of drawing the map's first screen
 *  (docs/runtime.md §3). Other numbers go through Intl. */
export function formatNumber(n: number): string {
  if (!Number.isSafeInteger(n)) return numberFormat().format(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, '.');
  return n < 0 ? `-${digits}` : digits;
}

/** A timestamp as German date and time; the raw text when it cannot be read. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat().format(d);
}

const dayOnlyFormat = lazy(() => new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }));

/** A timestamp's calendar day in Berlin as TT.MM.JJJJ; the raw text when it cannot be read. */
export function formatDayOf(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dayOnlyFormat().format(d);
}

const berlinFormat = lazy(() => new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Berlin' }));

/** A timestamp as German date and time with seconds in Berlin's time, wherever the browser is
 *  (the audit log, docs/product.md §16.4); the raw text when it cannot be read. */
export function formatBerlinTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : berlinFormat().format(d);
}

const dayFormat = lazy(() => new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/** A calendar day `YYYY-MM-DD` in German words, e.g. „1. März 2027“; the raw text when it cannot be read. */
export function formatDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : dayFormat().format(d);
}

/** Today in Berlin as `YYYY-MM-DD` (the day project phases are counted in, docs/product.md §17.2). */
export const todayInBerlin = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
