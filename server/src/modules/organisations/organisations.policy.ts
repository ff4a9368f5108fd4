import { type Actor, actorHas } from '../../lib/actor.js';

/** Holders of `orgmanager` manage organisations (DESIGN.md §6). */
export const canManageOrganisations = (actor: Actor) => actorHas(actor, 'orgmanager');
