import { type Kysely, sql } from 'kysely';

/** Background jobs (docs/decisions/0022, docs/product.md §18.4): `jobs` holds a user's exports of
 *  big layers, run in a worker thread while the server keeps answering. Portable SQL for SQLite
 *  and PostgreSQL (docs/decisions/0001):
 *  - `user_id`: whose job it is (the job goes with the account); `kind` 'export';
 *  - `layer_id` (set null when the layer goes: the finished file stays the owner's until it
 *    expires, but its download checks the rights on the layer again) and `workspace_id`;
 *  - `format`: one of POINTS_EXPORT_FORMATS of the contract; `layer_name` as it was at the start;
 *  - `state` 'queued' | 'running' | 'done' | 'failed', `progress_done` of `progress_total` entries,
 *    `message` a German note when it failed;
 *  - `file_name` (the name people see), `file_size` in bytes, and `file_key` (the file's name in
 *    the job store, never sent), once done;
 *  - `created_at`, `heartbeat_at` (written every half minute by the instance running it: a
 *    queued or running job whose heartbeat stopped was left by a crash), `finished_at`,
 *    `expires_at` (ISO 8601): after `expires_at` the file is swept.
 *  Index `jobs_user` (user_id, created_at) lists a user's jobs; `jobs_state` (state) finds the jobs
 *  left running by a crash and `jobs_expires` the expired ones; the partial unique index
 *  `jobs_user_active` holds one queued or running job per user, also against two requests at once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('export')`))
    .addColumn('layer_id', 'text', (c) => c.references('layers.id').onDelete('set null'))
    .addColumn('workspace_id', 'text', (c) => c.references('workspaces.id').onDelete('set null'))
    .addColumn('layer_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('queued', 'running', 'done', 'failed')`))
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_name', 'text')
    .addColumn('file_size', 'bigint')
    .addColumn('file_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_user').on('jobs').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('jobs_state').on('jobs').column('state').execute();
  await db.schema.createIndex('jobs_expires').on('jobs').column('expires_at').execute();
  await sql`create unique index jobs_user_active on jobs (user_id) where state in ('queued', 'running')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
