import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

/** SQL of the users module: plain functions taking the database (or a transaction) first. */
export const findUserById = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** E-mail addresses are stored lower-case, so the lookup lower-cases too. */
export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

/** The account created first (its id). */
export const findOldestUser = (db: Db) => db.selectFrom('users').select('id').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();

export const insertUser = (db: Db, row: UsersTable) => db.insertInto('users').values(row).execute();

/** Any one account, or undefined when there is none: an existence check that reads one row, not a
 *  count of the whole table (it runs at every start, docs/runtime.md §1). */
export const anyUser = (db: Db) => db.selectFrom('users').select('id').limit(1).executeTakeFirst();

/** Distinct permission names held by a user through their groups. */
export async function listPermissionNamesOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_groups')
    .innerJoin('group_permissions', 'group_permissions.group_id', 'user_groups.group_id')
    .select('group_permissions.permission_name as name')
    .distinct()
    .where('user_groups.user_id', '=', userId)
    .orderBy('name')
    .execute();
  return rows.map((r) => r.name);
}

export const addUserToGroup = (db: Db, userId: string, groupId: string) =>
  db.insertInto('user_groups').values({ user_id: userId, group_id: groupId }).execute();

/** The ids of the user's groups among `groupIds`. */
export async function listMembershipsAmong(db: Db, userId: string, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  return (await db.selectFrom('user_groups').select('group_id').where('user_id', '=', userId).where('group_id', 'in', groupIds).execute()).map((r) => r.group_id);
}

export const removeUserFromGroups = (db: Db, userId: string, groupIds: readonly string[]) =>
  db.deleteFrom('user_groups').where('user_id', '=', userId).where('group_id', 'in', groupIds).execute();

/** Inserts the user unless the address is taken; true if the row was inserted. */
export async function insertUserIfEmailFree(db: Db, row: UsersTable): Promise<boolean> {
  const result = await db.insertInto('users').values(row).onConflict((oc) => oc.column('email').doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Makes a pending user (inactive, not switched off) active with the given password hash and
 *  name (kept when undefined); true if the row was pending and changed. */
export async function activatePendingUserRow(db: Db, id: string, passwordHash: string, name: string | undefined, now: string): Promise<boolean> {
  const result = await db.updateTable('users').set({ active: 1, password_hash: passwordHash, ...(name === undefined ? {} : { name }), updated_at: now })
    .where('id', '=', id).where('active', '=', 0).where('deactivated_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces a user's password hash (confirmed password reset). */
export const setUserPasswordHash = (db: Db, id: string, passwordHash: string, now: string) =>
  db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();

/** Deletes the registrations that were never activated (inactive, not switched off by an
 *  administrator) and were created before `before`; answers how many. Their tokens and group
 *  memberships go with them (foreign keys). */
export async function deletePendingUsersCreatedBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('users')
    .where('active', '=', 0).where('deactivated_at', 'is', null).where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Notes a login of `id` at `at` and clears a warning of inactivity (docs/product.md §17.8). */
export const setLastLogin = (db: Db, id: string, at: string) =>
  db.updateTable('users').set({ last_login_at: at, inactivity_warned_at: null }).where('id', '=', id).execute();

/** Keeps `language` as the account's interface language (docs/product.md §23). */
export const setUserLanguage = (db: Db, id: string, language: string) =>
  db.updateTable('users').set({ language }).where('id', '=', id).execute();
