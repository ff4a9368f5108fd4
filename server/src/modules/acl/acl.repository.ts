import { managedWorkspaceIds } from '../../access/scope.js';
import type { Db } from '../../db/database.js';

/** SQL of the access-list module (table workspace_acl). */

/** The users on a workspace's access list, by name and e-mail. */
export const listAclUsers = (db: Db, workspaceId: string) =>
  db.selectFrom('workspace_acl')
    .innerJoin('users', 'users.id', 'workspace_acl.user_id')
    .select(['users.id', 'users.name', 'users.email'])
    .where('workspace_acl.workspace_id', '=', workspaceId)
    .orderBy('users.name')
    .orderBy('users.email')
    .execute();

/** Whether `userId` is on the access list of some workspace `managerId` manages. */
export async function isOnListOfManagedWorkspace(db: Db, managerId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('workspace_acl').select('workspace_acl.user_id')
    .where('workspace_acl.user_id', '=', userId)
    .where('workspace_acl.workspace_id', 'in', managedWorkspaceIds(db, managerId))
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts a user on the list; true if they were not on it already (else nothing happens). */
export async function insertAclEntry(db: Db, workspaceId: string, userId: string, now: string): Promise<boolean> {
  const result = await db.insertInto('workspace_acl').values({ workspace_id: workspaceId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Takes a user off the list; true if they were on it. */
export async function deleteAclEntry(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('workspace_acl').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
