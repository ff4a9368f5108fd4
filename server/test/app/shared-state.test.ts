import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { takeLease } from '../../src/lib/lease.js';
import { purgeExpiredLimits } from '../../src/lib/limit-store.js';
import { runLeased } from '../../src/lib/periodic.js';
import { TestClient } from '../client.js';
import { API, createPointsWorld } from '../points-fixtures.js';
import { createTestApp } from '../test-app.js';

/** State that several server instances share (docs/runtime.md §5), proven with two app
 *  instances on one database: the per-IP login limit (@fastify/rate-limit) and the hourly quota of
 *  an anonymous visitor's points (plugins/write-quotas.ts) count requests to either instance together
 *  when the counters live in PostgreSQL's table (TEST_DATABASE_URL) or in Redis (TEST_REDIS_URL,
 *  set by .ci/run); on SQLite, which one process serves, each instance counts in its memory. A
 *  periodic task runs on one instance per period (leases), on every database. */

const LIMITS = { loginPerMinute: 5, anonPointsPerHour: 3 };
const onPostgres = !!process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** A client whose requests come from `ip` and go to the instances in turn (one cookie jar, as a
 *  browser behind a round-robin load balancer). */
function roundRobinClient(instances: FastifyInstance[], ip: string): TestClient {
  let turn = 0;
  const inject = (opts: InjectOptions) => instances[turn++ % instances.length]!.inject({ ...opts, remoteAddress: ip });
  return new TestClient({ inject } as unknown as FastifyInstance);
}

/** An address of the documentation range not used before (Redis keeps counters between runs). */
const freshIp = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/** Two instances on one database, with `env`; `a` is the first, `b` shares its database. */
async function twoInstances(env: Record<string, string>) {
  const a = await createTestApp({ rateLimits: LIMITS, env });
  const b = await createTestApp({ rateLimits: LIMITS, env, sameDatabaseAs: a });
  return { a, b, close: async () => { await b.close(); await a.close(); } };
}

const sharedStores: { store: string; env: Record<string, string> }[] = [
  ...(onPostgres ? [{ store: 'PostgreSQL’s table rate_limits', env: {} }] : []),
  ...(redisUrl ? [{ store: 'Redis', env: { REDIS_URL: redisUrl } }] : []),
];

for (const { store, env } of sharedStores) {
  describe(`two instances with their counters in ${store}`, () => {
    let two: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => { two = await twoInstances(env); });
    afterAll(async () => two?.close());

    it('refuses the sixth login of an IP in a minute whichever instance answers it', async () => {
      const ip = freshIp();
      const visitor = roundRobinClient([two.a.app, two.b.app], ip);
      for (let i = 0; i < LIMITS.loginPerMinute; i++) {
        const res = await visitor.post(`${API}/auth/login`, { Email: `niemand${i}@example.org`, Password: 'falsches-passwort' });
        expect(res.statusCode, res.body).toBe(401);
      }
      for (const app of [two.a.app, two.b.app]) {
        const res = await roundRobinClient([app], ip).post(`${API}/auth/login`, { Email: `andere-${app === two.a.app ? 'a' : 'b'}@example.org`, Password: 'falsches-passwort' });
        expect(res.statusCode).toBe(429);
        expect(res.json().Message).toBe('Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.');
      }
      // Another IP is counted on its own.
      expect((await roundRobinClient([two.b.app], freshIp()).post(`${API}/auth/login`, { Email: 'dritte@example.org', Password: 'x' })).statusCode).toBe(401);
    });

    it('counts an anonymous visitor’s points on both instances together', async () => {
      const world = await createPointsWorld(two.a);
      const ip = freshIp();
      const visitor = roundRobinClient([two.a.app, two.b.app], ip);
      for (let i = 0; i < LIMITS.anonPointsPerHour; i++) {
        const res = await visitor.post(`${API}/gis/point`, { Layer: world.layers.plain, Latitude: 51.3, Longitude: 9.47 });
        expect(res.statusCode, res.body).toBe(200);
      }
      const refused = await visitor.post(`${API}/gis/point`, { Layer: world.layers.plain, Latitude: 51.3, Longitude: 9.47 });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
}

// On PostgreSQL the cases above take its place.
if (!onPostgres) describe('two instances on SQLite', () => {
  it('count in their own memory: SQLite is served by one process, so a second instance starts with its own counters', async () => {
    const two = await twoInstances({});
    try {
      const ip = freshIp();
      const login = (app: FastifyInstance, i: number) => roundRobinClient([app], ip).post(`${API}/auth/login`, { Email: `niemand${i}@example.org`, Password: 'x' });
      for (let i = 0; i < LIMITS.loginPerMinute; i++) expect((await login(two.a.app, i)).statusCode).toBe(401);
      expect((await login(two.a.app, 10)).statusCode).toBe(429);
      expect((await login(two.b.app, 11)).statusCode).toBe(401);
    } finally {
      await two.close();
    }
  });
});

describe('periodic tasks run on one instance at a time (leases)', () => {
  let two: Awaited<ReturnType<typeof twoInstances>>;
  beforeAll(async () => { two = await twoInstances({}); });
  afterAll(async () => two?.close());

  it('gives a lease to one holder until it expires; its holder renews it', async () => {
    const { db } = two.a;
    const now = Date.now();
    expect(await takeLease(db, 'probe', 'a', 1000, now)).toBe(true);
    expect(await takeLease(two.b.db, 'probe', 'b', 1000, now + 10)).toBe(false);
    expect(await takeLease(db, 'probe', 'a', 1000, now + 500)).toBe(true);
    expect(await takeLease(two.b.db, 'probe', 'b', 1000, now + 1400)).toBe(false);
    expect(await takeLease(two.b.db, 'probe', 'b', 1000, now + 1500)).toBe(true);
    expect(await takeLease(db, 'probe', 'a', 1000, now + 1600)).toBe(false);
  });

  it('runs a task started on both instances at once on exactly one of them, period after period', async () => {
    const runs: string[] = [];
    const task = (who: string) => async () => { runs.push(who); return 1; };
    for (let period = 0; period < 5; period++) {
      const results = await Promise.all([
        runLeased(task('a'), { db: two.a.db, name: 'sweep', holder: 'a', intervalMs: 60_000 }),
        runLeased(task('b'), { db: two.b.db, name: 'sweep', holder: 'b', intervalMs: 60_000 }),
      ]);
      expect(results.filter((r) => r === 1)).toHaveLength(1);
    }
    expect(runs).toHaveLength(5);
  });

  it('purges rate-limit counters whose window ended more than an hour ago', async () => {
    const { db } = two.a;
    const now = Date.now();
    await db.insertInto('rate_limits').values([
      { key: 'alt', points: 3, expire: now - 3700_000 }, { key: 'frisch', points: 1, expire: now + 60_000 },
    ]).execute();
    expect(await purgeExpiredLimits(db, now)).toBe(1);
    expect((await db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key)).toEqual(['frisch']);
  });
});
