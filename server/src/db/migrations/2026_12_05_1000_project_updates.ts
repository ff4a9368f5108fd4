import type { Kysely } from 'kysely';

/** „Neuigkeiten“ of a project (docs/product.md §25.5; docs/decisions/0052).
 *  `project_follows`: who follows a project's updates (`user_id`, `workspace_id`, both cascade), on
 *  which site (`host`, whose organisation signs the mails) and since when; one row per person and
 *  project.
 *  `project_updates`: an update the team posted: title, Markdown body, its author (`author_id`,
 *  kept when the account goes: set null; never shown), when, and to how many it was mailed.
 *  `project_update_optouts`: who stopped a project's update mails by the mail's link; one row per
 *  person and project, both cascade. Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('project_follows')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('host', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_follows_pk', ['user_id', 'workspace_id'])
    .execute();
  await db.schema.createIndex('project_follows_workspace').on('project_follows').column('workspace_id').execute();
  await db.schema.createTable('project_updates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('project_updates_workspace').on('project_updates').columns(['workspace_id', 'created_at']).execute();
  await db.schema.createTable('project_update_optouts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_update_optouts_pk', ['user_id', 'workspace_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_update_optouts').execute();
  await db.schema.dropTable('project_updates').execute();
  await db.schema.dropTable('project_follows').execute();
}
