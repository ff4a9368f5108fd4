import fs from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/** Watching the listening test app's main thread while one request runs over real HTTP
 *  (docs/security.md, Big layers): the request and a prober that sends GET /api/v1/health every
 *  10 ms run each in a worker thread of their own, so that their work is neither counted as the
 *  server's nor delays the other (as images-hostile.routes.test.ts does for uploads). */

/** The clients, see startClient. The prober posts 'ready' after warming its connection up with three
 *  GET /api/v1/health, then at 'go' polls every 10 ms until 'stop' and posts the times (ms; Infinity:
 *  no answer). The requester sends its request (with `body`, if any) at 'go', reads the answer and
 *  posts status, size and the answer's first 4000 bytes as text. */
const CLIENT = `
const { parentPort, workerData: { role, base, method, path, headers, body, timeoutMs } } = require('node:worker_threads');
const health = async () => {
  const sent = performance.now();
  try {
    await (await fetch(base + '/api/v1/health', { signal: AbortSignal.timeout(timeoutMs) })).arrayBuffer();
    return performance.now() - sent;
  } catch {
    return Infinity;
  }
};
const request = async () => {
  try {
    const res = await fetch(base + path, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
    let bytes = 0, head = '';
    for await (const chunk of res.body ?? []) {
      if (head.length < 4000) head += Buffer.from(chunk).toString('utf8', 0, 4000);
      bytes += chunk.length;
    }
    return { status: res.status, bytes, head: head.slice(0, 4000) };
  } catch (err) {
    return { status: 0, bytes: 0, head: String(err) };
  }
};
parentPort.once('message', async () => {
  if (role === 'request') return parentPort.postMessage(await request());
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

/** A client worker running `code` (CommonJS, with `workerData` and the transferred buffers) and a
 *  function that sends it a message and waits for its next one. */
export function startClient(code: string, workerData: Record<string, unknown>, transferList: ArrayBuffer[] = []) {
  const worker = new Worker(code, { eval: true, workerData, transferList });
  const next = <T>(message?: string) => new Promise<T>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    if (message) worker.postMessage(message);
  });
  return { worker, next };
}

/** CPU time (user and system, ms, in steps of 10 ms) the main thread of this process, which runs
 *  the server, has used so far (Linux: /proc). */
export function mainThreadCpuMs(): number {
  const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** What a request over HTTP got, and what it cost the server: its wall time, the CPU time of this
 *  process's main thread meanwhile, the longest event-loop delay (what a request arriving
 *  meanwhile waited at most), and the times of GET /api/v1/health sent every 10 ms meanwhile. */
export type Watched = {
  status: number; bytes: number; head: string; wallMs: number; mainThreadMs: number; longestDelayMs: number; healthMs: number[];
};

/** Sends `method path` with `headers` (and `body`, handed over to the client's thread) to the app
 *  listening at `base` and watches its main thread; an answer not complete within `timeoutMs`
 *  counts as status 0. */
export async function requestWatched(base: string, method: string, path: string, headers: Record<string, string>, { timeoutMs = 120_000, body }: { timeoutMs?: number; body?: Uint8Array } = {}): Promise<Watched> {
  const requester = startClient(CLIENT, { role: 'request', base, method, path, headers, body, timeoutMs }, body ? [body.buffer as ArrayBuffer] : []);
  const prober = startClient(CLIENT, { role: 'probe', base, timeoutMs });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  try {
    await Promise.all([requester.next(), prober.next()]);
    const cpu = mainThreadCpuMs();
    const started = performance.now();
    delay.enable();
    const probing = prober.next<number[]>('go');
    const answer = await requester.next<{ status: number; bytes: number; head: string }>('go');
    const wallMs = performance.now() - started;
    const mainThreadMs = mainThreadCpuMs() - cpu;
    const longestDelayMs = delay.max / 1e6;
    prober.worker.postMessage('stop');
    return { ...answer, wallMs, mainThreadMs, longestDelayMs, healthMs: await probing };
  } finally {
    delay.disable();
    await Promise.all([requester.worker.terminate(), prober.worker.terminate()]);
  }
}

/** The figures of `runs` for an assertion message. */
export const figuresOf = (runs: Watched[]) => JSON.stringify(runs.map((run) => ({
  status: run.status, bytes: run.bytes, wallMs: Math.round(run.wallMs), mainThreadMs: run.mainThreadMs,
  longestDelayMs: Math.round(run.longestDelayMs), slowestHealthMs: Math.round(Math.max(...run.healthMs)), healthPolls: run.healthMs.length,
})));
