import { type Kysely, sql } from 'kysely';
import { DEMO_PAGE_CONTENT } from '../../seed/page-content.js';

/** The texts of the landing, topic and tram pages as organisation content (docs/product.md §17.3):
 *  `organisations.content`, JSON `{ key: Markdown }` by the contract's PAGE_CONTENT keys, '{}' for
 *  none. These texts were part of the web app until now; the default organisation (the one that
 *  served them to every host) gets them as its content, so that an existing installation's pages
 *  stay as they were. Portable SQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organisations').addColumn('content', 'text', (c) => c.notNull().defaultTo('{}')).execute();
  await sql`update organisations set content = ${JSON.stringify(DEMO_PAGE_CONTENT)}
    where content = '{}' and id = (select id from organisations order by is_default desc, created_at, id limit 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organisations').dropColumn('content').execute();
}
