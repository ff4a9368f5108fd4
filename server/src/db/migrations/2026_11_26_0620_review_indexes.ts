import type { Kysely } from 'kysely';

/** Indexes of the review table (docs/product.md §18.1), for layers of 100,000 entries:
 *  - `points_review_created` (layer_id, deleted_at, created_at, id): the live entries of a layer in
 *    the order of creation with the id that breaks ties, so that the default sort and the date
 *    filter read the index in order (also the order of the paged point lists). It replaces
 *    `points_layer_live`, its prefix.
 *  - `points_review_status` (layer_id, deleted_at, status, created_at): the status filter, in the
 *    order of creation.
 *  - `point_votes_point_value` (point_id, value): counts of votes per entry from the index alone.
 *  Answers and categories live in the JSON text of `attributes` (docs/decisions/0001) and are
 *  sorted without an index. Portable SQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('points_review_created').on('points').columns(['layer_id', 'deleted_at', 'created_at', 'id']).execute();
  await db.schema.dropIndex('points_layer_live').execute();
  await db.schema.createIndex('points_review_status').on('points').columns(['layer_id', 'deleted_at', 'status', 'created_at']).execute();
  await db.schema.createIndex('point_votes_point_value').on('point_votes').columns(['point_id', 'value']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('point_votes_point_value').execute();
  await db.schema.dropIndex('points_review_status').execute();
  await db.schema.createIndex('points_layer_live').on('points').columns(['layer_id', 'deleted_at', 'created_at']).execute();
  await db.schema.dropIndex('points_review_created').execute();
}
