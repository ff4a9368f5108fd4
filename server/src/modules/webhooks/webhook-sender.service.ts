import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@mitmachkarte/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { WebhookDeliveriesTable } from '../../db/schema.js';
import { open } from '../../lib/secret-box.js';
import { claimDelivery, findWebhookById, listDueDeliveries, recordAttempt } from './webhooks.repository.js';
import { webhookSignature } from './webhook-signature.js';
import { resolveTarget } from './webhook-target.js';

/** The sender of webhook deliveries (docs/product.md §24.6; docs/decisions/0045): every process
 *  polls the outbox, claims each due delivery with a lease (several instances on one PostgreSQL
 *  database never send one attempt twice), POSTs it signed, and records the outcome. A delivery
 *  is made at least once: a crash between the answer and the record sends it again, with the same
 *  `Mitmachkarte-Delivery` id. */

/** How long one attempt may take, connecting included (ms). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The waits after the 1st … 5th failed attempt (ms): 1 min, 5 min, 30 min, 2 h, 12 h; the 6th
 *  failure marks the delivery failed. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000] as const;
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
/** While one sender tries a delivery, others leave it alone this long (longer than the timeout). */
export const DELIVERY_LEASE_MS = 60_000;
/** How often each process looks for due deliveries (ms). */
export const WEBHOOK_POLL_MS = 5_000;
const BATCH = 20;
/** The longest part of an error kept in the log (characters). */
const ERROR_MAX = 300;
/** How much of a receiver's answer is read before it is dropped (bytes). */
const ANSWER_READ_MAX = 64 * 1024;

/** What a sender needs: the database, the server's secret (the webhooks' secrets are sealed with
 *  it), whether local targets are allowed (Config.webhookLocalTargets) and a log. */
export type WebhookSenderDeps = { db: Db; secret: string; localTargets: boolean; log: FastifyBaseLogger };

export interface WebhookSender {
  /** Starts a drain soon; never throws. */
  kick(): void;
  /** Attempts every delivery due at `now` (default: the current time) once; resolves with the
   *  number delivered. At most one drain runs per process (a second call waits for it). */
  drain(now?: Date): Promise<number>;
  /** Stops the timer and waits for a running drain, at most `timeoutMs`. */
  stop(timeoutMs: number): Promise<void>;
}

/** Creates the sender of `deps.db`'s webhook outbox: it drains every WEBHOOK_POLL_MS and when kicked. */
export function createWebhookSender(deps: WebhookSenderDeps): WebhookSender {
  let running: Promise<number> | undefined;
  let stopped = false;
  const drainLoop = async (at?: Date): Promise<number> => {
    let delivered = 0;
    const seen = new Set<string>();
    for (;;) {
      const now = at ?? new Date();
      const due = (await listDueDeliveries(deps.db, now.toISOString(), BATCH)).filter((r) => !seen.has(r.id));
      if (due.length === 0 || stopped) return delivered;
      for (const row of due) {
        seen.add(row.id);
        if (await attemptDelivery(deps, row, now)) delivered++;
      }
    }
  };
  const drain = async (at?: Date): Promise<number> => {
    while (running) await running.catch(() => 0);
    running = drainLoop(at).finally(() => { running = undefined; });
    return running;
  };
  const kick = () => {
    if (!stopped) drain().catch((err: unknown) => deps.log.error({ err }, 'Webhook-Ausgang konnte nicht gelesen werden'));
  };
  const timer = setInterval(kick, WEBHOOK_POLL_MS).unref();
  return {
    kick,
    drain,
    async stop(timeoutMs) {
      stopped = true;
      clearInterval(timer);
      let timeout: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => { timeout = setTimeout(resolve, timeoutMs); });
      await Promise.race([running?.catch(() => 0), deadline]);
      clearTimeout(timeout);
    },
  };
}

/** Claims and attempts one listed delivery at `now`; true if the receiver answered 2xx. A paused
 *  or deleted webhook ends it as failed (a `ping` is sent to a paused one too). */
export async function attemptDelivery(deps: WebhookSenderDeps, row: WebhookDeliveriesTable, now: Date): Promise<boolean> {
  if (row.next_attempt_at === null) return false;
  if (!(await claimDelivery(deps.db, row.id, row.next_attempt_at, new Date(now.getTime() + DELIVERY_LEASE_MS).toISOString()))) return false;
  const hook = await findWebhookById(deps.db, row.webhook_id);
  const attempts = row.attempts + 1;
  const at = now.toISOString();
  if (!hook || (hook.active !== 1 && row.event_type !== 'ping')) {
    await recordAttempt(deps.db, row.id, { state: 'failed', attempts: row.attempts, next_attempt_at: null, last_attempt_at: at, http_status: null, duration_ms: null, error: 'Webhook pausiert' });
    return false;
  }
  const started = performance.now();
  let status: number | null = null;
  let error = '';
  try {
    status = await post(hook.url, open(deps.secret, hook.secret), row, deps.localTargets);
    if (status < 200 || status > 299) error = `HTTP ${status}`;
  } catch (err) {
    error = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);
  }
  const duration = Math.round(performance.now() - started);
  const ok = error === '';
  const last = attempts >= MAX_ATTEMPTS;
  await recordAttempt(deps.db, row.id, {
    state: ok ? 'delivered' : last ? 'failed' : 'pending', attempts,
    next_attempt_at: ok || last ? null : new Date(now.getTime() + BACKOFF_MS[attempts - 1]!).toISOString(),
    last_attempt_at: at, http_status: status, duration_ms: duration, error,
  });
  if (!ok) deps.log.warn({ deliveryId: row.id, webhookId: row.webhook_id, attempts, error }, 'Webhook nicht zugestellt');
  return ok;
}

/** POSTs the delivery's body to `url`, signed with `secret` at the current time, to the address
 *  resolveTarget checked (no second lookup); answers the HTTP status. Redirects are not followed. */
async function post(url: string, secret: string, row: WebhookDeliveriesTable, local: boolean): Promise<number> {
  const target = await resolveTarget(url, local);
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const body = Buffer.from(row.body, 'utf8');
  const headers = {
    'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length), 'user-agent': 'Mitmachkarte-Webhooks/1',
    [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(secret, Math.floor(Date.now() / 1000), row.body),
    [WEBHOOK_EVENT_HEADER]: row.event_type, [WEBHOOK_DELIVERY_HEADER]: row.id,
  };
  const client = url.startsWith('https:') ? https : http;
  return new Promise<number>((resolve, reject) => {
    const req = client.request(url, { method: 'POST', headers, lookup: pinned }, (res) => {
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > ANSWER_READ_MAX) res.destroy();
      });
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('close', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(res.statusCode ?? 0));
    });
    // The whole attempt, connecting and answer included, within DELIVERY_TIMEOUT_MS.
    const timer = setTimeout(() => req.destroy(new Error(`Zeitüberschreitung nach ${DELIVERY_TIMEOUT_MS / 1000} s`)), DELIVERY_TIMEOUT_MS);
    req.on('close', () => clearTimeout(timer));
    req.on('error', reject);
    req.end(body);
  });
}
