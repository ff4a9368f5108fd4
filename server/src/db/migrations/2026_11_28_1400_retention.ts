import { type Kysely, sql } from 'kysely';

/** Storage limitation (GDPR Art. 5 (1) e; docs/product.md §17.8). Portable SQL for SQLite and
 *  PostgreSQL (docs/decisions/0001):
 *  - `workspaces.closed_at`: when the project was closed, the start of its period; projects closed
 *    before this migration count from the migration's time (nobody knows when they were closed,
 *    and no period may end earlier than people could expect).
 *  - `workspace_retention`: a project's own choice (no row: the organisation's): `mode`
 *    'organisation' | 'months' | 'off', `months` when 'months', `photos` 'organisation' | 'keep' |
 *    'delete' (the published variant).
 *  - `users.last_login_at` (set at every login) and `users.inactivity_warned_at` (the warning mail
 *    of an inactive account; cleared by a login). Existing accounts count from the migration's time.
 *  - `images.reduced_at`: when the run replaced the raw upload and the original by the published
 *    variant.
 *  - Votes may lose their voter: `point_votes.user_id` and `comment_votes.user_id` become nullable
 *    (null: an anonymised vote, still counted), the primary key on (target, user) a unique
 *    constraint, which treats nulls as distinct on both databases. SQLite cannot change a primary
 *    key, so both tables are built anew and their rows copied. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  await db.schema.alterTable('workspaces').addColumn('closed_at', 'text').execute();
  await sql`update workspaces set closed_at = ${now} where closed = 1`.execute(db);
  await db.schema.createTable('workspace_retention')
    .addColumn('workspace_id', 'text', (c) => c.primaryKey().references('workspaces.id').onDelete('cascade'))
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('organisation', 'months', 'off')`))
    .addColumn('months', 'integer')
    .addColumn('photos', 'text', (c) => c.notNull().check(sql`photos in ('organisation', 'keep', 'delete')`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('inactivity_warned_at', 'text').execute();
  await sql`update users set last_login_at = ${now}`.execute(db);
  // The run looks for accounts by their last login and by their warning.
  await db.schema.createIndex('users_last_login').on('users').column('last_login_at').execute();
  await db.schema.createIndex('users_inactivity_warned').on('users').column('inactivity_warned_at').execute();

  await db.schema.alterTable('images').addColumn('reduced_at', 'text').execute();

  await rebuildVoteTables(db, 'anonymous votes allowed');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuildVoteTables(db, 'a voter per vote');
  await db.schema.alterTable('images').dropColumn('reduced_at').execute();
  await db.schema.dropIndex('users_inactivity_warned').execute();
  await db.schema.dropIndex('users_last_login').execute();
  await db.schema.alterTable('users').dropColumn('inactivity_warned_at').execute();
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
  await db.schema.dropTable('workspace_retention').execute();
  await db.schema.alterTable('workspaces').dropColumn('closed_at').execute();
}

/** Builds both vote tables anew and copies their rows: with `user_id` nullable and one vote per
 *  (target, user) a unique constraint (up), or with `user_id` required and the primary key of
 *  2026_11_21_1200 (down; anonymised votes, which have no voter to key them by, are lost). */
async function rebuildVoteTables(db: Kysely<unknown>, kind: 'anonymous votes allowed' | 'a voter per vote'): Promise<void> {
  const up = kind === 'anonymous votes allowed';
  for (const [table, target, parent] of [['point_votes', 'point_id', 'points.id'], ['comment_votes', 'comment_id', 'comments.id']] as const) {
    const next = `${table}_next`;
    let create = db.schema.createTable(next)
      .addColumn(target, 'text', (c) => c.notNull().references(parent).onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => (up ? c : c.notNull()).references('users.id').onDelete('cascade'))
      .addColumn('value', 'integer', (c) => c.notNull().check(sql`value in (1, -1)`))
      .addColumn('updated_at', 'text', (c) => c.notNull());
    create = up ? create.addUniqueConstraint(`${table}_one_per_user`, [target, 'user_id']) : create.addPrimaryKeyConstraint(`${table}_pk`, [target, 'user_id']);
    await create.execute();
    await sql`insert into ${sql.table(next)} (${sql.ref(target)}, user_id, value, updated_at)
      select ${sql.ref(target)}, user_id, value, updated_at from ${sql.table(table)} where ${up ? sql`true` : sql`user_id is not null`}`.execute(db);
    await db.schema.dropTable(table).execute();
    await db.schema.alterTable(next).renameTo(table).execute();
    await db.schema.createIndex(`${table}_user`).on(table).column('user_id').execute();
  }
  await db.schema.createIndex('point_votes_point_value').on('point_votes').columns(['point_id', 'value']).execute();
}
