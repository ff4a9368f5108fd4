import type { Kysely } from 'kysely';

/** Organisation keys (docs/product.md §24.6; docs/decisions/0044): `organisation_api_tokens`, one
 *  row per key of an organisation, in the shape of `api_tokens` (sha256 `hash` of the whole key,
 *  `prefix` for the list, `scopes` `read` or `write` joined by spaces, required `expires_at`,
 *  `last_used_at`, `revoked_at`). `created_by` is the account that made it, kept for the record
 *  and cleared when that account goes. Goes with the organisation (cascade). Portable SQL for
 *  SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('organisation_api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('organisation_api_tokens_organisation').on('organisation_api_tokens').column('organisation_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('organisation_api_tokens').execute();
}
