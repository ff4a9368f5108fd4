import type { Db } from './database.js';

/** Subquery of the ids of the workspaces `userId` manages: owner or on the access list
 *  (docs/architecture.md §6). Shared by the visibility queries of workspaces, layers and points. */
export const managedWorkspaceIds = (db: Db, userId: string) =>
  db.selectFrom('workspaces').select('workspaces.id').where((eb) => eb.or([
    eb('workspaces.owner_id', '=', userId),
    eb('workspaces.id', 'in', eb.selectFrom('workspace_acl').select('workspace_acl.workspace_id').where('workspace_acl.user_id', '=', userId)),
  ]));
