import type { Kysely } from 'kysely';

/** Official answers to points (docs/product.md §16.2). Portable SQL for SQLite and PostgreSQL
 *  (docs/decisions/0001). One answer per point, kept on the point: its text ('' while there is
 *  none), the organisation's name it was written for, and when. Every version also goes into
 *  `point_history` (kind 'answer', the text in `note`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('points').addColumn('answer_text', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('points').addColumn('answer_org', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('points').addColumn('answer_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['answer_at', 'answer_org', 'answer_text']) {
    await db.schema.alterTable('points').dropColumn(column).execute();
  }
}
