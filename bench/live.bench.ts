/** Benchmark: the fan-out of live updates (docs/product.md §21). BENCH_LIVE_STREAMS (default 1000)
 *  anonymous visitors, each from its own address (X-Forwarded-For, TRUST_PROXY=true), hold
 *  GET /api/v1/gis/events?layer=… of one public layer open on the built server (SQLite); a manager
 *  then adds BENCH_LIVE_EVENTS (default 5) points one after the other, and for each the time from
 *  sending the POST to each stream receiving its event is taken. Baseline in the same run: a bare
 *  node:http server in this process that writes the same event to as many open streams the moment
 *  its own POST arrives. Printed: delivery p50, p95 and max for both, the ratio of the p95s, the
 *  server's resident memory with the streams open. Target: p95 ≤ 500 ms. A missed target is
 *  printed, not an error; a stream that never gets an event is a failed check. */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { currentRssBytes, makeBenchDir, runBench, stopChild } from './processes.js';
import { BENCH_ADMIN, intEnv, startServer } from './server-process.js';
import { Session } from './session.js';
import { fmt, mib, Targets } from './targets.js';

const TARGET_P95_MS = 500;

/** An open event stream: when (performance.now, ms) each of its events arrived. */
type Stream = { arrivals: number[]; close: () => void };

/** Opens `count` streams of `url` (each from its own address), resolving once every one answered 200. */
async function openStreams(url: string, count: number): Promise<Stream[]> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const streams: Stream[] = [];
  for (let i = 0; i < count; i += 100) {
    streams.push(...await Promise.all(Array.from({ length: Math.min(100, count - i) }, (_, j) => new Promise<Stream>((resolve, reject) => {
      const n = i + j;
      const req = http.get(url, { agent, headers: { accept: 'text/event-stream', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } }, (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream ${n} answered ${res.statusCode}`));
          return;
        }
        const arrivals: number[] = [];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const now = performance.now();
          for (const block of chunk.split('\n\n')) if (block.includes('data: ')) arrivals.push(now);
        });
        resolve({ arrivals, close: () => req.destroy() });
      });
      req.on('error', reject);
    }))));
  }
  return streams;
}

/** Waits until every stream has `n` events (at most `ms`); answers how many have fewer. */
async function allReceived(streams: Stream[], n: number, ms = 30_000): Promise<number> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (streams.every((s) => s.arrivals.length >= n)) return 0;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return streams.filter((s) => s.arrivals.length < n).length;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Sends `events` events, one after the other, through `send` (which resolves once the write was
 *  answered) and answers every delivery time (ms from sending to a stream's arrival). */
async function deliveries(streams: Stream[], events: number, send: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let e = 0; e < events; e++) {
    const sent = performance.now();
    await send();
    const missing = await allReceived(streams, e + 1);
    if (missing > 0) throw new Error(`${missing} of ${streams.length} streams got no event ${e + 1} within 30 s`);
    for (const s of streams) times.push(s.arrivals[e]! - sent);
  }
  return times.sort((a, b) => a - b);
}

/** The baseline: node:http that writes one event to every open stream when POST /send arrives. */
function startBaseline(): Promise<{ url: string; close: () => void }> {
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (req.method === 'POST') {
      for (const stream of open) stream.write('id: 1\nevent: point.created\ndata: {"Type":"point.created"}\n\n');
      res.end('{}');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('retry: 5000\n\n');
    open.add(res);
    res.on('close', () => open.delete(res));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    resolve({ url: `http://127.0.0.1:${port}`, close: () => { server.closeAllConnections(); server.close(); } });
  }));
}

async function main(): Promise<void> {
  const count = intEnv('BENCH_LIVE_STREAMS', 1000, 1);
  const events = intEnv('BENCH_LIVE_EVENTS', 5, 1);
  const targets = new Targets();
  console.log(`Mitmachkarte benchmark: live updates, ${fmt(count, 0)} open streams, ${events} events`);

  const baseline = await startBaseline();
  const baseStreams = await openStreams(`${baseline.url}/`, count);
  const baseTimes = await deliveries(baseStreams, events, async () => { await (await fetch(`${baseline.url}/send`, { method: 'POST' })).text(); });
  for (const s of baseStreams) s.close();
  baseline.close();

  const dir = makeBenchDir('mitmachkarte-bench-live-');
  // The streams come from many addresses; the process's own cap (RATE_LIMIT_LIVE_STREAMS_PER_PROCESS) must hold them all.
  const server = await startServer(dir, { TRUST_PROXY: 'true', RATE_LIMIT_ACCOUNT_POINTS_PER_HOUR: '1000000', RATE_LIMIT_LIVE_STREAMS_PER_PROCESS: String(Math.max(count, 2000)) });
  try {
    const admin = new Session(server.base);
    await admin.ok('GET', '/api/v1/auth/info');
    await admin.ok('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
    const workspace = (await (await admin.ok('POST', '/api/v1/gis/workspace', { Name: 'Benchmark live', Public: true, Editable: true })).json()) as { ID: string };
    const layer = (await (await admin.ok('POST', '/api/v1/gis/layer', {
      Workspace: workspace.ID, Name: 'Live', Public: true, Editable: true, Schema: { Schema: [], Categories: [] },
    })).json()) as { ID: string };
    const streams = await openStreams(`${server.base}/api/v1/gis/events?layer=${layer.ID}`, count);
    const rss = currentRssBytes(server.child);
    const times = await deliveries(streams, events, async () => {
      await admin.ok('POST', '/api/v1/gis/point', { Layer: layer.ID, Latitude: 51.31, Longitude: 9.47 });
    });
    for (const s of streams) s.close();

    console.log('\n                     p50 ms    p95 ms    max ms');
    for (const [name, list] of [['server', times], ['bare node:http', baseTimes]] as const) {
      console.log(`${name.padEnd(18)} ${fmt(percentile(list, 50)).padStart(8)}  ${fmt(percentile(list, 95)).padStart(8)}  ${fmt(list.at(-1)!).padStart(8)}`);
    }
    const p95 = percentile(times, 95);
    console.log(`\np95 against the bare server: ${fmt(p95 / Math.max(percentile(baseTimes, 95), 0.001))}×; server RSS with the streams open ${fmt(mib(rss))} MiB`);
    console.log('(server: from sending POST /gis/point to the event on each stream, the write and its answer included; bare: from its POST)');
    targets.add(`delivery of one event to ${fmt(count, 0)} streams, p95`, p95, `≤ ${TARGET_P95_MS} ms`, p95 <= TARGET_P95_MS, (n) => `${fmt(n)} ms`);
    targets.print('Targets (docs/product.md §21)');
  } finally {
    await stopChild(server.child);
  }
}

await runBench(main);
