import { stat } from 'node:fs/promises';
import type { MessagePort } from 'node:worker_threads';
import type { Language, PointsExportFormat } from '@mitmachkarte/contract';
import { sql } from 'kysely';
import { type DatabaseOpening, openInThread } from '../../../db/database.js';
import { dialectOf } from '../../../db/dialect.js';
import type { LayerRow } from '../../../db/schema.js';
import type { ReviewWhere } from '../query/query-filter.js';
import { writeExportFile } from './points-export.file.js';
import { countPointsToExport, readExportSource } from './points-export-read.service.js';
import { lowerThisThreadPriority } from '../../../lib/thread-priority.js';

/** The export of a layer on a background thread (lib/background-threads.ts, docs/decisions/0022):
 *  never imported by the server's main thread, only run by the pool. It opens its own connection
 *  to the app's database, reads the layer's points page by page and writes the file; with
 *  `jobId` it marks the job 'running' and writes its progress (jobs.progress_done of progress_total entries) at most
 *  every PROGRESS_EVERY_MS; with `port` it posts there how many bytes of the file are on disk as
 *  it writes (the download sends them while the file grows, lib/growing-file.ts) and stops when it
 *  is sent 'abort' (the client left). The rights were checked on the main thread before. */

/** What the main thread sends: the database, the layer row as read by the rights check, the
 *  filter resolved there (so that a bad one answers 400 before any thread starts; without one,
 *  every point the moderation let through), the format, PUBLIC_URL (image links), the language of
 *  the headers for people (the requester's; German when left out), the new file to write, the job
 *  to report to, if any, and the port to report the bytes written to, if any (moved to this
 *  thread). */
export type ExportTask = {
  opening: DatabaseOpening; layer: LayerRow; where?: ReviewWhere; format: PointsExportFormat; publicUrl: string; language?: Language; file: string; jobId?: string;
  port?: MessagePort;
};
/** What the port carries: to the main thread the bytes on disk; to the worker 'abort'. */
export const EXPORT_ABORT = 'abort';
/** What it answers: the entries exported and the file's size in bytes. */
export type ExportResult = { points: number; bytes: number };

const PROGRESS_EVERY_MS = 500;
/** SQLite's page cache of the export's connection, KiB: the export reads each page of the table
 *  once, in order, so a cache as large as the server's (32 MiB, db/database.ts) only grew the
 *  process by that much (bench/README.md, exports). */
const EXPORT_CACHE_KIB = 2048;

// This thread yields the CPU to the main thread (lib/thread-priority.ts).
lowerThisThreadPriority();

export default async function exportLayer(task: ExportTask): Promise<ExportResult> {
  const db = openInThread(task.opening);
  try {
    if (dialectOf(db) === 'sqlite') await sql.raw(`pragma cache_size = -${EXPORT_CACHE_KIB}`).execute(db);
    const { jobId } = task;
    let points = 0;
    let reported = 0;
    if (jobId) {
      const total = await countPointsToExport(db, task.layer.id, task.where);
      await db.updateTable('jobs').set({ state: 'running', progress_total: total, progress_done: 0 }).where('id', '=', jobId).where('state', '=', 'queued').execute();
    }
    const onPoints = async (done: number) => {
      points = done;
      if (!jobId || Date.now() - reported < PROGRESS_EVERY_MS) return;
      reported = Date.now();
      await db.updateTable('jobs').set({ progress_done: done }).where('id', '=', jobId).execute();
    };
    const aborted = new AbortController();
    task.port?.on('message', (message) => {
      if (message === EXPORT_ABORT) aborted.abort();
    });
    const source = { ...readExportSource(db, task.layer, task.publicUrl, task.where, onPoints), ...(task.language ? { language: task.language } : {}) };
    await writeExportFile(source, task.layer.name, task.format, task.file, {
      onWritten: (bytes) => task.port?.postMessage(bytes), signal: aborted.signal,
    });
    return { points, bytes: (await stat(task.file)).size };
  } finally {
    task.port?.close();
    await db.destroy();
  }
}
