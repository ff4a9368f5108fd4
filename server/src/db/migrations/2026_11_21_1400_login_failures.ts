import type { Kysely } from 'kysely';

/** Failed logins per account (at most 100 an hour from any mix of addresses). Kept in the
 *  database so that several server processes share the count (docs/architecture.md §1). A row holds only
 *  HMAC(secret, lower-cased e-mail) and the time, no client address (privacy policy: no full IP
 *  address kept). Rows older than an hour are deleted as new failures come in. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('login_failures')
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_account').on('login_failures').columns(['account_key', 'failed_at']).execute();
  await db.schema.createIndex('login_failures_time').on('login_failures').column('failed_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
