import type { Expression } from 'kysely';
import type { Db } from './database.js';

/** A user's id as a value, or as a column of the outer query (e.g. `follows.user_id`), so that one
 *  query can apply the rules for each of many users (the followers of an entry). */
export type UserRef = string | Expression<string>;

/** Subquery of the ids of the workspaces `userId` manages: owner or on the access list
 *  (docs/architecture.md §6). Shared by the visibility queries of workspaces, layers and points. */
export const managedWorkspaceIds = (db: Db, userId: UserRef) =>
  db.selectFrom('workspaces').select('workspaces.id').where((eb) => eb.or([
    eb('workspaces.owner_id', '=', userId),
    eb('workspaces.id', 'in', eb.selectFrom('workspace_acl').select('workspace_acl.workspace_id').where('workspace_acl.user_id', '=', userId)),
  ]));
