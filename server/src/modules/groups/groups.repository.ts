import type { Db } from '../../db/database.js';

/** SQL of groups and permissions. */
export const insertPermissionIfMissing = (db: Db, name: string, description: string) =>
  db.insertInto('permissions').values({ name, description }).onConflict((oc) => oc.column('name').doNothing()).execute();

export const findGroupByName = (db: Db, name: string) => db.selectFrom('groups').selectAll().where('name', '=', name).executeTakeFirst();

export const insertGroup = (db: Db, row: { id: string; name: string; created_at: string }) => db.insertInto('groups').values(row).execute();

export const grantPermission = (db: Db, groupId: string, permission: string) =>
  db.insertInto('group_permissions').values({ group_id: groupId, permission_name: permission })
    .onConflict((oc) => oc.columns(['group_id', 'permission_name']).doNothing()).execute();
