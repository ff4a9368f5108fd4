import type { Kysely } from 'kysely';

/** API keys (docs/product.md §24.6; docs/decisions/0041): `api_tokens`, one row per key of an
 *  account. `hash` is the sha256 (hex) of the whole key `mk_<43 characters>`, which only its
 *  holder has; `prefix` its first characters for the list („mk_AbCdEf…“). `scopes` is the list of
 *  its scopes joined by spaces (`read`, `write`, `manage:<project id>`). `expires_at` is required;
 *  `last_used_at` is written at most once a minute; `revoked_at` marks a withdrawn key, which
 *  works no more and is listed no more. Goes with the account (cascade). Portable SQL for SQLite
 *  and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('api_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user').on('api_tokens').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
