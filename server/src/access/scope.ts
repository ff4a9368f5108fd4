import type { Expression, ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { DB, WorkspacesTable } from '../db/schema.js';
import type { Actor } from './actor.js';
import { tokenMayManage } from './token.rules.js';

/** The actor's relation to a workspace, which most rules start from (docs/architecture.md §6):
 *  who manages it (owner or access list), in its pure form (`accessTo`) and as SQL
 *  (`managedWorkspaceIds`), for one user or, through a column, for many. */

/** A workspace together with the actor's relation to it. */
export type WorkspaceAccess = Readonly<{
  workspace: WorkspacesTable;
  /** The owner (`UserID`). */
  isOwner: boolean;
  /** Owner or on the access list: may edit the workspace, its layers, points and access list. */
  isManager: boolean;
}>;

/** A user's id as a value, or as a column of the outer query (e.g. `follows.user_id`), so that one
 *  query can apply the rules for each of many users (the followers of an entry). */
export type UserRef = string | Expression<string>;

/** Subquery of the ids of the workspaces `userId` manages: owner or on the access list. The SQL
 *  twin of `isManager`, composed by every visibility rule's `*Where`. */
export const managedWorkspaceIds = (db: Db, userId: UserRef) =>
  db.selectFrom('workspaces').select('workspaces.id').where((eb) => eb.or([
    eb('workspaces.owner_id', '=', userId),
    eb('workspaces.id', 'in', eb.selectFrom('workspace_acl').select('workspace_acl.workspace_id').where('workspace_acl.user_id', '=', userId)),
  ]));

/** Whether `userId` manages any workspace (owner or on an access list). */
export async function managesAnyWorkspace(db: Db, userId: string): Promise<boolean> {
  return (await managedWorkspaceIds(db, userId).limit(1).executeTakeFirst()) !== undefined;
}

/** The managed-workspaces subquery of `userId`; undefined for anonymous visitors, who manage none. */
export const managedBy = (db: Db, userId: string | null) => (userId ? managedWorkspaceIds(db, userId) : undefined);

/** The subquery managedWorkspaceIds returns, as the `*Where` rules take it. */
export type ManagedIds = ReturnType<typeof managedWorkspaceIds>;

/** The columns of a workspace that the rules read (point.rules.ts canAddPoint), for list queries
 *  that join `workspaces` and decide per row; each named `workspace_<column>`. */
export const WORKSPACE_RULE_COLUMNS = ['workspaces.public as workspace_public', 'workspaces.editable as workspace_editable', 'workspaces.closed as workspace_closed',
  'workspaces.resident_entries as workspace_resident_entries', 'workspaces.resident_votes as workspace_resident_votes', 'workspaces.resident_municipalities as workspace_resident_municipalities'] as const;

/** The actor's relation to a workspace row already read: one lookup of the access list. A write
 *  with an API key without `manage:` of the workspace is no manager's (token.rules.ts). */
export async function accessTo(db: Db, actor: Actor, workspace: WorkspacesTable): Promise<WorkspaceAccess> {
  const isOwner = actor.userId !== null && workspace.owner_id === actor.userId;
  const isManager = isOwner || (actor.userId !== null && (await isOnAccessList(db, workspace.id, actor.userId)));
  // An API key's write counts as the manager's only with its `manage:` scope (token.rules.ts).
  if (!tokenMayManage(actor, workspace.id)) return { workspace, isOwner: false, isManager: false };
  return { workspace, isOwner, isManager };
}

/** The workspace `id` and the actor's relation to it, or undefined if it does not exist. */
export async function findWorkspaceAccess(db: Db, actor: Actor, id: string): Promise<WorkspaceAccess | undefined> {
  const workspace = await db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
  return workspace && accessTo(db, actor, workspace);
}

/** Whether `userId` is on the access list of workspace `workspaceId` (the owner is not listed). */
export async function isOnAccessList(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom('workspace_acl').select('user_id')
    .where('workspace_id', '=', workspaceId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Whether `userId` manages the workspace `workspaceId` (owner or on its access list). */
export async function managesWorkspace(db: Db, workspaceId: string, userId: string): Promise<boolean> {
  return (await managedWorkspaceIds(db, userId).where('workspaces.id', '=', workspaceId).executeTakeFirst()) !== undefined;
}

/** What a write is about: the layer of a new point; the point of a comment, vote or report; a
 *  comment voted on or reported. */
export type WriteSubject = { layer: string } | { point: string } | { comment: string };

/** Whether `userId` manages the workspace that `subject` belongs to; false for unknown ids. The
 *  write quotas tell a project's staff from its citizens by it (plugins/write-quotas.ts). */
export async function managesWorkspaceOf(db: Db, userId: string, subject: WriteSubject): Promise<boolean> {
  const layerOf = 'layer' in subject
    ? db.selectFrom('layers').select('layers.workspace_id').where('layers.id', '=', subject.layer)
    : 'point' in subject
      ? db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').select('layers.workspace_id').where('points.id', '=', subject.point)
      : db.selectFrom('comments').innerJoin('points', 'points.id', 'comments.point_id').innerJoin('layers', 'layers.id', 'points.layer_id')
        .select('layers.workspace_id').where('comments.id', '=', subject.comment);
  const row = await managedWorkspaceIds(db, userId).where('workspaces.id', 'in', layerOf).executeTakeFirst();
  return row !== undefined;
}

/** Whether the joined `users` row is on the team of workspace `workspaceId` (a value or a column):
 *  its owner or on its access list. The SQL twin of `isManager` seen from the workspace, for the
 *  team's mails (docs/product.md §16.8). */
export const onTeamWhere = (eb: ExpressionBuilder<DB, 'users'>, workspaceId: string | Expression<string>) => eb.or([
  eb.exists(eb.selectFrom('workspaces').select('workspaces.id').where('workspaces.id', '=', workspaceId).whereRef('workspaces.owner_id', '=', 'users.id')),
  eb.exists(eb.selectFrom('workspace_acl').select('workspace_acl.user_id').where('workspace_acl.workspace_id', '=', workspaceId).whereRef('workspace_acl.user_id', '=', 'users.id')),
]);

/** The ids of the team of workspace `workspaceId`: its owner and the members of its access list
 *  (the SQL twin of `isManager` seen from one workspace; the team digests, docs/product.md §16.8). */
export const teamOf = (db: Db, workspaceId: string) =>
  db.selectFrom('workspaces').select('workspaces.owner_id as user_id').where('workspaces.id', '=', workspaceId).where('workspaces.owner_id', 'is not', null)
    .$narrowType<{ user_id: string }>()
    .union(db.selectFrom('workspace_acl').select('workspace_acl.user_id').where('workspace_acl.workspace_id', '=', workspaceId));
