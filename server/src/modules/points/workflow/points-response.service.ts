import type { Point, PointResponseBody } from '@mitmachkarte/contract';
import type { Actor } from '../../../access/actor.js';
import { requireAccess } from '../../../access/gate.js';
import { canEditPoint } from '../../../access/point.rules.js';
import { getVisiblePoint } from '../../../access/visible.js';
import type { Db } from '../../../db/database.js';
import { statusesOf, statusLabelOf } from '../../../db/records/layer.record.js';
import { invalidField } from '../../../lib/app-error.js';
import { quoted } from '../../../lib/audit-text.js';
import { newId, nowIso } from '../../../lib/ids.js';
import { inTransaction } from '../../../lib/transaction.js';
import { recordAudit } from '../../audit/audit.service.js';
import { notifyFollowers, type EntryNews, type NotificationDeps } from '../../notifications/notifications.service.js';
import { notifyAreaAlerts } from '../../area-alerts/alert-matching.service.js';
import { getOrgInfoForHost } from '../../organisations/organisations.service.js';
import { notifyReporter } from '../../reporters/reporters.service.js';
import { enqueueWebhookEvent } from '../../webhooks/webhook-events.service.js';
import { presentPoint } from '../core/points.presenter.js';
import { rightsInLayer } from '../core/points.service.js';
import { insertHistoryEntry, setPointAnswerRow, setPointStatusRow } from './points-history.repository.js';
import { say } from '../../../i18n/messages.js';

/** How the team answers an entry (docs/product.md §16.1, §16.2): its status, its official answer
 *  and internal notes, alone or in one step. Every change goes into the history and the audit log
 *  (§16.4), and one mail to each follower into the outbox (§16.7) that carries all that the
 *  followers may read, in one transaction. */

export const UNKNOWN_STATUS = (key: string) => say('unknownStatus', { key });

/** What a response changes; a part left out stays as it is. `status` is recorded when it differs
 *  from the current one, has a note, or `always` (PUT /status records every call). */
export type ResponseChanges = {
  status?: { key: string; note: string; always?: boolean };
  /** The whole official answer afterwards; '' withdraws it; its current text changes nothing. */
  answer?: string;
  /** A note for the team only; '' none. */
  internalNote?: string;
};

/** Applies `changes` to the entry `id` as `actor`, a manager of it (NOT_FOUND for an entry they
 *  cannot see, 403/401 for others; 400 for a status the layer does not have, before anything is
 *  written). An answer is signed with the title of the organisation serving `host`. Followers get
 *  one mail with the new status and the new answer, never one about a withdrawal or an internal
 *  note; the manager gets none. The person a team member recorded the entry for gets the same
 *  mail when they asked for it (docs/product.md §16.12). Answers the entry as it is afterwards. */
export async function respondToPoint(db: Db, actor: Actor, id: string, changes: ResponseChanges, host: string | undefined, notify: NotificationDeps): Promise<Point> {
  const { point, layer, access } = await getVisiblePoint(db, actor, id);
  requireAccess(actor, canEditPoint(access));
  const statuses = statusesOf(layer);
  if (changes.status && !statuses.some((s) => s.Key === changes.status!.key)) {
    const message = UNKNOWN_STATUS(changes.status.key);
    throw invalidField('Status', message);
  }
  const status = changes.status && (changes.status.always || changes.status.key !== point.status || changes.status.note !== '') ? changes.status : undefined;
  const answerChanged = changes.answer !== undefined && changes.answer !== point.answer_text;
  const internalNote = changes.internalNote ?? '';
  if (!status && !answerChanged && internalNote === '') return presentPoint(point, rightsInLayer(actor, layer, access)(point));

  const now = nowIso();
  const answer = !answerChanged ? undefined
    : changes.answer === '' ? { text: '', org: '', at: null } : { text: changes.answer!, org: (await getOrgInfoForHost(db, host)).Title, at: now };
  const audit = { targetType: 'point', targetId: id, workspaceId: layer.workspace_id } as const;
  const history = (kind: 'status' | 'answer' | 'note', status: string, note: string) =>
    ({ id: newId(), point_id: id, kind, status, note, user_id: actor.userId, user_name: actor.name, created_at: now });
  const news: EntryNews = {};

  await inTransaction(db, async (trx) => {
    if (status) {
      const { key, note } = status;
      const [from, to] = [statusLabelOf(statuses, point.status), statusLabelOf(statuses, key)];
      const closed = statuses.find((s) => s.Key === key)?.Closed === true;
      await setPointStatusRow(trx, id, key, now, { responds: key !== statuses[0]!.Key, closed });
      await insertHistoryEntry(trx, history('status', key, note));
      await recordAudit(trx, actor, {
        ...audit, action: 'point.status', summary: `Status von ${quoted(from)} auf ${quoted(to)} geändert`,
        before: `Status: ${from}`, after: note ? `Status: ${to}; Notiz: ${note}` : `Status: ${to}`,
      });
      news.status = { status: to, note };
    }
    if (answer) {
      await setPointAnswerRow(trx, id, answer, now);
      await insertHistoryEntry(trx, history('answer', '', answer.text));
      const what = answer.text === '' ? 'zurückgezogen' : point.answer_text === '' ? `geschrieben (${quoted(answer.org)})` : 'geändert';
      await recordAudit(trx, actor, { ...audit, action: 'point.answer', summary: `Offizielle Antwort ${what}`, before: point.answer_text, after: answer.text });
      if (answer.text !== '') news.answer = { answer: answer.text, organisation: answer.org };
    }
    if (internalNote !== '') {
      await insertHistoryEntry(trx, history('note', '', internalNote));
      await recordAudit(trx, actor, { ...audit, action: 'point.note', summary: 'Interne Notiz geschrieben', after: internalNote });
    }
    const hookEvent = status && status.key !== point.status ? 'entry.status_changed' : answer ? 'entry.changed' : undefined;
    if (hookEvent) await enqueueWebhookEvent(trx, notify, hookEvent, { pointId: id, ...(status ? { previousStatus: point.status } : {}) }, now);
    if (news.status || news.answer) {
      await notifyFollowers(trx, notify, actor, id, news);
      // The person the entry was recorded for, if they asked for the status mails (§16.12).
      await notifyReporter(trx, notify, id, news);
    }
    // A new status of an entry everyone sees goes to the area alerts it matches (§24.2).
    if (news.status) await notifyAreaAlerts(trx, notify, { pointId: id, kind: 'status', status: news.status.status }, now);
  });
  notify.outbox.kick();
  const after = {
    ...point, updated_at: now,
    ...(status ? { status: status.key, status_changed_at: now } : {}),
    ...(answer ? { answer_text: answer.text, answer_org: answer.org, answer_at: answer.at } : {}),
  };
  return presentPoint(after, rightsInLayer(actor, layer, access)(point));
}

/** PUT /gis/point/{id}/response (docs/product.md §16.2): status, official answer and internal
 *  note in one step (respondToPoint). */
export const setPointResponse = (db: Db, actor: Actor, id: string, body: PointResponseBody, host: string | undefined, notify: NotificationDeps): Promise<Point> =>
  respondToPoint(db, actor, id, { status: { key: body.Status, note: body.Note }, answer: body.Answer, internalNote: body.InternalNote }, host, notify);
