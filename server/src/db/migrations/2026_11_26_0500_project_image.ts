import { type Kysely, sql } from 'kysely';

/** A project's image (docs/product.md §17.2). Portable SQL for SQLite and PostgreSQL
 *  (docs/decisions/0001).
 *  - `workspaces.image_id`, `workspaces.image_alt`: the uploaded image shown on the project page
 *    and its text for people who cannot see it ('' for none).
 *  - `image_uses.workspace_id`: a third kind of user of an image besides a point and a layer, so
 *    that the sweep keeps it and its visibility follows the project's. A CHECK cannot be changed
 *    in place in SQLite: the table is rebuilt with the rule "exactly one user". */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').addColumn('image_id', 'text', (c) => c.references('images.id').onDelete('set null')).execute();
  await db.schema.alterTable('workspaces').addColumn('image_alt', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createTable('image_uses_v2')
    .addColumn('image_id', 'text', (c) => c.notNull().references('images.id').onDelete('cascade'))
    .addColumn('point_id', 'text', (c) => c.references('points.id').onDelete('cascade'))
    .addColumn('layer_id', 'text', (c) => c.references('layers.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.references('workspaces.id').onDelete('cascade'))
    .addCheckConstraint('image_uses_one_user', sql`(case when point_id is null then 0 else 1 end) + (case when layer_id is null then 0 else 1 end)
      + (case when workspace_id is null then 0 else 1 end) = 1`)
    .execute();
  await sql`insert into image_uses_v2 (image_id, point_id, layer_id) select image_id, point_id, layer_id from image_uses`.execute(db);
  await db.schema.dropTable('image_uses').execute();
  await db.schema.alterTable('image_uses_v2').renameTo('image_uses').execute();
  await createIndexes(db, ['image_id', 'point_id', 'layer_id', 'workspace_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from image_uses where workspace_id is not null`.execute(db);
  await db.schema.createTable('image_uses_v1')
    .addColumn('image_id', 'text', (c) => c.notNull().references('images.id').onDelete('cascade'))
    .addColumn('point_id', 'text', (c) => c.references('points.id').onDelete('cascade'))
    .addColumn('layer_id', 'text', (c) => c.references('layers.id').onDelete('cascade'))
    .addCheckConstraint('image_uses_one_user', sql`(point_id is null) <> (layer_id is null)`)
    .execute();
  await sql`insert into image_uses_v1 (image_id, point_id, layer_id) select image_id, point_id, layer_id from image_uses`.execute(db);
  await db.schema.dropTable('image_uses').execute();
  await db.schema.alterTable('image_uses_v1').renameTo('image_uses').execute();
  await createIndexes(db, ['image_id', 'point_id', 'layer_id']);
  await db.schema.alterTable('workspaces').dropColumn('image_alt').execute();
  await db.schema.alterTable('workspaces').dropColumn('image_id').execute();
}

/** The indexes of image_uses by column, named as the first migration named them. */
async function createIndexes(db: Kysely<unknown>, columns: string[]): Promise<void> {
  for (const column of columns) {
    await db.schema.createIndex(`image_uses_${column.replace('_id', '')}`).on('image_uses').column(column).execute();
  }
}
