import type { Kysely } from 'kysely';

/** Answer templates („Textbausteine“) of organisations (docs/product.md §16.2). Portable SQL for
 *  SQLite and PostgreSQL (docs/decisions/0001).
 *  - `answer_templates`: a named text of an organisation, in its list's order (`position`), which
 *    the team puts into official answers. Names are unique per organisation, any case (the
 *    contract checks it; the whole list is written at once). They go with the organisation. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('answer_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('answer_templates_organisation').on('answer_templates').columns(['organisation_id', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('answer_templates').execute();
}
