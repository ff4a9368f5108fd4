import { type Kysely, sql } from 'kysely';

/** E-mail notifications to the followers of a point (docs/product.md §16.7). Portable SQL for
 *  SQLite and PostgreSQL (docs/decisions/0001).
 *  - `follows`: who follows which point, and the site (`host`) they followed it on, whose
 *    organisation signs their mails. `comments_seen_at`: comments created after it are new to the
 *    follower; `comments_mailed_at`: when their last comment digest went out (at most one an hour).
 *  - `users.notifications_off`: 1 once the user switched „Keine E-Mails“ on.
 *  - `comments.published_at`: when a comment first became public (at once, or when a manager
 *    approved it, §16.3); null while it waits. Digests send comments by it, so that an approved
 *    comment reaches the followers even if newer ones were mailed meanwhile. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('follows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('point_id', 'text', (c) => c.notNull().references('points.id').onDelete('cascade'))
    .addColumn('host', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('comments_seen_at', 'text', (c) => c.notNull())
    .addColumn('comments_mailed_at', 'text')
    .addPrimaryKeyConstraint('follows_pk', ['user_id', 'point_id'])
    .execute();
  await db.schema.createIndex('follows_point').on('follows').column('point_id').execute();
  await db.schema.alterTable('users').addColumn('notifications_off', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('comments').addColumn('published_at', 'text').execute();
  await sql`UPDATE comments SET published_at = created_at WHERE moderation <> 'pending'`.execute(db);
  await db.schema.createIndex('comments_point_published').on('comments').columns(['point_id', 'published_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('comments_point_published').execute();
  await db.schema.alterTable('comments').dropColumn('published_at').execute();
  await db.schema.alterTable('users').dropColumn('notifications_off').execute();
  await db.schema.dropTable('follows').execute();
}
