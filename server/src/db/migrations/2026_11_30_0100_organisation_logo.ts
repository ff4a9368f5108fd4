import { PostgresAdapter, type Kysely } from 'kysely';

/** An organisation's logo (docs/product.md §10.2, Darstellung). Portable SQL for SQLite and
 *  PostgreSQL (docs/decisions/0001).
 *  - `organisations.logo_revision`, `logo_width`, `logo_height`: the current logo's revision (a
 *    new id with every upload, part of its address, so that its files can be kept for a year) and
 *    the size of its `logo` file in pixels; null without a logo. GET /auth/org reads them with the
 *    organisation's row, without a second query.
 *  - `organisation_logos`: the files of a revision, written once by the decoder process
 *    (modules/images/image-decode.ts decodeLogo): the logo for the navigation bar and the app's
 *    icons (192 and 512 px, transparent; 512 px maskable on white). Kept in the database, not in
 *    the image store: a few dozen KB per organisation, served to every instance and in every
 *    backup, and never touched by the sweep of unused images. Only the current revision is kept. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema.alterTable('organisations').addColumn('logo_revision', 'text').execute();
  await db.schema.alterTable('organisations').addColumn('logo_width', 'integer').execute();
  await db.schema.alterTable('organisations').addColumn('logo_height', 'integer').execute();
  await db.schema.createTable('organisation_logos')
    .addColumn('revision', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('logo', bytes, (c) => c.notNull())
    .addColumn('icon_192', bytes, (c) => c.notNull())
    .addColumn('icon_512', bytes, (c) => c.notNull())
    .addColumn('icon_maskable', bytes, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('organisation_logos_organisation').on('organisation_logos').column('organisation_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('organisation_logos').execute();
  await db.schema.alterTable('organisations').dropColumn('logo_height').execute();
  await db.schema.alterTable('organisations').dropColumn('logo_width').execute();
  await db.schema.alterTable('organisations').dropColumn('logo_revision').execute();
}
