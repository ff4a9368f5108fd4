import { type Actor, isLoggedIn } from '../../lib/actor.js';

/** Rights of the votes module (docs/architecture.md §6): whoever can see the point (or the comment's point)
 *  reads the counts; logged-in users among them vote, one vote per user and target, changeable. */
export const canVote = (actor: Actor): actor is Actor & { userId: string } => isLoggedIn(actor);
