import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/ids.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import { listJobFiles, removeJobFile } from './job-files.js';
import { deleteJobRow, findJobById, listExpiredJobs } from './jobs.repository.js';
import { failInterruptedJobs } from './jobs.service.js';

/** The hourly sweep of jobs (docs/decisions/0022): jobs left by a stopped process are marked
 *  failed, every job whose expiry passed goes, its file first, then its row, and files without a
 *  job (it went with its account) go once they are ORPHAN_AGE_MS old. */

const SWEEP_BATCH = 500;
/** A file without a job is removed once it has not been written for this long (ms): a job's part
 *  file is written before the heartbeat could mark it failed. */
const ORPHAN_AGE_MS = 3600_000;

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
    if (expired.length < SWEEP_BATCH) break;
  }
  for (const file of await listJobFiles(dataDir)) {
    if (Date.now() - file.modifiedMs < ORPHAN_AGE_MS || await findJobById(db, file.jobId)) continue;
    await removeJobFile(dataDir, file.key);
    removed++;
  }
  return removed;
}

/** Runs sweepJobs hourly on one instance at a time (lib/periodic.ts); returns the stop function. */
export const scheduleJobSweep = (db: Db, dataDir: string, log: FastifyBaseLogger) =>
  schedulePeriodic(log, { done: 'expired jobs removed', failed: 'job sweep failed' }, () => sweepJobs(db, dataDir), { db, name: 'job-sweep' });
