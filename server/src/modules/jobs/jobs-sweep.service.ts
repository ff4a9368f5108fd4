import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/ids.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import { removeJobFile } from './job-files.js';
import { deleteJobRow, listExpiredJobs } from './jobs.repository.js';
import { failInterruptedJobs } from './jobs.service.js';

/** The hourly sweep of jobs (docs/decisions/0022): jobs left by a stopped process are marked
 *  failed, and every job whose expiry passed goes, its file first, then its row. */

const SWEEP_BATCH = 500;

/** One sweep; answers how many jobs went. */
export async function sweepJobs(db: Db, dataDir: string): Promise<number> {
  await failInterruptedJobs(db);
  let removed = 0;
  for (;;) {
    const expired = await listExpiredJobs(db, nowIso(), SWEEP_BATCH);
    for (const job of expired) {
      if (job.file_key) await removeJobFile(dataDir, job.file_key);
      await removeJobFile(dataDir, `${job.id}.part`);
      await deleteJobRow(db, job.id);
    }
    removed += expired.length;
    if (expired.length < SWEEP_BATCH) return removed;
  }
}

/** Runs sweepJobs hourly on one instance at a time (lib/periodic.ts); returns the stop function. */
export const scheduleJobSweep = (db: Db, dataDir: string, log: FastifyBaseLogger) =>
  schedulePeriodic(log, { done: 'expired jobs removed', failed: 'job sweep failed' }, () => sweepJobs(db, dataDir), { db, name: 'job-sweep' });
