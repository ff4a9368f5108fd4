import type { Kysely } from 'kysely';

/** The measures of lines and areas (docs/product.md §25.1, docs/decisions/0046), kept with the
 *  entry so that the review table sorts by them in SQL (neither database measures GeoJSON text):
 *  - `points.length_m`: a line's length or an area's perimeter in metres on the sphere (Turf);
 *  - `points.area_m2`: an area's area in square metres (Turf's geodesic area).
 *  Both null for a point, `area_m2` for a line too. Written with the geometry (points/core/point-geometry.ts
 *  geometryColumns). Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('points').addColumn('length_m', 'double precision').execute();
  await db.schema.alterTable('points').addColumn('area_m2', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('points').dropColumn('area_m2').execute();
  await db.schema.alterTable('points').dropColumn('length_m').execute();
}
