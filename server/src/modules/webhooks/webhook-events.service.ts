import { CATEGORY_ATTRIBUTE, findCategory, type Attributes, type WebhookEventType } from '@mitmachkarte/contract';
import { ANONYMOUS } from '../../access/actor.js';
import { canSeeComment } from '../../access/comment.rules.js';
import { findCommentById } from '../../access/lookups.js';
import { findVisiblePoint, type VisiblePoint } from '../../access/visible.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { questionnaireOf, statusesOf, statusLabelOf } from '../../db/records/layer.record.js';
import { geometryOfRow, pointTitle } from '../../db/records/point.record.js';
import type { CommentRecord } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import { parseJson } from '../../lib/json.js';
import { insertDelivery, listActiveWebhooksOfPoint, trimDeliveryLog } from './webhooks.repository.js';

/** The events of webhooks (docs/product.md §24.6; docs/decisions/0045): written into the outbox
 *  (`webhook_deliveries`) in the transaction of the change they tell of, one row per active
 *  webhook of the project that chose the event, with the whole JSON body. An event carries only
 *  what an anonymous visitor sees (access/visible.ts with ANONYMOUS): an entry that is not
 *  public, waits for approval, is hidden or deleted, or lies on a map or in a project that is not
 *  public, makes no delivery; approving a waiting entry or comment tells of it then. */

/** What the events need of the site: its address, for the entries' links (`config.publicUrl`).
 *  Undefined (imports, the demo seed) makes no events. */
export type WebhookSite = { config: Pick<Config, 'publicUrl'> } | undefined;

/** What an event is about: an entry, and for `comment.created` one of its comments. */
export type WebhookSubject = { pointId: string; commentId?: string; previousStatus?: string };

/** Puts event `type` about `subject` into the outbox of every active webhook of its project that
 *  chose it, if an anonymous visitor sees the entry (and the comment) now, as `db` (the change's
 *  transaction) reads it. Answers how many deliveries were written; the sender finds them by its
 *  next poll (webhook-sender.service.ts). */
export async function enqueueWebhookEvent(db: Db, site: WebhookSite, type: Exclude<WebhookEventType, 'ping'>, subject: WebhookSubject, now = nowIso()): Promise<number> {
  if (!site) return 0;
  const hooks = (await listActiveWebhooksOfPoint(db, subject.pointId)).filter((h) => h.events.split(' ').includes(type));
  if (hooks.length === 0) return 0;
  const seen = await findVisiblePoint(db, ANONYMOUS, subject.pointId);
  if (!seen) return 0;
  let comment: CommentRecord | undefined;
  if (subject.commentId !== undefined) {
    comment = await findCommentById(db, subject.commentId);
    if (!comment || comment.point_id !== subject.pointId || !canSeeComment(ANONYMOUS, seen.access, comment)) return 0;
  }
  const eventId = newId();
  const body = JSON.stringify({
    id: eventId, type, created: now,
    project: { id: seen.access.workspace.id, name: seen.access.workspace.name },
    entry: publicEntry(seen, site.config.publicUrl),
    ...(subject.previousStatus !== undefined ? { previous_status: statusOf(seen, subject.previousStatus) } : {}),
    ...(comment ? { comment: { id: comment.id, text: comment.text, created: comment.published_at ?? comment.created_at } } : {}),
  });
  for (const hook of hooks) {
    await insertDelivery(db, deliveryRow(hook.id, eventId, type, body, now));
    await trimDeliveryLog(db, hook.id);
  }
  return hooks.length;
}

/** A pending delivery of event `eventId`, due at once. */
export const deliveryRow = (webhookId: string, eventId: string, type: WebhookEventType, body: string, now: string) => ({
  id: newId(), webhook_id: webhookId, event_id: eventId, event_type: type, body, state: 'pending' as const, attempts: 0,
  next_attempt_at: now, created_at: now, last_attempt_at: null, http_status: null, duration_ms: null, error: '',
});

const statusOf = ({ layer }: VisiblePoint, key: string) => ({ key, label: statusLabelOf(statusesOf(layer), key) });

/** The entry as the public map shows it: its map, title, status, category, position and GeoJSON
 *  geometry (a Point for a point), link, times
 *  and answers (docs/product.md §3.13), nothing of its author or the team's notes. */
function publicEntry(seen: VisiblePoint, site: string) {
  const { point, layer } = seen;
  const attributes = parseJson<Attributes>(point.attributes, {});
  const chosen = attributes[CATEGORY_ATTRIBUTE]?.Value;
  const category = typeof chosen === 'string' ? findCategory(questionnaireOf(layer).Categories ?? [], chosen)?.category : undefined;
  return {
    id: point.id, layer: { id: layer.id, name: layer.name }, title: pointTitle(point.attributes, layer.schema, 200),
    status: statusOf(seen, point.status), category: category ? { key: category.Name, label: category.Label || category.Name } : null,
    // A line or an area stands at its centre (lat/lng); `geometry` gives its shape (docs/product.md §24.6, §25.1).
    lat: point.latitude, lng: point.longitude, geometry: geometryOfRow(point) ?? { type: 'Point', coordinates: [point.longitude, point.latitude] },
    url: `${site}/#/map?${new URLSearchParams({ workspace: layer.workspace_id, layer: layer.id, punkt: point.id })}`,
    created: point.created_at, updated: point.updated_at,
    official_answer: point.answer_text === '' ? null : { text: point.answer_text, organisation: point.answer_org, at: point.answer_at },
    attributes,
  };
}
