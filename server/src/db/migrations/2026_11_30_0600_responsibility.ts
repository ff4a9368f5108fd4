import type { Kysely } from 'kysely';

/** Responsibility („Zuständigkeit“, docs/product.md §16.10). Portable SQL for SQLite and
 *  PostgreSQL (docs/decisions/0001).
 *  - `departments`: named groups of a project's team (names unique per project, any case: the
 *    contract checks it, the whole list is written at once); they go with the project.
 *  - `department_members`: who is in a department; goes with the department and the account.
 *  - `routing_rules`: a project's rules in their order (`position`), each with its map (null: any),
 *    category (null: any), area (GeoJSON text, null: anywhere) and whom it assigns; they go with the
 *    project, the map, the department and the person (cascade).
 *  - `points.assigned_department_id`, `points.assigned_user_id`, `points.assigned_at`: who is
 *    responsible for an entry since when; null when the department or the account goes.
 *  - `workspaces.show_department`: 1 when the public sees the department of an entry.
 *  Indexes: `points_assigned_user` and `points_assigned_department` (each with created_at) let the
 *  inbox's filter `mir` read the entries of a person or department by time, and the deletion of a
 *  department or account find its entries (docs/product.md §16.9, Performance). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('departments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('departments_workspace').on('departments').column('workspace_id').execute();
  await db.schema.createTable('department_members')
    .addColumn('department_id', 'text', (c) => c.notNull().references('departments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('department_members_pk', ['department_id', 'user_id'])
    .execute();
  await db.schema.createIndex('department_members_user').on('department_members').column('user_id').execute();
  await db.schema.createTable('routing_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('layer_id', 'text', (c) => c.references('layers.id').onDelete('cascade'))
    .addColumn('category', 'text')
    .addColumn('area', 'text')
    .addColumn('department_id', 'text', (c) => c.references('departments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('routing_rules_workspace').on('routing_rules').columns(['workspace_id', 'position']).execute();
  await db.schema.createIndex('routing_rules_layer').on('routing_rules').column('layer_id').execute();
  await db.schema.createIndex('routing_rules_department').on('routing_rules').column('department_id').execute();
  await db.schema.createIndex('routing_rules_user').on('routing_rules').column('user_id').execute();
  await db.schema.alterTable('points').addColumn('assigned_department_id', 'text', (c) => c.references('departments.id').onDelete('set null')).execute();
  await db.schema.alterTable('points').addColumn('assigned_user_id', 'text', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.alterTable('points').addColumn('assigned_at', 'text').execute();
  await db.schema.createIndex('points_assigned_user').on('points').columns(['assigned_user_id', 'created_at']).execute();
  await db.schema.createIndex('points_assigned_department').on('points').columns(['assigned_department_id', 'created_at']).execute();
  await db.schema.alterTable('workspaces').addColumn('show_department', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('show_department').execute();
  await db.schema.dropIndex('points_assigned_department').execute();
  await db.schema.dropIndex('points_assigned_user').execute();
  await db.schema.alterTable('points').dropColumn('assigned_at').execute();
  await db.schema.alterTable('points').dropColumn('assigned_user_id').execute();
  await db.schema.alterTable('points').dropColumn('assigned_department_id').execute();
  await db.schema.dropTable('routing_rules').execute();
  await db.schema.dropTable('department_members').execute();
  await db.schema.dropTable('departments').execute();
}
