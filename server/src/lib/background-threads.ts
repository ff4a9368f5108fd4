import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { TransferListItem } from 'node:worker_threads';
import type { Piscina } from 'piscina';
import { AppError } from './app-error.js';
import { say } from '../i18n/messages.js';

/** Work on big layers — the exports of docs/product.md §18.4 and deleting a layer's entries in
 *  batches — runs on worker threads of its own, never on the main thread, whose event loop keeps
 *  answering every other request meanwhile (docs/decisions/0022, docs/security.md, Big layers).
 *  Each task names its worker module (a file exporting a default async function of the task),
 *  which opens its own database connection (db/database.ts openingOf). The pool (and piscina)
 *  is loaded on the first task, not at start-up (docs/runtime.md §1); idle threads end
 *  after BACKGROUND_IDLE_MS. */

/** Threads at once: two, or one on a single core. Each holds a database connection and, for an
 *  XLSX, ExcelJS's buffers (~100 MB at most); the main thread keeps its core's share meanwhile. */
export const BACKGROUND_THREADS = Math.max(1, Math.min(2, availableParallelism()));
/** Tasks that may wait for a thread; beyond, the request is refused (429). */
export const BACKGROUND_QUEUE = 32;
const BACKGROUND_IDLE_MS = 60_000;
/** V8's heap limits of a background thread: a young generation of 16 MiB (semi-spaces of about
 *  5 MiB instead of 16) keeps the garbage of a page of entries from growing the process by tens
 *  of MiB per thread (bench/README.md, exports). */
const BACKGROUND_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 64 };

export const BACKGROUND_BUSY = say('backgroundBusy');

let pool: Promise<Piscina> | undefined;
const getPool = () => (pool ??= import('piscina').then(({ Piscina: Pool }) => new Pool({
  minThreads: 0,
  maxThreads: BACKGROUND_THREADS,
  maxQueue: BACKGROUND_QUEUE,
  idleTimeout: BACKGROUND_IDLE_MS,
  resourceLimits: BACKGROUND_RESOURCE_LIMITS,
  // When the tests run the sources, the worker modules are TypeScript, which tsx's loader compiles.
  ...(import.meta.url.endsWith('.ts') ? { execArgv: ['--import', 'tsx'] } : {}),
})));

/** The worker module `name` beside the caller's module `near` (its import.meta.url): `name.js` of
 *  the build, or `name.ts` when the tests run the sources. */
export function workerModule(near: string, name: string): string {
  return fileURLToPath(new URL(`./${name}${near.endsWith('.ts') ? '.ts' : '.js'}`, near));
}

/** Runs `task` (plain data, structured-cloned to the thread; what `transfer` lists, such as a
 *  MessagePort in the task, is moved instead) with the default export of the worker module `file`
 *  (workerModule) on a background thread and answers its result. A full queue → RATE_LIMITED
 *  (429) with a German message; the worker's own errors are rethrown. */
export async function runInBackground<T, R>(file: string, task: T, transfer: TransferListItem[] = []): Promise<R> {
  try {
    return await (await getPool()).run(task, { filename: file, transferList: transfer }) as R;
  } catch (err) {
    if (err instanceof Error && /queue is at limit/i.test(err.message)) throw new AppError('RATE_LIMITED', BACKGROUND_BUSY);
    throw err;
  }
}
