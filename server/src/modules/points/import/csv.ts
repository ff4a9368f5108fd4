import Papa from 'papaparse';
import { validation } from '../../../lib/app-error.js';
import { type RowShape, shapeOf } from './shape.js';
import { parseWkt } from './wkt.js';
import { positionProblems, requireRowLimit, utf8Text, type RowSink, type SourceSummary } from './source.js';
import { german, say, type ServerMessage } from '../../../i18n/messages.js';

/** Reads a CSV file (RFC 4180; UTF-8 with or without byte order mark) with Papa Parse: the first
 *  line names the columns, separated by `;` or `,` (whichever the first line has more of). Empty
 *  lines are skipped; a quote inside an unquoted cell is read as text, as spreadsheets do. Two
 *  columns give the position in degrees WGS84 (names below, case ignored); with `;` a decimal
 *  comma is read too. A cell that a spreadsheet would run as a formula (OWASP, CSV Injection: it
 *  begins with `=`, `+`, `-`, `@`, a tab or a carriage return and is no number) refuses its row.
 *  Each row goes to `sink` as it is parsed, numbered by the line it starts on. Throws 400 for a
 *  file that is no UTF-8, a broken one (the line named) or one without position columns. */
export function readCsv(bytes: Buffer, sink: RowSink): SourceSummary {
  const text = utf8Text(bytes, 'CSV');
  const end = text.indexOf('\n');
  const firstLine = end < 0 ? text : text.slice(0, end);
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  const number = (cell: string | undefined) => {
    const trimmed = (cell ?? '').trim();
    return trimmed === '' ? NaN : Number(delimiter === ';' ? trimmed.replace(',', '.') : trimmed);
  };
  let columns: { width: number; fields: string[]; lat: number; lng: number; wkt: number; take: ReturnType<RowSink> } | undefined;
  let rows = 0;
  const lines = lineCounter(text);
  // Where the record that Papa Parse hands on next begins in `text`.
  let start = 0;
  Papa.parse<string[]>(text, {
    // fastMode, taken when a file has no quote, splits the whole text into lines first: for a
    // file of a million rows that held about 100 MB more than the reading itself.
    delimiter, quoteChar: '"', skipEmptyLines: false, fastMode: false,
    // Each record is handed on here and not kept: the parse collects nothing.
    step: ({ data: record, errors, meta }) => {
      const line = lines.at(start, meta.linebreak);
      start = meta.cursor;
      if (errors.length > 0) throw validation(say('csvFaulty', { line, problem: csvError(errors[0]!.code) }));
      if (record.length === 1 && record[0] === '') return;
      if (!columns) {
        columns = header(record, sink);
        return;
      }
      if (record.length !== columns.width) {
        throw validation(say('csvFaulty', { line, problem: say('csvColumns') }));
      }
      requireRowLimit(++rows);
      const { lat, lng, wkt, fields } = columns;
      const values = record.filter((_, i) => i !== lat && i !== lng && i !== wkt);
      const formulas = values.flatMap((cell, i) => (isFormula(cell) ? [german(say('csvFormula', { field: fields[i]! }))] : []));
      const shape = shapeOfRecord(record, columns, number);
      columns.take({ row: line, ...shape, values, problems: formulas.length === 0 ? shape.problems : [...shape.problems, ...formulas] });
    },
  });
  if (!columns) throw validation(say('csvEmpty'));
  return { format: 'csv', fields: columns.fields, rows };
}

/** The columns named by the first line: the position's two, the geometry's (`WKT`, as the
 *  exports write it; docs/product.md §18.6), and the rest, the fields. Either the position's two
 *  or the geometry's must be there. */
function header(record: string[], sink: RowSink) {
  const names = record.map((name) => name.trim());
  const lat = names.findIndex((n) => LATITUDE_NAMES.has(n.toLowerCase()));
  const lng = names.findIndex((n) => LONGITUDE_NAMES.has(n.toLowerCase()));
  const wkt = names.findIndex((n) => WKT_NAMES.has(n.toLowerCase()));
  if ((lat < 0 || lng < 0) && wkt < 0) {
    throw validation(say('csvNoCoordinates'));
  }
  const fields = names.filter((_, i) => i !== lat && i !== lng && i !== wkt);
  return { width: names.length, fields, lat, lng, wkt, take: sink(fields) };
}

/** The shape of a record: its WKT where the column has one (a point, line or area:
 *  import/shape.ts), else the position of its two columns. */
function shapeOfRecord(record: string[], columns: { lat: number; lng: number; wkt: number }, number: (cell: string | undefined) => number): RowShape {
  const text = columns.wkt >= 0 ? (record[columns.wkt] ?? '').trim() : '';
  if (text !== '') {
    const raw = parseWkt(text);
    return raw ? shapeOf(raw) : { latitude: NaN, longitude: NaN, altitude: 0, problems: [german(say('csvBadWkt'))] };
  }
  const latitude = columns.lat >= 0 ? number(record[columns.lat]) : NaN;
  const longitude = columns.lng >= 0 ? number(record[columns.lng]) : NaN;
  return { latitude, longitude, altitude: 0, problems: positionProblems(latitude, longitude) };
}

/** Names of the column of a geometry as WKT, case ignored: the international and the German CSV export's. */
const WKT_NAMES = new Set(['wkt', 'geometrie (wkt)', 'geometry (wkt)']);

const LATITUDE_NAMES = new Set(['latitude', 'lat', 'breite', 'breitengrad', 'y']);
const LONGITUDE_NAMES = new Set(['longitude', 'lon', 'lng', 'long', 'länge', 'laenge', 'längengrad', 'x']);

const count = (text: string, char: string) => text.split(char).length - 1;

/** The line (from 1) of offsets into `text`, asked in rising order: each call counts only the
 *  line breaks since the last. */
function lineCounter(text: string) {
  let line = 1;
  let counted = 0;
  return {
    at(offset: number, linebreak: string): number {
      for (let i = text.indexOf(linebreak, counted); i >= 0 && i < offset; i = text.indexOf(linebreak, i + linebreak.length)) line++;
      counted = offset;
      return line;
    },
  };
}

/** Whether a spreadsheet would read `cell` as a formula (OWASP, CSV Injection). */
function isFormula(cell: string): boolean {
  if (!/^[=+\-@\t\r]/.test(cell)) return false;
  return !/^[+-]?\d+([.,]\d+)?([eE][+-]?\d+)?$/.test(cell.trim());
}

/** Papa Parse's error codes as messages; others as a line that cannot be read. */
function csvError(code: string): ServerMessage {
  switch (code) {
    case 'MissingQuotes': return say('csvMissingQuotes');
    case 'InvalidQuotes': return say('csvInvalidQuotes');
    default: return say('csvUnreadableLine');
  }
}
