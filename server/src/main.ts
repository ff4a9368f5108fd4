#!/usr/bin/env node
/** Mitmachkarte server CLI: `node dist/main.js [start|migrate|backup <file>|restore <file>|fsck [--repair]|staff-sign-in-off]`.
 *  `start` (default) migrates, runs the first-start set-up, listens on HOST:PORT, sends comment
 *  digests to followers every minute and the team's daily and weekly digests (looked for every five minutes), sweeps unused images, expired idempotency keys, sessions,
 *  rate-limit counters, never activated registrations and expired job files hourly, applies the retention periods
 *  daily (each on one instance at a time, lib/periodic.ts) and shuts down gracefully on SIGTERM/SIGINT: new requests get 503, running ones finish, the mail outbox is drained once, the
 *  database is closed, and the process exits within 30 s. `backup`, `restore`, `fsck` and
 *  `staff-sign-in-off` (the break-glass of docs/security.md, Staff sign-in through the
 *  organisation's provider) are in
 *  cli/ (README "Backup and restore"), loaded only for their command so that `start` does not load
 *  tar (docs/runtime.md §1). */
import { loadConfig } from './config.js';
import { migrateToLatest, openDatabase } from './db/database.js';
import { scheduleDeadSessionPurge } from './modules/auth/sessions.service.js';
import { scheduleJobSweep } from './modules/jobs/jobs-sweep.service.js';
import { failInterruptedJobs } from './modules/jobs/jobs.service.js';
import { scheduleIdempotencyKeyPurge } from './modules/idempotency/idempotency.service.js';
import { warmDecoders } from './modules/images/image-processing.js';
import { scheduleImageSweep } from './modules/images/images-sweep.service.js';
import { scheduleCommentDigests } from './modules/notifications/comment-digest.service.js';
import { scheduleTeamDigests } from './modules/team-notifications/team-digest.service.js';
import { scheduleAlertDigests } from './modules/area-alerts/alert-digest.service.js';
import { scheduleRetention } from './modules/retention/retention-run.service.js';
import { schedulePhases } from './modules/phases/phases-apply.service.js';
import { schedulePendingAccountPurge } from './modules/users/users.service.js';
import { createServer } from './server.js';
import { scheduleLimitPurge } from './lib/limit-store.js';

/** The whole shutdown, from the signal to the exit, may take this long; then the process exits 1. */
const SHUTDOWN_LIMIT_MS = 30_000;
/** Time between listening and starting the image decoders (ms). */
const DECODER_WARM_DELAY_MS = 100;

async function start() {
  const config = loadConfig();
  const app = await createServer(config);
  // Images that no point or category uses are removed after a day.
  const stopImageSweep = scheduleImageSweep(app.db, app.imageStore, app.log);
  const stopKeyPurge = scheduleIdempotencyKeyPurge(app.db, app.log);
  const stopAccountPurge = schedulePendingAccountPurge(app.db, app.log);
  const stopSessionPurge = scheduleDeadSessionPurge(app.db, app.log);
  const stopDigests = scheduleCommentDigests(app.db, app.notificationDeps, app.log);
  const stopTeamDigests = scheduleTeamDigests(app.db, app.notificationDeps, app.log);
  const stopAlertDigests = scheduleAlertDigests(app.db, app.notificationDeps, app.log);
  const stopLimitPurge = scheduleLimitPurge(app.db, app.log);
  // Storage limitation, daily: anonymises projects past their period, warns and deletes inactive accounts.
  const stopRetention = scheduleRetention(app.db, { store: app.imageStore, config: app.config }, app.log);
  // Background jobs (docs/decisions/0022): those left by a crash are marked failed now, expired
  // files removed hourly.
  await failInterruptedJobs(app.db);
  const stopJobSweep = scheduleJobSweep(app.db, app.config.dataDir, app.log);
  // Phases that act (docs/product.md §25.4): each project's current phase applied every minute.
  const stopPhases = schedulePhases(app.db, app.log);
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    const timer = setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s: exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    stopImageSweep();
    stopKeyPurge();
    stopAccountPurge();
    stopSessionPurge();
    stopDigests();
    stopTeamDigests();
    stopAlertDigests();
    stopLimitPurge();
    stopRetention();
    stopJobSweep();
    stopPhases();
    // Stops accepting, answers new requests with 503, waits for running ones, drains the mail
    // outbox once and closes the database (plugins/shutdown.ts, app.ts).
    await app.closeGracefully();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  // The image decoders start a moment after listening: the first uploads after a restart find
  // them ready, and the first answers are not delayed by their start (two forks hold the main
  // thread about 25 ms; docs/decisions/0021).
  setTimeout(warmDecoders, DECODER_WARM_DELAY_MS).unref();
}

async function main(command: string, args: string[]): Promise<number> {
  switch (command) {
    case 'start':
      await start();
      return 0;
    case 'migrate': {
      const db = openDatabase(loadConfig().database);
      await migrateToLatest(db);
      await db.destroy();
      return 0;
    }
    case 'backup':
      return (await import('./cli/backup.js')).backup(loadConfig(), args);
    case 'restore':
      return (await import('./cli/restore.js')).restore(loadConfig(), args);
    case 'fsck':
      return (await import('./cli/fsck.js')).fsck(loadConfig(), args);
    case 'staff-sign-in-off':
      return (await import('./cli/staff-sign-in-off.js')).staffSignInOff(loadConfig(), args);
    default:
      throw new Error(`Unknown command "${command}" (start, migrate, backup, restore, fsck, staff-sign-in-off)`);
  }
}

main(process.argv[2] ?? 'start', process.argv.slice(3)).then((code) => {
  if (code !== 0) process.exit(code);
}, (err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
