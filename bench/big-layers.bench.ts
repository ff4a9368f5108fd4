/** Benchmark: the server's event loop during the exports and the delete of a big layer
 *  (docs/security.md, Big layers; docs/decisions/0022). The built server (server/dist,
 *  createServer) runs in this process, so that monitorEventLoopDelay sees its event loop; its
 *  clients run in worker threads of their own: one sends GET /api/v1/health every 10 ms, one sends
 *  the request and reads the answer to its end. On SQLite, as the workspace's owner, a layer of
 *  BENCH_BIG_POINTS (default 1,000,000) points with five answers each (seed-points.ts) is exported
 *  as XLSX, GeoPackage and CSV (international), and then deleted. Baseline in the same run: the
 *  same probe for BENCH_BIG_IDLE_MS (default 5000) with nothing else running. Printed per phase:
 *  its time, the answer's status and size, the event loop's longest stall, /health p50, p99 and max,
 *  and the main thread's CPU time. Targets: stall ≤ 100 ms and /health p99 ≤ 50 ms during each
 *  export and the delete. A missed target is printed, not an error; wrong answers (a failed
 *  export, a layer that is still there) set the exit code. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@mitmachkarte/server/dist/config.js';
import { createServer } from '@mitmachkarte/server/dist/server.js';
import { mainThreadCpuMs, startClient } from '../server/test/event-loop-watch.js';
import { makeBenchDir, runBench } from './processes.js';
import { seedPoints } from './seed-points.js';
import { BENCH_ADMIN, intEnv } from './server-process.js';
import { Session } from './session.js';
import { addStallTargets } from './stall-targets.js';
import { fmt, mib, Targets } from './targets.js';
import { percentile } from './timing.js';

/** The clients, each in a worker thread: 'probe' sends GET /health every 10 ms from 'go' until
 *  'stop', then posts [ms, status][] (ms Infinity: no answer); 'send' sends its request once at
 *  'go', reads the answer to its end and posts status, size and the first 300 bytes. */
const CLIENT = `
const { parentPort, workerData: { role, url, method, headers } } = require('node:worker_threads');
const health = async () => {
  const sent = performance.now();
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return [performance.now() - sent, res.status];
  } catch {
    return [Infinity, 0];
  }
};
parentPort.once('message', async () => {
  if (role === 'send') {
    try {
      const res = await fetch(url, { method, headers });
      let bytes = 0, head = '';
      for await (const chunk of res.body ?? []) {
        if (head.length < 300) head += Buffer.from(chunk).toString('latin1', 0, 300);
        bytes += chunk.length;
      }
      return parentPort.postMessage({ status: res.status, bytes, head: head.slice(0, 300) });
    } catch (err) {
      return parentPort.postMessage({ status: 0, bytes: 0, head: String(err) });
    }
  }
  const answers = [health()];
  const polling = setInterval(() => answers.push(health()), 10);
  parentPort.once('message', async () => {
    clearInterval(polling);
    parentPort.postMessage(await Promise.all(answers));
  });
});
parentPort.postMessage('ready');
`;

type Answer = { status: number; bytes: number; head: string };
type Phase = { name: string; ms: number; stallMs: number; health: number[]; healthLost: number; mainMs: number; answer?: Answer };

/** Watches the event loop and /health while `send` runs (or for `idleMs` without). */
async function watch(name: string, base: string, work: { send?: { url: string; method: string; headers: Record<string, string> }; idleMs?: number }): Promise<Phase> {
  const probe = startClient(CLIENT, { role: 'probe', url: `${base}/api/v1/health` });
  const sender = work.send ? startClient(CLIENT, { role: 'send', ...work.send }) : undefined;
  await Promise.all([probe.next(), sender?.next()]);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const cpu = mainThreadCpuMs();
  const t0 = performance.now();
  delay.enable();
  const probing = probe.next<[number, number][]>('go');
  let answer: Answer | undefined;
  if (sender) answer = await sender.next<Answer>('go');
  else await new Promise((resolve) => setTimeout(resolve, work.idleMs));
  const ms = performance.now() - t0;
  const mainMs = mainThreadCpuMs() - cpu;
  delay.disable();
  probe.worker.postMessage('stop');
  const probes = await probing;
  await Promise.all([probe.worker.terminate(), sender?.worker.terminate()]);
  const answered = probes.filter(([t, status]) => Number.isFinite(t) && status === 200).map(([t]) => t);
  return { name, ms, stallMs: delay.max / 1e6, health: answered, healthLost: probes.length - answered.length, mainMs, answer };
}

async function main(): Promise<void> {
  const points = intEnv('BENCH_BIG_POINTS', 1_000_000, 1);
  const idleMs = intEnv('BENCH_BIG_IDLE_MS', 5000, 100);
  const dataDir = makeBenchDir('mitmachkarte-bench-big-layers-');
  const targets = new Targets();
  console.log('Mitmachkarte benchmark: the event loop during the exports and the delete of a big layer (server in this process, SQLite, clients in worker threads)');
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), ${fmt(points, 0)} points with five answers each`);

  const config = loadConfig({
    DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD: BENCH_ADMIN.password,
    WEB_DIST: path.join(dataDir, 'no-web'), GEOCODER_URL: 'off',
  });
  // The first start migrates and makes the administrator; then the points go straight into the file.
  await (await createServer(config)).close();
  const file = path.join(dataDir, 'mitmachkarte.sqlite');
  const t0 = performance.now();
  const { workspaceId, layerId } = seedPoints(file, points);
  const sqlite = new Database(file);
  sqlite.prepare('UPDATE workspaces SET owner_id = (SELECT id FROM users WHERE email = ?) WHERE id = ?').run(BENCH_ADMIN.email, workspaceId);
  sqlite.close();
  console.log(`seeded in ${fmt((performance.now() - t0) / 1000)} s, database ${fmt(mib(fs.statSync(file).size))} MiB`);

  const app: FastifyInstance = await createServer(config);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const session = new Session(base);
    await session.ok('GET', '/api/v1/auth/info');
    await session.ok('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
    const headers = { ...session.writeHeaders(), 'accept-encoding': 'identity' };
    const request = (method: string, route: string) => ({ send: { url: `${base}/api/v1${route}`, method, headers } });
    // A first small export, so that the background thread's start is not timed below.
    const small = ((await (await session.ok('POST', '/api/v1/gis/layer', { Name: 'Klein', Workspace: workspaceId, Public: true })).json()) as { ID: string }).ID;
    await (await session.ok('GET', `/api/v1/gis/csv/points/${small}`)).arrayBuffer();

    const phases = [
      await watch('idle (baseline)', base, { idleMs }),
      await watch('XLSX export', base, request('GET', `/gis/xlsx/points/${layerId}`)),
      await watch('GeoPackage export', base, request('GET', `/gis/gpkg/points/${layerId}`)),
      await watch('CSV export', base, request('GET', `/gis/csv/points/${layerId}`)),
      await watch('layer delete', base, request('DELETE', `/gis/layer/${layerId}`)),
    ];
    for (const p of phases.slice(1)) {
      if (p.answer?.status !== 200) targets.fail(`${p.name} answered ${p.answer?.status}: ${p.answer?.head.slice(0, 300)}`);
    }
    // Every point in the CSV: its header and one line per point (the seeded answers have no line breaks).
    const csv = phases[3]!.answer!;
    if (csv.bytes < points * 50) targets.fail(`the CSV has ${csv.bytes} bytes for ${points} points`);
    if ((await session.send('GET', `/api/v1/gis/layer/${layerId}`)).status !== 404) targets.fail('the layer is still there after its delete');

    console.log('');
    console.log(`${'phase'.padEnd(19)}${'s'.padStart(7)}${'status'.padStart(8)}${'MiB'.padStart(8)}${'stall ms'.padStart(10)}${'health p50'.padStart(12)}${'p99'.padStart(8)}${'max'.padStart(8)}${'n'.padStart(7)}${'lost'.padStart(6)}${'main CPU ms'.padStart(13)}`);
    for (const p of phases) {
      console.log(`${p.name.padEnd(19)}${fmt(p.ms / 1000, 1).padStart(7)}${String(p.answer?.status ?? '').padStart(8)}${(p.answer ? fmt(mib(p.answer.bytes)) : '').padStart(8)}`
        + `${fmt(p.stallMs, 0).padStart(10)}${fmt(percentile(p.health, 50), 1).padStart(12)}${fmt(percentile(p.health, 99), 1).padStart(8)}`
        + `${fmt(Math.max(...p.health), 0).padStart(8)}${String(p.health.length).padStart(7)}${String(p.healthLost).padStart(6)}${fmt(p.mainMs, 0).padStart(13)}`);
    }
    console.log('stall: monitorEventLoopDelay max (resolution 10 ms); health: GET /api/v1/health every 10 ms from a worker thread');
    addStallTargets(targets, phases.slice(1), `of ${fmt(points, 0)} points`);
    targets.print('Targets (docs/security.md, Big layers)');
  } finally {
    await app.close();
  }
}

await runBench(main);
