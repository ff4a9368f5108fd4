import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp, type AppDeps } from './app.js';
import { bootstrap, ensureSecret } from './bootstrap.js';
import type { Config } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';

/** Opens the database, runs the migrations and the first-start set-up, and builds the app.
 *  `pgSearchPath` isolates tests in their own PostgreSQL schema; `rateLimits` lets tests raise or
 *  lower the per-IP limits; `onRoute` hears of every registered route (tests). */
export async function createServer(
  config: Config,
  options: { pgSearchPath?: string; rateLimits?: AppDeps['rateLimits']; onRoute?: AppDeps['onRoute'] } = {},
): Promise<FastifyInstance> {
  const db = openDatabase(config.database, options);
  try {
    await migrateToLatest(db);
    const secret = await ensureSecret(db, 'xsrf-hmac');
    await bootstrap(db, config, pino({ level: config.logLevel }));
    return await buildApp({ config, db, secret, rateLimits: options.rateLimits, onRoute: options.onRoute });
  } catch (err) {
    await db.destroy();
    throw err;
  }
}
