import { CsvError, parse } from 'csv-parse/sync';
import { validation } from '../../../lib/app-error.js';
import { positionProblems, requireRowLimit, utf8Text, type SourceTable } from './source.js';

/** Reads a CSV file (RFC 4180; UTF-8 with or without byte order mark): the first line names the
 *  columns, separated by `;` or `,` (whichever the first line has more of). Two columns give the
 *  position in degrees WGS84 (names below, case ignored); with `;` a decimal comma is read too.
 *  A cell that a spreadsheet would run as a formula (OWASP, CSV Injection: it begins with `=`,
 *  `+`, `-`, `@`, a tab or a carriage return and is no number) refuses its row. Throws 400 for a
 *  broken file (the line named) or one without position columns. */
export function readCsv(bytes: Buffer): SourceTable {
  const text = utf8Text(bytes, 'CSV-Datei').replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  let records: [lines: number, record: string[]][];
  try {
    // Each record with the line it ends on; cheaper than csv-parse's `info` object per record.
    records = parse(text, { delimiter, skip_empty_lines: true, max_record_size: 1_000_000, on_record: (record: string[], { lines }) => [lines, record] as never }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw validation(`Die CSV-Datei ist fehlerhaft (Zeile ${lineOf(error)}): ${germanCsvError(error)}`);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw validation('Die CSV-Datei ist leer.');
  requireRowLimit(data.length);
  const names = header[1].map((name) => name.trim());
  const lat = names.findIndex((n) => LATITUDE_NAMES.has(n.toLowerCase()));
  const lng = names.findIndex((n) => LONGITUDE_NAMES.has(n.toLowerCase()));
  if (lat < 0 || lng < 0) {
    throw validation('Die CSV-Datei braucht je eine Spalte für Breite und Länge in Grad (WGS 84), etwa „latitude“ und „longitude“.');
  }
  const fields = names.filter((_, i) => i !== lat && i !== lng);
  const number = (cell: string | undefined) => {
    const trimmed = (cell ?? '').trim();
    return trimmed === '' ? NaN : Number(delimiter === ';' ? trimmed.replace(',', '.') : trimmed);
  };
  const rows = data.map(([lines, record]) => {
    const latitude = number(record[lat]);
    const longitude = number(record[lng]);
    const values = record.filter((_, i) => i !== lat && i !== lng);
    const formulas = values.flatMap((cell, i) => (isFormula(cell) ? [`„${fields[i]}“ beginnt wie eine Formel (mit =, +, -, @ oder einem Tabulator); Formeln werden nicht importiert.`] : []));
    return { row: lines, latitude, longitude, altitude: 0, values, problems: [...positionProblems(latitude, longitude), ...formulas] };
  });
  return { format: 'csv', fields, rows };
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
