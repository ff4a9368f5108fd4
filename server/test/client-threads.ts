import { Worker } from 'node:worker_threads';

/** A client of a timed test or benchmark in a worker thread of its own, so that its work is
 *  neither counted as the server's (which runs on the main thread) nor delays another client.
 *  `script` is CommonJS run with `eval` and gets `workerData`; `next` sends it a message (if
 *  given) and waits for its next one. */
export function startClientThread(script: string, workerData: Record<string, unknown>, transferList: ArrayBuffer[] = []) {
  const worker = new Worker(script, { eval: true, workerData, transferList });
  const next = <T>(message?: string) => new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    if (message) worker.postMessage(message);
  });
  return { worker, next };
}
