import type { Kysely } from 'kysely';

/** Comments shortened by the moderation (docs/product.md §16.3). Portable SQL for SQLite and
 *  PostgreSQL (docs/decisions/0001).
 *  - `comments.shortened_at`: when a manager last left parts of its text out, null while never;
 *    the text before is kept in the audit log only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('comments').addColumn('shortened_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('comments').dropColumn('shortened_at').execute();
}
