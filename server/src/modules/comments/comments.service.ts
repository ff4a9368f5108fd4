import type { Comment, CreateCommentBody } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import type { CommentRecord, LayerRow } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { requireAccess } from '../../lib/access.js';
import { notFound } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { findVisiblePoint, getVisiblePoint } from '../points/points.service.js';
import type { WorkspaceAccess } from '../workspaces/workspaces.policy.js';
import { requireOpen } from '../workspaces/workspaces.service.js';
import { heldForApproval } from '../points/points.policy.js';
import { canComment, canDeleteComment, canSeeComment, isOwnComment } from './comments.policy.js';
import { presentComment, presentCommentForExport, type CommentForExport } from './comments.presenter.js';
import { deleteCommentRow, findCommentById, insertComment, listCommentsOfPoint, listPublishedCommentsOfPoints } from './comments.repository.js';

export const COMMENT_NOT_FOUND = 'Der Kommentar wurde nicht gefunden.';

/** A comment the actor can see (comments.policy.ts canSeeComment) on a point they can see, with
 *  the point's layer and the access to its workspace; NOT_FOUND for unknown comments, comments of
 *  points the actor cannot see (or that are deleted) and comments hidden from the actor. Used by
 *  the votes and moderation modules too. */
export async function getVisibleComment(db: Db, actor: Actor, id: string): Promise<{ comment: CommentRecord; layer: LayerRow; access: WorkspaceAccess }> {
  const comment = await findCommentById(db, id);
  const point = comment && (await findVisiblePoint(db, actor, comment.point_id));
  if (!comment || !point || !canSeeComment(actor, point.access, comment)) throw notFound(COMMENT_NOT_FOUND);
  return { comment, layer: point.layer, access: point.access };
}

/** GET /gis/comments/{pointID}: whoever can see the point; oldest first, with author, votes and
 *  what the actor may do. NOT_FOUND for invisible points. */
export async function listComments(db: Db, actor: Actor, pointId: string): Promise<Comment[]> {
  const { access } = await getVisiblePoint(db, actor, pointId);
  return (await listCommentsOfPoint(db, pointId, actor.userId, access.isManager)).map((row) => presentComment(row, actor, access));
}

/** POST /gis/comment: logged-in users who can see the point (NOT_FOUND if they cannot,
 *  UNAUTHENTICATED for anonymous visitors). The text, 1 to 2000 characters after trimming
 *  (contract), is stored as it is: no HTML is interpreted or removed. On a layer with
 *  pre-moderation a non-manager's comment waits for approval (docs/product.md §16.3). */
export async function createComment(db: Db, actor: Actor, body: CreateCommentBody): Promise<Comment> {
  const { layer, access } = await getVisiblePoint(db, actor, body.PointID);
  requireOpen(access.workspace);
  requireAccess(actor, canComment(actor));
  const now = nowIso();
  const held = heldForApproval(access, layer);
  const row: CommentRecord = {
    id: newId(), point_id: body.PointID, user_id: actor.userId, text: body.Text, created_at: now,
    moderation: held ? 'pending' : '', moderation_reason: '', published_at: held ? null : now,
  };
  await insertComment(db, row);
  return presentComment({ ...row, author_name: actor.name, up: 0, down: 0, mine: 0 }, actor, access);
}

/** DELETE /gis/comment/{commentID}: its author and the managers of the point's workspace
 *  (UNAUTHENTICATED for anonymous visitors, FORBIDDEN for others); its votes go with it. A
 *  manager deleting someone else's comment is recorded in the audit log (docs/product.md §16.4)
 *  in the same transaction. */
export async function deleteComment(db: Db, actor: Actor, id: string): Promise<void> {
  const { comment, access } = await getVisibleComment(db, actor, id);
  requireAccess(actor, canDeleteComment(actor, access, comment));
  await inTransaction(db, async (trx) => {
    await deleteCommentRow(trx, id);
    if (isOwnComment(actor, comment)) return;
    await recordAudit(trx, actor, {
      action: 'comment.delete', targetType: 'comment', targetId: id, workspaceId: access.workspace.id, summary: 'Kommentar gelöscht', before: comment.text,
    });
  });
}

/** The published comments of the points `pointIds` for an export (docs/product.md §18.4): by
 *  point in the order of `pointIds`, each point's oldest first. Exports carry only what the
 *  moderation let through (§16.3); the caller has checked that the actor manages the points'
 *  layer (points-export.service.ts). */
export async function listCommentsForExport(db: Db, pointIds: readonly string[]): Promise<CommentForExport[]> {
  const order = new Map(pointIds.map((id, i) => [id, i]));
  const rows = await listPublishedCommentsOfPoints(db, pointIds);
  // Array.prototype.sort is stable: each point's comments keep their order by time.
  return rows.map(presentCommentForExport).sort((a, b) => order.get(a.pointId)! - order.get(b.pointId)!);
}
