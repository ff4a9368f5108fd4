import type { Kysely } from 'kysely';

/** An organisation's videos in Deutsche Gebärdensprache (docs/product.md §23.3). Portable SQL for
 *  SQLite and PostgreSQL (docs/decisions/0001). One row per organisation and explanation (`slot`:
 *  inhalt, navigation, barrierefreiheit, weitere). The bytes live in the image store under
 *  `file_id` (a UUID v7, variants `video` and `captions`), so that they reach every server, the
 *  backup and fsck like images; the sweep of unused images keeps every file id named here. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('dgs_videos')
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('captions_bytes', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('dgs_videos_pk', ['organisation_id', 'slot'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dgs_videos').execute();
}
