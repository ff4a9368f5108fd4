import { IMPORT_MAX_ROWS, type EntryShape, type ImportFormat } from '@mitmachkarte/contract';
import { validation } from '../../../lib/app-error.js';
import { german, say } from '../../../i18n/messages.js';

/** What the readers of import files (docs/product.md §18.6) give: the file's fields and its rows,
 *  each with its position and its values in the order of the fields. A row the file itself makes
 *  unusable (no point geometry, coordinates out of range, a formula in a CSV cell) carries the
 *  reasons in `problems`; the values are then not looked at. */

/** One row of a file: `row` its number as people find it (CSV: the line in the file; else the
 *  feature's place from 1), the position in degrees WGS84 (NaN when there is none), the height in
 *  metres (0 when none), the values by field (undefined: the row has no such value). */
export type SourceRow = {
  row: number; latitude: number; longitude: number; altitude: number; values: unknown[]; problems: readonly string[];
  /** A line or an area (import/shape.ts); its position is then NaN until the check fills in its centre. */
  geometry?: EntryShape;
};

/** Where a reader hands its rows: called once with the file's fields, it answers the function that
 *  takes each row in turn. Rows are handed on as they are read, so that a file of a million rows
 *  is never held as a million objects; what the sink throws ends the reading. */
export type RowSink = (fields: readonly string[]) => (row: SourceRow) => void;

/** What a reader tells of a file once every row was handed on. */
export type SourceSummary = { format: ImportFormat; fields: readonly string[]; rows: number };

const NO_PROBLEMS: readonly string[] = Object.freeze([]);

/** Collects the fields of a file whose rows name their values (GeoJSON properties, KML data): the
 *  first row naming a field fixes its place. */
export class FieldList {
  readonly names: string[] = [];
  private readonly index = new Map<string, number>();

  /** The place of field `name`, added at the end when new. */
  indexOf(name: string): number {
    let at = this.index.get(name);
    if (at === undefined) {
      at = this.names.length;
      this.index.set(name, at);
      this.names.push(name);
    }
    return at;
  }
}

/** The problems of a position: coordinates that are no numbers or lie outside WGS84's range
 *  (latitude −90…90°, longitude −180…180°). */
export function positionProblems(latitude: number, longitude: number): readonly string[] {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return [german(say('noCoordinates'))];
  // One shared empty list for the usual row: a million rows would otherwise hold a million arrays.
  if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) return NO_PROBLEMS;
  const problems: string[] = [];
  if (Math.abs(latitude) > 90) problems.push(german(say('latitudeOutOfRange', { latitude })));
  if (Math.abs(longitude) > 180) problems.push(german(say('longitudeOutOfRange', { longitude })));
  return problems;
}

/** 400 once a file has more rows than one import takes; readers call it as they count. */
export function requireRowLimit(count: number): void {
  if (count > IMPORT_MAX_ROWS) {
    throw validation(say('tooManyRows', { max: IMPORT_MAX_ROWS.toLocaleString('de-DE') }));
  }
}

/** A file's text: UTF-8 without a byte order mark. Throws 400 for bytes that are no UTF-8. */
export function utf8Text(bytes: Buffer, format: 'CSV' | 'KML' | 'GeoJSON'): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw validation(say('notUtf8', { format }));
  }
}
