import { Readable, pipeline } from 'node:stream';
import { createRequire } from 'node:module';
import type { stringify as Stringify } from 'csv-stringify';

let stringify: typeof Stringify | undefined;

/** One CSV record: text cells and number cells. */
export type CsvRecord = (string | number)[];

/** How a CSV file separates: `delimiter` between cells (',' by default; ';' is what German
 *  spreadsheet programs expect), and with `decimalComma` numbers written as 3,25 instead of 3.25. */
export type CsvOptions = { delimiter?: ',' | ';'; decimalComma?: boolean };

/** A CSV file as a stream of `records`: UTF-8 with a byte order mark (so that spreadsheet
 *  programs detect the encoding), CRLF line ends, cells quoted when they hold the delimiter, a
 *  quote or a line break (RFC 4180). Text cells that start with = + - @, a tab or a carriage
 *  return (or their full-width forms) get a leading apostrophe, so that spreadsheets do not run
 *  them as formulas (OWASP CSV injection); number cells are left alone (-9.4 stays a number, with
 *  a decimal comma too). Records are pulled one at a time as the client reads, so memory stays
 *  flat however many there are. */
export function csvStream(records: AsyncIterable<CsvRecord>, { delimiter = ',', decimalComma = false }: CsvOptions = {}): Readable {
  // Loaded on the first export rather than at start-up (docs/runtime.md §1); CommonJS.
  stringify ??= (createRequire(import.meta.url)('csv-stringify') as { stringify: typeof Stringify }).stringify;
  const csv = stringify({
    bom: true, delimiter, record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true,
    ...(decimalComma ? { cast: { number: (n: number) => String(n).replace('.', ',') } } : {}),
  });
  // Errors end the response early; the error is the stream's, there is no one else to tell.
  return pipeline(Readable.from(records), csv, () => undefined);
}
