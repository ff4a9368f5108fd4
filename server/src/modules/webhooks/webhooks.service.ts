import { MAX_WEBHOOKS, WEBHOOK_EVENTS, type Webhook, type WebhookBody, type WebhookDelivery, type WebhookWithSecret } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { findWorkspaceAccess, type WorkspaceAccess } from '../../access/scope.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import { canManageWebhooks, canSeeWorkspace } from '../../access/workspace.rules.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { WebhooksTable } from '../../db/schema.js';
import { say } from '../../i18n/messages.js';
import { conflict, invalidField, notFound } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { seal } from '../../lib/secret-box.js';
import { newToken } from '../../lib/tokens.js';
import { inTransaction } from '../../lib/transaction.js';
import { deliveryRow } from './webhook-events.service.js';
import { targetProblem } from './webhook-target.js';
import { presentDelivery, presentWebhook } from './webhooks.presenter.js';
import {
  countWebhooksOfWorkspace, deleteWebhookRow, findDeliveryById, findWebhookById, insertDelivery, insertWebhook, listDeliveriesOfWebhook,
  listWebhooksOfWorkspace, trimDeliveryLog, updateWebhookRow,
} from './webhooks.repository.js';

/** A project's webhooks as its team manages them (docs/product.md §24.6; docs/decisions/0045). */

/** What managing webhooks needs: the server's secret (seals the signing secrets), the
 *  configuration (whether local targets are allowed) and the sender's kick (test events). */
export type WebhookDeps = { secret: string; config: Pick<Config, 'webhookLocalTargets'>; kick: () => void };

/** The mark every signing secret begins with, as Stripe's `whsec_`. */
export const WEBHOOK_SECRET_MARK = 'whsec_';
/** Characters of a secret kept for the list: the mark and four more. */
const PREFIX_LENGTH = 10;

/** The webhook `id` with the actor's access to its project, if the actor manages it: NOT_FOUND
 *  for unknown ids and projects the actor cannot see, 403 (401) for everyone else. */
async function managedWebhook(db: Db, actor: Actor, id: string): Promise<{ hook: WebhooksTable; access: WorkspaceAccess }> {
  const hook = await findWebhookById(db, id);
  const access = hook && (await findWorkspaceAccess(db, actor, hook.workspace_id));
  if (!hook || !access || !canSeeWorkspace(access)) throw notFound(say('webhookNotFound'));
  requireAccess(actor, canManageWebhooks(access));
  return { hook, access };
}

/** The project `workspaceId` if the actor manages its webhooks (NOT_FOUND if invisible, 403/401). */
async function managedWorkspace(db: Db, actor: Actor, workspaceId: string): Promise<WorkspaceAccess> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  requireAccess(actor, canManageWebhooks(access));
  return access;
}

/** The checked target and events of `body`: 400 for an address targetProblem refuses, no event,
 *  or an event not in WEBHOOK_EVENTS. Events come back in WEBHOOK_EVENTS' order, once each. */
function checkedBody(body: WebhookBody, local: boolean): { url: string; events: string } {
  const problem = targetProblem(body.Url, local);
  if (problem) throw invalidField('Url', say(problem === 'https' ? 'webhookUrlHttps' : problem === 'private' ? 'webhookUrlPrivate' : 'webhookUrlInvalid'));
  const unknown = body.Events.find((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e));
  if (unknown !== undefined) throw invalidField('Events', say('webhookEventUnknown', { event: unknown.slice(0, 40) }));
  if (body.Events.length === 0) throw invalidField('Events', say('webhookEventsMissing'));
  return { url: body.Url, events: WEBHOOK_EVENTS.filter((e) => body.Events.includes(e)).join(' ') };
}

const newSecret = () => `${WEBHOOK_SECRET_MARK}${newToken()}`;

/** GET /gis/workspace/{id}/webhooks: the project's webhooks, oldest first. */
export async function listWebhooks(db: Db, actor: Actor, workspaceId: string): Promise<Webhook[]> {
  await managedWorkspace(db, actor, workspaceId);
  return (await listWebhooksOfWorkspace(db, workspaceId)).map(presentWebhook);
}

/** POST /gis/workspace/{id}/webhooks: registers a webhook and answers its secret this once.
 *  400 for a bad address or events (checkedBody); 409 beyond MAX_WEBHOOKS per project. */
export async function createWebhook(db: Db, deps: WebhookDeps, actor: Actor, workspaceId: string, body: WebhookBody): Promise<WebhookWithSecret> {
  await managedWorkspace(db, actor, workspaceId);
  const { url, events } = checkedBody(body, deps.config.webhookLocalTargets);
  const secret = newSecret();
  const now = nowIso();
  const row: WebhooksTable = {
    id: newId(), workspace_id: workspaceId, url, events, active: body.Active === false ? 0 : 1,
    secret: seal(deps.secret, secret), secret_prefix: secret.slice(0, PREFIX_LENGTH), created_at: now, updated_at: now,
  };
  await inTransaction(db, async (trx) => {
    if ((await countWebhooksOfWorkspace(trx, workspaceId)) >= MAX_WEBHOOKS) throw conflict(say('webhookLimit', { max: MAX_WEBHOOKS }));
    await insertWebhook(trx, row);
  });
  return { ...presentWebhook(row), Secret: secret };
}

/** PUT /gis/webhook/{id}: changes address, events and whether it is active (400 as createWebhook). */
export async function updateWebhook(db: Db, deps: WebhookDeps, actor: Actor, id: string, body: WebhookBody): Promise<Webhook> {
  const { hook } = await managedWebhook(db, actor, id);
  const { url, events } = checkedBody(body, deps.config.webhookLocalTargets);
  const fields = { url, events, active: body.Active === false ? 0 as const : 1 as const, updated_at: nowIso() };
  await updateWebhookRow(db, id, fields);
  return presentWebhook({ ...hook, ...fields });
}

/** DELETE /gis/webhook/{id}: the webhook and its log; pending deliveries are not sent. */
export async function deleteWebhook(db: Db, actor: Actor, id: string): Promise<void> {
  await managedWebhook(db, actor, id);
  await deleteWebhookRow(db, id);
}

/** POST /gis/webhook/{id}/secret: a new secret, answered this once; the old one signs no more. */
export async function rotateWebhookSecret(db: Db, deps: WebhookDeps, actor: Actor, id: string): Promise<WebhookWithSecret> {
  const { hook } = await managedWebhook(db, actor, id);
  const secret = newSecret();
  const fields = { secret: seal(deps.secret, secret), secret_prefix: secret.slice(0, PREFIX_LENGTH), updated_at: nowIso() };
  await updateWebhookRow(db, id, fields);
  return { ...presentWebhook({ ...hook, ...fields }), Secret: secret };
}

/** POST /gis/webhook/{id}/test: a `ping` event into the outbox, sent at once (paused webhooks too);
 *  answers its delivery, still pending — the log shows the outcome. */
export async function sendTestEvent(db: Db, deps: WebhookDeps, actor: Actor, id: string): Promise<WebhookDelivery> {
  const { hook, access } = await managedWebhook(db, actor, id);
  const now = nowIso();
  const eventId = newId();
  const body = JSON.stringify({ id: eventId, type: 'ping', created: now, project: { id: access.workspace.id, name: access.workspace.name }, webhook: { id: hook.id } });
  const row = deliveryRow(hook.id, eventId, 'ping', body, now);
  await insertDelivery(db, row);
  await trimDeliveryLog(db, hook.id);
  deps.kick();
  return presentDelivery((await findDeliveryById(db, row.id)) ?? row);
}

/** GET /gis/webhook/{id}/deliveries: the newest deliveries of the webhook, newest first. */
export async function listWebhookDeliveries(db: Db, actor: Actor, id: string): Promise<WebhookDelivery[]> {
  await managedWebhook(db, actor, id);
  return (await listDeliveriesOfWebhook(db, id)).map(presentDelivery);
}
