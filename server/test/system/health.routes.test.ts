import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNREACHABLE, MIGRATIONS_PENDING } from '../../src/modules/system/health.service.js';
import { TestClient } from '../client.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { german } from '../../src/i18n/messages.js';

/** GET /api/v1/health and /api/v1/ready for load balancers. */

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t?.close());

const migrationTable = 'kysely_migration' as never;

describe('health and readiness', () => {
  it('answers 200 without login, sets no session cookie and is not cached', async () => {
    for (const path of ['/api/v1/health', '/api/v1/ready']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.json()).toEqual({ Status: 'ok' });
      expect(res.headers['set-cookie'], path).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await new TestClient(t.app).get('/api/v1/openapi.json')).json() as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    for (const path of ['/health', '/ready']) {
      expect(Object.keys(doc.paths[path]!.get!.responses).sort(), path).toEqual(['200', '503']);
    }
  });

  it('is not ready (503, German) while a migration of this build has not run', async () => {
    const last = await t.db.selectFrom(migrationTable).select('name' as never).orderBy('name' as never, 'desc').executeTakeFirstOrThrow() as { name: string };
    const row = await t.db.selectFrom(migrationTable).selectAll().where('name' as never, '=', last.name as never).executeTakeFirstOrThrow();
    await t.db.deleteFrom(migrationTable).where('name' as never, '=', last.name as never).execute();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ Message: german(MIGRATIONS_PENDING) });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await t.db.insertInto(migrationTable).values(row as never).execute();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
  });
});

describe('a database that cannot be reached', () => {
  it('makes /ready answer 503 with a German message while /health stays 200', async () => {
    const app = await createTestApp();
    try {
      await app.db.destroy();
      const res = await app.app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ Message: german(DATABASE_UNREACHABLE) });
      expect((await app.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});
