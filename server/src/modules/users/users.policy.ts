import { type Actor, actorHas } from '../../lib/actor.js';

/** Holders of `usermanager` manage users: list, create, edit, delete (docs/architecture.md §6). */
export const canManageUsers = (actor: Actor) => actorHas(actor, 'usermanager');
