import { z } from 'zod';
import { Id } from './common.js';

/** Webhooks of a project (docs/product.md §24.6; docs/decisions/0045): the server POSTs signed
 *  JSON to a program of the project's team whenever something public happens in the project. */

/** The events a webhook may choose; `ping` is only sent by „Testereignis senden“. */
export const WEBHOOK_EVENTS = ['entry.created', 'entry.changed', 'entry.status_changed', 'comment.created'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number] | 'ping';
/** How many webhooks one project may have. */
export const MAX_WEBHOOKS = 10;
/** The longest target address (characters). */
export const MAX_WEBHOOK_URL_LENGTH = 2000;
/** How many deliveries of one webhook the log keeps. */
export const WEBHOOK_LOG_SIZE = 100;
/** The headers of a delivery: the signature `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`,
 *  the event's type and the delivery's id. */
export const WEBHOOK_SIGNATURE_HEADER = 'Mitmachkarte-Signature';
export const WEBHOOK_EVENT_HEADER = 'Mitmachkarte-Event';
export const WEBHOOK_DELIVERY_HEADER = 'Mitmachkarte-Delivery';

/** POST /gis/workspace/{id}/webhooks body: the target (https; the server checks it), the chosen
 *  events (at least one; the server refuses unknown ones) and whether it is active. */
export const WebhookBody = z.strictObject({
  Url: z.string().trim().min(1).max(MAX_WEBHOOK_URL_LENGTH),
  Events: z.array(z.string().max(40)).max(WEBHOOK_EVENTS.length * 2),
  Active: z.boolean().default(true),
});
export type WebhookBody = z.input<typeof WebhookBody>;

/** A webhook as its managers list it; never its secret, only the secret's first characters. */
export const Webhook = z.object({
  ID: Id, Workspace: Id, Url: z.string(), Events: z.array(z.string()), Active: z.boolean(),
  SecretPrefix: z.string(), CreatedAt: z.string(), UpdatedAt: z.string(),
  /** The last delivery's outcome, if any: 'delivered', 'pending' (retries to come) or 'failed'. */
  LastState: z.enum(['pending', 'delivered', 'failed']).nullable(),
});
export type Webhook = z.infer<typeof Webhook>;

/** The answer that makes or rotates a secret: the webhook with `Secret`, shown this once. */
export const WebhookWithSecret = Webhook.extend({ Secret: z.string() });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecret>;

/** One delivery of the log: its event, when it was made, its state, and of the last attempt the
 *  HTTP status (null: no answer), its duration (ms) and error; `Attempts` made so far. */
export const WebhookDelivery = z.object({
  ID: Id, EventID: Id, Event: z.string(), CreatedAt: z.string(), State: z.enum(['pending', 'delivered', 'failed']),
  Attempts: z.number().int(), NextAttemptAt: z.string().nullable(), LastAttemptAt: z.string().nullable(),
  HttpStatus: z.number().int().nullable(), DurationMs: z.number().int().nullable(), Error: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
