/** Benchmark: the server's event loop during a big import (docs/security.md, Imports;
 *  docs/decisions/0024). The built server (server/dist, createServer) runs in this process, so
 *  that monitorEventLoopDelay sees its event loop; its clients run in worker threads of their own:
 *  one sends GET /api/v1/health every 10 ms, one sends the file, one writes an entry into another
 *  layer every 250 ms (a manager's edit while the import runs). On SQLite, as the workspace's
 *  owner, a CSV of BENCH_IMPORT_STALL_ROWS (default 1,000,000) valid rows is previewed, then
 *  imported. Baseline in the same run: the same probes for BENCH_IMPORT_STALL_IDLE_MS (default
 *  5000) with no import. Printed per phase: the event loop's longest stall, /health p50, p99 and
 *  max, the main thread's CPU time, the writes' longest wait and their answers. Targets: stall
 *  ≤ 100 ms and /health p99 ≤ 50 ms during the preview and the import. A missed target is printed,
 *  not an error; wrong answers (an import that does not store every row) set the exit code. */
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '@mitmachkarte/server/dist/config.js';
import { createServer } from '@mitmachkarte/server/dist/server.js';
import { mainThreadCpuMs, startClient } from '../server/test/event-loop-watch.js';
import { makeBenchDir, runBench } from './processes.js';
import { BENCH_ADMIN, intEnv } from './server-process.js';
import { Session } from './session.js';
import { addStallTargets } from './stall-targets.js';
import { fmt, mib, Targets } from './targets.js';
import { percentile } from './timing.js';

/** The clients, each in a worker thread: 'probe' sends GET /health every 10 ms, 'write' POSTs an
 *  entry every 250 ms, both from 'go' until 'stop', then post [ms, status][] (ms Infinity: no
 *  answer); 'send' POSTs the file once at 'go' and posts its status and body. */
const CLIENT = `
const { parentPort, workerData: { role, url, headers, body, every } } = require('node:worker_threads');
const timed = async (init) => {
  const sent = performance.now();
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    return [performance.now() - sent, res.status, text];
  } catch (err) {
    return [Infinity, 0, String(err)];
  }
};
parentPort.once('message', async () => {
  if (role === 'send') {
    const [ms, status, text] = await timed({ method: 'POST', headers, body });
    return parentPort.postMessage({ ms, status, text });
  }
  const init = role === 'write' ? { method: 'POST', headers, body } : {};
  const answers = [timed(init)];
  const polling = setInterval(() => answers.push(timed(init)), every);
  parentPort.once('message', async () => {
    clearInterval(polling);
    parentPort.postMessage((await Promise.all(answers)).map(([ms, status]) => [ms, status]));
  });
});
parentPort.postMessage('ready');
`;

type Phase = { name: string; ms: number; stallMs: number; health: number[]; healthLost: number; mainMs: number; writes: [number, number][]; answer?: { status: number; text: string } };

/** Watches the event loop, /health and a writer while `work` runs (or for `idleMs` without). */
async function watch(name: string, base: string, writeHeaders: Record<string, string>, writeBody: string, work: { send?: { url: string; headers: Record<string, string>; body: Uint8Array }; idleMs?: number }): Promise<Phase> {
  const probe = startClient(CLIENT, { role: 'probe', url: `${base}/api/v1/health`, every: 10 });
  const writer = startClient(CLIENT, { role: 'write', url: `${base}/api/v1/gis/point`, headers: writeHeaders, body: writeBody, every: Number(process.env.BENCH_WRITE_EVERY ?? 250) });
  const sender = work.send ? startClient(CLIENT, { role: 'send', ...work.send }) : undefined;
  await Promise.all([probe.next(), writer.next(), sender?.next()]);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const cpu = mainThreadCpuMs();
  const t0 = performance.now();
  delay.enable();
  // When the loop stalled: a 10 ms timer's lateness over 100 ms, with its time since t0.
  const stalls: string[] = [];
  let expected = performance.now() + 10;
  const ticker = setInterval(() => {
    const now = performance.now();
    if (now - expected > 100) stalls.push(`${fmt((now - t0) / 1000, 2)} s: ${fmt(now - expected, 0)} ms`);
    expected = now + 10;
  }, 10);
  const probing = probe.next<[number, number][]>('go');
  const writing = writer.next<[number, number][]>('go');
  let answer: { status: number; text: string } | undefined;
  if (sender) answer = await sender.next<{ status: number; text: string }>('go');
  else await new Promise((resolve) => setTimeout(resolve, work.idleMs));
  const ms = performance.now() - t0;
  const mainMs = mainThreadCpuMs() - cpu;
  clearInterval(ticker);
  if (stalls.length > 0) console.log(`${name}: stalls over 100 ms at ${stalls.join(', ')} (answered at ${fmt(ms / 1000, 2)} s)`);
  delay.disable();
  probe.worker.postMessage('stop');
  writer.worker.postMessage('stop');
  const [probes, writes] = await Promise.all([probing, writing]);
  await Promise.all([probe.worker.terminate(), writer.worker.terminate(), sender?.worker.terminate()]);
  const answered = probes.filter(([t, status]) => Number.isFinite(t) && status === 200).map(([t]) => t);
  return { name, ms, stallMs: delay.max / 1e6, health: answered, healthLost: probes.length - answered.length, mainMs, writes, answer };
}

function csvFile(rows: number): Buffer {
  const lines = ['latitude,longitude,Titel,Zustand'];
  const states = ['gut', 'mittel', 'schlecht'];
  for (let i = 0; i < rows; i++) {
    lines.push(`${(51.2669 + (i % 9973) / 100_000).toFixed(5)},${(9.3957 + (i % 16_001) / 100_000).toFixed(5)},Ort ${i + 1},${states[i % 3]}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

async function main(): Promise<void> {
  const rows = intEnv('BENCH_IMPORT_STALL_ROWS', 1_000_000, 1);
  const idleMs = intEnv('BENCH_IMPORT_STALL_IDLE_MS', 5000, 100);
  const dataDir = makeBenchDir('mitmachkarte-bench-import-stall-');
  const targets = new Targets();
  console.log('Mitmachkarte benchmark: the event loop during a big import (server in this process, SQLite, clients in worker threads)');
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), ${fmt(rows, 0)} rows`);
  const file = csvFile(rows);
  console.log(`file: ${fmt(mib(file.length))} MiB CSV`);

  const config = loadConfig({
    DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ADMIN_PASSWORD: BENCH_ADMIN.password,
    WEB_DIST: path.join(dataDir, 'no-web'), GEOCODER_URL: 'off', RATE_LIMIT_ACCOUNT_POINTS_PER_HOUR: '1000000',
  });
  const app: FastifyInstance = await createServer(config);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const session = new Session(base);
    await session.ok('GET', '/api/v1/auth/info');
    await session.ok('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
    const workspace = (await (await session.ok('POST', '/api/v1/gis/workspace', { Name: 'Benchmark Import', Public: true, Editable: true })).json()) as { ID: string };
    const schema = { Categories: [], Schema: [
      { Name: 'Titel', DataType: 'text', Question: 'Wie heißt der Ort?' },
      { Name: 'Zustand', DataType: 'single', Question: 'Zustand?', Options: [{ Key: 'gut', Label: 'gut' }, { Key: 'mittel', Label: 'mittel' }, { Key: 'schlecht', Label: 'schlecht' }] },
    ] };
    const layerOf = async (Name: string) => ((await (await session.ok('POST', '/api/v1/gis/layer', { Name, Workspace: workspace.ID, Public: true, Editable: true, Schema: schema })).json()) as { ID: string }).ID;
    const layer = await layerOf('Import');
    const other = await layerOf('Nebenbei');
    const writeHeaders = { ...session.writeHeaders(), 'content-type': 'application/json', 'accept-encoding': 'identity' };
    const writeBody = JSON.stringify({ Layer: other, Latitude: 51.3, Longitude: 9.47, Attributes: { Titel: { DataType: 'text', Value: 'Nebenbei' }, Zustand: { DataType: 'single', Value: 'gut' } } });
    const send = (preview: boolean) => ({
      url: `${base}/api/v1/gis/import/${layer}${preview ? '/preview' : ''}?name=gross.csv`,
      headers: { ...session.writeHeaders(), 'content-type': 'text/csv', 'accept-encoding': 'identity' },
      body: new Uint8Array(file),
    });
    // A first preview of a small file, so that the worker's start is not timed below.
    await session.ok('POST', `/api/v1/gis/import/${layer}/preview`, Buffer.from('latitude,longitude,Titel\n51.3,9.47,a\n'));

    const phases = [
      await watch('idle (baseline)', base, writeHeaders, writeBody, { idleMs }),
      await watch('preview', base, writeHeaders, writeBody, { send: send(true) }),
      await watch('import', base, writeHeaders, writeBody, { send: send(false) }),
    ];
    for (const p of phases.slice(1)) {
      if (p.answer?.status !== 200) targets.fail(`${p.name} answered ${p.answer?.status}: ${p.answer?.text.slice(0, 300)}`);
    }
    const imported = JSON.parse(phases[2]!.answer?.text ?? '{}') as { Imported?: number };
    if (imported.Imported !== rows) targets.fail(`import answered ${JSON.stringify(imported)}, expected Imported: ${rows}`);

    console.log('');
    console.log(`${'phase'.padEnd(17)}${'s'.padStart(7)}${'stall ms'.padStart(10)}${'health p50'.padStart(12)}${'p99'.padStart(8)}${'max'.padStart(8)}${'n'.padStart(6)}${'lost'.padStart(6)}${'main CPU ms'.padStart(13)}${'writes'.padStart(8)}${'write max ms'.padStart(14)}${'write answers'.padStart(20)}`);
    for (const p of phases) {
      const statuses = Object.entries(p.writes.reduce<Record<string, number>>((acc, [, s]) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {})).map(([s, n]) => `${n}×${s}`).join(' ');
      console.log(`${p.name.padEnd(17)}${fmt(p.ms / 1000, 1).padStart(7)}${fmt(p.stallMs, 0).padStart(10)}${fmt(percentile(p.health, 50), 1).padStart(12)}${fmt(percentile(p.health, 99), 1).padStart(8)}`
        + `${fmt(Math.max(...p.health), 0).padStart(8)}${String(p.health.length).padStart(6)}${String(p.healthLost).padStart(6)}${fmt(p.mainMs, 0).padStart(13)}${String(p.writes.length).padStart(8)}`
        + `${fmt(Math.max(...p.writes.map(([t]) => t)), 0).padStart(14)}${statuses.padStart(20)}`);
    }
    console.log('stall: monitorEventLoopDelay max (resolution 10 ms); health: GET /api/v1/health every 10 ms from a worker thread; writes: POST /gis/point into another layer every 250 ms');
    addStallTargets(targets, phases.slice(1), `of ${fmt(rows, 0)} rows`);
    targets.print('Targets (docs/security.md, Imports)');
  } finally {
    await app.close();
  }
}

await runBench(main);
