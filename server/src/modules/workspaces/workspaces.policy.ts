import type { Actor } from '../../lib/actor.js';
import { actorHas } from '../../lib/actor.js';
import type { WorkspacesTable } from '../../db/schema.js';
import { canManageAccessList } from '../acl/acl.policy.js';
import { canAddLayer } from '../layers/layers.policy.js';
import { canLookUpUsers } from '../users/users.policy.js';

/** A workspace together with the actor's relation to it (docs/architecture.md §6). */
export type WorkspaceAccess = Readonly<{
  workspace: WorkspacesTable;
  /** The owner (`UserID`). */
  isOwner: boolean;
  /** Owner or on the access list: may edit the workspace, its layers, points and access list. */
  isManager: boolean;
}>;

/** Managers see every workspace of theirs; everyone (anonymous too) sees public ones. */
export const canSeeWorkspace = (a: WorkspaceAccess) => a.isManager || a.workspace.public === 1;
export const canEditWorkspace = (a: WorkspaceAccess) => a.isManager;
/** Deleting and transferring ownership are the owner's alone. */
export const canDeleteWorkspace = (a: WorkspaceAccess) => a.isOwner;
export const canTransferWorkspace = (a: WorkspaceAccess) => a.isOwner;
/** Holders of `project` may create workspaces. */
export const canCreateWorkspace = (actor: Actor) => actorHas(actor, 'project');
/** A closed project takes no new entries, comments or votes, from anyone, managers too; what is
 *  there stays visible and managers still answer it (docs/product.md §17.2). */
export const acceptsContributions = (workspace: Pick<WorkspacesTable, 'closed'>) => workspace.closed !== 1;

/** The caller's rights on a workspace as sent with it (docs/architecture.md §6, Flags for the web
 *  app): the verdicts of the policies that the routes apply, so that the web app never derives a
 *  rule a second time. */
export const workspaceRights = (a: WorkspaceAccess) => ({
  CanEdit: canEditWorkspace(a),
  CanAddLayer: canAddLayer(a),
  CanManageTeam: canManageAccessList(a),
  CanDelete: canDeleteWorkspace(a),
  CanTransfer: canTransferWorkspace(a),
});

/** Who sees the owner's name and address with a workspace (docs/product.md §17.4): its managers,
 *  and whoever may look users up anyway. */
export const canSeeOwner = (actor: Actor, a: WorkspaceAccess) => a.isManager || canLookUpUsers(actor);
