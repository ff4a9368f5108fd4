import type { Kysely } from 'kysely';

/** The account's interface language (docs/product.md §23): `users.language`, a code of the
 *  contract's LANGUAGES, null until the person registers, chooses one or logs in with the web
 *  app's language; mails to the account and the server's messages to its sessions speak it.
 *  A plain column of `users`, so the actor revision's trigger on users (docs/decisions/0030)
 *  already follows it. Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
