import { sql, type Kysely } from 'kysely';

/** The indexes by which a box filter finds lines and areas (docs/product.md §25.1,
 *  docs/decisions/0046), portable to SQLite (3.9 on) and PostgreSQL (docs/decisions/0001):
 *  - `points_layer_shape_width` on (layer_id, max_lng − min_lng), an index on an expression: the
 *    layer's widest shape in one step from the index's end (points/query/query-box.ts
 *    widestShape), so that the extent index is read only from that far west of the box, and not at
 *    all for a layer of points only;
 *  - `points_layer_extent` (migration 2026_12_04_0910) made anew with max_lng and max_lat too, so
 *    that the whole test „bounding box meets box“ is decided in the index and only the shapes that
 *    meet it are read from the table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index points_layer_shape_width on points (layer_id, (max_lng - min_lng))`.execute(db);
  await db.schema.dropIndex('points_layer_extent').execute();
  await db.schema.createIndex('points_layer_extent').on('points').columns(['layer_id', 'min_lng', 'min_lat', 'max_lng', 'max_lat']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('points_layer_extent').execute();
  await db.schema.createIndex('points_layer_extent').on('points').columns(['layer_id', 'min_lng', 'min_lat']).execute();
  await db.schema.dropIndex('points_layer_shape_width').execute();
}
