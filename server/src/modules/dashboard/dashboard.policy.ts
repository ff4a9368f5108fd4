import { type Actor, actorHas } from '../../lib/actor.js';

/** Holders of `admin` (the admin area) see the dashboard (docs/architecture.md §6). */
export const canSeeDashboard = (actor: Actor) => actorHas(actor, 'admin');
