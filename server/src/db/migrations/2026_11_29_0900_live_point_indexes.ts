import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** Indexes of the live points in the order of creation, PostgreSQL only (docs/decisions/0027,
 *  Consequences): the review table's newest page and its status filter ask `layer_id = ? and
 *  deleted_at is null [and status = ?] order by created_at, id`. PostgreSQL's planner takes only
 *  columns bound by `=` out of an index's order, not one bound by `is null`, so with
 *  `points_review_created` (layer_id, deleted_at, created_at, id) it read and sorted all of a
 *  layer's live points for every page (95–185 ms on 100,000). Partial indexes over the live
 *  points leave `deleted_at` out of the key:
 *  - `points_live_created` (layer_id, created_at, id) where deleted_at is null;
 *  - `points_live_status` (layer_id, status, created_at, id) where deleted_at is null.
 *  SQLite takes `is null` as an equality there and reads the existing indexes in order; it gets
 *  none of these. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create index points_live_created on points (layer_id, created_at, id) where deleted_at is null`.execute(db);
  await sql`create index points_live_status on points (layer_id, status, created_at, id) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop index if exists points_live_status`.execute(db);
  await sql`drop index if exists points_live_created`.execute(db);
}
