import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The read state of the team's inbox (docs/product.md §16.9), per person of a project's team.
 *  Portable SQL for SQLite and PostgreSQL (docs/decisions/0001).
 *  - `inbox_marks`: per (user_id, workspace_id) the watermark `seen_before` (ISO 8601 UTC):
 *    every item that came in at or before it counts as seen. No row: the person's joining of the
 *    team (`workspace_acl.created_at`, for the owner the project's `created_at`); „Alle als gelesen
 *    markieren“ sets it to now.
 *  - `inbox_seen`: the items after the watermark that the person marked as read, one row each:
 *    `kind` ('entry', 'comment', 'report') and `item_id`; `workspace_id` lets „Alle als gelesen
 *    markieren“ drop a project's rows, which the new watermark covers. So a project of 100,000
 *    entries costs one row per person and a row per item read singly since, not 100,000.
 *  Both go with the account and with the project (cascade).
 *  Indexes: the primary key of `inbox_seen` (user_id, kind, item_id) answers „has this person seen
 *  this item“ for every row of a list; `inbox_seen_workspace` (user_id, workspace_id) the drop.
 *  `comments_moderation_created` (moderation, created_at) finds the comments waiting for approval
 *  without reading all comments (the entries have `points_moderation`, the reports `reports_queue`);
 *  `comments_created` (created_at, id) the newest comments of a project's maps, page by page.
 *  `points_inbox` holds the live entries of a map in the order of creation with their author, so
 *  that the inbox reads a page of them in order and counts the new ones (after the watermark, not
 *  the reader's own) from the index alone: on SQLite (layer_id, deleted_at, created_at, id,
 *  created_by); on PostgreSQL, whose planner takes no order out of a column bound by `is null`
 *  (as migration 2026_11_29_0900), (layer_id, created_at, id, created_by) where deleted_at is null. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('inbox_marks')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('seen_before', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('inbox_marks_pk', ['user_id', 'workspace_id'])
    .execute();
  await db.schema.createTable('inbox_seen')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('inbox_seen_pk', ['user_id', 'kind', 'item_id'])
    .execute();
  await db.schema.createIndex('inbox_seen_workspace').on('inbox_seen').columns(['user_id', 'workspace_id']).execute();
  // The workspace's deletion looks up its rows (cascade).
  await db.schema.createIndex('inbox_marks_workspace').on('inbox_marks').column('workspace_id').execute();
  await db.schema.createIndex('inbox_seen_by_workspace').on('inbox_seen').column('workspace_id').execute();
  await db.schema.createIndex('comments_moderation_created').on('comments').columns(['moderation', 'created_at']).execute();
  await db.schema.createIndex('comments_created').on('comments').columns(['created_at', 'id']).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create index points_inbox on points (layer_id, created_at, id, created_by) where deleted_at is null`.execute(db);
  } else {
    await db.schema.createIndex('points_inbox').on('points').columns(['layer_id', 'deleted_at', 'created_at', 'id', 'created_by']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('points_inbox').execute();
  await db.schema.dropIndex('comments_created').execute();
  await db.schema.dropIndex('comments_moderation_created').execute();
  await db.schema.dropTable('inbox_seen').execute();
  await db.schema.dropTable('inbox_marks').execute();
}
