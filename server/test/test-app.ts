import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/database.js';
import type { AppDeps } from '../src/app.js';
import { createServer } from '../src/server.js';
import { fastJsonLoaded } from '../src/plugins/answer-serializer.js';
import { copyMigratedSqlite, createMigratedSchema, withPg } from './migrated-template.js';

export const ADMIN_EMAIL = 'admin@example.org';
export const ADMIN_PASSWORD = 'admin-passwort-1';

/** A test app: `schema` is its PostgreSQL schema (with TEST_DATABASE_URL; unused on SQLite). */
export type TestApp = { app: FastifyInstance; db: Db; dataDir: string; schema: string; close: () => Promise<void> };

/** A real app on a fresh database: a SQLite file in a temporary DATA_DIR, or, when
 *  TEST_DATABASE_URL is set, a new schema in that PostgreSQL database (dropped on close). The
 *  first-start set-up runs (admin ADMIN_EMAIL / ADMIN_PASSWORD); demo content only if `seedDemo`.
 *  `env` adds or overrides environment variables (e.g. SMTP_URL of a test SMTP peer);
 *  `rateLimits` overrides the per-IP limits of the mail-sending calls; `onRoute` hears of every
 *  route as it is registered; `logStream` receives the log lines (with env LOG_LEVEL, which is
 *  'silent' by default). `sameDatabaseAs`: a second instance on another app's database and
 *  DATA_DIR, as several server processes behind a load balancer (close it first). */
export async function createTestApp(
  opts: { seedDemo?: boolean; env?: Record<string, string>; sameDatabaseAs?: TestApp } & Pick<AppDeps, 'rateLimits' | 'onRoute' | 'logStream'> = {},
): Promise<TestApp> {
  const shared = opts.sameDatabaseAs;
  const dataDir = shared?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = shared?.schema ?? `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: pgUrl,
    SEED_DEMO: opts.seedDemo ? 'true' : 'false',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Cheap hashes for the many logins (docs/architecture.md §10); the production cost has its own tests.
    PASSWORD_HASH_COST: '10',
    // No address search leaves the machine; its tests start a local peer (geocoding.routes.test.ts).
    GEOCODER_URL: 'off',
    ...opts.env,
  });
  // A copy of a database migrated once (migrated-template.ts), unless the test names its own.
  if (!shared && config.database.kind === 'postgres' && config.database.url === pgUrl) await createMigratedSchema(pgUrl, schema);
  else if (pgUrl && !shared) await withPg(pgUrl, (c) => c.query(`CREATE SCHEMA ${schema}`));
  if (!shared && config.database.kind === 'sqlite' && !fs.existsSync(config.database.file)) await copyMigratedSqlite(config.database.file);
  const dropSchema = async () => {
    if (pgUrl && !shared) await withPg(pgUrl, (c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
  };
  // Answers are compared with zod's from the first one on (plugins/answer-serializer.ts).
  await fastJsonLoaded();
  const app = await createServer(config, { ...(pgUrl ? { pgSearchPath: schema } : {}), rateLimits: opts.rateLimits, onRoute: opts.onRoute, logStream: opts.logStream, checkAnswers: true }).catch(async (err: unknown) => {
    await dropSchema();
    throw err;
  });
  await app.ready();
  return {
    app,
    db: app.db,
    dataDir,
    schema,
    close: async () => {
      await app.close();
      if (shared) return;
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
