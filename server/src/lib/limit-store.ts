/** Where the counters of the per-IP and per-account limits live (docs/runtime.md §5), so
 *  that a limit holds across every instance behind a load balancer: in Redis when REDIS_URL is
 *  set, else on PostgreSQL in the database's table `rate_limits`; in the process's memory only on
 *  SQLite, which one process serves. The counters are rate-limiter-flexible's fixed windows
 *  (Memory, Redis and Postgres limiters with one interface); @fastify/rate-limit counts the
 *  per-IP limits of routes with its own memory store, or in a shared store through the store
 *  class below. While Redis or PostgreSQL cannot be reached, each instance counts in its memory
 *  (rate-limiter-flexible's insurance limiter) rather than failing the request. */
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import type {
  RateLimiterAbstract, RateLimiterMemory as MemoryLimiter, RateLimiterPostgres as PostgresLimiter, RateLimiterRedis as RedisLimiter,
} from 'rate-limiter-flexible';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { postgresPoolOf, type Db } from '../db/database.js';
import { schedulePeriodic } from './periodic.js';

export type LimitStore = (
  | { kind: 'memory' }
  | { kind: 'postgres'; pool: Pool }
  | { kind: 'redis'; client: Redis }
) & {
  /** The key a counter is kept under: in a shared store an HMAC of it, so that no client address
   *  is stored (docs/product.md §9); in memory the key itself. */
  keyOf: (key: string) => string;
};

// Only the limiters used, each from its own file: the package's index loads every store it
// supports (MongoDB, DynamoDB, …), which costs start-up time (docs/runtime.md §1).
const require = createRequire(import.meta.url);
const limiterClass = {
  memory: () => require('rate-limiter-flexible/lib/RateLimiterMemory.js') as typeof MemoryLimiter,
  postgres: () => require('rate-limiter-flexible/lib/RateLimiterPostgres.js') as typeof PostgresLimiter,
  redis: () => require('rate-limiter-flexible/lib/RateLimiterRedis.js') as typeof RedisLimiter,
};

/** The store the configuration names: Redis (REDIS_URL; ioredis, loaded only then), PostgreSQL
 *  (the pool of `db`) or memory. `close` ends the Redis connection (nothing for the others, whose
 *  pool belongs to `db`). */
export async function openLimitStore(config: Config, db: Db, secret: string): Promise<{ store: LimitStore; close: () => Promise<void> }> {
  const keyOf = (key: string) => createHmac('sha256', secret).update(`rate-limit:${key}`).digest('base64url').slice(0, 27);
  if (config.redisUrl) {
    const { Redis } = await import('ioredis');
    // Commands wait while Redis is briefly away; a limit check then fails after 5 s rather than hanging.
    const client = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 5000, enableAutoPipelining: true });
    return { store: { kind: 'redis', client, keyOf }, close: async () => { await client.quit().catch(() => client.disconnect()); } };
  }
  const pool = postgresPoolOf(db);
  return { store: pool ? { kind: 'postgres', pool, keyOf } : { kind: 'memory', keyOf: (key) => key }, close: async () => {} };
}

/** A limiter of `points` per `duration` seconds in fixed windows, its keys under `keyPrefix`, its
 *  counters in `store`. consume() rejects with a RateLimiterRes once the points are used up. */
export function limiterIn(store: LimitStore, options: { points: number; duration: number; keyPrefix: string }): RateLimiterAbstract {
  const memory = () => new (limiterClass.memory())(options);
  switch (store.kind) {
    case 'memory': return memory();
    case 'redis': return new (limiterClass.redis())({ ...options, storeClient: store.client, insuranceLimiter: memory() });
    case 'postgres':
      // The table comes from a migration; expired rows are removed by purgeExpiredLimits, once an
      // hour on one instance, not by a timer of every limiter.
      return new (limiterClass.postgres())({
        ...options, storeClient: store.pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false,
        insuranceLimiter: memory(),
      });
  }
}

/** The `store` option of @fastify/rate-limit for `store`: none (its own memory store) in memory,
 *  else a store class over limiterIn. */
export function fastifyRateLimitOptions(store: LimitStore): Pick<RateLimitPluginOptions, 'store'> {
  return store.kind === 'memory' ? {} : { store: sharedRouteStore(store) };
}

/** A store class of @fastify/rate-limit (its `incr` and `child`) that counts in Redis or
 *  PostgreSQL: one limiter per route and window, which never refuses by itself (the plugin
 *  compares the count with the route's `max`). */
function sharedRouteStore(store: LimitStore): FastifyRateLimitStoreCtor {
  const UNLIMITED = 2 ** 31 - 1;
  return class SharedRouteStore implements FastifyRateLimitStore {
    private readonly limiters = new Map<number, RateLimiterAbstract>();

    /** The plugin passes its options (unused); a route's store gets the route as its prefix. */
    constructor(_options?: unknown, private readonly prefix = 'route:') {}

    incr(key: string, done: (err: Error | null, counted?: { current: number; ttl: number }) => void, timeWindow: number): void {
      let limiter = this.limiters.get(timeWindow);
      if (!limiter) {
        limiter = limiterIn(store, { points: UNLIMITED, duration: Math.max(1, Math.round(timeWindow / 1000)), keyPrefix: this.prefix });
        this.limiters.set(timeWindow, limiter);
      }
      limiter.consume(store.keyOf(key)).then(
        (res) => done(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
        (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(route: RouteOptions): FastifyRateLimitStore {
      // The plugin passes the route's merged options with the route itself under `routeInfo` (as
      // its own Redis store reads it), not the route its types name.
      const { method, url } = (route as unknown as { routeInfo: RouteOptions }).routeInfo;
      return new SharedRouteStore(undefined, `route:${String(method)}${url}`);
    }
  };
}

/** Removes the counters whose window ended more than an hour ago from PostgreSQL's table (on
 *  SQLite it stays empty); answers how many. */
export async function purgeExpiredLimits(db: Db, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom('rate_limits').where('expire', '<', now - 3600_000).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Runs purgeExpiredLimits hourly on one instance (lib/periodic.ts). Returns a stop function. */
export const scheduleLimitPurge = (db: Db, log: FastifyBaseLogger): (() => void) =>
  schedulePeriodic(log, { done: 'removed expired rate-limit counters', failed: 'purge of rate-limit counters failed' },
    () => purgeExpiredLimits(db), { db, name: 'rate-limit-purge' });
