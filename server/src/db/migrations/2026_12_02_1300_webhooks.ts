import type { Kysely } from 'kysely';

/** Webhooks of a project (docs/product.md §24.6; docs/decisions/0045):
 *  - `webhooks`: one row per target of a workspace: `url`, the chosen `events` joined by spaces,
 *    `active` (0: paused), the signing secret sealed with the server's secret (lib/secret-box.ts)
 *    and its first characters for the list. Goes with the workspace (cascade).
 *  - `webhook_deliveries`: the outbox and the log at once. A row is written in the transaction of
 *    the change it tells of, with the whole JSON body; `state` 'pending' while attempts are due
 *    (`next_attempt_at`, moved forward as a lease by the sender that claims it), then 'delivered'
 *    or 'failed'; of the last attempt its HTTP status, duration (ms) and error. The newest
 *    deliveries per webhook are kept (WEBHOOK_LOG_SIZE). Goes with the webhook (cascade).
 *  Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('webhooks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('secret_prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('webhooks_workspace').on('webhooks').column('workspace_id').execute();
  await db.schema.createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_attempt_at', 'text')
    .addColumn('http_status', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').column('next_attempt_at').execute();
  await db.schema.createIndex('webhook_deliveries_webhook').on('webhook_deliveries').columns(['webhook_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
}
