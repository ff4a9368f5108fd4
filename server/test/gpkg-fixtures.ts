import Database from 'better-sqlite3';

/** GeoPackages (OGC 12-128r18) made with better-sqlite3 for the import's tests: the tables a
 *  GeoPackage needs (gpkg_spatial_ref_sys, gpkg_contents, gpkg_geometry_columns) and one feature
 *  table `orte` made by `create` (SQL; it must have the columns `fid` and `geom`), filled by
 *  `fill` (SQL run after the metadata; e.g. INSERTs using pointBlob's hex). */

/** A GeoPackage geometry blob of a point in WGS 84 (OGC 12-128r18 §2.1.3: 'GP', version 0, flags
 *  little-endian without envelope, srs_id 4326, then ISO WKB Point), as hex for SQL's X'…'. */
export function pointBlobHex(longitude: number, latitude: number): string {
  const blob = Buffer.alloc(8 + 21);
  blob.write('GP', 0, 'latin1');
  blob[2] = 0;
  blob[3] = 0x01;
  blob.writeInt32LE(4326, 4);
  blob[8] = 1;
  blob.writeUInt32LE(1, 9);
  blob.writeDoubleLE(longitude, 13);
  blob.writeDoubleLE(latitude, 21);
  return blob.toString('hex');
}

/** The bytes of a GeoPackage whose feature table `orte` is made by `create` and filled by `fill`. */
export function geoPackage(create: string, fill: string): Buffer {
  const db = new Database(':memory:');
  try {
    db.pragma('application_id = 1196444487');
    db.pragma('user_version = 10300');
    db.exec(`
      CREATE TABLE gpkg_spatial_ref_sys (srs_name TEXT NOT NULL, srs_id INTEGER PRIMARY KEY, organization TEXT NOT NULL,
        organization_coordsys_id INTEGER NOT NULL, definition TEXT NOT NULL, description TEXT);
      INSERT INTO gpkg_spatial_ref_sys VALUES ('WGS 84 geodetic', 4326, 'EPSG', 4326,
        'GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["degree",0.0174532925199433]]', NULL),
        ('Undefined cartesian SRS', -1, 'NONE', -1, 'undefined', NULL), ('Undefined geographic SRS', 0, 'NONE', 0, 'undefined', NULL);
      CREATE TABLE gpkg_contents (table_name TEXT NOT NULL PRIMARY KEY, data_type TEXT NOT NULL, identifier TEXT UNIQUE, description TEXT DEFAULT '',
        last_change DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')), min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE, srs_id INTEGER);
      CREATE TABLE gpkg_geometry_columns (table_name TEXT NOT NULL, column_name TEXT NOT NULL, geometry_type_name TEXT NOT NULL,
        srs_id INTEGER NOT NULL, z TINYINT NOT NULL, m TINYINT NOT NULL, CONSTRAINT pk_geom_cols PRIMARY KEY (table_name, column_name));
      ${create};
      INSERT INTO gpkg_contents (table_name, data_type, identifier, srs_id) VALUES ('orte', 'features', 'orte', 4326);
      INSERT INTO gpkg_geometry_columns VALUES ('orte', 'geom', 'POINT', 4326, 0, 0);
      ${fill};
    `);
    return db.serialize();
  } finally {
    db.close();
  }
}
