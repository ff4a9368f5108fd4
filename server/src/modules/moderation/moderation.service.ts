import { type DismissReportBody, type HideBody, isShortening, type Language, NOT_A_SHORTENING, type QueueEntry, type ReportBody, type ShortenBody, type ShowBody } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { findVisiblePoint, getVisibleComment, getVisiblePoint, getVisibleWorkspaceAccess } from '../../access/visible.js';
import { canModerate } from '../../access/workspace.rules.js';
import type { Db, Transaction } from '../../db/database.js';
import { conflict, invalidField, notFound } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { notifyTeam } from '../team-notifications/team-notifications.service.js';
import { enqueueWebhookEvent } from '../webhooks/webhook-events.service.js';
import { notifyAreaAlerts } from '../area-alerts/alert-matching.service.js';
import { hideAfterReports, reporterKey } from './auto-hide.service.js';
import { type OutcomeDeps, tellReporters } from './report-outcome.service.js';
import type { ReportOutcome } from './report-outcome.templates.js';
import { presentPendingComment, presentPendingPoint, presentReport } from './moderation.presenter.js';
import {
  closeReportsOf, closeReportsOfPoint, dismissReportRow, findReportById, insertReport, listOpenReports, listPendingComments, listPendingPoints, setModeration, shortenCommentRow,
  type ModerationTarget,
} from './moderation.repository.js';
import { say } from '../../i18n/messages.js';

/** Reports, the moderation queue, hiding and showing content (docs/product.md §16.3). */

export const REPORTED = say('reported');
export const HIDDEN = say('contributionHidden');
export const SHOWN = say('contributionShown');
export const DISMISSED = say('reportDismissed');
export const SHORTENED = say('commentShortened');
export const REPORT_NOT_FOUND = say('reportNotFound');

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

/** Where a report comes from, for its mails and the automatic hiding: the team's mails' deps
 *  (`notify`, whose outbox is kicked after the commit), the site it was reported on (`host`) and
 *  the reporter's IP address (`ip`), and the language of the request (`language`, kept for the
 *  outcome mail to an anonymous reporter, docs/product.md §23.4). */
export type ReportContext = { notify?: NotificationDeps; host?: string; ip?: string; language?: Language };

/** POST /gis/report: anyone who can see the point or comment, anonymous visitors too
 *  (rate-limited by the route), reports it to the workspace's managers; with `notify` the team's
 *  mails on it (docs/product.md §16.8) go into the outbox in the same transaction. An anonymous
 *  reporter's address for the outcome is kept until it is told (a signed-in reporter's `Email` is
 *  ignored: they are told at their account's address). With the project's automatic hiding on, the
 *  content is hidden once its open reports come from that many distinct reporters (auto-hide.service.ts).
 *  Answers whether it was hidden now. */
export async function reportContent(db: Db, actor: Actor, body: ReportBody, ctx: ReportContext = {}): Promise<{ hidden: boolean }> {
  const resolved = await resolveTarget(db, actor, body);
  const { target, workspaceId } = resolved;
  const now = nowIso();
  const commentId = target.kind === 'comment' ? target.commentId : undefined;
  const anonymous = actor.userId === null;
  const hidden = await inTransaction(db, async (trx) => {
    await insertReport(trx, {
      id: newId(), workspace_id: workspaceId, point_id: target.pointId, comment_id: commentId ?? null,
      reason: body.Reason, text: body.Text, user_id: actor.userId, state: 'open', created_at: now, closed_at: null, closed_by: null,
      reporter_email: anonymous ? body.Email : '', reporter_language: anonymous && body.Email ? (ctx.language ?? null) : null, reporter_key: anonymous && ctx.ip && ctx.notify ? reporterKey(ctx.notify.secret, ctx.ip) : null,
    });
    if (ctx.notify) await notifyTeam(trx, ctx.notify, actor, { kind: 'meldungen', workspaceId, pointId: target.pointId, commentId, host: ctx.host }, now);
    return hideAfterReports(trx, resolved, now);
  });
  ctx.notify?.outbox.kick();
  return { hidden };
}

/** POST /gis/moderation/hide: managers hide a point or comment with a reason its author reads;
 *  its open reports are resolved in the same transaction. Nothing is deleted. */
export async function hideContent(db: Db, actor: Actor, body: HideBody, deps?: OutcomeDeps): Promise<void> {
  const resolved = await resolveTarget(db, actor, body);
  const { target, access } = resolved;
  requireAccess(actor, canModerate(access));
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    await setModeration(trx, target, 'hidden', body.Reason, now);
    await closeAndTell(trx, deps, actor, target, 'hidden', now);
    await auditModeration(trx, actor, resolved, 'hide', body.Reason);
  });
  deps?.notify.outbox.kick();
}

/** POST /gis/moderation/show: managers publish a hidden point or comment again, or approve one
 *  held for approval; its open reports are dismissed in the same transaction. An approved entry
 *  goes to the area alerts that match it (docs/product.md §24.2). */
export async function showContent(db: Db, actor: Actor, body: ShowBody, deps?: OutcomeDeps): Promise<void> {
  const resolved = await resolveTarget(db, actor, body);
  const { target, access } = resolved;
  requireAccess(actor, canModerate(access));
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    await setModeration(trx, target, '', '', now);
    if (resolved.state.moderation === 'pending') await enqueueWebhookEvent(trx, deps?.notify, target.kind === 'point' ? 'entry.created' : 'comment.created', target, now);
    await closeAndTell(trx, deps, actor, target, 'dismissed', now);
    await auditModeration(trx, actor, resolved, 'show', '');
    // An entry approved from waiting is new to the public: the area alerts hear of it (§24.2).
    if (deps && target.kind === 'point' && resolved.state.moderation === 'pending') await notifyAreaAlerts(trx, deps.notify, { pointId: target.pointId, kind: 'neu' }, now);
  });
  deps?.notify.outbox.kick();
}

/** Closes the open reports of `target` (resolved, or dismissed for `outcome` 'dismissed') and,
 *  with `deps`, tells their reporters the outcome (report-outcome.service.ts). */
export async function closeAndTell(trx: Db, deps: OutcomeDeps | undefined, actor: Actor, target: ModerationTarget, outcome: ReportOutcome, now: string) {
  const closed = await closeReportsOf(trx, target, outcome === 'dismissed' ? 'dismissed' : 'resolved', actor.userId, now);
  if (deps) await tellReporters(trx, deps, actor, closed, { pointId: target.pointId, comment: target.kind === 'comment' }, outcome);
}

/** The managers deleted the entry `pointId`: the open reports on it and its comments are resolved,
 *  and with `deps` their reporters are told (docs/product.md §16.3). Call it in the transaction of
 *  the deletion; the caller kicks the outbox after the commit. */
export async function closeReportsOfDeletedEntry(trx: Db, deps: OutcomeDeps | undefined, actor: Actor, pointId: string, now: string) {
  const closed = await closeReportsOfPoint(trx, pointId, actor.userId, now);
  if (deps) await tellReporters(trx, deps, actor, closed, { pointId, comment: false }, 'deleted');
}

/** POST /gis/moderation/shorten: managers leave parts of a comment out, e.g. a phone number
 *  (docs/product.md §16.3): the new text must arise from the stored one by leaving out only
 *  (contract isShortening; else 400 NOT_A_SHORTENING), it is marked „Von der Moderation gekürzt“,
 *  and the text before is kept in the audit log only. Its open reports are resolved. NOT_FOUND for
 *  comments the actor cannot see, 403 (401) for others. */
export async function shortenComment(db: Db, actor: Actor, body: ShortenBody, deps?: OutcomeDeps): Promise<void> {
  const { comment, layer, access } = await getVisibleComment(db, actor, body.CommentID);
  requireAccess(actor, canModerate(access));
  if (!isShortening(comment.text, body.Text)) throw invalidField('Text', NOT_A_SHORTENING);
  await inTransaction(db, async (trx) => {
    const now = nowIso();
    await shortenCommentRow(trx, comment.id, body.Text, now);
    await closeAndTell(trx, deps, actor, { kind: 'comment', pointId: comment.point_id, commentId: comment.id }, 'shortened', now);
    await recordAudit(trx, actor, {
      action: 'moderation.shorten', targetType: 'comment', targetId: comment.id, workspaceId: layer.workspace_id,
      summary: 'Kommentar gekürzt', before: comment.text, after: body.Text,
    });
  });
  deps?.notify.outbox.kick();
}

/** POST /gis/moderation/dismiss: managers of the report's workspace close it without action.
 *  NOT_FOUND for unknown reports and those of points the actor cannot see; CONFLICT when it is
 *  no longer open. */
export async function dismissReport(db: Db, actor: Actor, body: DismissReportBody, deps?: OutcomeDeps): Promise<void> {
  const report = await findReportById(db, body.ReportID);
  const found = report && (await findVisiblePoint(db, actor, report.point_id));
  if (!report || !found) throw notFound(REPORT_NOT_FOUND);
  requireAccess(actor, canModerate(found.access));
  await inTransaction(db, async (trx) => {
    if (!(await dismissReportRow(trx, report.id, actor.userId, nowIso()))) throw conflict(say('reportDone'));
    if (deps) await tellReporters(trx, deps, actor, [report], { pointId: report.point_id, comment: report.comment_id !== null }, 'dismissed');
    await recordAudit(trx, actor, {
      action: 'report.dismiss', targetType: 'report', targetId: report.id, workspaceId: report.workspace_id,
      summary: `Meldung verworfen (${report.comment_id ? 'Kommentar' : 'Eintrag'})`,
      before: report.text ? `${report.reason}: ${report.text}` : report.reason, after: 'verworfen',
    });
  });
  deps?.notify.outbox.kick();
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
