/** Benchmark: GET /api/v1/gis/points/{layerID} for one layer of 100,000 points with five answers
 *  each on SQLite, against a baseline measured in the same run (baseline-server.ts: bare node:http,
 *  better-sqlite3 and JSON.stringify). Prints median and p95 response time, peak RSS and response
 *  size of both and the ratios; target: the server within 1.5× of the baseline. A missed target is
 *  printed, not an error; the exit code is non-zero only when the benchmark itself fails.
 *  BENCH_POINTS (default 100000) and BENCH_RUNS (default 15) make quick runs possible. See README.md. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import Database from 'better-sqlite3';
import { MAX_POINTS_PAGE } from '@mitmachkarte/contract';
import ts from 'typescript';
import { type Child, makeBenchDir, peakRssBytes, runBench, startListening, stopChild } from './processes.js';
import { seedPoints } from './seed-points.js';
import { childEnv, intEnv, SERVER_MAIN, startServer } from './server-process.js';
import { median, p95, timedGet, timedGetPages } from './timing.js';

const TARGET_RATIO = 1.5;
const WARMUP = 2;
const BENCH_DIR = import.meta.dirname;


/** Runs baseline-server.ts with plain node (transpiled here, so no tsx loader inflates its memory). */
function startBaseline(file: string): Promise<{ child: Child; base: string }> {
  const source = fs.readFileSync(path.join(BENCH_DIR, 'baseline-server.ts'), 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  // cwd = bench/, so that `import 'better-sqlite3'` of the inline module resolves like this file's.
  return startListening('baseline', (port) => ({
    args: ['--input-type=module', '-e', js],
    cwd: BENCH_DIR,
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1', BASELINE_DB: file }),
  }), '/ready', () => true);
}

/** The server's answer must be a JSON array of every point and should equal the baseline's. */
function checkAnswers(server: Buffer, baseline: Buffer, points: number): string {
  const fromServer: unknown = JSON.parse(server.toString('utf8'));
  if (!Array.isArray(fromServer) || fromServer.length !== points) {
    throw new Error(`server answered ${Array.isArray(fromServer) ? `${fromServer.length} points` : 'no array'}, expected ${points}`);
  }
  if (server.equals(baseline)) return 'byte-identical';
  const fromBaseline = JSON.parse(baseline.toString('utf8')) as unknown[];
  if (isDeepStrictEqual(fromServer, fromBaseline)) return 'same JSON value, different bytes';
  const i = fromServer.findIndex((p, k) => !isDeepStrictEqual(p, fromBaseline[k]));
  return `DIFFERENT (first at index ${i}: server ${JSON.stringify(fromServer[i])} baseline ${JSON.stringify(fromBaseline[i])})`;
}

/** In-process time of the bare query (`.all()`), to tell query time from the rest of a request. */
function timeBareQuery(file: string, layerId: string, runs: number): number {
  const db = new Database(file, { readonly: true });
  try {
    const stmt = db.prepare(`SELECT id, layer_id, latitude, longitude, altitude, public, editable, attributes, created_at, updated_at
      FROM points WHERE layer_id = ? AND deleted_at IS NULL AND public = 1 ORDER BY created_at, id`);
    stmt.all(layerId);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      stmt.all(layerId);
      times.push(performance.now() - t0);
    }
    return median(times);
  } finally {
    db.close();
  }
}

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mib = (bytes: number) => bytes / 1024 / 1024;

async function main(): Promise<void> {
  const points = intEnv('BENCH_POINTS', 100_000, 1);
  const runs = intEnv('BENCH_RUNS', 15, 1);
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
  const dataDir = makeBenchDir();
  const file = path.join(dataDir, 'mitmachkarte.sqlite');

  console.log(`Mitmachkarte benchmark: GET /api/v1/gis/points/{layerID}, SQLite, anonymous`);
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), ${points} points × 5 answers, ${runs} runs after ${WARMUP} warm-up requests`);

  const first = await startServer(dataDir);
  await stopChild(first.child);
  let t0 = performance.now();
  const { layerId } = seedPoints(file, points);
  console.log(`seeded ${points} points in ${fmt((performance.now() - t0) / 1000, 1)} s (${fmt(mib(fs.statSync(file).size))} MiB database)`);

  const server = await startServer(dataDir);
  const baseline = await startBaseline(file);
  const route = `/api/v1/gis/points/${layerId}`;

  let check = '';
  let pages = 0;
  for (let i = 0; i < WARMUP; i++) {
    const s = await timedGetPages(server.base + route);
    const b = await timedGet(baseline.base + route);
    if (i === 0) [check, pages] = [checkAnswers(s.body, b.body, points), s.pages];
  }
  console.log(`answers checked: ${points} points; server vs baseline: ${check}`);
  console.log(`the server answers in ${pages} page(s) of at most ${MAX_POINTS_PAGE} points (Link rel="next"), all of them timed together; the baseline in one`);

  const serverMs: number[] = [];
  const baselineMs: number[] = [];
  let serverBytes = 0;
  let baselineBytes = 0;
  t0 = performance.now();
  for (let i = 0; i < runs; i++) {
    // Interleaved, alternating who goes first, so that load from elsewhere hits both alike.
    const order = i % 2 === 0 ? (['server', 'baseline'] as const) : (['baseline', 'server'] as const);
    for (const who of order) {
      const sample = who === 'server' ? await timedGetPages(server.base + route) : await timedGet(baseline.base + route);
      if (who === 'server') { serverMs.push(sample.ms); serverBytes = sample.bytes; }
      else { baselineMs.push(sample.ms); baselineBytes = sample.bytes; }
    }
  }
  const serverRss = peakRssBytes(server.child);
  const baselineRss = peakRssBytes(baseline.child);
  console.log(`timed ${runs}+${runs} requests in ${fmt((performance.now() - t0) / 1000)} s`);
  await stopChild(server.child);
  await stopChild(baseline.child);
  const queryMs = timeBareQuery(file, layerId, Math.min(runs, 5));

  const rows: [string, number, number, number][] = [
    ['median ms', median(serverMs), median(baselineMs), 1],
    ['p95 ms', p95(serverMs), p95(baselineMs), 1],
    ['peak RSS MiB', mib(serverRss), mib(baselineRss), 1],
    ['response bytes', serverBytes, baselineBytes, 0],
  ];
  console.log('');
  console.log(`${'figure'.padEnd(16)}${'server'.padStart(14)}${'baseline'.padStart(14)}${'server/baseline'.padStart(18)}  within ${TARGET_RATIO}×`);
  for (const [name, s, b, digits] of rows) {
    const ratio = s / b;
    console.log(`${name.padEnd(16)}${fmt(s, digits).padStart(14)}${fmt(b, digits).padStart(14)}${`${fmt(ratio, 2)}×`.padStart(18)}  ${ratio <= TARGET_RATIO ? 'yes' : 'NO'}`);
  }
  console.log('');
  console.log(`server runs ms:   ${serverMs.map((m) => fmt(m, 0)).join(' ')}`);
  console.log(`baseline runs ms: ${baselineMs.map((m) => fmt(m, 0)).join(' ')}`);
  console.log(`bare query (.all() in this process, no HTTP, no JSON): median ${fmt(queryMs)} ms`);
  const ratio = median(serverMs) / median(baselineMs);
  console.log('');
  console.log(`Target: median response time within ${TARGET_RATIO}× of the baseline — ${ratio <= TARGET_RATIO ? 'MET' : 'MISSED'} (${fmt(ratio, 2)}×)`);
}

await runBench(main);
