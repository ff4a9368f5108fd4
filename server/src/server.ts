import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp, type AppDeps } from './app.js';
import { bootstrap, ensureSecret } from './bootstrap.js';
import { setPasswordHashCost } from './lib/password.js';
import type { Config } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { createConfiguredImageStore } from './modules/images/configured-image-store.js';
import { loggerOptions } from './plugins/logging.js';

/** Opens the database, runs the migrations and the first-start set-up, and builds the app.
 *  `pgSearchPath` isolates tests in their own PostgreSQL schema; `rateLimits` lets tests raise or
 *  lower the per-IP limits; `onRoute` hears of every registered route (tests); `logStream`
 *  receives the log lines instead of stdout; `checkAnswers` checks every answer against its zod
 *  schema (tests). */
export async function createServer(
  config: Config,
  options: { pgSearchPath?: string } & Pick<AppDeps, 'rateLimits' | 'onRoute' | 'logStream' | 'checkAnswers'> = {},
): Promise<FastifyInstance> {
  setPasswordHashCost(config.passwordHashCost);
  const db = openDatabase(config.database, options);
  try {
    await migrateToLatest(db);
    const secret = await ensureSecret(db, 'xsrf-hmac');
    const imageStore = createConfiguredImageStore(config);
    await bootstrap(db, config, pino(loggerOptions(config), options.logStream), imageStore);
    return await buildApp({ config, db, secret, imageStore, rateLimits: options.rateLimits, onRoute: options.onRoute, logStream: options.logStream, checkAnswers: options.checkAnswers });
  } catch (err) {
    await db.destroy();
    throw err;
  }
}
