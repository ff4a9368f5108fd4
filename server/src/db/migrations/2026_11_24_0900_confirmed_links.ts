import { type Kysely, sql } from 'kysely';

/** Links that only a POST completes (docs/decisions/0009). Portable SQL for SQLite and PostgreSQL
 *  (docs/decisions/0001).
 *  - `users.deactivated_at`: set while an administrator has switched the account off. An inactive
 *    account without it is a registration waiting for activation (pending); only those are
 *    activated by a link, and only those are purged when never activated.
 *  - `auth_tokens.pending_name`: the name given by the registration that created an activation
 *    link; with `pending_password_hash` (now also set for activation links) it is what the account
 *    gets when that link is confirmed with that registration's password.
 *  - `auth_tokens.failed_attempts`: wrong passwords typed on the link's page; the link dies after
 *    a few. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();
  await db.schema.alterTable('auth_tokens').addColumn('pending_name', 'text').execute();
  await db.schema.alterTable('auth_tokens').addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // Existing inactive accounts count as switched off unless a live activation link shows that a
  // registration is waiting: the safe side, since a pending account can be activated by a link.
  await sql`
    update users set deactivated_at = updated_at
    where active = 0 and not exists (
      select 1 from auth_tokens t
      where t.user_id = users.id and t.purpose = 'activation' and t.used_at is null and t.expires_at > ${new Date().toISOString()}
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('auth_tokens').dropColumn('failed_attempts').execute();
  await db.schema.alterTable('auth_tokens').dropColumn('pending_name').execute();
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}
