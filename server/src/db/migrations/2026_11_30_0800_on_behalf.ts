import type { Kysely } from 'kysely';

/** Entries recorded on behalf of others (docs/product.md §16.12). Portable SQL for SQLite and
 *  PostgreSQL (docs/decisions/0001).
 *  - `point_reporters`: who reported an entry that a team member recorded for them, and how
 *    (`channel`: telefon, brief, schalter, email, sonstiges). Name, address and phone are internal
 *    to the project's team, never in `points.attributes`, never public; `status_mails` 1 while the
 *    address gets the mails of a follower; `host` the site the entry was recorded on, whose
 *    organisation signs them. The row goes with its entry (cascade) and with the retention rules
 *    (§17.8); `created_by` is the team member (null once their account is gone). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('point_reporters')
    .addColumn('point_id', 'text', (c) => c.primaryKey().references('points.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status_mails', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('host', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('point_reporters').execute();
}
