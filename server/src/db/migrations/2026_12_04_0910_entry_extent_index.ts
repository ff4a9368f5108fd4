import type { Kysely } from 'kysely';

/** Index `points_layer_extent` on (layer_id, min_lng, min_lat): the bounding boxes of lines and
 *  areas (migration 2026_12_04_0900), so that a box filter (GET /gis/points/{layer}?bbox=) and the
 *  map's tiles from MAP_SHAPE_ZOOM on find the lines and areas meeting a box without reading the
 *  layer's points, whose min_lng is null (docs/product.md §25.1, docs/decisions/0046). Portable
 *  SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('points_layer_extent').on('points').columns(['layer_id', 'min_lng', 'min_lat']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('points_layer_extent').execute();
}
