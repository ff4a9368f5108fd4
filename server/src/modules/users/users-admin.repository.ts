import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';

/** SQL of the user administration. Reads name the columns the admin view shows, so that password
 *  hashes never leave the database. */
const ADMIN_COLUMNS = ['id', 'name', 'email', 'active', 'activation_code', 'attributes', 'deactivated_at'] as const;
export type AdminUserRow = Pick<UsersTable, (typeof ADMIN_COLUMNS)[number]>;

/** Every user, by name. */
export const listAdminUserRows = (db: Db): Promise<AdminUserRow[]> =>
  db.selectFrom('users').select(ADMIN_COLUMNS).orderBy('name').orderBy('email').orderBy('id').execute();

export const findAdminUserRow = (db: Db, id: string): Promise<AdminUserRow | undefined> =>
  db.selectFrom('users').select(ADMIN_COLUMNS).where('id', '=', id).executeTakeFirst();

/** The id of the user with this (lower-case) address, if any. */
export const findUserIdByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();

export const updateUserRow = (db: Db, id: string, changes: Partial<Omit<UsersTable, 'id' | 'created_at'>>) =>
  db.updateTable('users').set(changes).where('id', '=', id).execute();

/** Deletes a user. Sessions, settings, memberships and access-list entries go with it; points and
 *  workspaces stay, their creator or owner set to null (foreign keys). */
export const deleteUserRow = (db: Db, id: string) => db.deleteFrom('users').where('id', '=', id).execute();

/** (user, group) memberships of the users `userIds`, or of every user when undefined. */
export function listMembershipRows(db: Db, userIds?: readonly string[]) {
  if (userIds?.length === 0) return Promise.resolve([]);
  let q = db.selectFrom('user_groups').select(['user_id', 'group_id']);
  if (userIds) q = q.where('user_id', 'in', userIds);
  return q.execute();
}

/** Makes `groupIds` the user's groups. */
export async function replaceMemberships(db: Db, userId: string, groupIds: readonly string[]): Promise<void> {
  await db.deleteFrom('user_groups').where('user_id', '=', userId).execute();
  if (groupIds.length) await db.insertInto('user_groups').values(groupIds.map((group_id) => ({ user_id: userId, group_id }))).execute();
}
