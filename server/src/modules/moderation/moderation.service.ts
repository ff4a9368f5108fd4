import type { DismissReportBody, HideBody, QueueEntry, ReportBody, ShowBody } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { findVisiblePoint, getVisibleComment, getVisiblePoint, getVisibleWorkspaceAccess } from '../../access/visible.js';
import { canModerate } from '../../access/workspace.rules.js';
import type { Db, Transaction } from '../../db/database.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { presentPendingComment, presentPendingPoint, presentReport } from './moderation.presenter.js';
import {
  closeReportsOf, dismissReportRow, findReportById, insertReport, listOpenReports, listPendingComments, listPendingPoints, setModeration,
  type ModerationTarget,
} from './moderation.repository.js';

/** Reports, the moderation queue, hiding and showing content (docs/product.md §16.3). */

export const REPORTED = 'Danke für Ihre Meldung. Das Team des Projekts prüft den Beitrag.';
export const HIDDEN = 'Der Beitrag wurde ausgeblendet.';
export const SHOWN = 'Der Beitrag ist wieder sichtbar.';
export const DISMISSED = 'Die Meldung wurde verworfen.';
export const REPORT_NOT_FOUND = 'Die Meldung wurde nicht gefunden.';

/** The point or comment a body names, as the actor sees it (NOT_FOUND for what they cannot see),
 *  with the access to its workspace and its moderation state before the call. */
async function resolveTarget(db: Db, actor: Actor, body: { PointID?: string; CommentID?: string }) {
  if (body.CommentID !== undefined) {
    const { comment, layer, access } = await getVisibleComment(db, actor, body.CommentID);
    const target: ModerationTarget = { kind: 'comment', pointId: comment.point_id, commentId: comment.id };
    return { target, workspaceId: layer.workspace_id, access, state: { moderation: comment.moderation, reason: comment.moderation_reason } };
  }
  const { point, layer, access } = await getVisiblePoint(db, actor, body.PointID!);
  const target: ModerationTarget = { kind: 'point', pointId: point.id };
  return { target, workspaceId: layer.workspace_id, access, state: { moderation: point.moderation, reason: point.moderation_reason } };
}

const STATE_TEXT = { '': 'sichtbar', hidden: 'ausgeblendet', pending: 'wartet auf Freigabe' } as const;
const targetText = (t: ModerationTarget) => (t.kind === 'point' ? 'Eintrag' : 'Kommentar');

/** The audit log entry of a moderation (docs/product.md §16.4), in the caller's transaction. */
function auditModeration(trx: Transaction, actor: Actor, resolved: Awaited<ReturnType<typeof resolveTarget>>, action: 'hide' | 'show', reason: string) {
  const { target, workspaceId, state } = resolved;
  const before = `${STATE_TEXT[state.moderation]}${state.reason ? `; Grund: ${state.reason}` : ''}`;
  return recordAudit(trx, actor, {
    action: `moderation.${action}`, targetType: target.kind, targetId: target.kind === 'point' ? target.pointId : target.commentId, workspaceId,
    summary: `${targetText(target)} ${action === 'hide' ? 'ausgeblendet' : state.moderation === 'pending' ? 'freigegeben' : 'wieder angezeigt'}`,
    before, after: action === 'hide' ? `ausgeblendet; Grund: ${reason}` : 'sichtbar',
  });
}

/** POST /gis/report: anyone who can see the point or comment, anonymous visitors too
 *  (rate-limited by the route), reports it to the workspace's managers. */
export async function reportContent(db: Db, actor: Actor, body: ReportBody): Promise<void> {
  const { target, workspaceId } = await resolveTarget(db, actor, body);
  await insertReport(db, {
    id: newId(), workspace_id: workspaceId, point_id: target.pointId, comment_id: target.kind === 'comment' ? target.commentId : null,
    reason: body.Reason, text: body.Text, user_id: actor.userId, state: 'open', created_at: nowIso(), closed_at: null, closed_by: null,
  });
}

/** POST /gis/moderation/hide: managers hide a point or comment with a reason its author reads;
 *  its open reports are resolved in the same transaction. Nothing is deleted. */
export async function hideContent(db: Db, actor: Actor, body: HideBody): Promise<void> {
  const resolved = await resolveTarget(db, actor, body);
  const { target, access } = resolved;
  requireAccess(actor, canModerate(access));
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    await setModeration(trx, target, 'hidden', body.Reason, now);
    await closeReportsOf(trx, target, 'resolved', actor.userId, now);
    await auditModeration(trx, actor, resolved, 'hide', body.Reason);
  });
}

/** POST /gis/moderation/show: managers publish a hidden point or comment again, or approve one
 *  held for approval; its open reports are dismissed in the same transaction. */
export async function showContent(db: Db, actor: Actor, body: ShowBody): Promise<void> {
  const resolved = await resolveTarget(db, actor, body);
  const { target, access } = resolved;
  requireAccess(actor, canModerate(access));
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    await setModeration(trx, target, '', '', now);
    await closeReportsOf(trx, target, 'dismissed', actor.userId, now);
    await auditModeration(trx, actor, resolved, 'show', '');
  });
}

/** POST /gis/moderation/dismiss: managers of the report's workspace close it without action.
 *  NOT_FOUND for unknown reports and those of points the actor cannot see; CONFLICT when it is
 *  no longer open. */
export async function dismissReport(db: Db, actor: Actor, body: DismissReportBody): Promise<void> {
  const report = await findReportById(db, body.ReportID);
  const found = report && (await findVisiblePoint(db, actor, report.point_id));
  if (!report || !found) throw notFound(REPORT_NOT_FOUND);
  requireAccess(actor, canModerate(found.access));
  await inTransaction(db, async (trx) => {
    if (!(await dismissReportRow(trx, report.id, actor.userId, nowIso()))) throw conflict('Die Meldung ist schon erledigt.');
    await recordAudit(trx, actor, {
      action: 'report.dismiss', targetType: 'report', targetId: report.id, workspaceId: report.workspace_id,
      summary: `Meldung verworfen (${report.comment_id ? 'Kommentar' : 'Eintrag'})`,
      before: report.text ? `${report.reason}: ${report.text}` : report.reason, after: 'verworfen',
    });
  });
}

/** GET /gis/moderation/{workspaceID}: the managers' queue, newest first: open reports with the
 *  content and its context, and content held for approval (at most QUEUE_LIMIT of each kind). */
export async function listQueue(db: Db, actor: Actor, workspaceId: string): Promise<QueueEntry[]> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  requireAccess(actor, canModerate(access));
  const [reports, points, comments] = await Promise.all([
    listOpenReports(db, workspaceId), listPendingPoints(db, workspaceId), listPendingComments(db, workspaceId),
  ]);
  return [...reports.map(presentReport), ...points.map(presentPendingPoint), ...comments.map(presentPendingComment)]
    .sort((a, b) => b.At.localeCompare(a.At));
}
