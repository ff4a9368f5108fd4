import type { Kysely } from 'kysely';

/** E-mail notifications to the followers of a point (docs/product.md §16.7). Portable SQL for
 *  SQLite and PostgreSQL (docs/decisions/0001).
 *  - `follows`: who follows which point, and the site (`host`) they followed it on, whose
 *    organisation signs their mails. `comments_seen_at`: comments created after it are new to the
 *    follower; `comments_mailed_at`: when their last comment digest went out (at most one an hour).
 *  - `users.notifications_off`: 1 once the user switched „Keine E-Mails“ on. */
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('notifications_off').execute();
  await db.schema.dropTable('follows').execute();
}
