import { managedBy } from '../../access/scope.js';
import { visibleWorkspacesWhere } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import type { WorkspacesTable } from '../../db/schema.js';

/** SQL of the workspaces module. */
/** Workspaces `userId` sees (workspace.rules.ts visibleWorkspacesWhere), by name;
 *  with the owner's name and address (null without owner) and whether `userId` is on the list. */
export function listVisibleWorkspaces(db: Db, userId: string | null) {
  return db
    .selectFrom('workspaces')
    .leftJoin('users as owner', 'owner.id', 'workspaces.owner_id')
    .selectAll('workspaces')
    .select(['owner.name as owner_name', 'owner.email as owner_email'])
    .select((eb) => eb.case().when(eb.exists(eb.selectFrom('workspace_acl').select('workspace_acl.user_id')
      .whereRef('workspace_acl.workspace_id', '=', 'workspaces.id').where('workspace_acl.user_id', '=', userId ?? '')))
      .then(1).else(0).end().as('on_list'))
    .where((eb) => visibleWorkspacesWhere(eb, managedBy(db, userId)))
    .orderBy('workspaces.name')
    .orderBy('workspaces.id')
    .execute();
}

/** Whether any workspace exists. */
export const anyWorkspace = (db: Db) => db.selectFrom('workspaces').select('id').limit(1).executeTakeFirst();

export const insertWorkspace = (db: Db, row: WorkspacesTable) => db.insertInto('workspaces').values(row).execute();

export const updateWorkspaceRow = (db: Db, id: string, changes: Partial<Omit<WorkspacesTable, 'id' | 'created_at'>>) =>
  db.updateTable('workspaces').set(changes).where('id', '=', id).execute();

/** Makes `ownerId` the owner. The new owner's own access-list entry goes: the owner has every
 *  right, and the list names only the other managers. Run in a transaction. */
export async function setWorkspaceOwner(db: Db, id: string, ownerId: string, now: string) {
  await db.updateTable('workspaces').set({ owner_id: ownerId, updated_at: now }).where('id', '=', id).execute();
  await db.deleteFrom('workspace_acl').where('workspace_id', '=', id).where('user_id', '=', ownerId).execute();
}

/** Deletes a workspace; its layers, points and access list go with it (foreign keys cascade). */
export const deleteWorkspaceRow = (db: Db, id: string) => db.deleteFrom('workspaces').where('id', '=', id).execute();
