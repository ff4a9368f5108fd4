import type { WorkspaceAccess } from '../workspaces/workspaces.policy.js';

/** The managers of a workspace (owner and access list) see and change its access list
 *  (DESIGN.md §6); they see the members' e-mail addresses, nobody else does. */
export const canManageAccessList = (a: WorkspaceAccess) => a.isManager;
