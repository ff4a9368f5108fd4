import type { Kysely } from 'kysely';

/** Lines and areas as entries (docs/product.md §25.1, docs/decisions/0046):
 *  - `points.geometry`: the entry's GeoJSON geometry in degrees WGS84 (RFC 7946), a `LineString`
 *    or a `Polygon` with one ring; null for an entry that is a point (its `latitude`/`longitude`).
 *    For a line or an area `latitude`/`longitude` (and `cell`) hold its centroid, by which
 *    overviews cluster it. Kept as text so that SQLite and PostgreSQL store it alike; PostGIS can
 *    read it with ST_GeomFromGeoJSON.
 *  - `points.min_lat`, `min_lng`, `max_lat`, `max_lng`: the geometry's bounding box (degrees),
 *    null for a point; bbox filters test intersection with it.
 *  - `layers.geometries`: JSON list of what its map accepts, of 'point', 'line', 'polygon'.
 *  Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('points').addColumn('geometry', 'text').execute();
  for (const column of ['min_lat', 'min_lng', 'max_lat', 'max_lng']) {
    await db.schema.alterTable('points').addColumn(column, 'double precision').execute();
  }
  await db.schema.alterTable('layers').addColumn('geometries', 'text', (c) => c.notNull().defaultTo('["point"]')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('layers').dropColumn('geometries').execute();
  for (const column of ['geometry', 'min_lat', 'min_lng', 'max_lat', 'max_lng']) {
    await db.schema.alterTable('points').dropColumn(column).execute();
  }
}
