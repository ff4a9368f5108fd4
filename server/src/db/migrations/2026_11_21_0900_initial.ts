import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/** First schema: accounts, sessions, organisations, workspaces, layers and points. Portable SQL
 *  for SQLite and PostgreSQL (text ids, 0/1 flags, JSON and timestamps as text). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const json = (fallback: string) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(fallback);

  await db.schema.createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', flag)
    .addColumn('activation_code', 'text')
    .addColumn('attributes', 'text', json('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('permissions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema.createTable('group_permissions')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('permission_name', 'text', (c) => c.notNull().references('permissions.name').onDelete('cascade'))
    .addPrimaryKeyConstraint('group_permissions_pk', ['group_id', 'permission_name'])
    .execute();

  await db.schema.createTable('user_groups')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_groups_pk', ['user_id', 'group_id'])
    .execute();
  await db.schema.createIndex('user_groups_group').on('user_groups').column('group_id').execute();

  await db.schema.createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  await db.schema.createTable('organisations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('menu', 'text', json('[]'))
    .addColumn('other', 'text', json('{}'))
    .addColumn('is_default', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('user_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', json('{}'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createTable('workspaces')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('public', 'integer', flag)
    .addColumn('editable', 'integer', flag)
    .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('attributes', 'text', json('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workspaces_owner').on('workspaces').column('owner_id').execute();
  await db.schema.createIndex('workspaces_public').on('workspaces').column('public').execute();

  await db.schema.createTable('workspace_acl')
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('workspace_acl_pk', ['workspace_id', 'user_id'])
    .execute();
  await db.schema.createIndex('workspace_acl_user').on('workspace_acl').column('user_id').execute();

  await db.schema.createTable('layers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('public', 'integer', flag)
    .addColumn('editable', 'integer', flag)
    .addColumn('attributes', 'text', json('{}'))
    .addColumn('schema', 'text', json('{"Schema":[],"Categories":[]}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('layers_workspace').on('layers').column('workspace_id').execute();

  await db.schema.createTable('points')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('layer_id', 'text', (c) => c.notNull().references('layers.id').onDelete('cascade'))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('altitude', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('public', 'integer', flag)
    .addColumn('editable', 'integer', flag)
    .addColumn('attributes', 'text', json('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // Live points of a layer, in creation order: GET /gis/points/{layerID}.
  await db.schema.createIndex('points_layer_live').on('points').columns(['layer_id', 'deleted_at', 'created_at']).execute();
  // Bounding-box queries: range on longitude within a layer, latitude checked from the index.
  await db.schema.createIndex('points_layer_bbox').on('points').columns(['layer_id', 'longitude', 'latitude']).execute();
  await db.schema.createIndex('points_created_by').on('points').column('created_by').execute();

  await db.schema.createTable('system_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['system_secrets', 'points', 'layers', 'workspace_acl', 'workspaces', 'user_settings', 'organisations',
    'sessions', 'user_groups', 'group_permissions', 'permissions', 'groups', 'users']) {
    await db.schema.dropTable(t).execute();
  }
}
