import type { Point, PointHistoryEntry, StatusChangeBody } from '@mitmachkarte/contract';
import type { Actor } from '../../../access/actor.js';
import { requireAccess } from '../../../access/gate.js';
import { canEditPoint } from '../../../access/point.rules.js';
import { getVisiblePoint } from '../../../access/visible.js';
import type { Db } from '../../../db/database.js';
import { statusesOf, statusLabelOf } from '../../../db/records/layer.record.js';
import { validation } from '../../../lib/app-error.js';
import { newId, nowIso } from '../../../lib/ids.js';
import { inTransaction } from '../../../lib/transaction.js';
import { quoted } from '../../../lib/audit-text.js';
import { recordAudit } from '../../audit/audit.service.js';
import { notifyFollowers, type NotificationDeps } from '../../notifications/notifications.service.js';
import { presentPoint } from '../core/points.presenter.js';
import { insertHistoryEntry, listHistoryOfPoint, setPointStatusRow } from './points-history.repository.js';
import { rightsInLayer } from '../core/points.service.js';

/** Status of points and its history (docs/product.md §16.1). */

export const UNKNOWN_STATUS = (key: string) => `Den Status „${key}“ gibt es in dieser Karte nicht.`;

/** PUT /gis/point/{id}/status: managers set one of the layer's statuses, with an optional note;
 *  the change and the note go into the history and the audit log (docs/product.md §16.4), and a
 *  mail to each follower into the outbox (§16.7), in the same transaction. 400 for a status the layer does not have; NOT_FOUND for points the actor cannot see, 403 (401) for others. */
export async function setPointStatus(db: Db, actor: Actor, id: string, body: StatusChangeBody, notify: NotificationDeps): Promise<Point> {
  const { point, layer, access } = await getVisiblePoint(db, actor, id);
  requireAccess(actor, canEditPoint(access));
  if (!statusesOf(layer).some((s) => s.Key === body.Status)) {
    throw validation(UNKNOWN_STATUS(body.Status), [{ Field: 'Status', Message: UNKNOWN_STATUS(body.Status) }]);
  }
  const now = nowIso();
  const [from, to] = [statusLabelOf(statusesOf(layer), point.status), statusLabelOf(statusesOf(layer), body.Status)];
  await inTransaction(db, async (trx) => {
    await setPointStatusRow(trx, id, body.Status, now);
    await insertHistoryEntry(trx, {
      id: newId(), point_id: id, kind: 'status', status: body.Status, note: body.Note,
      user_id: actor.userId, user_name: actor.name, created_at: now,
    });
    await recordAudit(trx, actor, {
      action: 'point.status', targetType: 'point', targetId: id, workspaceId: layer.workspace_id,
      summary: `Status von ${quoted(from)} auf ${quoted(to)} geändert`,
      before: `Status: ${from}`, after: body.Note ? `Status: ${to}; Notiz: ${body.Note}` : `Status: ${to}`,
    });
    await notifyFollowers(trx, notify, actor, id, { kind: 'status', status: to, note: body.Note ?? '' });
  });
  notify.outbox.kick();
  return presentPoint({ ...point, status: body.Status, status_changed_at: now, updated_at: now }, rightsInLayer(actor, layer, access)(point));
}

/** GET /gis/point/{id}/history: whoever can see the point reads its status changes with their
 *  notes and the versions of its official answer (docs/product.md §16.2), with the managers'
 *  names, oldest first. */
export async function listPointHistory(db: Db, actor: Actor, id: string): Promise<PointHistoryEntry[]> {
  await getVisiblePoint(db, actor, id);
  return (await listHistoryOfPoint(db, id)).map((r) => ({ Kind: r.kind, Status: r.status, Note: r.note, By: r.user_name, At: r.created_at }));
}
