import type { MergeBody, MergeResult } from '@mitmachkarte/contract';
import type { Actor } from '../../../access/actor.js';
import { requireAccess } from '../../../access/gate.js';
import { canMergePoint } from '../../../access/point.rules.js';
import { findVisiblePoint, getVisiblePoint } from '../../../access/visible.js';
import type { Db } from '../../../db/database.js';
import { pointTitle } from '../../../db/records/point.record.js';
import { statusesOf, statusLabelOf } from '../../../db/records/layer.record.js';
import { german, say } from '../../../i18n/messages.js';
import { conflict, invalidField, notFound } from '../../../lib/app-error.js';
import { quoted } from '../../../lib/audit-text.js';
import { newId, nowIso } from '../../../lib/ids.js';
import { inTransaction } from '../../../lib/transaction.js';
import { recordAudit } from '../../audit/audit.service.js';
import { moveFollowersTo } from '../../notifications/notifications.service.js';
import { movePointVotesTo } from '../../votes/votes.service.js';
import { presentPoint } from '../core/points.presenter.js';
import { rightsInLayer } from '../core/points.service.js';
import { insertHistoryEntry, setPointStatusRow } from '../workflow/points-history.repository.js';
import { markMerged } from './duplicates.repository.js';

/** POST /gis/point/{id}/merge (docs/product.md §24.3, docs/decisions/0040): a manager of the
 *  entry `id` (access/point.rules.ts canMergePoint; NOT_FOUND for an entry they cannot see, 403/401
 *  for others) merges it, a duplicate, into the live entry `body.Into` of the same layer, in one
 *  transaction: its votes and followers move to `Into` (one vote and one follow per person, those
 *  on `Into` kept), it gets a closed status (`body.Status`, else the layer's last closed one; the
 *  history notes „Bereits gemeldet“) and `DuplicateOf`, and the audit log names both. Refused: 400
 *  into itself, into an entry of another layer, with a status that does not close; 404 for an
 *  `Into` the manager cannot see or that is deleted; 409 when either entry is a merged duplicate
 *  already. Answers the counts moved and the duplicate afterwards. */
export async function mergePoint(db: Db, actor: Actor, id: string, body: MergeBody): Promise<MergeResult> {
  const { point, layer, access } = await getVisiblePoint(db, actor, id);
  requireAccess(actor, canMergePoint(access));
  if (body.Into === id) throw invalidField('Into', say('mergeIntoItself'));
  const target = await findVisiblePoint(db, actor, body.Into);
  if (!target) throw notFound(say('mergeTargetNotFound'));
  if (target.point.layer_id !== point.layer_id) throw invalidField('Into', say('mergeOtherLayer'));
  if (point.duplicate_of !== null) throw conflict(say('mergeAlreadyMerged'));
  if (target.point.duplicate_of !== null) throw conflict(say('mergeTargetMerged'));
  const statuses = statusesOf(layer);
  const closing = statuses.filter((s) => s.Closed);
  if (body.Status !== undefined && !closing.some((s) => s.Key === body.Status)) {
    throw invalidField('Status', say('mergeStatusNotClosed', { status: statusLabelOf(statuses, body.Status) }));
  }
  const status = body.Status ?? closing.at(-1)?.Key;

  const now = nowIso();
  const title = (attributes: string) => pointTitle(attributes, layer.schema, 60) || '–';
  const moved = await inTransaction(db, async (trx) => {
    if (!(await markMerged(trx, id, body.Into, now))) throw conflict(say('mergeAlreadyMerged'));
    const votes = await movePointVotesTo(trx, id, body.Into);
    const followers = await moveFollowersTo(trx, id, body.Into, now);
    if (status !== undefined) {
      await setPointStatusRow(trx, id, status, now, { responds: status !== statuses[0]!.Key, closed: true });
      await insertHistoryEntry(trx, {
        id: newId(), point_id: id, kind: 'status', status, note: german(say('mergeNote')), user_id: actor.userId, user_name: actor.name, created_at: now,
      });
    }
    const [from, to] = [statusLabelOf(statuses, point.status), status === undefined ? undefined : statusLabelOf(statuses, status)];
    await recordAudit(trx, actor, {
      targetType: 'point', targetId: id, workspaceId: layer.workspace_id, action: 'point.merge',
      summary: `Als Duplikat mit ${quoted(title(target.point.attributes))} zusammengeführt (${votes} Stimmen, ${followers} Folgende übertragen)`,
      before: `Status: ${from}`, after: `Status: ${to ?? from}; Bereits gemeldet: ${body.Into}`,
    });
    return { votes, followers };
  });
  const after = { ...point, duplicate_of: body.Into, updated_at: now, ...(status !== undefined ? { status, status_changed_at: now } : {}) };
  return { Votes: moved.votes, Followers: moved.followers, Point: presentPoint(after, rightsInLayer(actor, layer, access)(after)) };
}
