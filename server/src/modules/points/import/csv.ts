import { isUtf8 } from 'node:buffer';
import { CsvError, parse } from 'csv-parse/sync';
import { validation } from '../../../lib/app-error.js';
import { positionProblems, requireRowLimit, type RowSink, type SourceSummary } from './source.js';

/** Reads a CSV file (RFC 4180; UTF-8 with or without byte order mark): the first line names the
 *  columns, separated by `;` or `,` (whichever the first line has more of). Two columns give the
 *  position in degrees WGS84 (names below, case ignored); with `;` a decimal comma is read too.
 *  A cell that a spreadsheet would run as a formula (OWASP, CSV Injection: it begins with `=`,
 *  `+`, `-`, `@`, a tab or a carriage return and is no number) refuses its row. Each row goes to
 *  `sink` as it is parsed. Throws 400 for a broken file (the line named) or one without position
 *  columns. */
export function readCsv(bytes: Buffer, sink: RowSink): SourceSummary {
  if (!isUtf8(bytes)) throw validation('Die CSV-Datei ist nicht in UTF-8 geschrieben.');
  const end = bytes.indexOf(0x0a);
  const firstLine = bytes.toString('utf8', 0, end < 0 ? bytes.length : end);
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  const number = (cell: string | undefined) => {
    const trimmed = (cell ?? '').trim();
    return trimmed === '' ? NaN : Number(delimiter === ';' ? trimmed.replace(',', '.') : trimmed);
  };
  let columns: { fields: string[]; lat: number; lng: number; take: (row: ReturnType<typeof rowOf>) => void } | undefined;
  let rows = 0;
  const rowOf = (record: string[], line: number, lat: number, lng: number, fields: readonly string[]) => {
    const latitude = number(record[lat]);
    const longitude = number(record[lng]);
    const values = record.filter((_, i) => i !== lat && i !== lng);
    const formulas = values.flatMap((cell, i) => (isFormula(cell) ? [`„${fields[i]}“ beginnt wie eine Formel (mit =, +, -, @ oder einem Tabulator); Formeln werden nicht importiert.`] : []));
    return { row: line, latitude, longitude, altitude: 0, values,
      problems: formulas.length === 0 ? positionProblems(latitude, longitude) : [...positionProblems(latitude, longitude), ...formulas] };
  };
  try {
    parse(bytes, {
      delimiter, bom: true, skip_empty_lines: true, max_record_size: 1_000_000,
      // Each record is handed on here and not kept: the parse collects nothing.
      on_record: (record: string[], { lines }) => {
        if (!columns) {
          const names = record.map((name) => name.trim());
          const lat = names.findIndex((n) => LATITUDE_NAMES.has(n.toLowerCase()));
          const lng = names.findIndex((n) => LONGITUDE_NAMES.has(n.toLowerCase()));
          if (lat < 0 || lng < 0) {
            throw validation('Die CSV-Datei braucht je eine Spalte für Breite und Länge in Grad (WGS 84), etwa „latitude“ und „longitude“.');
          }
          const fields = names.filter((_, i) => i !== lat && i !== lng);
          columns = { fields, lat, lng, take: sink(fields) };
        } else {
          requireRowLimit(++rows);
          columns.take(rowOf(record, lines, columns.lat, columns.lng, columns.fields));
        }
        return undefined;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) throw validation(`Die CSV-Datei ist fehlerhaft (Zeile ${lineOf(error)}): ${germanCsvError(error)}`);
    throw error;
  }
  if (!columns) throw validation('Die CSV-Datei ist leer.');
  return { format: 'csv', fields: columns.fields, rows };
}

const LATITUDE_NAMES = new Set(['latitude', 'lat', 'breite', 'breitengrad', 'y']);
const LONGITUDE_NAMES = new Set(['longitude', 'lon', 'lng', 'long', 'länge', 'laenge', 'längengrad', 'x']);

const count = (text: string, char: string) => text.split(char).length - 1;

/** Whether a spreadsheet would read `cell` as a formula (OWASP, CSV Injection). */
function isFormula(cell: string): boolean {
  if (!/^[=+\-@\t\r]/.test(cell)) return false;
  return !/^[+-]?\d+([.,]\d+)?([eE][+-]?\d+)?$/.test(cell.trim());
}

const lineOf = (error: CsvError) => (error as CsvError & { lines?: number }).lines ?? '?';

/** csv-parse's error codes in German; others as a line that cannot be read. */
function germanCsvError(error: CsvError): string {
  switch (error.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH': return 'Die Zeile hat nicht so viele Spalten wie die Kopfzeile.';
    case 'CSV_QUOTE_NOT_CLOSED': return 'Ein Anführungszeichen wird nicht geschlossen.';
    case 'INVALID_OPENING_QUOTE': return 'Ein Anführungszeichen steht mitten in einer Zelle; eine Zelle mit Anführungszeichen muss ganz in Anführungszeichen stehen.';
    case 'CSV_INVALID_CLOSING_QUOTE': return 'Nach einem schließenden Anführungszeichen folgt kein Trennzeichen.';
    case 'CSV_MAX_RECORD_SIZE': return 'Die Zeile ist zu lang.';
    default: return 'Die Zeile lässt sich nicht lesen.';
  }
}
