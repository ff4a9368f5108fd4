import type { OfficialAnswerBody, Point } from '@mitmachkarte/contract';
import type { Actor } from '../../../access/actor.js';
import { requireAccess } from '../../../access/gate.js';
import { canEditPoint } from '../../../access/point.rules.js';
import { getVisiblePoint } from '../../../access/visible.js';
import type { Db } from '../../../db/database.js';
import { newId, nowIso } from '../../../lib/ids.js';
import { inTransaction } from '../../../lib/transaction.js';
import { quoted } from '../../../lib/audit-text.js';
import { recordAudit } from '../../audit/audit.service.js';
import { getOrgInfoForHost } from '../../organisations/organisations.service.js';
import { notifyFollowers, type NotificationDeps } from '../../notifications/notifications.service.js';
import { presentPoint } from '../core/points.presenter.js';
import { insertHistoryEntry, setPointAnswerRow } from './points-history.repository.js';
import { rightsInLayer } from '../core/points.service.js';

/** PUT /gis/point/{id}/answer: managers write, change or (with an empty text) withdraw the one
 *  official answer of a point (docs/product.md §16.2). It is signed with the title of the
 *  organisation serving `host` (the site the manager works on, GET /auth/org), and every version
 *  goes into the history and the audit log (docs/product.md §16.4) in the same transaction, a
 *  written or changed one also a mail to each follower (§16.7). Sending the stored text again changes nothing.
 *  NOT_FOUND for points the actor cannot see, 403 (401) for others. */
export async function setOfficialAnswer(
  db: Db, actor: Actor, id: string, body: OfficialAnswerBody, host: string | undefined, notify: NotificationDeps,
): Promise<Point> {
  const { point, layer, access } = await getVisiblePoint(db, actor, id);
  requireAccess(actor, canEditPoint(access));
  if (body.Text === point.answer_text) return presentPoint(point, rightsInLayer(actor, layer, access)(point));
  const now = nowIso();
  const answer = body.Text === ''
    ? { text: '', org: '', at: null }
    : { text: body.Text, org: (await getOrgInfoForHost(db, host)).Title, at: now };
  await inTransaction(db, async (trx) => {
    await setPointAnswerRow(trx, id, answer, now);
    await insertHistoryEntry(trx, {
      id: newId(), point_id: id, kind: 'answer', status: '', note: answer.text,
      user_id: actor.userId, user_name: actor.name, created_at: now,
    });
    const what = answer.text === '' ? 'zurückgezogen' : point.answer_text === '' ? `geschrieben (${quoted(answer.org)})` : 'geändert';
    await recordAudit(trx, actor, {
      action: 'point.answer', targetType: 'point', targetId: id, workspaceId: layer.workspace_id,
      summary: `Offizielle Antwort ${what}`, before: point.answer_text, after: answer.text,
    });
    if (answer.text !== '') await notifyFollowers(trx, notify, actor, id, { kind: 'answer', answer: answer.text, organisation: answer.org });
  });
  notify.outbox.kick();
  return presentPoint({ ...point, answer_text: answer.text, answer_org: answer.org, answer_at: answer.at, updated_at: now }, rightsInLayer(actor, layer, access)(point));
}
