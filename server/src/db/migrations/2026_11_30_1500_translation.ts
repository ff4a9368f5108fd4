import type { Kysely } from 'kysely';

/** Citizens' contributions translated on demand (docs/product.md §23.1 „Übersetzung von
 *  Beiträgen“; docs/decisions/0036). Portable SQL for SQLite and PostgreSQL (docs/decisions/0001).
 *  - `translation_settings`: per organisation whether its LibreTranslate service is on, the
 *    service's base URL and its API key, sealed (lib/secret-box.ts; '' for none).
 *  - `translations`: each translation made, keyed by the SHA-256 of the text (hex) and the target
 *    language, with the language the service detected: the same text is sent once. Holds no
 *    reference to the contribution; the retention of contributions does not reach it, the hash
 *    key means a deleted contribution's text can be found only by whoever already has it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('translation_settings')
    .addColumn('organisation_id', 'text', (c) => c.primaryKey().references('organisations.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('api_key', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createTable('translations')
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('translated', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translations_pk', ['text_hash', 'target'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translations').execute();
  await db.schema.dropTable('translation_settings').execute();
}
