import Database from 'better-sqlite3';
import { validation } from '../../../lib/app-error.js';
import { type RawGeometry, type RowShape, shapeOf } from './shape.js';
import { requireRowLimit, type RowSink, type SourceSummary } from './source.js';
import { german, say } from '../../../i18n/messages.js';

/** Reads the first feature table of a GeoPackage (OGC 12-128r18) in WGS 84 (srs_id 4326): each
 *  row is a row handed to `sink`, its columns other than the geometry and the primary key its values. The file is
 *  opened from memory, read-only, and only tables named in gpkg_contents are read (no views, no
 *  triggers: `trusted_schema` off). Nothing in the file may make SQLite compute what it reads
 *  (docs/security.md, Imports): the GeoPackage's own tables and the feature table must be ordinary
 *  tables (no views, no virtual tables), and the feature table may have no generated or hidden
 *  column (PRAGMA table_xinfo, `hidden` ≠ 0), so that every value read is stored in the file
 *  (at most IMPORT_MAX_BYTES); a value over VALUE_MAX_BYTES ends the reading too. better-sqlite3
 *  offers no `sqlite3_limit(SQLITE_LIMIT_LENGTH)`; these checks keep what a query produces to the
 *  file's own bytes instead. Throws 400 for a file that is no GeoPackage, has no feature table or
 *  another coordinate system, and for the tables, columns and values above. */
export function readGeoPackage(bytes: Buffer, sink: RowSink): SourceSummary {
  let db: Database.Database;
  try {
    db = new Database(bytes, { readonly: true });
    db.pragma('trusted_schema = OFF');
  } catch {
    throw validation(say('gpkgNotSqlite'));
  }
  try {
    return readTable(db, sink);
  } catch (error) {
    // SQLite's own text is English and names tables the user never saw.
    if (error instanceof Database.SqliteError) throw validation(NO_GEOPACKAGE);
    throw error;
  } finally {
    db.close();
  }
}

function readTable(db: Database.Database, sink: RowSink): SourceSummary {
  // gpkg_contents and gpkg_geometry_columns are read below: a view in their place would compute
  // its rows (e.g. a 200 MB printf) as they are read.
  const kinds = new Map((db.prepare("SELECT name, type, sql FROM sqlite_master WHERE type IN ('table', 'view')").all() as SchemaEntry[]).map((e) => [e.name, e]));
  if (!['gpkg_contents', 'gpkg_geometry_columns'].every((name) => isOrdinaryTable(kinds.get(name)))) throw validation(NO_GEOPACKAGE);
  const table = db.prepare(`SELECT g.table_name AS name, g.column_name AS geometry, g.srs_id AS srs FROM gpkg_geometry_columns g
    JOIN gpkg_contents c ON c.table_name = g.table_name JOIN sqlite_master m ON m.name = g.table_name AND m.type = 'table'
    WHERE c.data_type = 'features' ORDER BY g.table_name LIMIT 1`).get() as { name: string; geometry: string; srs: number } | undefined;
  if (!table) throw validation(say('gpkgNoPoints'));
  if (!isOrdinaryTable(kinds.get(table.name))) {
    throw validation(say('gpkgVirtualTable', { table: table.name }));
  }
  if (table.srs !== 4326) {
    throw validation(say('gpkgWrongSrs', { table: table.name, srs: table.srs }));
  }
  const columns = db.prepare('SELECT name, pk, hidden FROM pragma_table_xinfo(?)').all(table.name) as { name: string; pk: number; hidden: number }[];
  const computed = columns.filter((c) => c.hidden !== 0).map((c) => `„${c.name}“`);
  if (computed.length > 0) {
    throw validation(say('gpkgComputedColumns', { table: table.name, columns: computed.join(', ') }));
  }
  const fields = columns.filter((c) => c.pk === 0 && c.name !== table.geometry).map((c) => c.name);
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const { count } = db.prepare(`SELECT count(*) AS count FROM ${quote(table.name)}`).get() as { count: number };
  requireRowLimit(count);
  const select = db.prepare(`SELECT ${[table.geometry, ...fields].map(quote).join(', ')} FROM ${quote(table.name)}`).raw(true);
  const names = [table.geometry, ...fields];
  const take = sink(fields);
  let row = 0;
  // Read a row at a time from SQLite and handed on: the rows are never all in memory.
  for (const read of select.iterate() as Iterable<unknown[]>) {
    row += 1;
    const long = read.findIndex(isTooLong);
    if (long >= 0) {
      throw validation(say('gpkgValueTooLong', { row, column: names[long]! }));
    }
    const [geometry, ...values] = read;
    const shape = geometry instanceof Uint8Array ? shapeOfGeoPackageBlob(Buffer.from(geometry))
      : { latitude: NaN, longitude: NaN, altitude: 0, problems: [german(say('noGeometry'))] };
    take({ row, ...shape, values });
  }
  return { format: 'gpkg', fields, rows: row };
}

const NO_GEOPACKAGE = say('noGeopackage');

/** The most bytes one value of a GeoPackage may have: far above any answer (TEXT_MAX_LENGTH
 *  characters) and any point geometry. */
const VALUE_MAX_BYTES = 1024 * 1024;

const isTooLong = (value: unknown): boolean => (typeof value === 'string'
  ? value.length > VALUE_MAX_BYTES / 3 && Buffer.byteLength(value, 'utf8') > VALUE_MAX_BYTES
  : value instanceof Uint8Array && value.byteLength > VALUE_MAX_BYTES);

type SchemaEntry = { name: string; type: string; sql: string | null };

/** Whether `entry` of sqlite_master is an ordinary table: no view, no virtual table (SQLite
 *  records both as `CREATE VIEW` / `CREATE VIRTUAL TABLE` in `sql`). */
const isOrdinaryTable = (entry: SchemaEntry | undefined): boolean =>
  entry?.type === 'table' && !/^\s*CREATE\s+VIRTUAL\b/i.test(entry.sql ?? '');

/** Bytes of the envelope after the header by its indicator (OGC 12-128r18 §2.1.3.1.1: none, xy,
 *  xyz, xym, xyzm). */
const ENVELOPE_BYTES = [0, 32, 48, 48, 64];

/** The geometry of a GeoPackage geometry blob (OGC 12-128r18 §2.1.3: 'GP', version, flags,
 *  srs_id, envelope, then ISO WKB) as a row's shape (import/shape.ts): a point with its height
 *  (0 without Z), a line or an area, or why it is none. */
export function shapeOfGeoPackageBlob(blob: Buffer): RowShape {
  const broken = { latitude: NaN, longitude: NaN, altitude: 0, problems: [german(say('brokenGeometry'))] };
  if (blob.length < 8 || blob.toString('latin1', 0, 2) !== 'GP') return broken;
  const flags = blob[3]!;
  if (flags & 0x10) return { ...broken, problems: [german(say('emptyGeometry'))] };
  const envelope = ENVELOPE_BYTES[(flags >> 1) & 0x07];
  if (envelope === undefined) return broken;
  const raw = readWkb(blob.subarray(8 + envelope), { at: 0 });
  return raw ? shapeOf(raw) : broken;
}

/** Most positions one WKB geometry may hold before it counts as broken: far above
 *  GEOMETRY_MAX_VERTICES, which the check refuses with its own message. */
const WKB_MAX_COUNT = 100_000;

/** One geometry of ISO WKB (OGC 06-103r4 §8.2; EWKB's Z and M flags too) from `cursor.at` on, as
 *  GeoJSON-like nested coordinates ([x, y, z?]); undefined where the bytes end too soon. */
function readWkb(wkb: Buffer, cursor: { at: number }): RawGeometry | undefined {
  if (wkb.length < cursor.at + 5) return undefined;
  const little = wkb[cursor.at] === 1;
  const code = little ? wkb.readUInt32LE(cursor.at + 1) : wkb.readUInt32BE(cursor.at + 1);
  cursor.at += 5;
  // ISO WKB: +1000 Z, +2000 M, +3000 ZM; EWKB flags Z with 0x80000000, M with 0x40000000.
  const iso = code & 0x0fffffff;
  const base = iso % 1000;
  const hasZ = (code & 0x80000000) !== 0 || Math.floor(iso / 1000) % 2 === 1;
  const hasM = (code & 0x40000000) !== 0 || Math.floor(iso / 1000) >= 2;
  const dims = 2 + (hasZ ? 1 : 0) + (hasM ? 1 : 0);
  const count = () => {
    if (wkb.length < cursor.at + 4) return undefined;
    const n = little ? wkb.readUInt32LE(cursor.at) : wkb.readUInt32BE(cursor.at);
    cursor.at += 4;
    return n <= WKB_MAX_COUNT ? n : undefined;
  };
  const position = (): number[] | undefined => {
    if (wkb.length < cursor.at + dims * 8) return undefined;
    const read = (i: number) => (little ? wkb.readDoubleLE(cursor.at + i * 8) : wkb.readDoubleBE(cursor.at + i * 8));
    const p = hasZ ? [read(0), read(1), read(2)] : [read(0), read(1)];
    cursor.at += dims * 8;
    return p;
  };
  const list = <T>(item: () => T | undefined): T[] | undefined => {
    const n = count();
    if (n === undefined) return undefined;
    const items: T[] = [];
    for (let i = 0; i < n; i++) {
      const next = item();
      if (next === undefined) return undefined;
      items.push(next);
    }
    return items;
  };
  const type = WKB_TYPES[base] ?? `Typ ${base}`;
  switch (base) {
    case 1: { const p = position(); return p && { type, coordinates: p }; }
    case 2: { const l = list(position); return l && { type, coordinates: l }; }
    case 3: { const r = list(() => list(position)); return r && { type, coordinates: r }; }
    case 5: case 6: {
      const parts = list(() => readWkb(wkb, cursor)?.coordinates);
      return parts && { type, coordinates: parts };
    }
    default:
      // The shape refuses the type by its name; its bytes are not read.
      return { type, coordinates: [] };
  }
}

/** The names of the WKB geometry types (OGC 06-103r4 Table 7). */
const WKB_TYPES: Record<number, string> = {
  1: 'Point', 2: 'LineString', 3: 'Polygon', 4: 'MultiPoint', 5: 'MultiLineString', 6: 'MultiPolygon', 7: 'GeometryCollection',
};
