import { PassThrough, type Readable } from 'node:stream';
import type { ZipFile } from 'yazl';

/** A lean streaming writer of XLSX workbooks (Office Open XML SpreadsheetML, ECMA-376 Part 1 §18)
 *  for tables of text, numbers and dates: each sheet's XML is written as text, a page of rows at a
 *  time, into a zip entry that yazl compresses as it goes; so memory holds one page, however many
 *  rows. What it writes is what ExcelJS's streaming writer wrote for the exports before (the same
 *  styles, cells `t="str"` with the text in `<v>`, dates as serial numbers): ExcelJS's per-cell
 *  objects and style look-ups alone took longer than the export's whole target
 *  (docs/decisions/0029). Parts: [Content_Types].xml, _rels/.rels, docProps/core.xml and app.xml,
 *  xl/workbook.xml and its rels, xl/styles.xml, xl/worksheets/sheetN.xml. */

/** The cell styles of styles.xml (the cellXfs index a cell's `s` names): the first five as ExcelJS
 *  numbered them; `text` and the `…Text` header styles have the number format „Text“ (`@`). */
export const XLSX_STYLE = { plain: 0, header: 1, names: 2, date: 3, text: 4, headerText: 5, namesText: 6 } as const;
/** Number format of the date style: Berlin's wall clock, German order. */
export const XLSX_DATE_FORMAT = 'dd.mm.yyyy hh:mm';
/** zlib level of the sheets: level 1 compresses the sheets' repetitive XML to within a few per
 *  cent of level 6 at a third of the time (docs/decisions/0029). */
const COMPRESSION_LEVEL = 1;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const XML_SPECIAL = /[&<>"\x7F]/;
/** `text` for XML character data: & < > " escaped; DEL left out, as ExcelJS did. The caller has
 *  replaced what XML 1.0 cannot carry. */
export function xmlEscape(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text.replace(/[&<>"\x7F]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : ''));
}

/** The column letters of the 0-based column `index`: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A text cell at `ref` (e.g. 'B3') in `style`. */
export const textCell = (ref: string, text: string, style = 0) => `<c r="${ref}"${style ? ` s="${style}"` : ''} t="str"><v>${xmlEscape(text)}</v></c>`;
/** A number cell at `ref`. */
export const numberCell = (ref: string, n: number) => `<c r="${ref}"><v>${n}</v></c>`;
/** A date cell at `ref` whose wall clock, read from the UTC fields of `wallClockMs` (ms since the
 *  epoch), is what it shows: Excel's serial day number (1900 system, day 25569 = 1970-01-01). */
export const dateCell = (ref: string, wallClockMs: number) => `<c r="${ref}" s="${XLSX_STYLE.date}"><v>${25569 + wallClockMs / 86_400_000}</v></c>`;

/** A sheet: its name, its columns' widths in characters, the rows frozen at its top, and the row
 *  (1-based) whose cells get an auto filter. */
export type XlsxSheetSpec = { name: string; widths: readonly number[]; frozenRows: number; filterRow: number };

/** A sheet being written: `row` adds a row of cell XML (textCell, numberCell, dateCell) and
 *  answers its number; `flush` hands what was added to the zip and resolves once the zip has
 *  room again (back-pressure); `end` finishes the sheet. */
export type XlsxSheet = { row: (cells: string) => number; nextRow: () => number; flush: () => Promise<void>; end: () => Promise<void> };

/** The XML of a sheet before its rows: frozen rows, column widths. */
function sheetHead(spec: XlsxSheetSpec): string {
  const frozen = spec.frozenRows > 0
    ? `<pane ySplit="${spec.frozenRows}" topLeftCell="A${spec.frozenRows + 1}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/>` : '';
  const cols = spec.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0">${frozen}</sheetView></sheetViews>`
    + `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
}

/** The XML of a sheet after its rows: the auto filter and the page margins. */
const sheetTail = (spec: XlsxSheetSpec) => `</sheetData><autoFilter ref="A${spec.filterRow}:${columnLetters(Math.max(0, spec.widths.length - 1))}${spec.filterRow}"/>`
  + '<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>';

const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="${XLSX_DATE_FORMAT}"/></numFmts>`
  + '<fonts count="3"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>'
  + '<font><i/><sz val="11"/><color rgb="FF595959"/><name val="Calibri"/><family val="2"/></font></fonts>'
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
  + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="7">'
  + '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
  + '<xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/>'
  + '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
  + '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
  + '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/>'
  + '<xf numFmtId="49" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1" applyNumberFormat="1"/></cellXfs>'
  + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/** The parts besides the sheets, for sheets named `names` and the author `creator`. */
function packageParts(names: readonly string[], creator: string, now: Date): [string, string][] {
  const sheetType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
  const stamp = `${now.toISOString().slice(0, 19)}Z`;
  return [
    ['[Content_Types].xml', `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
      + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
      + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
      + names.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${sheetType}"/>`).join('')
      + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
      + '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
      + '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>'],
    ['_rels/.rels', `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>`
      + `<Relationship Id="rId2" Type="${PKG_REL_NS}/metadata/core-properties" Target="docProps/core.xml"/>`
      + `<Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/></Relationships>`],
    ['docProps/core.xml', `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"`
      + ' xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
      + `<dc:creator>${xmlEscape(creator)}</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>`
      + `<dcterms:modified xsi:type="dcterms:W3CDTF">${stamp}</dcterms:modified></cp:coreProperties>`],
    ['docProps/app.xml', `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>${xmlEscape(creator)}</Application></Properties>`],
    ['xl/workbook.xml', `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>`
      + names.map((name, i) => `<sheet name="${xmlEscape(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') + '</sheets></workbook>'],
    ['xl/_rels/workbook.xml.rels', `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">`
      + names.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')
      + `<Relationship Id="rId${names.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`],
    ['xl/styles.xml', STYLES],
  ];
}

/** Resolves once `entry` has room again or `out` is closed (nobody will read on). */
function drainedOrClosed(entry: PassThrough, out: Readable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      entry.off('drain', done);
      out.off('close', done);
      resolve();
    };
    entry.once('drain', done);
    out.once('close', done);
  });
}

/** A workbook of the sheets `sheets`, written in that order: `stream` is the XLSX file as it is
 *  made; `sheet(i)` starts the i-th sheet (after the one before has ended); `end` finishes the
 *  file. Destroying `stream` (the reader went away) makes every later flush resolve at once. */
export async function xlsxWorkbook(sheets: readonly XlsxSheetSpec[], creator: string): Promise<{ stream: Readable; sheet: (index: number) => XlsxSheet; end: () => void }> {
  // yazl is loaded by the first XLSX export, not at start-up (docs/runtime.md §1).
  const { ZipFile: Zip } = await import('yazl');
  const zip: ZipFile = new Zip();
  const now = new Date();
  for (const [name, text] of packageParts(sheets.map((s) => s.name), creator, now)) zip.addBuffer(Buffer.from(text), name, { mtime: now, compressionLevel: 6 });
  const entries = sheets.map((spec, i) => {
    const entry = new PassThrough({ highWaterMark: 64 * 1024 });
    zip.addReadStream(entry, `xl/worksheets/sheet${i + 1}.xml`, { mtime: now, compressionLevel: COMPRESSION_LEVEL });
    return entry;
  });
  const out = zip.outputStream as Readable;
  const sheet = (index: number): XlsxSheet => {
    const spec = sheets[index]!;
    const entry = entries[index]!;
    let rows = 0;
    let xml = sheetHead(spec);
    const flush = async () => {
      if (xml !== '' && !out.destroyed && !entry.write(xml)) await drainedOrClosed(entry, out);
      xml = '';
    };
    return {
      row: (cells) => {
        rows++;
        xml += `<row r="${rows}">${cells}</row>`;
        return rows;
      },
      nextRow: () => rows + 1,
      flush,
      end: async () => {
        xml += sheetTail(spec);
        await flush();
        entry.end();
      },
    };
  };
  return { stream: out, sheet, end: () => zip.end() };
}
