import Database from 'better-sqlite3';
import { validation } from '../../../lib/app-error.js';
import { positionProblems, requireRowLimit, type RowSink, type SourceSummary } from './source.js';

/** Reads the first feature table of a GeoPackage (OGC 12-128r18) in WGS 84 (srs_id 4326): each
 *  row is a row handed to `sink`, its columns other than the geometry and the primary key its values. The file is
 *  opened from memory, read-only, and only tables named in gpkg_contents are read (no views, no
 *  triggers: `trusted_schema` off). Throws 400 for a file that is no GeoPackage, has no feature
 *  table or another coordinate system. */
export function readGeoPackage(bytes: Buffer, sink: RowSink): SourceSummary {
  let db: Database.Database;
  try {
    db = new Database(bytes, { readonly: true });
    db.pragma('trusted_schema = OFF');
  } catch {
    throw validation('Die GeoPackage-Datei ist keine lesbare SQLite-Datenbank.');
  }
  try {
    return readTable(db, sink);
  } catch (error) {
    // SQLite's own text is English and names tables the user never saw.
    if (error instanceof Database.SqliteError) throw validation('Die GeoPackage-Datei ist beschädigt oder hat nicht die Tabellen eines GeoPackage (gpkg_contents, gpkg_geometry_columns).');
    throw error;
  } finally {
    db.close();
  }
}

function readTable(db: Database.Database, sink: RowSink): SourceSummary {
  const table = db.prepare(`SELECT g.table_name AS name, g.column_name AS geometry, g.srs_id AS srs FROM gpkg_geometry_columns g
    JOIN gpkg_contents c ON c.table_name = g.table_name JOIN sqlite_master m ON m.name = g.table_name AND m.type = 'table'
    WHERE c.data_type = 'features' ORDER BY g.table_name LIMIT 1`).get() as { name: string; geometry: string; srs: number } | undefined;
  if (!table) throw validation('Die GeoPackage-Datei enthält keine Tabelle mit Punkten.');
  if (table.srs !== 4326) {
    throw validation(`Die Tabelle „${table.name}“ hat das Koordinatensystem ${table.srs}; importiert wird nur WGS 84 (EPSG:4326).`);
  }
  const columns = db.prepare('SELECT name, pk FROM pragma_table_info(?)').all(table.name) as { name: string; pk: number }[];
  const fields = columns.filter((c) => c.pk === 0 && c.name !== table.geometry).map((c) => c.name);
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const { count } = db.prepare(`SELECT count(*) AS count FROM ${quote(table.name)}`).get() as { count: number };
  requireRowLimit(count);
  const select = db.prepare(`SELECT ${[table.geometry, ...fields].map(quote).join(', ')} FROM ${quote(table.name)}`).raw(true);
  const take = sink(fields);
  let row = 0;
  // Read a row at a time from SQLite and handed on: the rows are never all in memory.
  for (const [geometry, ...values] of select.iterate() as Iterable<unknown[]>) {
    row += 1;
    const point = geometry instanceof Uint8Array ? pointOfGeoPackageBlob(Buffer.from(geometry)) : { problem: 'Das Objekt hat keine Geometrie.' };
    if ('problem' in point) take({ row, latitude: NaN, longitude: NaN, altitude: 0, values, problems: [point.problem] });
    else take({ row, ...point, values, problems: positionProblems(point.latitude, point.longitude) });
  }
  return { format: 'gpkg', fields, rows: row };
}

/** Bytes of the envelope after the header by its indicator (OGC 12-128r18 §2.1.3.1.1: none, xy,
 *  xyz, xym, xyzm). */
const ENVELOPE_BYTES = [0, 32, 48, 48, 64];

/** The point of a GeoPackage geometry blob (OGC 12-128r18 §2.1.3: 'GP', version, flags, srs_id,
 *  envelope, then ISO WKB): longitude, latitude and height (0 without Z), or why it is none. */
export function pointOfGeoPackageBlob(blob: Buffer): { latitude: number; longitude: number; altitude: number } | { problem: string } {
  const broken = { problem: 'Die Geometrie ist beschädigt.' };
  if (blob.length < 8 || blob.toString('latin1', 0, 2) !== 'GP') return broken;
  const flags = blob[3]!;
  if (flags & 0x10) return { problem: 'Das Objekt hat eine leere Geometrie.' };
  const envelope = ENVELOPE_BYTES[(flags >> 1) & 0x07];
  if (envelope === undefined) return broken;
  const wkb = blob.subarray(8 + envelope);
  if (wkb.length < 5) return broken;
  const little = wkb[0] === 1;
  const type = little ? wkb.readUInt32LE(1) : wkb.readUInt32BE(1);
  // ISO WKB: 1 Point, 1001 Point Z, 2001 Point M, 3001 Point ZM; EWKB flags Z with 0x80000000.
  const base = (type & 0x0fffffff) % 1000;
  if (base !== 1) return { problem: `Die Geometrie ist ein ${WKB_TYPES[base] ?? `Typ ${base}`}; importiert werden nur Punkte (Point).` };
  const hasZ = (type & 0x80000000) !== 0 || Math.floor((type & 0x0fffffff) / 1000) % 2 === 1;
  if (wkb.length < 5 + (hasZ ? 24 : 16)) return broken;
  const read = (at: number) => (little ? wkb.readDoubleLE(at) : wkb.readDoubleBE(at));
  return { longitude: read(5), latitude: read(13), altitude: hasZ ? read(21) : 0 };
}

/** The names of the WKB geometry types (OGC 06-103r4 Table 7). */
const WKB_TYPES: Record<number, string> = {
  2: 'LineString', 3: 'Polygon', 4: 'MultiPoint', 5: 'MultiLineString', 6: 'MultiPolygon', 7: 'GeometryCollection',
};
