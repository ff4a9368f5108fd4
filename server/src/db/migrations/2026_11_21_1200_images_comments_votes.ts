import { type Kysely, sql } from 'kysely';

/** Photos, comments and votes. Portable SQL for SQLite and PostgreSQL (text ids and
 *  timestamps, docs/decisions/0001). The image files live in the image store
 *  (modules/images/image-store.ts); `images` records each upload. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // MIME types of the `raw` (as uploaded) and `orig` variants; `norm` is always image/jpeg.
    .addColumn('raw_type', 'text', (c) => c.notNull())
    .addColumn('orig_type', 'text', (c) => c.notNull())
    // Size of `orig` (EXIF orientation applied) in pixels, and of `raw` in bytes.
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // null: an anonymous visitor, or an account deleted since.
    .addColumn('uploaded_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // The sweep of unused images looks at old uploads only.
  await db.schema.createIndex('images_created').on('images').column('created_at').execute();

  await db.schema.createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('point_id', 'text', (c) => c.notNull().references('points.id').onDelete('cascade'))
    // null once the author's account is deleted ('Gelöschter Benutzer').
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The thread of a point, oldest first.
  await db.schema.createIndex('comments_point').on('comments').columns(['point_id', 'created_at']).execute();
  await db.schema.createIndex('comments_user').on('comments').column('user_id').execute();

  // One vote per user and target: the primary key, written with an upsert (never double-counted).
  for (const [table, target, parent] of [['point_votes', 'point_id', 'points.id'], ['comment_votes', 'comment_id', 'comments.id']] as const) {
    await db.schema.createTable(table)
      .addColumn(target, 'text', (c) => c.notNull().references(parent).onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // 1 up, -1 down; withdrawing deletes the row.
      .addColumn('value', 'integer', (c) => c.notNull().check(sql`value in (1, -1)`))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [target, 'user_id'])
      .execute();
    await db.schema.createIndex(`${table}_user`).on(table).column('user_id').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['comment_votes', 'point_votes', 'comments', 'images']) await db.schema.dropTable(t).execute();
}
