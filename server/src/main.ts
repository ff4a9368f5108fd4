#!/usr/bin/env node
/** Mitmachkarte server CLI: `node dist/main.js [start|migrate]`. `start` (default) migrates, runs
 *  the first-start set-up, listens on HOST:PORT, sweeps unused images hourly and closes
 *  gracefully on SIGTERM/SIGINT. */
import { loadConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { scheduleImageSweep } from './modules/images/images-sweep.service.js';
import { createServer } from './server.js';

async function main(command: string) {
  const config = loadConfig();
  if (command === 'migrate') {
    const db = openDatabase(config.database);
    await migrateToLatest(db);
    await db.destroy();
    return;
  }
  if (command !== 'start') throw new Error(`Unknown command "${command}" (start, migrate)`);
  const app = await createServer(config);
  // Images that no point or category uses are removed after a day (issue 7).
  const stopImageSweep = scheduleImageSweep(app.db, app.imageStore, app.log);
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 30_000).unref();
    stopImageSweep();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

main(process.argv[2] ?? 'start').catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
