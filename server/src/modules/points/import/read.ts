import { validation } from '../../../lib/app-error.js';
import { readCsv } from './csv.js';
import { readGeoJson } from './geojson.js';
import { readGeoPackage } from './gpkg.js';
import { readKml } from './kml.js';
import type { RowSink, SourceSummary } from './source.js';
import { say } from '../../../i18n/messages.js';

/** The header every SQLite database file begins with (sqlite.org/fileformat.html §1.3.1). */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** Reads an import file (docs/product.md §18.6), telling its format from its bytes: a SQLite
 *  database is a GeoPackage; text beginning with `{` GeoJSON, with `<` KML; any other text CSV.
 *  The rows go to `sink` (source.ts). Throws 400 for an empty file, a ZIP (KMZ, zipped shapefiles) and what the readers refuse. */
export function readImportFile(bytes: Buffer, sink: RowSink): SourceSummary {
  if (bytes.length === 0) throw validation(say('importEmptyFile'));
  if (bytes.subarray(0, SQLITE_HEADER.length).equals(SQLITE_HEADER)) return readGeoPackage(bytes, sink);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    throw validation(say('importZip'));
  }
  const start = bytes.toString('utf8', 0, 64).replace(/^\uFEFF/, '').trimStart()[0];
  if (start === '{') return readGeoJson(bytes, sink);
  if (start === '<') return readKml(bytes, sink);
  return readCsv(bytes, sink);
}
