import SQLite from 'better-sqlite3';
import { boundsOfGeometry, type EntryShape, type GeometryKind } from '@mitmachkarte/contract';
import { geoJsonGeometryOf } from './entry-geometry.js';
import type { ExportSource } from './points-export.source.js';
import { gisTable, type GisColumn } from './points-gis-table.presenter.js';

/** The GeoPackage export of a layer's entries (docs/product.md §18.4, docs/decisions/0015): a
 *  GeoPackage 1.3.1 file (OGC 12-128r18) written with better-sqlite3 into a file, page by page, so
 *  that memory stays flat however many entries there are; the service streams the file and then
 *  deletes it. */

/** The table of entries in the file (GDAL shows it as the layer's name). */
export const GPKG_TABLE = 'eintraege';
/** The primary key and the geometry column of the feature table. */
const FID = 'fid';
const GEOM = 'geom';
/** WGS 84 (longitude, latitude in degrees): what the entries' coordinates are. */
const WGS84 = 4326;

/** PRAGMA application_id 'GPKG' and user_version 10301 (GeoPackage 1.3.1; OGC 12-128r18 §1.1.1.1.1). */
const APPLICATION_ID = 0x47504b47;
const USER_VERSION = 10301;

/** The WKT of EPSG:4326 as OGC 12-128r18 Annex C gives it for gpkg_spatial_ref_sys. */
const WGS84_WKT = 'GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563,AUTHORITY["EPSG","7030"]],AUTHORITY["EPSG","6326"]],'
  + 'PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],'
  + 'AXIS["Latitude",NORTH],AXIS["Longitude",EAST],AUTHORITY["EPSG","4326"]]';

/** The tables every GeoPackage has (OGC 12-128r18 §1.1.2, §1.1.3, §2.1.5, Annex C) and the three
 *  spatial reference systems it must define. */
const CORE_TABLES = `
CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT NOT NULL, srs_id INTEGER NOT NULL PRIMARY KEY, organization TEXT NOT NULL,
  organization_coordsys_id INTEGER NOT NULL, definition TEXT NOT NULL, description TEXT);
CREATE TABLE gpkg_contents (table_name TEXT NOT NULL PRIMARY KEY, data_type TEXT NOT NULL, identifier TEXT UNIQUE, description TEXT DEFAULT '',
  last_change DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')), min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE, srs_id INTEGER,
  CONSTRAINT fk_gc_r_srs_id FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys(srs_id));
CREATE TABLE gpkg_geometry_columns (table_name TEXT NOT NULL, column_name TEXT NOT NULL, geometry_type_name TEXT NOT NULL, srs_id INTEGER NOT NULL,
  z TINYINT NOT NULL, m TINYINT NOT NULL, CONSTRAINT pk_geom_cols PRIMARY KEY (table_name, column_name), CONSTRAINT uk_gc_table_name UNIQUE (table_name),
  CONSTRAINT fk_gc_tn FOREIGN KEY (table_name) REFERENCES gpkg_contents(table_name),
  CONSTRAINT fk_gc_srs FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys (srs_id));
INSERT INTO gpkg_spatial_ref_sys VALUES
  ('Undefined cartesian SRS', -1, 'NONE', -1, 'undefined', 'undefined cartesian coordinate reference system'),
  ('Undefined geographic SRS', 0, 'NONE', 0, 'undefined', 'undefined geographic coordinate reference system'),
  ('WGS 84 geodetic', ${WGS84}, 'EPSG', 4326, '${WGS84_WKT}', 'longitude/latitude coordinates in decimal degrees on the WGS 84 spheroid');
`;

/** An SQL identifier in double quotes. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The column names of the feature table: the export's names, except that SQLite does not tell
 *  upper from lower case in names, so a name that is already taken that way (by `fid`, `geom` or
 *  an earlier column) gets `_2`, `_3`, … */
function columnNames(columns: readonly GisColumn[]): string[] {
  const taken = new Set([FID, GEOM]);
  return columns.map(({ name }) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${name}_${n}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** A point as a GeoPackageBinary geometry (OGC 12-128r18 §2.1.3): the header 'GP', version 0,
 *  flags (standard, not empty, no envelope, little-endian), the srs_id, then the point as
 *  ISO WKB, little-endian (x = longitude, y = latitude). */
export function gpkgPoint(longitude: number, latitude: number, srsId = WGS84): Buffer {
  const blob = Buffer.alloc(8 + 21);
  blob.write('GP', 0, 'ascii');
  blob.writeUInt8(0, 2);
  blob.writeUInt8(0b0000_0001, 3);
  blob.writeInt32LE(srsId, 4);
  blob.writeUInt8(1, 8);
  blob.writeUInt32LE(1, 9);
  blob.writeDoubleLE(longitude, 13);
  blob.writeDoubleLE(latitude, 21);
  return blob;
}

/** A line or an area as a GeoPackageBinary geometry (OGC 12-128r18 §2.1.3): the header as
 *  gpkgPoint's with an xy envelope (flags: envelope 1, little-endian), then ISO WKB LineString (2)
 *  or Polygon (3) with one ring (OGC 06-103r4 §8.2), little-endian, x = longitude, y = latitude. */
export function gpkgShape(shape: EntryShape, srsId = WGS84): Buffer {
  const positions = shape.type === 'LineString' ? shape.coordinates : shape.coordinates[0];
  const polygon = shape.type === 'Polygon';
  const wkbBytes = 1 + 4 + (polygon ? 4 : 0) + 4 + positions.length * 16;
  const blob = Buffer.alloc(8 + 32 + wkbBytes);
  blob.write('GP', 0, 'ascii');
  blob.writeUInt8(0, 2);
  blob.writeUInt8(0b0000_0011, 3);
  blob.writeInt32LE(srsId, 4);
  const b = boundsOfGeometry(shape);
  [b.minLng, b.maxLng, b.minLat, b.maxLat].forEach((n, i) => blob.writeDoubleLE(n, 8 + i * 8));
  let at = 40;
  blob.writeUInt8(1, at);
  blob.writeUInt32LE(polygon ? 3 : 2, at + 1);
  at += 5;
  if (polygon) { blob.writeUInt32LE(1, at); at += 4; }
  blob.writeUInt32LE(positions.length, at);
  at += 4;
  for (const [lng, lat] of positions) {
    blob.writeDoubleLE(lng, at);
    blob.writeDoubleLE(lat, at + 8);
    at += 16;
  }
  return blob;
}

/** The geometry type of the feature table (OGC 12-128r18 Annex E) for the kinds the entries have:
 *  POINT, LINESTRING or POLYGON when they are all of one kind (also: none), else GEOMETRY, which
 *  QGIS shows as one sublayer per kind and GDAL reads as one layer of any geometry (docs/decisions/0046). */
export function gpkgGeometryType(kinds: ReadonlySet<GeometryKind>): string {
  if (kinds.size > 1) return 'GEOMETRY';
  const [kind] = [...kinds];
  return kind === 'line' ? 'LINESTRING' : kind === 'polygon' ? 'POLYGON' : 'POINT';
}

/** Writes the GeoPackage of a layer's entries to the new file `file`: table `eintraege` with the
 *  columns of points-gis-table.presenter.ts (same names and values as the GeoJSON export),
 *  geometry in EPSG:4326 to 7 decimals (points, lines and areas in the one table: gpkgGeometryType), its extent in gpkg_contents, `layerName` as its identifier. The
 *  entries are read and written a page at a time, each page in one transaction. Throws what
 *  SQLite or the database throws; the caller deletes the file then. */
export async function writePointsGeoPackage(source: ExportSource, layerName: string, file: string): Promise<void> {
  const table = await gisTable(source);
  const names = columnNames(table.columns);
  const geometryType = gpkgGeometryType(table.kinds);
  const db = new SQLite(file);
  try {
    db.pragma(`application_id = ${APPLICATION_ID}`);
    db.pragma(`user_version = ${USER_VERSION}`);
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(CORE_TABLES);
    db.exec(`CREATE TABLE ${quoted(GPKG_TABLE)} (${FID} INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, ${GEOM} ${geometryType}`
      + table.columns.map((c, i) => `, ${quoted(names[i]!)} ${c.type}`).join('') + ')');
    db.prepare('INSERT INTO gpkg_contents (table_name, data_type, identifier, description, srs_id) VALUES (?, \'features\', ?, ?, ?)')
      .run(GPKG_TABLE, layerName, `Einträge der Karte ${layerName}`, WGS84);
    db.prepare('INSERT INTO gpkg_geometry_columns VALUES (?, ?, ?, ?, 0, 0)').run(GPKG_TABLE, GEOM, geometryType, WGS84);

    const insert = db.prepare(`INSERT INTO ${quoted(GPKG_TABLE)} (${[GEOM, ...names].map(quoted).join(', ')}) VALUES (${['?', ...names.map(() => '?')].join(', ')})`);
    const extent = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    const insertPage = db.transaction((points: Parameters<typeof table.cells>[0][]) => {
      for (const point of points) {
        const geometry = geoJsonGeometryOf(point, true);
        const blob = geometry.type === 'Point' ? gpkgPoint(geometry.coordinates[0], geometry.coordinates[1]) : gpkgShape(geometry);
        insert.run(blob, ...table.cells(point));
        const b = geometry.type === 'Point'
          ? { minLng: geometry.coordinates[0], maxLng: geometry.coordinates[0], minLat: geometry.coordinates[1], maxLat: geometry.coordinates[1] }
          : boundsOfGeometry(geometry);
        extent.minX = Math.min(extent.minX, b.minLng);
        extent.maxX = Math.max(extent.maxX, b.maxLng);
        extent.minY = Math.min(extent.minY, b.minLat);
        extent.maxY = Math.max(extent.maxY, b.maxLat);
      }
    });
    for await (const points of source.points()) insertPage([...points]);
    if (extent.minX <= extent.maxX) {
      db.prepare('UPDATE gpkg_contents SET min_x = ?, min_y = ?, max_x = ?, max_y = ? WHERE table_name = ?')
        .run(extent.minX, extent.minY, extent.maxX, extent.maxY, GPKG_TABLE);
    }
  } finally {
    db.close();
  }
}
