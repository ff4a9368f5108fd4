import { type Actor, actorHas } from '../../lib/actor.js';

/** Holders of `groupmanager` manage groups and see the permission list (DESIGN.md §6). */
export const canManageGroups = (actor: Actor) => actorHas(actor, 'groupmanager');
