import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { berlinWallClock } from '../../../lib/berlin-time.js';
import { extraAnswerNames } from '../query/answer-columns.js';
import type { ExportSource } from './points-export.source.js';
import { pointsSheet, type SheetColumn, type SheetValue } from './points-sheet.presenter.js';

/** The XLSX export of a layer's entries (docs/product.md §18.4), written with ExcelJS's streaming
 *  WorkbookWriter: every row is committed as soon as it is written, strings are written inline
 *  (no shared-strings table in memory), and after each page of entries the writer waits until the
 *  zip has compressed it and the client has read what it was sent, so memory stays flat however
 *  many entries there are. */

/** Number format of every time cell: Berlin's wall clock, German order. */
export const XLSX_DATE_FORMAT = 'dd.mm.yyyy hh:mm';
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

/** The styles of the data cells, one object each, shared by every cell of its kind: ExcelJS
 *  looks a style up by the object's identity before it works out its XML, which makes a shared
 *  one cheap (a row of 30 cells would otherwise cost 30 look-ups by XML). Frozen, because a
 *  shared style must never change. */
const PLAIN_STYLE: Partial<ExcelJS.Style> = Object.freeze({});
const DATE_STYLE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: XLSX_DATE_FORMAT });
const TEXT_STYLE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: XLSX_TEXT_FORMAT });

/** `text` as a cell can hold it: characters XML cannot carry become U+FFFD, longer texts than
 *  Excel keeps are cut with '…'. */
function cellText(text: string): string {
  const clean = text.replace(XML_INVALID, '\uFFFD');
  if (clean.length <= CELL_TEXT_MAX) return clean;
  // Never cut between the two halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(clean[CELL_TEXT_MAX - 2]!) ? CELL_TEXT_MAX - 2 : CELL_TEXT_MAX - 1;
  return `${clean.slice(0, end)}…`;
}

/** Writes one value of `column` into the data cell `cell`: times as Excel dates in Berlin's wall
 *  clock, numbers as numbers, text as a string cell, which Excel shows and never evaluates however
 *  it starts (ExcelJS writes formulas only from `{ formula }` values); a text that would be taken
 *  for a formula when typed gets the format „Text“ as well. '' leaves the cell empty. */
function setCell(cell: ExcelJS.Cell, column: Pick<SheetColumn, 'kind'>, value: SheetValue) {
  if (value === '') return;
  if (typeof value === 'number') {
    cell.value = value;
    cell.style = PLAIN_STYLE;
  } else if (column.kind === 'date') {
    cell.value = berlinWallClock(value);
    cell.style = DATE_STYLE;
  } else {
    const text = cellText(value);
    cell.value = text;
    cell.style = FORMULA_START.test(text) ? TEXT_STYLE : PLAIN_STYLE;
  }
}

/** What a worksheet writer of ExcelJS 4.4 writes its XML into (lib/utils/stream-buf.js): its own
 *  buffers until the zip takes the sheet, then the zip entry it pipes to. Neither is public API,
 *  and that pipe ignores back-pressure; so the writer reads them to wait for the compression
 *  (when they are missing, it waits for `out` only). */
type SheetStream = {
  buffers?: unknown[];
  pipes?: { _writableState?: { needDrain?: boolean }; once(event: 'drain', listener: () => void): unknown; removeListener(event: 'drain', listener: () => void): unknown }[];
};

/** Resolves once the zip has compressed what the rows of `sheet` gave it so far and `out` has room
 *  again (the client read what it was sent), or `out` is closed: so at most about a page of rows
 *  is held in memory, however slow compression or client. */
async function caughtUp(sheet: ExcelJS.Worksheet, out: PassThrough): Promise<void> {
  const stream = (sheet as unknown as { stream?: SheetStream }).stream;
  for (;;) {
    if (out.destroyed) return;
    const entry = stream?.pipes?.[0];
    const behind = entry ? entry._writableState?.needDrain === true : (stream?.buffers?.length ?? 0) > 4;
    const full = out.writableNeedDrain;
    if (!behind && !full) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        entry?.removeListener('drain', done);
        out.off('drain', done).off('close', done);
        resolve();
      };
      if (behind && entry) entry.once('drain', done);
      else if (behind) setImmediate(done);
      if (full) out.once('drain', done);
      out.once('close', done);
    });
  }
}

/** Adds a sheet named `name` with two header rows (the labels, bold; the technical names, grey),
 *  frozen, an auto filter over the columns and their widths. */
function addTable(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: readonly Pick<SheetColumn, 'label' | 'name' | 'width'>[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = columns.map((c) => ({ width: c.width }));
  const header = (texts: string[], font: Partial<ExcelJS.Font>) => {
    const row = sheet.addRow([]);
    texts.forEach((text, i) => {
      const cell = row.getCell(i + 1);
      cell.value = cellText(text);
      cell.style = { font, ...(FORMULA_START.test(text) ? { numFmt: XLSX_TEXT_FORMAT } : {}) };
    });
    row.commit();
  };
  header(columns.map((c) => c.label), { name: 'Calibri', size: 11, bold: true });
  header(columns.map((c) => c.name), { name: 'Calibri', size: 11, italic: true, color: { argb: 'FF595959' } });
  sheet.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2, column: Math.max(1, columns.length) } };
  return sheet;
}

/** The columns of the sheet „Kommentare“. */
const COMMENT_COLUMNS: SheetColumn[] = [
  { label: 'Eintrag (ID)', name: 'PointID', kind: 'value', width: 38 }, { label: 'Datum', name: 'CreatedAt', kind: 'date', width: 17 },
  { label: 'Name', name: 'AuthorName', kind: 'value', width: 24 }, { label: 'Kommentar', name: 'Text', kind: 'value', width: 80 },
];

/** Writes the workbook: sheet „Einträge“ (pointsSheet, one row per entry), then sheet
 *  „Kommentare“ (one row per published comment), each finished before the next begins. */
async function writeWorkbook(source: ExportSource, out: PassThrough) {
  // ExcelJS is loaded by the first XLSX export, not at start-up (docs/runtime.md §1).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Mitmachkarte';
  const table = pointsSheet(source.schema, source.statuses, await extraAnswerNames(source.schema, source.rows), source.imageUrl);
  const entries = addTable(workbook, 'Einträge', table.columns);
  for await (const points of source.points()) {
    for (const point of points) {
      const row = entries.addRow([]);
      table.cells(point).forEach((value, i) => setCell(row.getCell(i + 1), table.columns[i]!, value));
      row.commit();
    }
    await caughtUp(entries, out);
    if (out.destroyed) return;
  }
  entries.commit();
  const comments = addTable(workbook, 'Kommentare', COMMENT_COLUMNS);
  for await (const page of source.comments()) {
    for (const c of page) {
      const row = comments.addRow([]);
      [c.pointId, c.createdAt, c.authorName, c.text].forEach((value, i) => setCell(row.getCell(i + 1), COMMENT_COLUMNS[i]!, value));
      row.commit();
    }
    await caughtUp(comments, out);
    if (out.destroyed) return;
  }
  comments.commit();
  await workbook.commit();
}

/** The XLSX export as a stream; an error while writing ends the stream early (the response is
 *  cut off, the client sees a broken download). */
export function pointsXlsxStream(source: ExportSource): Readable {
  const out = new PassThrough();
  writeWorkbook(source, out).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
