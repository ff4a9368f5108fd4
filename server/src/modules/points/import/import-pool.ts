import type { Piscina } from 'piscina';
import type { ImportPreview, ImportResult } from '@mitmachkarte/contract';
import { AppError } from '../../../lib/app-error.js';
import { workerModule } from '../../../lib/background-threads.js';
import type { ImportOutcome, ImportTask } from './import-worker.js';

/** The import's worker thread (docs/decisions/0024): one per server process, started with the
 *  first import (piscina is loaded then, not at start-up, docs/runtime.md §1) and ended
 *  after a minute idle. One import at a time runs anyway (points-import.service.ts, oneAtATime). */

/** The worker's entry beside this module: import-worker.js of the build (tsc's file in dist/,
 *  which the bundle keeps, server/scripts/bundle.mjs), or import-worker.ts when the tests run the
 *  sources, which tsx's loader then compiles (as modules/images/decode-pool.ts does). */
const ENTRY = workerModule(import.meta.url, 'import-worker');
const EXEC_ARGV = ENTRY.endsWith('.ts') ? ['--import', 'tsx'] : [];

let pool: Promise<Piscina> | undefined;
const getPool = () => (pool ??= import('piscina').then(({ Piscina: Pool }) => new Pool({
  filename: ENTRY,
  execArgv: EXEC_ARGV,
  minThreads: 0,
  maxThreads: 1,
  idleTimeout: 60_000,
})));

/** The preview of `task` (kind 'preview'), made on the import's worker thread. */
export const previewOnImportWorker = async (task: Omit<ImportTask, 'kind'>): Promise<ImportPreview> =>
  ((await runOnImportWorker({ ...task, kind: 'preview' })) as { preview: ImportPreview }).preview;

/** The import of `task` (kind 'run'), made on the import's worker thread. */
export const importOnImportWorker = async (task: Omit<ImportTask, 'kind'>): Promise<ImportResult> =>
  ((await runOnImportWorker({ ...task, kind: 'run' })) as { result: ImportResult }).result;

/** Runs `task` on the import's worker thread and answers its outcome; a refusal there (a German
 *  4xx) is thrown here as the AppError it was. The file's bytes are moved to the worker, not
 *  copied, where they own their memory (`task.bytes` is then empty here). */
async function runOnImportWorker(task: ImportTask): Promise<Exclude<ImportOutcome, { refused: unknown }>> {
  const { bytes } = task;
  const owned = bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const moved = owned ? bytes : new Uint8Array(bytes);
  const outcome = await (await getPool()).run({ ...task, bytes: moved }, { transferList: [moved.buffer as ArrayBuffer] }) as ImportOutcome;
  if ('refused' in outcome) {
    const { code, message, errors, retryAfterSeconds } = outcome.refused;
    throw new AppError(code, message, errors, retryAfterSeconds);
  }
  return outcome;
}
