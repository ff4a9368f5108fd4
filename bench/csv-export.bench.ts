/** Benchmark: GET /api/v1/gis/csv/points/{layerId} for one layer of 100,000 points with five
 *  answers each on SQLite, as the workspace's owner. The export is streamed, so the server's
 *  memory should stay flat: printed are the time, the size of the CSV, the server's resident
 *  memory before the exports and its peak afterwards, and the peak growth as a share of the CSV
 *  size (the baseline measured in the same run). BENCH_POINTS (default 100000) and BENCH_RUNS
 *  (default 5). See README.md. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { currentRssBytes, makeBenchDir, peakRssBytes, runBench, stopChild } from './processes.js';
import { seedPoints } from './seed-points.js';
import { BENCH_ADMIN, intEnv, SERVER_MAIN, startServer } from './server-process.js';
import { median } from './timing.js';


/** Cookies of one visitor, sent back on every request; writes carry the XSRF header. */
class Visitor {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}
  async request(method: 'GET' | 'POST', route: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    }
    const res = await fetch(this.base + route, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!, value.join('='));
    }
    return res;
  }
}

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mib = (bytes: number) => bytes / 1024 / 1024;

async function main(): Promise<void> {
  const points = intEnv('BENCH_POINTS', 100_000, 1);
  const runs = intEnv('BENCH_RUNS', 5, 1);
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
  const dataDir = makeBenchDir('mitmachkarte-bench-csv-');
  const file = path.join(dataDir, 'mitmachkarte.sqlite');
  console.log(`Mitmachkarte benchmark: GET /api/v1/gis/csv/points/{layerID}, SQLite, as the owner`);
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), ${points} points × 5 answers, ${runs} runs after 1 warm-up`);

  const first = await startServer(dataDir);
  await stopChild(first.child);
  const { workspaceId, layerId } = seedPoints(file, points);
  const db = new Database(file);
  db.prepare('UPDATE workspaces SET owner_id = (SELECT id FROM users WHERE email = ?) WHERE id = ?').run(BENCH_ADMIN.email, workspaceId);
  db.close();

  const server = await startServer(dataDir);
  const owner = new Visitor(server.base);
  await owner.request('GET', '/api/v1/auth/info');
  const login = await owner.request('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);

  const route = `/api/v1/gis/csv/points/${layerId}`;
  const get = async () => {
    const t0 = performance.now();
    const res = await owner.request('GET', route);
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`CSV answered ${res.status}: ${body.subarray(0, 300).toString('utf8')}`);
    return { ms: performance.now() - t0, body };
  };
  const warm = await get();
  const rows = warm.body.toString('utf8').split('\r\n').filter(Boolean).length - 1;
  if (rows !== points) throw new Error(`CSV has ${rows} rows, expected ${points}`);
  const rssBefore = currentRssBytes(server.child);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await get()).ms);
  const peak = peakRssBytes(server.child);
  await stopChild(server.child);

  const growth = Math.max(0, peak - rssBefore);
  console.log(`CSV checked: ${rows} data rows, ${fmt(mib(warm.body.length))} MiB`);
  console.log('');
  console.log(`median ms              ${fmt(median(times))}`);
  console.log(`runs ms                ${times.map((t) => fmt(t, 0)).join(' ')}`);
  console.log(`RSS before exports MiB ${fmt(mib(rssBefore))}`);
  console.log(`peak RSS MiB           ${fmt(mib(peak))}`);
  console.log(`peak growth / CSV size ${fmt(growth / warm.body.length, 2)}× (${fmt(mib(growth))} MiB of ${fmt(mib(warm.body.length))} MiB)`);
}

await runBench(main);
