import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { JOB_FILE_HOURS, type Job, type Language, type PointsExportFormat, SOURCE_LANGUAGE } from '@mitmachkarte/contract';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import type { JobRow, LayerRow } from '../../db/schema.js';
import { AppError, notFound, unauthenticated } from '../../lib/app-error.js';
import { BACKGROUND_BUSY } from '../../lib/background-threads.js';
import { conflictOnUnique } from '../../lib/db-errors.js';
import type { Download } from '../../lib/download.js';
import { asciiFileName } from '../../lib/file-name.js';
import { newId, nowIso } from '../../lib/ids.js';
import { exportFileNames, getExportableLayer, writeExportInBackground } from '../points/export/points-export.service.js';
import { keepJobFile, openJobFile, partFileOf, removeJobFile } from './job-files.js';
import { presentJob } from './jobs.presenter.js';
import { failStaleJobs, findJobById, insertJob, listJobsOfUser, updateJobRow } from './jobs.repository.js';
import { german, say } from '../../i18n/messages.js';

/** Background jobs of managers (docs/product.md §18.4, docs/decisions/0022): the export of a layer
 *  of any size as a job — written on a background thread while the server keeps answering, its
 *  progress in the job's row, the file kept JOB_FILE_HOURS for its owner's download. One queued or
 *  running job per user (index jobs_user_active). */

export type JobDeps = { dataDir: string; publicUrl: string; log: FastifyBaseLogger };

export const JOB_NOT_FOUND = say('jobNotFound');
export const JOB_RUNNING = say('jobRunning');
export const JOB_FILE_GONE = say('jobFileGone');
export const JOB_NOT_DONE = say('jobNotDone');
export const JOB_FAILED = say('jobFailed');
export const JOB_INTERRUPTED = say('jobInterrupted');

/** The instance running a job writes its heartbeat this often (ms); a queued or running job whose
 *  heartbeat is older than STALE_MS was left by a process that stopped, and is marked failed. */
const HEARTBEAT_MS = 30_000;
const STALE_MS = 4 * HEARTBEAT_MS;
const HOUR_MS = 3600_000;

/** The time now and JOB_FILE_HOURS later (ISO 8601): when a job ends and when its file expires. */
function endAndExpiry(): { finished_at: string; expires_at: string } {
  const now = Date.now();
  return { finished_at: new Date(now).toISOString(), expires_at: new Date(now + JOB_FILE_HOURS * HOUR_MS).toISOString() };
}

/** Marks failed the jobs left queued or running by a process that stopped (their heartbeat is
 *  older than STALE_MS): at start, before a new job, in the list and in the sweep. Answers how many. */
export const failInterruptedJobs = (db: Db): Promise<number> =>
  failStaleJobs(db, new Date(Date.now() - STALE_MS).toISOString(), german(JOB_INTERRUPTED), nowIso());

/** The actor's own job `id`, or NOT_FOUND (also for another user's: nobody learns it exists). */
async function getOwnJob(db: Db, actor: Actor, id: string): Promise<JobRow> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  const job = await findJobById(db, id);
  if (!job || job.user_id !== actor.userId) throw notFound(JOB_NOT_FOUND);
  return job;
}

/** POST /gis/exports/{layerId}?format=…: a manager of the layer (401/403/404 as the export
 *  routes) starts its export in `format` as a job and gets it at once (202, state 'queued');
 *  CONFLICT (409) while they have a queued or running job. The headers for people are in
 *  `language`, the request's (docs/product.md §23.4): it goes with the job's task, since a job
 *  runs in the process that started it and is never resumed by another (a restart fails it). */
export async function startExportJob(db: Db, deps: JobDeps, actor: Actor, layerId: string, format: PointsExportFormat, language: Language = SOURCE_LANGUAGE): Promise<Job> {
  const layer = await getExportableLayer(db, actor, layerId);
  await failInterruptedJobs(db);
  const now = nowIso();
  const row: JobRow = {
    id: newId(), user_id: actor.userId!, kind: 'export', layer_id: layer.id, workspace_id: layer.workspace_id, layer_name: layer.name, format,
    state: 'queued', progress_done: 0, progress_total: 0, message: '', file_name: null, file_size: null, file_key: null,
    created_at: now, heartbeat_at: now, finished_at: null, expires_at: null,
  };
  await insertJob(db, row).catch(conflictOnUnique(JOB_RUNNING));
  void runExportJob(db, deps, row, layer, language);
  return presentJob(row);
}

/** Runs the export job `job` of `layer` to its end, its headers in `language`: the file written on a background thread into
 *  DATA_DIR/jobs (job-files.ts; the thread marks it 'running' when it starts), then the job 'done' with the file's name and size and an expiry
 *  JOB_FILE_HOURS ahead, or 'failed' with a German message (and the same expiry, so the sweep
 *  takes its row). A heartbeat marks the job as alive meanwhile. Never throws. */
async function runExportJob(db: Db, deps: JobDeps, job: JobRow, layer: LayerRow, language: Language): Promise<void> {
  const format = job.format as PointsExportFormat;
  const heartbeat = setInterval(() => void updateJobRow(db, job.id, { heartbeat_at: nowIso() }).catch(() => undefined), HEARTBEAT_MS).unref();
  try {
    const part = await partFileOf(deps.dataDir, job.id);
    const result = await writeExportInBackground(db, layer, format, deps.publicUrl, part, job.id, undefined, language).catch(async (err: unknown) => {
      await removeJobFile(deps.dataDir, `${job.id}.part`);
      throw err;
    });
    const key = await keepJobFile(deps.dataDir, job.id, format === 'csv-de' ? 'csv' : format);
    const names = exportFileNames(layer.name, format);
    const finished = await updateJobRow(db, job.id, {
      state: 'done', progress_done: result.points, progress_total: result.points, file_name: names.unicodeFileName ?? names.fileName,
      file_size: result.bytes, file_key: key, ...endAndExpiry(),
    });
    // Marked failed meanwhile (its heartbeat had stopped): the file is nobody's.
    if (!finished) await removeJobFile(deps.dataDir, key);
  } catch (err) {
    deps.log.error({ err, job: job.id }, 'export job failed');
    const message = german(err instanceof AppError && err.code === 'RATE_LIMITED' ? BACKGROUND_BUSY : JOB_FAILED);
    await updateJobRow(db, job.id, { state: 'failed', message, ...endAndExpiry() }).catch(() => undefined);
  } finally {
    clearInterval(heartbeat);
  }
}

/** GET /gis/jobs: the actor's own jobs, newest first (401 for anonymous visitors). */
export async function listJobs(db: Db, actor: Actor): Promise<Job[]> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  await failInterruptedJobs(db);
  return (await listJobsOfUser(db, actor.userId)).map(presentJob);
}

/** GET /gis/jobs/{id}: the actor's own job; NOT_FOUND for another's or an unknown one. */
export const getJob = async (db: Db, actor: Actor, id: string): Promise<Job> => presentJob(await getOwnJob(db, actor, id));

/** GET /gis/jobs/{id}/file: the finished job's file for its owner, while it has not expired, and
 *  only while they still manage the layer (the export's rights checked again: 403, or 404 when
 *  the layer is gone or invisible). NOT_FOUND for another's job, an expired or vanished file;
 *  CONFLICT while it is not done. */
export async function getJobFile(db: Db, deps: Pick<JobDeps, 'dataDir'>, actor: Actor, id: string): Promise<Download<Readable> & { size: number; format: PointsExportFormat }> {
  const job = await getOwnJob(db, actor, id);
  if (job.state === 'failed' || (job.state === 'done' && (!job.file_key || !job.expires_at || job.expires_at <= nowIso()))) throw notFound(JOB_FILE_GONE);
  if (job.state !== 'done') throw new AppError('CONFLICT', JOB_NOT_DONE);
  if (!job.layer_id) throw notFound(JOB_FILE_GONE);
  await getExportableLayer(db, actor, job.layer_id);
  const file = await openJobFile(deps.dataDir, job.file_key!);
  if (!file) throw notFound(JOB_FILE_GONE);
  const name = job.file_name ?? 'export';
  const dot = name.lastIndexOf('.');
  const fileName = asciiFileName(dot > 0 ? name.slice(0, dot) : name, dot > 0 ? name.slice(dot + 1) : 'bin');
  return { fileName, ...(fileName !== name ? { unicodeFileName: name } : {}), content: file.stream, size: file.size, format: job.format as PointsExportFormat };
}
