import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** SQL of groups and permissions. */
export const insertPermissionIfMissing = (db: Db, name: string, description: string) =>
  db.insertInto('permissions').values({ name, description }).onConflict((oc) => oc.column('name').doNothing()).execute();

export const findGroupByName = (db: Db, name: string) => db.selectFrom('groups').selectAll().where('name', '=', name).executeTakeFirst();

export const insertGroup = (db: Db, row: { id: string; name: string; created_at: string }) => db.insertInto('groups').values(row).execute();

export const grantPermission = (db: Db, groupId: string, permission: string) =>
  db.insertInto('group_permissions').values({ group_id: groupId, permission_name: permission })
    .onConflict((oc) => oc.columns(['group_id', 'permission_name']).doNothing()).execute();

/** Every group (id and name), by name. */
export const listGroupRows = (db: Db) => db.selectFrom('groups').select(['id', 'name']).orderBy('name').orderBy('id').execute();

export const findGroupById = (db: Db, id: string) => db.selectFrom('groups').select(['id', 'name']).where('id', '=', id).executeTakeFirst();

/** The groups among `ids` that exist (id and name). */
export const listGroupRowsByIds = (db: Db, ids: readonly string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('groups').select(['id', 'name']).where('id', 'in', ids).orderBy('name').orderBy('id').execute();

/** (group, permission) pairs of the groups `groupIds`, by permission name. */
export const listGroupPermissionRows = (db: Db, groupIds: readonly string[]) =>
  groupIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('group_permissions').select(['group_id', 'permission_name']).where('group_id', 'in', groupIds).orderBy('permission_name').execute();

export const renameGroup = (db: Db, id: string, name: string) => db.updateTable('groups').set({ name }).where('id', '=', id).execute();

export const revokeAllPermissions = (db: Db, groupId: string) => db.deleteFrom('group_permissions').where('group_id', '=', groupId).execute();

/** Deletes a group; its memberships and permission grants go with it (foreign keys cascade). */
export const deleteGroupRow = (db: Db, id: string) => db.deleteFrom('groups').where('id', '=', id).execute();

/** Every known permission with its description, by name. */
export const listPermissionRows = (db: Db) => db.selectFrom('permissions').select(['name', 'description']).orderBy('name').execute();

/** How many active users hold each of `permissions` through their groups (absent: none). */
export async function countActiveHolders(db: Db, permissions: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_groups', 'user_groups.user_id', 'users.id')
    .innerJoin('group_permissions', 'group_permissions.group_id', 'user_groups.group_id')
    .select((eb) => ['group_permissions.permission_name as name', eb.fn.count<string | number>('users.id').distinct().as('n')])
    .where('users.active', '=', 1)
    .where('group_permissions.permission_name', 'in', permissions)
    .groupBy('group_permissions.permission_name')
    .execute();
  return new Map(rows.map((r) => [r.name, Number(r.n)]));
}

/** Arbitrary, fixed key of the advisory lock of lockPermissionChanges. */
const PERMISSION_CHANGE_LOCK = 5_050_501;

/** Serialises transactions that may take permissions away: on PostgreSQL a transaction-scoped
 *  advisory lock (released at commit or rollback); SQLite runs one write transaction at a time. */
export async function lockPermissionChanges(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${PERMISSION_CHANGE_LOCK})`.execute(db);
}
