import { Readable } from 'node:stream';

/** CSV files as the exports write them (docs/product.md §3.13, §18.4). Written here rather than
 *  with csv-stringify, which this server used before: its per-cell option handling cost 2.1–2.9 s
 *  for 100,000 records of 23 cells, this 0.3 s for the same bytes (docs/decisions/0029); the
 *  tests hold both equal (csv.test.ts). */

/** One CSV record: text cells and number cells. */
export type CsvRecord = readonly (string | number)[];

/** How a CSV file separates: `delimiter` between cells (',' by default; ';' is what German
 *  spreadsheet programs expect), and with `decimalComma` numbers written as 3,25 instead of 3.25. */
export type CsvOptions = { delimiter?: ',' | ';'; decimalComma?: boolean };

/** UTF-8's byte order mark, so that spreadsheet programs detect the encoding. */
const BOM = '\uFEFF';
/** First characters of a text a spreadsheet would run as a formula (OWASP CSV injection): = + - @,
 *  tab, carriage return and their full-width forms. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = { ',': /[,"\r\n]/, ';': /[;"\r\n]/ } as const;

/** A function writing one cell: numbers as JavaScript writes them (with a decimal comma when asked),
 *  never neutralised (-9.4 stays a number); texts starting like a formula get a leading
 *  apostrophe; a cell holding the delimiter, a quote or a line break is quoted, its quotes doubled
 *  (RFC 4180). '' stays empty. */
function cellWriter({ delimiter = ',', decimalComma = false }: CsvOptions): (value: string | number) => string {
  const needsQuotes = NEEDS_QUOTES[delimiter];
  const quoted = (text: string) => (needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return (value) => {
    if (typeof value === 'number') return quoted(decimalComma ? String(value).replace('.', ',') : String(value));
    if (value === '') return '';
    return quoted(FORMULA_START.test(value) ? `'${value}` : value);
  };
}

/** `records` as CSV text: cells by cellWriter, joined by the delimiter, each record ended by CRLF. */
export function csvText(records: readonly CsvRecord[], options: CsvOptions = {}): string {
  const cell = cellWriter(options);
  const delimiter = options.delimiter ?? ',';
  let text = '';
  for (const record of records) {
    let line = '';
    for (let i = 0; i < record.length; i++) line += i === 0 ? cell(record[i]!) : delimiter + cell(record[i]!);
    text += `${line}\r\n`;
  }
  return text;
}

/** A CSV file as a stream of `pages` of records (csvText): UTF-8 with a byte order mark, one chunk
 *  per page, each page pulled only when the reader wants more, so memory stays flat however many
 *  there are. An error of `pages` destroys the stream (the response is cut off). */
export function csvPagesStream(pages: AsyncIterable<readonly CsvRecord[]>, options: CsvOptions = {}): Readable {
  return Readable.from((async function* () {
    yield Buffer.from(BOM);
    for await (const page of pages) if (page.length > 0) yield Buffer.from(csvText(page, options));
  })(), { objectMode: false });
}

/** csvPagesStream of records pulled one at a time. */
export function csvStream(records: AsyncIterable<CsvRecord>, options: CsvOptions = {}): Readable {
  return csvPagesStream((async function* () {
    for await (const record of records) yield [record];
  })(), options);
}
