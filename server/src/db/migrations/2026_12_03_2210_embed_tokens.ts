import type { Kysely } from 'kysely';

/** The embedded map's entry tokens (docs/product.md §24.1; docs/security.md, Embed tokens):
 *  `embed_tokens`, one row per token handed to a frame: sha256 `hash` of the token, the project
 *  (`workspace_id`) it may add entries to, `created_at` and `expires_at` (one hour later). Expired
 *  rows are removed when the next token is made. Goes with the project (cascade). Portable SQL for
 *  SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('embed_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('embed_tokens_expires').on('embed_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('embed_tokens').execute();
}
