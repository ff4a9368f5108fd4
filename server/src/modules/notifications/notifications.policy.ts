import type { PointRecord } from '../../db/schema.js';
import { type Actor, isLoggedIn } from '../../lib/actor.js';

/** Who follows entries and who hears of them (docs/product.md §16.7). */

/** Following needs an account (mails go to its address); seeing the entry is checked with it
 *  (points.service.ts getVisiblePoint). */
export const canFollow = (actor: Actor): actor is Actor & { userId: string } => isLoggedIn(actor);

/** Whether a follower hears of an entry: while it is hidden or held for approval only its author
 *  sees it (points.policy.ts canSeePoint), so only they get mails about it. */
export const hearsOf = (point: Pick<PointRecord, 'moderation' | 'created_by'>, userId: string): boolean =>
  point.moderation === '' || point.created_by === userId;
