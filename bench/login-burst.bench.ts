/** Benchmark: image requests during a burst of failed logins (docs/decisions/0010). Starts the
 *  real server on SQLite, uploads a few photos, then measures GET /api/v1/gis/image/norm/{id}
 *  latency at a fixed rate twice in the same run: idle (the baseline) and while BENCH_LOGIN_BURST wrong logins
 *  arrive at once from as many client addresses (X-Forwarded-For with TRUST_PROXY, like a
 *  botnet), so that every one of them is checked with scrypt. Target: the image p95 during the
 *  burst within 2× of idle. Prints p50/p95 of both, the ratio, and how long the logins took.
 *  See README.md. */
import fs from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { makeBenchDir, runBench, stopChild } from './processes.js';
import { BENCH_ADMIN, intEnv, SERVER_MAIN, startServer } from './server-process.js';
import { Session } from './session.js';
import { median, p95, timedGet } from './timing.js';

const PHOTOS = 4;
/** Image requests per second, as many visitors' browsers would send them. */
const RATE_PER_S = 100;
const TARGET_RATIO = 2;

const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A 1600×1200 photo-like JPEG (a few hundred KiB), different per `seed`. */
function photo(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 40 + seed * 30, g: 120, b: 90 } } })
    .composite([{ input: Buffer.from(`<svg width="1600" height="1200"><circle cx="${400 + seed * 200}" cy="600" r="300" fill="#c83"/></svg>`) }])
    .jpeg({ quality: 90 }).toBuffer();
}

/** GETs the images round-robin at a fixed rate (RATE_PER_S, open loop: a request is sent on time
 *  even while earlier ones wait, so a stall shows in the figures instead of slowing the sender),
 *  until `until()` is true and at least `min` were sent; answers every request's time in ms from
 *  when it was due to its last byte. */
async function fetchImages(base: string, ids: string[], until: () => boolean, min: number): Promise<number[]> {
  const pending: Promise<number>[] = [];
  const start = performance.now();
  while (!until() || pending.length < min) {
    const due = start + (pending.length * 1000) / RATE_PER_S;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const id = ids[pending.length % ids.length]!;
    pending.push(timedGet(`${base}/api/v1/gis/image/norm/${id}`).then(() => performance.now() - due));
  }
  return Promise.all(pending);
}

/** `count` wrong logins at once, each from its own address; resolves when all are answered, with
 *  the statuses seen. */
async function loginBurst(base: string, count: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  await Promise.all(Array.from({ length: count }, async (_, i) => {
    const s = new Session(base);
    await s.ok('GET', '/api/v1/auth/info');
    const res = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { ...s.writeHeaders(), 'content-type': 'application/json', 'x-forwarded-for': `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` },
      body: JSON.stringify({ Email: `opfer-${i % 5}@example.org`, Password: `falsch-${i}` }),
    });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }));
  return statuses;
}

async function main(): Promise<void> {
  const burst = intEnv('BENCH_LOGIN_BURST', 50, 1);
  const idleRequests = intEnv('BENCH_IDLE_REQUESTS', 200, 20);
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
  const dataDir = makeBenchDir();
  console.log(`Mitmachkarte benchmark: image requests during a burst of ${burst} failed logins, SQLite`);
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), image requests at ${RATE_PER_S}/s`);

  const server = await startServer(dataDir, { TRUST_PROXY: 'true' });
  const admin = new Session(server.base);
  await admin.ok('GET', '/api/v1/auth/info');
  await admin.ok('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
  await admin.ok('POST', '/api/v1/gis/workspace', { Name: 'Benchmark', Public: false, Editable: false });
  const ids: string[] = [];
  for (let i = 0; i < PHOTOS; i++) ids.push(((await (await admin.ok('POST', '/api/v1/gis/images/upload', await photo(i))).json()) as { Id: string }).Id);

  // Warm-up, then the baseline: the same requests with nothing else going on.
  await fetchImages(server.base, ids, () => true, 20);

  const idle = await fetchImages(server.base, ids, () => true, idleRequests);

  let done = false;
  const t0 = performance.now();
  const logins = loginBurst(server.base, burst).finally(() => {
    done = true;
  });
  const during = await fetchImages(server.base, ids, () => done, 20);
  const statuses = await logins;
  const burstMs = performance.now() - t0;
  await stopChild(server.child);

  const ratio = p95(during) / p95(idle);
  console.log('');
  console.log(`${''.padEnd(22)}${'idle'.padStart(10)}${'burst'.padStart(10)}`);
  console.log(`${'image requests'.padEnd(22)}${String(idle.length).padStart(10)}${String(during.length).padStart(10)}`);
  console.log(`${'image p50 ms'.padEnd(22)}${fmt(median(idle)).padStart(10)}${fmt(median(during)).padStart(10)}`);
  console.log(`${'image p95 ms'.padEnd(22)}${fmt(p95(idle)).padStart(10)}${fmt(p95(during)).padStart(10)}`);
  console.log(`${'image slowest ms'.padEnd(22)}${fmt(Math.max(...idle)).padStart(10)}${fmt(Math.max(...during)).padStart(10)}`);
  console.log('');
  console.log(`logins: ${burst} answered in ${fmt(burstMs / 1000, 2)} s, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(`image p95 burst/idle: ${fmt(ratio, 2)}× — ${ratio <= TARGET_RATIO ? `within ${TARGET_RATIO}×` : `MISSED (target ${TARGET_RATIO}×)`}`);
}

await runBench(main);
