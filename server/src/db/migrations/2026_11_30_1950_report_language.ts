import type { Kysely } from 'kysely';

/** The language of an anonymous reporter (docs/product.md §16.3, §23.4): `reports.reporter_language`,
 *  the language the report was made in (the request's, a code of the contract's LANGUAGES), kept
 *  with the address they left so that the outcome mail speaks it; null for signed-in reporters
 *  (their account's language counts), for reports without an address and once the report is
 *  closed. Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').addColumn('reporter_language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').dropColumn('reporter_language').execute();
}
