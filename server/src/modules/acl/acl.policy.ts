import { type Actor, actorHas } from '../../lib/actor.js';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy.js';

/** The managers of a workspace (owner and access list) see and change its access list
 *  (docs/architecture.md §6); they see the members' e-mail addresses, nobody else does. */
export const canManageAccessList = (a: WorkspaceAccess) => a.isManager;

/** Adding a user by id (not by e-mail) would show the manager that user's address in the list:
 *  allowed only for users whose address the actor sees anyway (docs/security.md,
 *  Rights): user managers and administrators see every account, and every manager sees the
 *  members of the access lists of their workspaces (`onOwnList`). */
export const canAddById = (actor: Actor, onOwnList: boolean) => onOwnList || actorHas(actor, 'usermanager') || actorHas(actor, 'admin');
