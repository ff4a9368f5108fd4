import type { Kysely } from 'kysely';

/** Moderation (docs/product.md §16.3). Portable SQL for SQLite and PostgreSQL (docs/decisions/0001).
 *  - `points.moderation`, `comments.moderation`: '' public, 'hidden' (by a manager, the reason in
 *    `moderation_reason`), 'pending' (held for approval). Nothing is deleted.
 *  - `layers.premoderation`: 1 holds new points and comments of non-managers for approval.
 *  - `reports`: what visitors reported, per workspace for its queue; 'open' until a manager hides
 *    the content ('resolved') or dismisses the report ('dismissed'). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['points', 'comments']) {
    await db.schema.alterTable(table).addColumn('moderation', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable(table).addColumn('moderation_reason', 'text', (c) => c.notNull().defaultTo('')).execute();
  }
  await db.schema.alterTable('layers').addColumn('premoderation', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  await db.schema.createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('point_id', 'text', (c) => c.notNull().references('points.id').onDelete('cascade'))
    .addColumn('comment_id', 'text', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    // null for anonymous visitors and once the account is deleted.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('closed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('reports_queue').on('reports').columns(['workspace_id', 'state', 'created_at']).execute();
  await db.schema.createIndex('points_moderation').on('points').columns(['layer_id', 'moderation']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('points_moderation').execute();
  await db.schema.dropTable('reports').execute();
  await db.schema.alterTable('layers').dropColumn('premoderation').execute();
  for (const table of ['comments', 'points']) {
    await db.schema.alterTable(table).dropColumn('moderation_reason').execute();
    await db.schema.alterTable(table).dropColumn('moderation').execute();
  }
}
