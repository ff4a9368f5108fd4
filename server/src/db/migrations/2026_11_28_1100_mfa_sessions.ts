import type { Kysely } from 'kysely';

/** Two-factor login per account, and sessions that completed it (docs/security.md, Two-factor
 *  login; portable SQL, docs/decisions/0001).
 *  - sessions.`mfa_completed`: 1 for a session that logged in with the second factor (or switched
 *    it on itself, with password and code); only such a session of an administrator may change
 *    the organisations' `mfa_pflicht`. Existing sessions count as not completed.
 *  - sessions.`mfa_setup_required` goes: whether a session must set up its second factor first is
 *    decided on every request from the account (its permissions, its second factor, the
 *    organisations' settings), no longer at login from the Host it logged in through. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('mfa_completed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('sessions').dropColumn('mfa_setup_required').execute();
}
