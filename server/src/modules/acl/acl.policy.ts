import { type Actor, actorHas } from '../../lib/actor.js';
import { canLookUpUsers } from '../users/users.policy.js';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy.js';

/** The managers of a workspace (owner and access list) see and change its access list
 *  (docs/architecture.md §6); they see the members' e-mail addresses, nobody else does. */
export const canManageAccessList = (a: WorkspaceAccess) => a.isManager;

/** Adding a user by id (not by e-mail) would show the manager that user's address in the list:
 *  allowed only for users whose address the actor sees anyway (docs/security.md,
 *  Rights): user managers and administrators see every account, and every manager sees the
 *  members of the access lists of their workspaces (`onOwnList`). */
export const canAddById = (actor: Actor, onOwnList: boolean) => onOwnList || actorHas(actor, 'usermanager') || actorHas(actor, 'admin');

/** Adding a user by e-mail would tell the manager whether the address has an account, and its
 *  name and id: allowed only for those who may look users up by e-mail anyway (holders of
 *  `project` or `usermanager`, users.policy.ts canLookUpUsers), administrators, and for members of
 *  the access lists of the manager's own workspaces (`onOwnList`). Everyone else invites, which
 *  says nothing about accounts (docs/product.md §17.4, docs/security.md, Rights). */
export const canAddByEmail = (actor: Actor, onOwnList: boolean) => onOwnList || canLookUpUsers(actor) || actorHas(actor, 'admin');
