import type { Webhook, WebhookDelivery } from '@mitmachkarte/contract';
import type { WebhookDeliveriesTable, WebhooksTable } from '../../db/schema.js';

/** A webhook as its managers list it: never its secret, only the secret's first characters. */
export const presentWebhook = (row: WebhooksTable & { last_state?: string | null }): Webhook => ({
  ID: row.id, Workspace: row.workspace_id, Url: row.url, Events: row.events.split(' ').filter(Boolean), Active: row.active === 1,
  SecretPrefix: row.secret_prefix, CreatedAt: row.created_at, UpdatedAt: row.updated_at,
  LastState: (row.last_state ?? null) as Webhook['LastState'],
});

/** One delivery of the log, without its body. */
export const presentDelivery = (row: WebhookDeliveriesTable): WebhookDelivery => ({
  ID: row.id, EventID: row.event_id, Event: row.event_type, CreatedAt: row.created_at, State: row.state, Attempts: row.attempts,
  NextAttemptAt: row.state === 'pending' ? row.next_attempt_at : null, LastAttemptAt: row.last_attempt_at,
  HttpStatus: row.http_status, DurationMs: row.duration_ms, Error: row.error,
});
