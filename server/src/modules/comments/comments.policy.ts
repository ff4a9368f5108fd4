import { type Actor, isLoggedIn } from '../../lib/actor.js';
import type { CommentsTable } from '../../db/schema.js';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy.js';

/** Rights of the comments module (docs/architecture.md §6). Reading needs only that the point is visible
 *  (points.service getVisiblePoint). */

/** Logged-in users who can see the point may comment. */
export const canComment = (actor: Actor) => isLoggedIn(actor);

/** Written by the actor (a comment of a deleted account is nobody's). */
export const isOwnComment = (actor: Actor, comment: Pick<CommentsTable, 'user_id'>) =>
  actor.userId !== null && comment.user_id === actor.userId;

/** Its author and the managers of the point's workspace may delete a comment. */
export const canDeleteComment = (actor: Actor, ws: WorkspaceAccess, comment: Pick<CommentsTable, 'user_id'>) =>
  isOwnComment(actor, comment) || ws.isManager;
