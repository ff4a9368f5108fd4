import type { Kysely } from 'kysely';

/** Acceptances of an organisation's terms of use and netiquette (docs/product.md §2.22). Portable
 *  SQL for SQLite and PostgreSQL (docs/decisions/0001).
 *  - `terms_acceptances`: who (`user_id`) accepted which `version` of the terms of which
 *    organisation, and when (`accepted_at`, ISO 8601 UTC). Rows are only added, never changed:
 *    the history stays. They go with the account and with the organisation (cascade).
 *  Index `terms_acceptances_user` (user_id, organisation_id, accepted_at) finds a person's latest
 *  acceptance on a site and lists all of theirs for the data download. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('terms_acceptances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('terms_acceptances_user').on('terms_acceptances').columns(['user_id', 'organisation_id', 'accepted_at']).execute();
  // The organisation's deletion looks up its rows.
  await db.schema.createIndex('terms_acceptances_organisation').on('terms_acceptances').column('organisation_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('terms_acceptances').execute();
}
