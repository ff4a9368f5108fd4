import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SOURCE_LANGUAGE } from '@mitmachkarte/contract';
import type { ExportWords } from '../../../i18n/catalogue-types.js';
import { EXPORT_WORDS } from '../../../i18n/export-words.js';
import { berlinOffsetMs } from '../../../lib/berlin-time.js';
import { columnLetters, dateCell, numberCell, textCell, XLSX_STYLE, xlsxWorkbook, type XlsxSheet } from '../../../lib/xlsx-writer.js';
import type { ExportSource } from './points-export.source.js';
import { sheetOfSource, type SheetColumn, type SheetValue } from './points-sheet.presenter.js';

/** The XLSX export of a layer's entries (docs/product.md §18.4), written with the streaming writer
 *  of lib/xlsx-writer.ts: a page of entries at a time becomes sheet XML that the zip compresses as
 *  it goes, and the next page is read only once the zip and the reader have room again, so memory
 *  stays flat however many entries there are. */

export { XLSX_DATE_FORMAT } from '../../../lib/xlsx-writer.js';
/** Number format „Text“: what a person types into such a cell stays text, even „=…“. */
export const XLSX_TEXT_FORMAT = '@';
/** Longest text Excel keeps in a cell. */
const CELL_TEXT_MAX = 32_767;
/** Texts a spreadsheet would take for a formula when typed (the characters lib/csv.ts neutralises):
 *  their cells get the format „Text“ as well. */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** Characters XML 1.0 does not allow (C0 controls but tab and line ends, U+FFFE/FFFF, lone surrogates). */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` as a cell can hold it: characters XML cannot carry become U+FFFD, longer texts than
 *  Excel keeps are cut with '…'. */
function cellText(text: string): string {
  const clean = text.replace(XML_INVALID, '\uFFFD');
  if (clean.length <= CELL_TEXT_MAX) return clean;
  // Never cut between the two halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(clean[CELL_TEXT_MAX - 2]!) ? CELL_TEXT_MAX - 2 : CELL_TEXT_MAX - 1;
  return `${clean.slice(0, end)}…`;
}

/** The XML of one value of `column` in the data cell `ref`: times as Excel dates in Berlin's wall
 *  clock, numbers as numbers, text as a string cell, which Excel shows and never evaluates however
 *  it starts (the writer writes no formulas); a text that would be taken for a formula when typed
 *  gets the format „Text“ as well. '' leaves the cell out (empty). */
function cellXml(ref: string, kind: SheetColumn['kind'], value: SheetValue): string {
  if (value === '') return '';
  if (typeof value === 'number') return numberCell(ref, value);
  if (kind === 'date') {
    const ms = Date.parse(value);
    return dateCell(ref, ms + berlinOffsetMs(ms));
  }
  const text = cellText(value);
  return textCell(ref, text, FORMULA_START.test(text) ? XLSX_STYLE.text : XLSX_STYLE.plain);
}

/** The two header rows of a table: the labels (bold), the technical names (grey, italic). */
function writeHeader(sheet: XlsxSheet, columns: readonly Pick<SheetColumn, 'label' | 'name'>[]) {
  const header = (texts: string[], style: number, textStyle: number) => {
    const row = sheet.nextRow();
    sheet.row(texts.map((text, i) => textCell(`${columnLetters(i)}${row}`, cellText(text), FORMULA_START.test(text) ? textStyle : style)).join(''));
  };
  header(columns.map((c) => c.label), XLSX_STYLE.header, XLSX_STYLE.headerText);
  header(columns.map((c) => c.name), XLSX_STYLE.names, XLSX_STYLE.namesText);
}

/** Writes `rows` of `values` (one value per column) into `sheet`, then waits for the zip. */
async function writeRows(sheet: XlsxSheet, columns: readonly Pick<SheetColumn, 'kind'>[], letters: readonly string[], rows: Iterable<SheetValue[]>) {
  for (const values of rows) {
    const row = sheet.nextRow();
    let xml = '';
    for (let i = 0; i < values.length; i++) xml += cellXml(`${letters[i]}${row}`, columns[i]!.kind, values[i]!);
    sheet.row(xml);
  }
  await sheet.flush();
}

/** The columns of the sheet „Kommentare“, labelled in the words `w`. */
const commentColumns = (w: ExportWords): SheetColumn[] => [
  { label: w.commentEntry, name: 'PointID', kind: 'value', width: 38 }, { label: w.commentDate, name: 'CreatedAt', kind: 'date', width: 17 },
  { label: w.commentName, name: 'AuthorName', kind: 'value', width: 24 }, { label: w.commentText, name: 'Text', kind: 'value', width: 80 },
];

/** Writes the workbook into `out`: sheet „Einträge“ (pointsSheet, one row per entry), then sheet
 *  „Kommentare“ (one row per published comment), each finished before the next begins; two header
 *  rows each, frozen, an auto filter on the second. Sheet names and the first header row are in
 *  the export's language (i18n/<language>/exports.ts). Stops early once `out` is destroyed. */
async function writeWorkbook(source: ExportSource, out: PassThrough) {
  const table = await sheetOfSource(source);
  const w = EXPORT_WORDS[source.language ?? SOURCE_LANGUAGE];
  const comments = commentColumns(w);
  const spec = (name: string, columns: readonly SheetColumn[]) => ({ name, widths: columns.map((c) => c.width), frozenRows: 2, filterRow: 2 });
  const book = await xlsxWorkbook([spec(w.entriesSheet, table.columns), spec(w.commentsSheet, comments)], 'Mitmachkarte');
  const sent = pipeline(book.stream, out);
  sent.catch(() => undefined);

  const entries = book.sheet(0);
  writeHeader(entries, table.columns);
  const letters = table.columns.map((_, i) => columnLetters(i));
  for await (const points of source.points()) {
    await writeRows(entries, table.columns, letters, points.map(table.cells));
    if (out.destroyed) return;
  }
  await entries.end();
  const commentSheet = book.sheet(1);
  writeHeader(commentSheet, comments);
  const commentLetters = comments.map((_, i) => columnLetters(i));
  for await (const page of source.comments()) {
    await writeRows(commentSheet, comments, commentLetters, page.map((c) => [c.pointId, c.createdAt, c.authorName, c.text]));
    if (out.destroyed) return;
  }
  await commentSheet.end();
  book.end();
  await sent;
}

/** The XLSX export as a stream; an error while writing ends the stream early (the response is
 *  cut off, the client sees a broken download). */
export function pointsXlsxStream(source: ExportSource): Readable {
  const out = new PassThrough();
  writeWorkbook(source, out).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
