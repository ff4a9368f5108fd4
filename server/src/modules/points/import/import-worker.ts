import type { ImportPreview, ImportResult } from '@mitmachkarte/contract';
import { sql } from 'kysely';
import type { Actor } from '../../../access/actor.js';
import { openInThread, type DatabaseOpening, type Db } from '../../../db/database.js';
import { AppError, validation } from '../../../lib/app-error.js';
import { lowerThisThreadPriority } from '../../../lib/thread-priority.js';
import { insertImportedRows } from './points-import-insert.service.js';
import { checkImport, type ImportRequest, type ImportTarget } from './check.js';
import { say } from '../../../i18n/messages.js';

/** The import's worker thread (docs/decisions/0024): reads and checks a file and, for an import,
 *  inserts its rows on a database connection of its own, so that the server's event loop never
 *  waits for it. Loaded by piscina (import-pool.ts), one task at a time; plain data in and out. */

/** A preview or an import handed to the worker: the file, the target the main thread's rights
 *  check found, the actor (author of the entries and of the audit entry) and how the server's
 *  database was opened (openDatabase's arguments; a connection of its own for an import). */
export type ImportTask = ImportRequest & ImportTarget & { kind: 'preview' | 'run'; actor: Actor; opening: DatabaseOpening };

/** What the worker answers: the route's answer, or the AppError that ends it as plain data. */
export type ImportOutcome =
  | { preview: ImportPreview }
  | { result: ImportResult }
  | { refused: { code: AppError['code']; message: string; errors?: AppError['errors']; retryAfterSeconds?: number } };

// This thread yields the CPU to the main thread (lib/thread-priority.ts).
lowerThisThreadPriority();

/** Runs `task`; an AppError (a German 4xx) comes back as `refused`, any other error is thrown
 *  (piscina hands it to the main thread, a 500 there). */
export default async function runImportTask(task: ImportTask): Promise<ImportOutcome> {
  try {
    return task.kind === 'preview' ? { preview: previewOf(task) } : { result: await importRows(task) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { refused: { code: error.code, message: error.message, errors: error.errors, retryAfterSeconds: error.retryAfterSeconds } };
  }
}

/** The preview (docs/product.md §18.6): the file's fields, the mapping, its first rows as they
 *  would be stored and the rows refused with why. Writes nothing. */
function previewOf(task: ImportTask): ImportPreview {
  const { file, first, refused, refusedCount, mapping } = checkImport(task, task, false);
  return { Format: file.format, Rows: file.rows, Fields: file.fields, Mapping: mapping, RefusedCount: refusedCount, Refused: refused, First: first };
}

/** The import: every row of the file as an entry, all in one transaction with its audit entry
 *  (points-import-insert.service.ts), or none (400 naming the refused rows). The rows are read
 *  and checked before the transaction begins, so that it holds the database's write lock only
 *  for the insert. */
async function importRows(task: ImportTask): Promise<ImportResult> {
  const { layer, actor } = task;
  const { file, checked, refused, refusedCount } = checkImport(task, task, true);
  const label = (row: number) => (file.format === 'csv' ? `Zeile ${row}` : `Objekt ${row}`);
  if (refusedCount > 0) {
    throw validation(say('rowsRefused', { refused: refusedCount, rows: file.rows }),
      refused.map((r) => ({ Field: label(r.Row), Message: r.Messages.join(' ') })));
  }
  // Its own connection, which may wait for the lock as long as an import may take.
  const db = openInThread(task.opening);
  try {
    const sqlite = task.opening.database.kind === 'sqlite';
    if (sqlite) await withoutAutoCheckpoint(db);
    await insertImportedRows(db, actor, layer, checked, { format: file.format, name: task.name });
    if (sqlite) await checkpoint(db);
  } finally {
    await db.destroy();
  }
  return { Imported: checked.length };
}

/** SQLite only: the import's commit does not copy its pages from the write-ahead log into the
 *  database file (wal_autocheckpoint off on this connection); `checkpoint` does so afterwards. */
const withoutAutoCheckpoint = (db: Db) => sql`PRAGMA wal_autocheckpoint = 0`.execute(db);

/** Copies the import's pages from SQLite's write-ahead log into the database file here, on the
 *  worker's thread, in a FULL checkpoint, which keeps other writers out while it runs (they get
 *  the 429 of db/sqlite-lock-wait.ts). Otherwise the server's next commit would copy what is left
 *  on the main thread (SQLite checkpoints a log of more than 1,000 pages at a commit), and its
 *  commits would wait for the disk behind the copy of hundreds of MB: the benchmark saw the event
 *  loop stall 100–280 ms in an fsync at the end of a 1,000,000-row import. This connection may
 *  block its own thread: it waits up to CHECKPOINT_WAIT_MS for readers of older snapshots. Never
 *  fails the import, which is committed by then. */
async function checkpoint(db: Db): Promise<void> {
  try {
    await sql.raw(`PRAGMA busy_timeout = ${CHECKPOINT_WAIT_MS}`).execute(db);
    await sql`PRAGMA wal_checkpoint(FULL)`.execute(db);
  } catch {
    // The import is committed; what is not copied now, later commits copy.
  }
}
const CHECKPOINT_WAIT_MS = 5000;
