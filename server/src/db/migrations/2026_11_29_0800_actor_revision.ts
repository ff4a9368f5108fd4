import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The actor revision (docs/decisions/0030), SQLite only: `actor_revision` holds one row (id 1)
 *  whose `revision` the database itself raises, by triggers, with every change of what decides
 *  who a session's visitor is (modules/auth/actor-cache.ts): a session ended or changed (its
 *  `last_seen_at` only when it goes back: reads move it forward once a minute), a user changed or deleted, a group
 *  membership or a group's permission added, changed or removed, an organisation (its
 *  two-factor rule) added, changed or removed. No path of the server, its worker threads or a
 *  tool writing SQL can change these without the revision following. Nothing is cached against
 *  it on PostgreSQL (one round trip to read it would cost what it saves), so there the migration
 *  does nothing. */

/** Each trigger: its event and table (with `UPDATE OF` the columns that matter, `WHEN` the case). */
const TRIGGERS: Record<string, string> = {
  actor_revision_sessions_update: 'UPDATE OF id, user_id, expires_at, mfa_completed ON sessions',
  actor_revision_sessions_seen_back: 'UPDATE OF last_seen_at ON sessions WHEN new.last_seen_at < old.last_seen_at',
  actor_revision_sessions_delete: 'DELETE ON sessions',
  actor_revision_users_update: 'UPDATE ON users',
  actor_revision_users_delete: 'DELETE ON users',
  actor_revision_user_groups_insert: 'INSERT ON user_groups',
  actor_revision_user_groups_update: 'UPDATE ON user_groups',
  actor_revision_user_groups_delete: 'DELETE ON user_groups',
  actor_revision_group_permissions_insert: 'INSERT ON group_permissions',
  actor_revision_group_permissions_update: 'UPDATE ON group_permissions',
  actor_revision_group_permissions_delete: 'DELETE ON group_permissions',
  actor_revision_organisations_insert: 'INSERT ON organisations',
  actor_revision_organisations_update: 'UPDATE ON organisations',
  actor_revision_organisations_delete: 'DELETE ON organisations',
};

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`CREATE TABLE actor_revision (id INTEGER PRIMARY KEY CHECK (id = 1), revision INTEGER NOT NULL)`.execute(db);
  await sql`INSERT INTO actor_revision (id, revision) VALUES (1, 0)`.execute(db);
  for (const [name, event] of Object.entries(TRIGGERS)) {
    await sql.raw(`CREATE TRIGGER ${name} AFTER ${event} BEGIN UPDATE actor_revision SET revision = revision + 1; END`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  for (const name of Object.keys(TRIGGERS)) await sql`DROP TRIGGER IF EXISTS ${sql.id(name)}`.execute(db);
  await sql`DROP TABLE IF EXISTS actor_revision`.execute(db);
}
