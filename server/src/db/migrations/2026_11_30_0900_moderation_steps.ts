import type { Kysely } from 'kysely';

/** Moderation in finer steps (docs/product.md §16.3). Portable SQL for SQLite and PostgreSQL
 *  (docs/decisions/0001).
 *  - `points.shortened_at`: when a manager last left parts of one of its text answers out, null
 *    while never; `points.shortened_answers`: JSON list of the questions (variable names) whose
 *    answers were shortened. The texts before are kept in the audit log only.
 *  - `workspaces.auto_hide_reports`: after how many open reports from distinct reporters an entry
 *    or comment is hidden until the team checks it; null (the default): never.
 *  - `reports.reporter_email`: the address an anonymous reporter left for the outcome, '' when
 *    none or once the outcome mail is queued; `reports.reporter_key`: for anonymous reports a keyed
 *    hash of the reporter's network (to count distinct reporters), null for accounts and once the
 *    report is closed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('points').addColumn('shortened_at', 'text').execute();
  await db.schema.alterTable('points').addColumn('shortened_answers', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('workspaces').addColumn('auto_hide_reports', 'integer').execute();
  await db.schema.alterTable('reports').addColumn('reporter_email', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('reports').addColumn('reporter_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reports').dropColumn('reporter_key').execute();
  await db.schema.alterTable('reports').dropColumn('reporter_email').execute();
  await db.schema.alterTable('workspaces').dropColumn('auto_hide_reports').execute();
  await db.schema.alterTable('points').dropColumn('shortened_answers').execute();
  await db.schema.alterTable('points').dropColumn('shortened_at').execute();
}
