import type { Kysely } from 'kysely';

/** A project's name, description and phases in other languages (docs/product.md §23.5,
 *  docs/decisions/0037-content-translations.md): `workspaces.translations`, JSON
 *  `{ "en": { "Name": …, "Description": …, "Phases": […] }, … }`, null for none. The
 *  questionnaire's translations need no column: they live in the layer's questionnaire JSON.
 *  Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').addColumn('translations', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('translations').execute();
}
