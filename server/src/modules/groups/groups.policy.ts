import { type Actor, actorHas } from '../../lib/actor.js';

/** Holders of `groupmanager` manage groups and see the permission list (DESIGN.md §6). */
export const canManageGroups = (actor: Actor) => actorHas(actor, 'groupmanager');

/** The group list is also open to holders of `usermanager`, who assign users to groups. */
export const canListGroups = (actor: Actor) => canManageGroups(actor) || actorHas(actor, 'usermanager');
