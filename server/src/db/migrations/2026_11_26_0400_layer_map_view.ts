import type { Kysely } from 'kysely';

/** A layer's own start view (docs/product.md §17.1): `layers.map_view`, JSON `{ Lat, Lng, Zoom }`,
 *  null while the layer opens as its workspace does. Portable SQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('layers').addColumn('map_view', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('layers').dropColumn('map_view').execute();
}
