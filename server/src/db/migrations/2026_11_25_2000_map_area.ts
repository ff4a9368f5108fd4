import type { Kysely } from 'kysely';

/** The map area of a project (docs/product.md §17.1). Portable SQL for SQLite and PostgreSQL
 *  (docs/decisions/0001). `workspaces.map_view`: JSON `{ Lat, Lng, Zoom }` where its map opens;
 *  `workspaces.boundary`: a GeoJSON Polygon or MultiPolygon its entries must lie in. Null: none. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').addColumn('map_view', 'text').execute();
  await db.schema.alterTable('workspaces').addColumn('boundary', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('boundary').execute();
  await db.schema.alterTable('workspaces').dropColumn('map_view').execute();
}
