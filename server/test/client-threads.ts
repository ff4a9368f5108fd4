import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { mainThreadCpuMs } from './main-thread.js';

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

/** The clients of watchedPost. Both post 'ready' once started (the prober after warming its
 *  connection up with three GET /api/v1/health) and start at 'go'. The prober sends GET
 *  /api/v1/health every 10 ms (the first at once) until 'stop', then posts their times (ms;
 *  Infinity: no answer). The sender POSTs its bytes once and posts the status and the body's text
 *  (status 0 and the error when there was no answer). */
const CLIENT = `
const { parentPort, workerData: { role, base, url, headers, bytes, timeoutMs } } = require('node:worker_threads');
const health = async () => {
  const sent = performance.now();
  try {
    await (await fetch(base + '/api/v1/health', { signal: AbortSignal.timeout(timeoutMs) })).arrayBuffer();
    return performance.now() - sent;
  } catch {
    return Infinity;
  }
};
const send = async () => {
  try {
    const res = await fetch(url, { method: 'POST', headers, body: bytes, signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    return { status: 0, body: String(err) };
  }
};
parentPort.once('message', async () => {
  if (role === 'send') return parentPort.postMessage(await send());
  const times = [health()];
  const polling = setInterval(() => times.push(health()), 10);
  parentPort.once('message', async () => {
    clearInterval(polling);
    parentPort.postMessage(await Promise.all(times));
  });
});
(async () => {
  if (role === 'probe') for (let i = 0; i < 3; i++) await health();
  parentPort.postMessage('ready');
})();
`;

/** What a POST over HTTP got, and what it cost the server listening at `base` in this process:
 *  its wall time from 'go' to the answer, the CPU time of the main thread meanwhile, its longest
 *  event-loop delay (what a request arriving meanwhile waited at most) and the times of GET
 *  /api/v1/health sent every 10 ms meanwhile (ms). */
export type Watched = { status: number; body: string; ms: number; mainThreadMs: number; longestDelayMs: number; healthMs: number[] };

/** POSTs `bytes` to `url` with `headers` from one client thread while another polls /health
 *  (both as above), each waiting at most `timeoutMs`. */
export async function watchedPost(base: string, url: string, headers: Record<string, string>, bytes: Buffer, timeoutMs: number): Promise<Watched> {
  const copy = new Uint8Array(bytes);
  const sender = startClientThread(CLIENT, { role: 'send', url, headers, bytes: copy, timeoutMs }, [copy.buffer]);
  const prober = startClientThread(CLIENT, { role: 'probe', base, timeoutMs });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  try {
    await Promise.all([sender.next(), prober.next()]);
    const cpu = mainThreadCpuMs();
    const started = performance.now();
    delay.enable();
    const probing = prober.next<number[]>('go');
    const answer = await sender.next<{ status: number; body: string }>('go');
    const ms = performance.now() - started;
    const mainThreadMs = mainThreadCpuMs() - cpu;
    const longestDelayMs = delay.max / 1e6;
    prober.worker.postMessage('stop');
    return { ...answer, ms, mainThreadMs, longestDelayMs, healthMs: await probing };
  } finally {
    delay.disable();
    await Promise.all([sender.worker.terminate(), prober.worker.terminate()]);
  }
}
