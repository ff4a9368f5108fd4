import type { Kysely } from 'kysely';

/** The audit log, „Protokoll“ (docs/product.md §16.4). Portable SQL for SQLite and PostgreSQL
 *  (docs/decisions/0001).
 *  - `user_id` becomes null when the account is deleted; `user_name` keeps the name shown.
 *  - `workspace_id` has no foreign key on purpose: the entries of a workspace, its deletion
 *    included, outlive it. Null for users, groups and organisations.
 *  - Indexes: the pages of one workspace's log and of the whole log, newest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('workspace_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('after', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('audit_log_workspace').on('audit_log').columns(['workspace_id', 'created_at']).execute();
  await db.schema.createIndex('audit_log_created').on('audit_log').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
