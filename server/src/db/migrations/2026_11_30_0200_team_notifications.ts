import type { Kysely } from 'kysely';

/** E-mail notifications to a project's team (docs/product.md §16.8). Portable SQL for SQLite and
 *  PostgreSQL (docs/decisions/0001).
 *  - `team_notification_settings`: a team member's choice per project for new entries, reports and
 *    approvals (`sofort`, `taeglich`, `woechentlich`, `nie`); no row: the defaults of the contract.
 *    Goes with the account and the project (cascade).
 *  - `team_events`: what happened in a project that its team hears of (`kind` `eintraege`,
 *    `meldungen`, `freigaben`), about which entry (and comment), caused by whom (`actor_id`, null
 *    for anonymous reporters and once the account is gone), on which site (`host`, whose
 *    organisation signs the mails). The digests read it; rows older than five weeks are removed by
 *    the digest run. Goes with the project, the entry and the comment (cascade).
 *  - `team_digests`: per member, project and period (`taeglich`, `woechentlich`) the time up to
 *    which events went into a digest (`covered_until`); the digest run claims the next period by
 *    moving it, in the transaction that enqueues the mail, so each digest goes out once. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('team_notification_settings')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('entries', 'text', (c) => c.notNull())
    .addColumn('reports', 'text', (c) => c.notNull())
    .addColumn('approvals', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_notification_settings_pk', ['user_id', 'workspace_id'])
    .execute();
  await db.schema.createIndex('team_notification_settings_workspace').on('team_notification_settings').column('workspace_id').execute();
  await db.schema.createTable('team_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('point_id', 'text', (c) => c.notNull().references('points.id').onDelete('cascade'))
    .addColumn('comment_id', 'text', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('host', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('team_events_workspace').on('team_events').columns(['workspace_id', 'created_at']).execute();
  // The cascades and the account's deletion look the rows up.
  await db.schema.createIndex('team_events_point').on('team_events').column('point_id').execute();
  await db.schema.createIndex('team_events_comment').on('team_events').column('comment_id').execute();
  await db.schema.createIndex('team_events_actor').on('team_events').column('actor_id').execute();
  await db.schema.createIndex('team_events_created').on('team_events').column('created_at').execute();
  await db.schema.createTable('team_digests')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('covered_until', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('team_digests_pk', ['user_id', 'workspace_id', 'period'])
    .execute();
  await db.schema.createIndex('team_digests_workspace').on('team_digests').column('workspace_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('team_digests').execute();
  await db.schema.dropTable('team_events').execute();
  await db.schema.dropTable('team_notification_settings').execute();
}
