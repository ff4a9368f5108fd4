import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import type { Db, Transaction } from '../../db/database.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import { conflict } from '../../lib/app-error.js';
import { hashToken } from '../../lib/tokens.js';
import { deleteExpiredIdempotencyKey, deleteExpiredIdempotencyKeys, findIdempotencyKey, insertIdempotencyKey } from './idempotency.repository.js';
import { say } from '../../i18n/messages.js';

/** How long a key's first answer is kept and replayed: a day. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
export const KEY_REUSED = say('idempotencyKeyReused');

/** Who a key belongs to, which request it names and the key itself (undefined: no header). */
export type IdempotentRequest = Readonly<{ scope: string; key: string | undefined; fingerprint: string }>;

/** The Idempotency-Key header's value (`key`, checked by the route's header schema; anything but
 *  a string counts as none), scoped to the logged-in `actor`, else to the visitor's (pre-)session
 *  token; `route` and the parsed `body` make up the fingerprint that a repeated key must match. */
export function idempotentRequest(request: { route: string; key: unknown; actor: Actor; sessionToken: string; body: unknown }): IdempotentRequest {
  const { route, key, actor, sessionToken, body } = request;
  const scope = isLoggedIn(actor) ? `user:${actor.userId}` : `session:${hashToken(sessionToken)}`;
  const fingerprint = createHash('sha256').update(JSON.stringify([route, body])).digest('hex');
  return { scope, key: typeof key === 'string' ? key : undefined, fingerprint };
}

/** Runs `write` in a transaction and answers its result (Idempotency-Key on POST
 *  /gis/point and /gis/comment). With a key, the result is stored in the same transaction: a
 *  retry with the same key and the same request gets the stored first result and writes nothing;
 *  with another request it throws CONFLICT (409, KEY_REUSED). Two concurrent requests with one key
 *  write once: the second one's insert of the key fails, its transaction rolls back and it answers
 *  the first one's result. Keys expire after IDEMPOTENCY_KEY_TTL_MS. The result must be JSON. */
export async function runIdempotent<T>(db: Db, request: IdempotentRequest, write: (trx: Transaction) => Promise<T>, now = new Date()): Promise<T> {
  const { scope, key, fingerprint } = request;
  if (key === undefined) return db.transaction().execute(write);
  const notBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString();
  const replay = (stored: { request_hash: string; response: string }): T => {
    if (stored.request_hash !== fingerprint) throw conflict(KEY_REUSED);
    return JSON.parse(stored.response) as T;
  };
  const stored = await findIdempotencyKey(db, scope, key, notBefore);
  if (stored) return replay(stored);
  try {
    return await db.transaction().execute(async (trx) => {
      await deleteExpiredIdempotencyKey(trx, scope, key, notBefore);
      const result = await write(trx);
      await insertIdempotencyKey(trx, { scope, key, request_hash: fingerprint, response: JSON.stringify(result), created_at: now.toISOString() });
      return result;
    });
  } catch (err) {
    // A concurrent request with the same key committed first.
    const winner = await findIdempotencyKey(db, scope, key, notBefore);
    if (winner) return replay(winner);
    throw err;
  }
}

/** Deletes expired keys once an hour (and a minute after start); the timers do not keep the
 *  process alive. Returns a stop function. */
export const scheduleIdempotencyKeyPurge = (db: Db, log: FastifyBaseLogger): (() => void) =>
  schedulePeriodic(log, { done: 'removed expired idempotency keys', failed: 'purge of idempotency keys failed' },
    () => deleteExpiredIdempotencyKeys(db, new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS).toISOString()), { db, name: 'idempotency-key-purge' });
