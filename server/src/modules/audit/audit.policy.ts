import { type Actor, actorHas } from '../../lib/actor.js';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy.js';

/** Who reads which audit log (docs/architecture.md §6, docs/product.md §16.4). */

/** Holders of `admin` read the whole log, every workspace's (deleted ones too) and the entries of
 *  users, groups and organisations. */
export const canReadAllAudit = (actor: Actor) => actorHas(actor, 'admin');

/** The managers of a workspace (owner and access list) read its log; so do administrators. */
export const canReadWorkspaceAudit = (actor: Actor, access: Pick<WorkspaceAccess, 'isManager'>) => access.isManager || canReadAllAudit(actor);
