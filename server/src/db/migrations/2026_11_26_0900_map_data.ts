import type { Kysely } from 'kysely';

/** Map data that scales (docs/product.md §19.2, docs/decisions/0012):
 *  - `layers.revision`: a counter that every write of the layer or of one of its points raises in
 *    the same transaction (db/layer-revision.ts). Map data and point lists carry it in their ETag,
 *    and the server's cache of map tiles is keyed by it.
 *  - `points_map` (layer_id, longitude, latitude, deleted_at, public, moderation, status,
 *    created_at, id): a tile of the map reads the points of a layer in a longitude range with what
 *    visibility and the filters compare, and the id of a lone point, from the index alone. It
 *    replaces `points_layer_bbox`, its prefix. Portable SQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('layers').addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('points_map').on('points')
    .columns(['layer_id', 'longitude', 'latitude', 'deleted_at', 'public', 'moderation', 'status', 'created_at', 'id']).execute();
  await db.schema.dropIndex('points_layer_bbox').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('points_layer_bbox').on('points').columns(['layer_id', 'longitude', 'latitude']).execute();
  await db.schema.dropIndex('points_map').execute();
  await db.schema.alterTable('layers').dropColumn('revision').execute();
}
