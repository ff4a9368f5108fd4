import { type Actor, actorHas } from '../../lib/actor.js';

/** Holders of `usermanager` manage users: list, create, edit, delete (docs/architecture.md §6). */
export const canManageUsers = (actor: Actor) => actorHas(actor, 'usermanager');

/** Holders of `project` (who build access lists) and `usermanager` look users up by id or e-mail
 *  and see their names and addresses (docs/architecture.md §6). */
export const canLookUpUsers = (actor: Actor) => actorHas(actor, 'project') || actorHas(actor, 'usermanager');
