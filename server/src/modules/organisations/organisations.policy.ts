import { type Actor, actorHas } from '../../lib/actor.js';

/** Holders of `orgmanager` manage organisations (docs/architecture.md §6). */
export const canManageOrganisations = (actor: Actor) => actorHas(actor, 'orgmanager');
