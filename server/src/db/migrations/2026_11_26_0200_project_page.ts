import type { Kysely } from 'kysely';

/** The project page of a workspace (docs/product.md §17.2). Portable SQL for SQLite and PostgreSQL
 *  (docs/decisions/0001). `description`: Markdown as written; `phases`: JSON array of
 *  `{ Title, Start, End }`; `closed`: 1 when it takes no new entries, comments or votes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('workspaces').addColumn('phases', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('workspaces').addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['closed', 'phases', 'description']) await db.schema.alterTable('workspaces').dropColumn(column).execute();
}
