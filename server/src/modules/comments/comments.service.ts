import type { Comment, CreateCommentBody } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { canComment, canDeleteComment, isOwnComment } from '../../access/comment.rules.js';
import { requireAccess, requireOpen, requirePhase } from '../../access/gate.js';
import { heldForApproval } from '../../access/point.rules.js';
import { getVisibleComment, getVisiblePoint } from '../../access/visible.js';
import type { Db } from '../../db/database.js';
import type { CommentRecord } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { notifyTeam } from '../team-notifications/team-notifications.service.js';
import { enqueueWebhookEvent } from '../webhooks/webhook-events.service.js';
import { presentComment, presentCommentForExport, type CommentForExport } from './comments.presenter.js';
import { deleteCommentRow, insertComment, listCommentsOfPoint, listPublishedCommentsOfPoints } from './comments.repository.js';

/** GET /gis/comments/{pointID}: whoever can see the point; oldest first, with author, votes and
 *  what the actor may do. NOT_FOUND for invisible points. */
export async function listComments(db: Db, actor: Actor, pointId: string): Promise<Comment[]> {
  const { access } = await getVisiblePoint(db, actor, pointId);
  return (await listCommentsOfPoint(db, pointId, actor.userId, access.isManager)).map((row) => presentComment(row, actor, access));
}

/** POST /gis/comment: logged-in users who can see the point (NOT_FOUND if they cannot,
 *  UNAUTHENTICATED for anonymous visitors). The text, 1 to 2000 characters after trimming
 *  (contract), is stored as it is: no HTML is interpreted or removed. On a layer with
 *  pre-moderation a non-manager's comment waits for approval (docs/product.md §16.3); with
 *  `notify` the project's team hears of a waiting one (§16.8, in the caller's transaction; the
 *  caller kicks the outbox after the commit; `host` the site it was written on). */
export async function createComment(db: Db, actor: Actor, body: CreateCommentBody, notify?: NotificationDeps, host?: string): Promise<Comment> {
  const { layer, access } = await getVisiblePoint(db, actor, body.PointID);
  requireOpen(access.workspace);
  requirePhase(access, layer, 'comment');
  requireAccess(actor, canComment(actor));
  const now = nowIso();
  const held = heldForApproval(access, layer);
  const row: CommentRecord = {
    id: newId(), point_id: body.PointID, user_id: actor.userId, text: body.Text, created_at: now,
    moderation: held ? 'pending' : '', moderation_reason: '', published_at: held ? null : now, shortened_at: null,
  };
  await insertComment(db, row);
  if (held && notify) await notifyTeam(db, notify, actor, { kind: 'freigaben', workspaceId: layer.workspace_id, pointId: body.PointID, commentId: row.id, host }, now);
  await enqueueWebhookEvent(db, notify, 'comment.created', { pointId: body.PointID, commentId: row.id }, now);
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
