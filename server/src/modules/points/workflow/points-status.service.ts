import type { OfficialAnswerBody, Point, PointHistoryEntry, StatusChangeBody } from '@mitmachkarte/contract';
import type { Actor } from '../../../access/actor.js';
import { canReadInternalNotes } from '../../../access/point.rules.js';
import { getVisiblePoint } from '../../../access/visible.js';
import type { Db } from '../../../db/database.js';
import type { NotificationDeps } from '../../notifications/notifications.service.js';
import { listHistoryOfPoint } from './points-history.repository.js';
import { respondToPoint } from './points-response.service.js';

/** Status, official answer and history of points one part at a time (docs/product.md §16.1,
 *  §16.2); the rules are respondToPoint's. */

/** PUT /gis/point/{id}/status: managers set one of the layer's statuses, with an optional note;
 *  every call is recorded, also of the current status (respondToPoint: history, audit log, one
 *  mail to each follower). 400 for a status the layer does not have; NOT_FOUND for points the
 *  actor cannot see, 403 (401) for others. */
export const setPointStatus = (db: Db, actor: Actor, id: string, body: StatusChangeBody, notify: NotificationDeps): Promise<Point> =>
  respondToPoint(db, actor, id, { status: { key: body.Status, note: body.Note, always: true } }, undefined, notify);

/** PUT /gis/point/{id}/answer: managers write, change or (with an empty text) withdraw the one
 *  official answer of a point, signed with the title of the organisation serving `host`
 *  (respondToPoint). Sending the stored text again changes nothing. */
export const setOfficialAnswer = (db: Db, actor: Actor, id: string, body: OfficialAnswerBody, host: string | undefined, notify: NotificationDeps): Promise<Point> =>
  respondToPoint(db, actor, id, { answer: body.Text }, host, notify);

/** GET /gis/point/{id}/history: whoever can see the point reads its status changes with their
 *  notes and the versions of its official answer (docs/product.md §16.2), with the managers'
 *  names, oldest first; its managers also the team's internal notes. */
export async function listPointHistory(db: Db, actor: Actor, id: string): Promise<PointHistoryEntry[]> {
  const { access } = await getVisiblePoint(db, actor, id);
  const team = canReadInternalNotes(access);
  return (await listHistoryOfPoint(db, id)).filter((r) => team || r.kind !== 'note')
    .map((r) => ({ Kind: r.kind, Status: r.status, Note: r.note, By: r.user_name, At: r.created_at }));
}
