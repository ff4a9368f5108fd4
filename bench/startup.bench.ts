/** Benchmark: start-up time of the real server on an existing SQLite database, from spawning
 *  `node server/dist/main.js` to its first 200 from GET /api/v1/health, against a bare node:http
 *  process spawned and timed the same way in the same run. Prints median and p95 of both, their
 *  ratio and the target line (within 6×); a second case starts on a database holding
 *  BENCH_STARTUP_POINTS points (default 100,000; 0 skips it) to show that start-up does not scan
 *  them. A missed target is printed, not an error. BENCH_STARTUP_RUNS (default 10). See README.md. */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, makeBenchDir, runBench, startNode, stopChild, type Child } from './processes.js';
import { seedPoints } from './seed-points.js';
import { BENCH_ADMIN, childEnv, intEnv, SERVER_MAIN, startServer } from './server-process.js';
import { median, p95 } from './timing.js';

const TARGET_RATIO = 6;
/** Pause between two attempts to reach a starting process: short, so that it adds little to the
 *  measured time, long enough not to steal the CPU from the process that starts. */
const POLL_MS = 5;
const START_TIMEOUT_MS = 60_000;

/** The baseline: a bare node:http server answering 200 JSON, as health does. */
const BARE_SERVER = `
import http from 'node:http';
const body = JSON.stringify({ Status: 'ok' });
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Status of one GET on a fresh connection; undefined while nothing listens. */
function tryGet(port: number, route: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: route, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', () => resolve(undefined));
  });
}

/** CPU time (user + system, ms, in steps of the kernel's clock tick) a process has used so far
 *  (/proc/<pid>/stat): unlike wall time, hardly changed by other load on the machine. */
function cpuMs(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
  // After the command name: state is field 3, utime field 14 and stime field 15 (proc(5)).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
/** USER_HZ of Linux on every common architecture (sysconf(_SC_CLK_TCK)). */
const CLOCK_TICKS = 100;

type Start = { wallMs: number; cpuMs: number };

/** Spawns `args` with PORT set; the ms from the spawn to its first 200 on `route`, and the CPU
 *  time the process had used by then. */
async function timeStart(name: string, args: string[], cwd: string, env: Record<string, string>, route: string): Promise<Start> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const t0 = performance.now();
    const child = startNode(name, args, { cwd, env: childEnv({ ...env, PORT: String(port) }) });
    try {
      for (;;) {
        if (exited(child.process)) throw new Error(`${name} exited (${child.process.exitCode ?? child.process.signalCode}) before it answered:\n${child.output()}`);
        if ((await tryGet(port, route)) === 200) return { wallMs: performance.now() - t0, cpuMs: cpuMs(child.process.pid) };
        if (performance.now() - t0 > START_TIMEOUT_MS) throw new Error(`${name} did not answer within ${START_TIMEOUT_MS} ms:\n${child.output()}`);
        await sleep(POLL_MS);
      }
    } catch (err) {
      if (attempt >= 3 || !child.output().includes('EADDRINUSE')) throw err;
    } finally {
      await stopChild(child);
    }
  }
}

const exited = (p: ChildProcess) => p.exitCode !== null || p.signalCode !== null;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

type Case = { label: string; server: number[]; bare: number[]; serverCpu: number[]; bareCpu: number[] };

/** `runs` interleaved start-ups of server and bare process, alternating which goes first. */
async function measure(label: string, dataDir: string, runs: number): Promise<Case> {
  const result: Case = { label, server: [], bare: [], serverCpu: [], bareCpu: [] };
  const serverEnv = { HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', ADMIN_PASSWORD: BENCH_ADMIN.password, LOG_LEVEL: 'warn' };
  for (let i = 0; i < runs; i++) {
    const order = i % 2 === 0 ? (['server', 'bare'] as const) : (['bare', 'server'] as const);
    for (const who of order) {
      if (who === 'server') {
        const start = await timeStart('server', [SERVER_MAIN], dataDir, serverEnv, '/api/v1/health');
        result.server.push(start.wallMs);
        result.serverCpu.push(start.cpuMs);
      } else {
        const start = await timeStart('bare', ['--input-type=module', '-e', BARE_SERVER], dataDir, {}, '/');
        result.bare.push(start.wallMs);
        result.bareCpu.push(start.cpuMs);
      }
    }
  }
  return result;
}

/** Prints the figures of one case; returns whether the target was met. */
function report(c: Case): boolean {
  const ratio = median(c.server) / median(c.bare);
  const ok = ratio <= TARGET_RATIO;
  console.log('');
  console.log(`${c.label}`);
  console.log(`${'figure'.padEnd(12)}${'server'.padStart(10)}${'bare'.padStart(10)}${'server/bare'.padStart(14)}`);
  console.log(`${'median ms'.padEnd(12)}${fmt(median(c.server)).padStart(10)}${fmt(median(c.bare)).padStart(10)}${`${fmt(ratio, 1)}×`.padStart(14)}`);
  console.log(`${'p95 ms'.padEnd(12)}${fmt(p95(c.server)).padStart(10)}${fmt(p95(c.bare)).padStart(10)}${`${fmt(p95(c.server) / p95(c.bare), 1)}×`.padStart(14)}`);
  console.log(`${'CPU ms'.padEnd(12)}${fmt(median(c.serverCpu)).padStart(10)}${fmt(median(c.bareCpu)).padStart(10)}${`${fmt(median(c.serverCpu) / median(c.bareCpu), 1)}×`.padStart(14)}  (median, user + system until ready)`);
  console.log(`server runs ms: ${c.server.map((m) => fmt(m)).join(' ')}`);
  console.log(`bare runs ms:   ${c.bare.map((m) => fmt(m)).join(' ')}`);
  console.log(`Target: start-up (spawn to first 200 of /api/v1/health) ≤ ${TARGET_RATIO}× the bare node:http process — ${ok ? 'OK' : 'MISSED'} (${fmt(ratio, 1)}×)`);
  return ok;
}

async function main(): Promise<void> {
  const runs = intEnv('BENCH_STARTUP_RUNS', 10, 1);
  const points = intEnv('BENCH_STARTUP_POINTS', 100_000, 0);
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
  const dataDir = makeBenchDir();
  console.log('Mitmachkarte benchmark: start-up on an existing SQLite database, spawn to the first 200 of GET /api/v1/health');
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), ${runs} runs each, interleaved; polled every ${POLL_MS} ms on fresh connections`);

  // The first start creates and migrates the database and the admin; the timed ones find it.
  const first: { child: Child } = await startServer(dataDir);
  await stopChild(first.child);
  report(await measure('case 1: migrated database, no content', dataDir, runs));

  if (points > 0) {
    const t0 = performance.now();
    seedPoints(path.join(dataDir, 'mitmachkarte.sqlite'), points);
    console.log('');
    console.log(`seeded ${points} points in ${fmt((performance.now() - t0) / 1000, 1)} s`);
    report(await measure(`case 2: the same database with ${points} points`, dataDir, runs));
  }
}

await runBench(main);
