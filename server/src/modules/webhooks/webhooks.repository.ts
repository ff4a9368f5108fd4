import { WEBHOOK_LOG_SIZE } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import type { WebhookDeliveriesTable, WebhooksTable } from '../../db/schema.js';

/** SQL of webhooks and their deliveries (migration 2026_12_02_1300_webhooks). Deliveries are the
 *  outbox: inserted in the transaction of the change, claimed by one sender at a time
 *  (next_attempt_at moved forward as a lease, as the mail outbox does), kept as the log after. */

export const insertWebhook = (db: Db, row: WebhooksTable) => db.insertInto('webhooks').values(row).execute();

export const findWebhookById = (db: Db, id: string) => db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();

/** The webhooks of workspace `workspaceId` with the state of each one's newest delivery, oldest first. */
export const listWebhooksOfWorkspace = (db: Db, workspaceId: string) =>
  db.selectFrom('webhooks').selectAll('webhooks')
    .select((eb) => eb.selectFrom('webhook_deliveries').select('webhook_deliveries.state')
      .whereRef('webhook_deliveries.webhook_id', '=', 'webhooks.id')
      .orderBy('webhook_deliveries.created_at', 'desc').orderBy('webhook_deliveries.id', 'desc').limit(1).as('last_state'))
    .where('webhooks.workspace_id', '=', workspaceId).orderBy('webhooks.created_at').orderBy('webhooks.id').execute();

export async function countWebhooksOfWorkspace(db: Db, workspaceId: string): Promise<number> {
  const row = await db.selectFrom('webhooks').select((eb) => eb.fn.countAll<number>().as('n')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const updateWebhookRow = (db: Db, id: string, fields: Partial<Omit<WebhooksTable, 'id' | 'workspace_id'>>) =>
  db.updateTable('webhooks').set(fields).where('id', '=', id).execute();

export const deleteWebhookRow = (db: Db, id: string) => db.deleteFrom('webhooks').where('id', '=', id).execute();

/** The active webhooks of the workspace of point `pointId`: one indexed read per write that
 *  could tell of something, so that projects without webhooks cost no more. */
export const listActiveWebhooksOfPoint = (db: Db, pointId: string) =>
  db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').innerJoin('webhooks', 'webhooks.workspace_id', 'layers.workspace_id')
    .select(['webhooks.id', 'webhooks.events']).where('points.id', '=', pointId).where('webhooks.active', '=', 1).execute();

export const insertDelivery = (db: Db, row: WebhookDeliveriesTable) => db.insertInto('webhook_deliveries').values(row).execute();

/** Drops the deliveries of webhook `webhookId` beyond the newest WEBHOOK_LOG_SIZE that are done
 *  (pending ones stay until they are done). */
export const trimDeliveryLog = (db: Db, webhookId: string) =>
  db.deleteFrom('webhook_deliveries').where('webhook_id', '=', webhookId).where('state', '!=', 'pending')
    .where('id', 'not in', (eb) => eb.selectFrom('webhook_deliveries as newest').select('newest.id').where('newest.webhook_id', '=', webhookId)
      .orderBy('newest.created_at', 'desc').orderBy('newest.id', 'desc').limit(WEBHOOK_LOG_SIZE))
    .execute();

/** The log of webhook `webhookId`: its newest WEBHOOK_LOG_SIZE deliveries, newest first. */
export const listDeliveriesOfWebhook = (db: Db, webhookId: string) =>
  db.selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(WEBHOOK_LOG_SIZE).execute();

export const findDeliveryById = (db: Db, id: string) => db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();

/** Up to `limit` pending deliveries due at `now` (ISO text), oldest first. */
export const listDueDeliveries = (db: Db, now: string, limit: number) =>
  db.selectFrom('webhook_deliveries').selectAll().where('state', '=', 'pending').where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at').orderBy('id').limit(limit).execute();

/** Claims a listed delivery by moving its next attempt to `leaseUntil`, unless another sender did
 *  so since it was listed; true if this call claimed it. */
export async function claimDelivery(db: Db, id: string, listedAt: string, leaseUntil: string): Promise<boolean> {
  const result = await db.updateTable('webhook_deliveries').set({ next_attempt_at: leaseUntil })
    .where('id', '=', id).where('state', '=', 'pending').where('next_attempt_at', '=', listedAt).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records an attempt's outcome. */
export const recordAttempt = (db: Db, id: string, fields: Pick<WebhookDeliveriesTable, 'state' | 'attempts' | 'next_attempt_at' | 'last_attempt_at' | 'http_status' | 'duration_ms' | 'error'>) =>
  db.updateTable('webhook_deliveries').set(fields).where('id', '=', id).execute();
