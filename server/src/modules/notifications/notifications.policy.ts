import { type Actor, isLoggedIn } from '../../lib/actor.js';

/** Who follows entries (docs/product.md §16.7); who hears of one is the rule of the point lists
 *  (follows.repository.ts, points.policy.ts visiblePointsWhere). */

/** Following needs an account (mails go to its address); seeing the entry is checked with it
 *  (points.service.ts getVisiblePoint). */
export const canFollow = (actor: Actor): actor is Actor & { userId: string } => isLoggedIn(actor);
