import type { Kysely } from 'kysely';

/** Two-factor login with TOTP (RFC 6238; docs/security.md, Two-factor login). Portable
 *  SQL for SQLite and PostgreSQL (docs/decisions/0001).
 *  - users: `mfa_secret` (the TOTP secret, encrypted with the server's secret, lib/secret-box.ts)
 *    once enabled, `mfa_pending_secret` during enrolment, `mfa_last_step` (the last accepted time
 *    step: a code counts once).
 *  - `mfa_recovery_codes`: sha256 of each of the 10 one-time recovery codes.
 *  - `mfa_challenges`: a correct password waiting for its code, keyed by the sha256 of the
 *    visitor's pre-session token; 5 wrong codes or 5 minutes end it.
 *  - sessions.`mfa_setup_required`: 1 for a login whose organisation requires the second factor
 *    for its rights but the account has none yet; such a session lacks `admin` and `usermanager`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('mfa_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('mfa_pending_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('mfa_last_step', 'bigint').execute();
  await db.schema.createTable('mfa_recovery_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addPrimaryKeyConstraint('mfa_recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();
  await db.schema.createTable('mfa_challenges')
    .addColumn('session_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('mfa_setup_required', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
