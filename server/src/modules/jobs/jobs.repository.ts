import type { Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { JobRow, JobsTable } from '../../db/schema.js';

/** SQL of the jobs module (migration 2026_11_28_1500_jobs). */

/** How many jobs a user's list shows at most, newest first. */
const LIST_LIMIT = 50;

export const insertJob = (db: Db, row: JobRow) => db.insertInto('jobs').values(row).execute();

export const findJobById = (db: Db, id: string): Promise<JobRow | undefined> => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

/** The newest LIST_LIMIT jobs of `userId` (index jobs_user). */
export const listJobsOfUser = (db: Db, userId: string): Promise<JobRow[]> =>
  db.selectFrom('jobs').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute();

/** Changes a job; only while it is queued or running unless `finished` is false (a finished job
 *  stays as it ended). Answers whether a row changed. */
export async function updateJobRow(db: Db, id: string, changes: Updateable<JobsTable>, onlyActive = true): Promise<boolean> {
  let q = db.updateTable('jobs').set(changes).where('id', '=', id);
  if (onlyActive) q = q.where('state', 'in', ['queued', 'running']);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks failed, with `message`, every queued or running job whose heartbeat is older than
 *  `before` (ISO 8601): left by a process that stopped. Answers how many. It reads first and
 *  writes only when there is such a job, so that the frequent callers (the job list) take no write
 *  lock on SQLite while a background thread holds it. */
export async function failStaleJobs(db: Db, before: string, message: string, now: string): Promise<number> {
  const stale = await db.selectFrom('jobs').select('id').where('state', 'in', ['queued', 'running']).where('heartbeat_at', '<', before).limit(1).executeTakeFirst();
  if (!stale) return 0;
  const result = await db.updateTable('jobs').set({ state: 'failed', message, finished_at: now })
    .where('state', 'in', ['queued', 'running']).where('heartbeat_at', '<', before).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Jobs whose file expired before `now` (index jobs_expires), at most `limit`. */
export const listExpiredJobs = (db: Db, now: string, limit: number): Promise<JobRow[]> =>
  db.selectFrom('jobs').selectAll().where('expires_at', '<', now).orderBy('expires_at').limit(limit).execute();

/** Deletes a job's row (the sweep, after its file). */
export const deleteJobRow = (db: Db, id: string) => db.deleteFrom('jobs').where('id', '=', id).execute();
