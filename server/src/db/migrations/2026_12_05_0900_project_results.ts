import type { Kysely } from 'kysely';

/** A project's results page (docs/product.md §25.5, docs/decisions/0051): `workspaces.results`
 *  holds the team's choices as JSON (contract ProjectResults: text, figures, charts, answers,
 *  downloads); null: none chosen yet. Whether the page is public is not stored: it follows from the
 *  phases (the results phase's first day) and the clock at every read.
 *  Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').addColumn('results', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('results').execute();
}
