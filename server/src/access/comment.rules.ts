import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { CommentRecord, DB } from '../db/schema.js';
import { type Actor, isLoggedIn } from './actor.js';
import type { WorkspaceAccess } from './scope.js';

/** Rules on comments (docs/architecture.md §6). Reading needs only that the point is visible
 *  (visible.ts getVisiblePoint). */

/** Logged-in users who can see the point may comment. */
export const canComment = (actor: Actor) => isLoggedIn(actor);

/** Written by the actor (a comment of a deleted account is nobody's). */
export const isOwnComment = (actor: Actor, comment: Pick<CommentRecord, 'user_id'>) =>
  actor.userId !== null && comment.user_id === actor.userId;

/** Managers of the point's workspace see every comment; others those the moderation has not
 *  hidden or held back, and their author their own such comments with the notice why
 *  (docs/product.md §16.3). */
export const canSeeComment = (actor: Actor, ws: Pick<WorkspaceAccess, 'isManager'>, comment: Pick<CommentRecord, 'user_id' | 'moderation'>) =>
  ws.isManager || comment.moderation === '' || isOwnComment(actor, comment);

/** The SQL form of canSeeComment for readers who do not manage the point's workspace. */
export function publishedCommentsWhere(eb: ExpressionBuilder<DB, 'comments'>, userId: string | null): Expression<SqlBool> {
  const published = eb('comments.moderation', '=', '');
  return userId ? eb.or([published, eb('comments.user_id', '=', userId)]) : published;
}

/** Its author and the managers of the point's workspace may delete a comment. */
export const canDeleteComment = (actor: Actor, ws: Pick<WorkspaceAccess, 'isManager'>, comment: Pick<CommentRecord, 'user_id'>) =>
  isOwnComment(actor, comment) || ws.isManager;
