/** Benchmark: what the server costs per small answer, against the least a server can do. The real
 *  server (SQLite, the demo content) answers under autocannon's load (BENCH_HTTP_CONNECTIONS
 *  connections for BENCH_HTTP_SECONDS s, BENCH_HTTP_ROUNDS rounds alternating with the baselines):
 *  - `GET /api/v1/health` (no database, session or cookie);
 *  - `GET /api/v1/auth/info` as an anonymous visitor (the pre-session cookie of a browser) and as
 *    a signed-in one (the session cookie);
 *  - `GET /api/v1/gis/points/{layerId}`: the public list of the demo map's entries, anonymous.
 *  The baseline of each is bare node:http (map-baseline-server.ts) sending the very body the server
 *  sent, with its content-type only; bare Fastify 5 (fastify-baseline-server.ts) doing the same is
 *  printed beside, to show what the framework itself costs. Targets (the server's requests per
 *  second as a share of bare node:http's): health ≥ 0.80×, auth/info ≥ 0.50× both ways, the
 *  list ≥ 0.50×. Also printed: the bytes of the answer's headers. See README.md. */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { makeBenchDir, runBench, stopChild } from './processes.js';
import { BENCH_ADMIN, intEnv, startServer } from './server-process.js';
import { Session } from './session.js';
import { median } from './timing.js';
import { fmt, Targets } from './targets.js';
import { startTranspiled } from './transpiled.js';

const SECONDS = intEnv('BENCH_HTTP_SECONDS', 10, 1);
const CONNECTIONS = intEnv('BENCH_HTTP_CONNECTIONS', 50, 1);
const ROUNDS = intEnv('BENCH_HTTP_ROUNDS', 3, 1);

type Case = { name: string; path: string; headers: Record<string, string>; target: number };
type Answer = { status: number; headers: http.IncomingHttpHeaders; headerBytes: number; body: Buffer };

/** One GET with `headers`, read raw: status, headers, the size of the header block as sent
 *  (status line to the blank line) and the body. */
function getOnce(base: string, route: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(base + route, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
        for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        const headerBytes = Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, headerBytes, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
  });
}

/** Requests per second of `url` under autocannon's load; throws when an answer was not a 200. */
function rps(base: string, c: Case): Promise<number> {
  return new Promise((resolve, reject) => {
    autocannon({ url: base + c.path, connections: CONNECTIONS, duration: SECONDS, headers: c.headers }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0) return reject(new Error(`${c.name}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve(result.requests.average);
    });
  });
}

/** The demo map's public layer with the most entries, and its id. */
async function demoLayer(base: string): Promise<{ id: string; entries: number }> {
  const layers = JSON.parse((await getOnce(base, '/api/v1/gis/layers', {})).body.toString('utf8')) as { ID: string }[];
  let best = { id: '', entries: -1 };
  for (const layer of layers) {
    const list = JSON.parse((await getOnce(base, `/api/v1/gis/points/${layer.ID}`, {})).body.toString('utf8')) as unknown[];
    if (list.length > best.entries) best = { id: layer.ID, entries: list.length };
  }
  return best;
}

await runBench(async () => {
  const dir = makeBenchDir('mitmachkarte-bench-http-');
  const server = await startServer(dir, { SEED_DEMO: 'true' });
  const children = [server.child];
  try {
    const visitor = new Session(server.base);
    await visitor.ok('GET', '/api/v1/auth/info');
    const signedIn = new Session(server.base);
    await signedIn.ok('GET', '/api/v1/auth/info');
    await signedIn.ok('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
    const layer = await demoLayer(server.base);
    const cookie = (s: Session) => ({ cookie: s.writeHeaders().cookie ?? '' });
    const cases: Case[] = [
      { name: 'GET /api/v1/health', path: '/api/v1/health', headers: {}, target: 0.8 },
      { name: 'GET /api/v1/auth/info (anonymous)', path: '/api/v1/auth/info', headers: cookie(visitor), target: 0.5 },
      { name: 'GET /api/v1/auth/info (signed in)', path: '/api/v1/auth/info', headers: cookie(signedIn), target: 0.5 },
      { name: `GET /api/v1/gis/points/… (${layer.entries} entries)`, path: `/api/v1/gis/points/${layer.id}`, headers: {}, target: 0.5 },
    ];
    // Each case's baselines answer at a path of their own (the two auth/info answers differ).
    const recorded: Record<string, { headers: Record<string, string>; body: string }> = {};
    const answers = new Map<Case, Answer>();
    for (const [i, c] of cases.entries()) {
      const answer = await getOnce(server.base, c.path, c.headers);
      if (answer.status !== 200) throw new Error(`${c.name} answered ${answer.status}`);
      answers.set(c, answer);
      recorded[`/case/${i}`] = { headers: { 'content-type': String(answer.headers['content-type']) }, body: answer.body.toString('base64') };
    }
    const answersFile = path.join(dir, 'baseline-answers.json');
    fs.writeFileSync(answersFile, JSON.stringify(recorded));
    const node = await startTranspiled('node:http baseline', 'map-baseline-server.ts', { MAP_BASELINE_ANSWERS: answersFile });
    const bare = await startTranspiled('Fastify baseline', 'fastify-baseline-server.ts', { MAP_BASELINE_ANSWERS: answersFile });
    children.push(node.child, bare.child);

    console.log(`http-answers: ${CONNECTIONS} connections, ${SECONDS} s per round, ${ROUNDS} rounds, ${os.cpus().length} cores\n`);
    const targets = new Targets();
    for (const [i, c] of cases.entries()) {
      const own = { ...c, path: `/case/${i}`, headers: {} };
      const figures = { server: [] as number[], node: [] as number[], fastify: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        // Alternating which goes first, so that a busy moment of the machine hits each alike.
        const order = round % 2 === 0 ? ['server', 'node', 'fastify'] as const : ['fastify', 'node', 'server'] as const;
        for (const who of order) {
          figures[who].push(await rps(who === 'server' ? server.base : who === 'node' ? node.base : bare.base, who === 'server' ? c : own));
        }
      }
      const [s, n, f] = [median(figures.server), median(figures.node), median(figures.fastify)];
      const answer = answers.get(c)!;
      console.log(`${c.name}: ${answer.body.length} B body, ${answer.headerBytes} B headers`);
      console.log(`  server  ${fmt(s, 0).padStart(8)} req/s  (${figures.server.map((x) => fmt(x, 0)).join(', ')})`);
      console.log(`  Fastify ${fmt(f, 0).padStart(8)} req/s  ${fmt(f / n, 2)}× node:http`);
      console.log(`  node    ${fmt(n, 0).padStart(8)} req/s`);
      targets.add(c.name, s / n, `≥ ${fmt(c.target, 2)}×`, s / n >= c.target, (x) => `${fmt(x, 2)}× node:http`);
    }
    targets.print('Targets (server requests per second as a share of bare node:http sending the same bytes)');
  } finally {
    for (const child of children) await stopChild(child);
  }
});
