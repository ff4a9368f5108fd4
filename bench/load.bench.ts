/** Load run against the real server on SQLite, with autocannon: CONNECTIONS
 *  connections for SECONDS s, 70 % reads / 30 % writes (points and comments), and meanwhile
 *  50 parallel identical votes on each of a series of new points and one backup (`backup` CLI).
 *  Checks: 0 lost writes (every acknowledged point and comment is there), 0 duplicate votes,
 *  0 5xx; the backup restores into a fresh DATA_DIR with the manifest's row counts and the live
 *  image store's checksums. Then a SIGTERM in the middle of a second, shorter run: only 200 and
 *  503 answers, no reset connections (refused new connections are expected), exit 0, and every
 *  write acknowledged before the exit is there after a restart. Prints throughput and
 *  p50/p95/p99 latency. BENCH_LOAD_SECONDS (60), BENCH_LOAD_CONNECTIONS (50). See README.md. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { makeBenchDir, runBench } from './processes.js';
import { BENCH_ADMIN, childEnv, intEnv, SERVER_MAIN, startServer, UNLIMITED_ACCOUNT_WRITES } from './server-process.js';
import { Session } from './session.js';
import { percentile } from './timing.js';

const VOTERS = 50;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A failed check: printed, and the exit code becomes 1. */
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${what}`);
  if (!ok) failures.push(what);
};

type World = { session: Session; readLayer: string; writeLayer: string; seedPoint: string; base: string };

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Workspace, a read layer with 200 points (some with a photo), a write layer, a seed point. */
async function setUp(base: string): Promise<World> {
  const session = new Session(base);
  await session.ok('GET', '/api/v1/auth/info');
  await session.ok('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
  const ws = await json<{ ID: string }>(await session.ok('POST', '/api/v1/gis/workspace', { Name: 'Last', Public: true, Editable: true }));
  const schema = {
    Schema: [
      { Name: 'Titel', DataType: 'text', Question: 'Titel', Optional: false, MissingMsg: 'Bitte Titel angeben.', Options: [], Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '' },
      { Name: 'Foto', DataType: 'image', Question: 'Foto', Optional: true, MissingMsg: '', Options: [], Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '' },
    ],
    Categories: [],
  };
  const layer = async (Name: string) => (await json<{ ID: string }>(await session.ok('POST', '/api/v1/gis/layer', { Name, Workspace: ws.ID, Public: true, Editable: true, Schema: schema }))).ID;
  const readLayer = await layer('Lesen');
  const writeLayer = await layer('Schreiben');
  const sharp = (await import('sharp')).default;
  const images: string[] = [];
  for (let i = 0; i < 20; i++) {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: i * 12, g: 90, b: 200 - i * 9 } } }).png().toBuffer();
    images.push((await json<{ Id: string }>(await session.ok('POST', '/api/v1/gis/images/upload', png))).Id);
  }
  let seedPoint = '';
  for (let i = 0; i < 200; i++) {
    const Attributes: Record<string, unknown> = { Titel: { DataType: 'text', Value: `Lesepunkt ${i}` } };
    if (i < images.length) Attributes.Foto = { DataType: 'image', Value: images[i] };
    const p = await json<{ ID: string }>(await session.ok('POST', '/api/v1/gis/point', { Layer: readLayer, Latitude: 51.2 + i / 1000, Longitude: 9.4 + i / 1000, Attributes }));
    seedPoint ||= p.ID;
  }
  return { session, readLayer, writeLayer, seedPoint, base };
}

type Phase = { result: autocannon.Result; latencies: number[]; statuses: Map<number, number>; errors: Map<string, number>; points: Set<string>; comments: Set<string> };

/** One autocannon run of the 70/30 mix; records every acknowledged point and comment id, the
 *  latency of every answer and every error code. */
function loadRun(w: World, connections: number, seconds: number, onStart?: (instance: autocannon.Instance) => void): Promise<Phase> {
  const headers = { ...w.session.writeHeaders(), 'content-type': 'application/json' };
  const phase: Phase = { result: undefined as never, latencies: [], statuses: new Map(), errors: new Map(), points: new Set(), comments: new Set() };
  let n = 0;
  const read = (p: string): autocannon.Request => ({ method: 'GET', path: p });
  const writePoint: autocannon.Request = {
    method: 'POST', path: '/api/v1/gis/point',
    setupRequest: (req) => ({ ...req, body: JSON.stringify({ Layer: w.writeLayer, Latitude: 51 + Math.random(), Longitude: 9 + Math.random(), Attributes: { Titel: { DataType: 'text', Value: `Last ${++n}` } } }) }),
    onResponse: (status, body) => { if (status === 200) phase.points.add((JSON.parse(body) as { ID: string }).ID); },
  };
  const writeComment: autocannon.Request = {
    method: 'POST', path: '/api/v1/gis/comment', body: JSON.stringify({ PointID: w.seedPoint, Text: 'Unter Last geschrieben.' }),
    onResponse: (status, body) => { if (status === 200) phase.comments.add((JSON.parse(body) as { ID: string }).ID); },
  };
  const requests = [
    read(`/api/v1/gis/points/${w.readLayer}`), writePoint, read(`/api/v1/gis/comments/${w.seedPoint}`), read(`/api/v1/gis/points/${w.readLayer}`),
    writeComment, read(`/api/v1/gis/votes/${w.seedPoint}`), read(`/api/v1/gis/points/${w.readLayer}`), writePoint, read('/api/v1/auth/info'),
    read(`/api/v1/gis/points/${w.readLayer}?bbox=9.4,51.2,9.45,51.25`),
  ];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: w.base, connections, duration: seconds, headers, requests, timeout: 30 }, (err, result) => {
      if (err) reject(err);
      else resolve({ ...phase, result });
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      phase.latencies.push(ms);
      phase.statuses.set(status, (phase.statuses.get(status) ?? 0) + 1);
    });
    instance.on('reqError', (err: NodeJS.ErrnoException) => {
      const code = err.code ?? err.message;
      phase.errors.set(code, (phase.errors.get(code) ?? 0) + 1);
    });
    onStart?.(instance);
  });
}

/** Every 300 ms a new point gets VOTERS identical votes at once (one user); returns the points. */
function voteStorm(w: World, until: () => boolean): Promise<{ points: string[]; answers: Map<number, number> }> {
  const points: string[] = [];
  const answers = new Map<number, number>();
  return (async () => {
    while (!until()) {
      const p = await json<{ ID: string }>(await w.session.ok('POST', '/api/v1/gis/point', { Layer: w.writeLayer, Latitude: 51.5, Longitude: 9.5, Attributes: { Titel: { DataType: 'text', Value: 'Abstimmung' } } }));
      const votes = await Promise.all(Array.from({ length: VOTERS }, () => w.session.send('POST', `/api/v1/gis/vote/${p.ID}`, { Vote: 1 }).then(async (r) => { await r.arrayBuffer(); return r.status; })));
      for (const s of votes) answers.set(s, (answers.get(s) ?? 0) + 1);
      points.push(p.ID);
      await sleep(300);
    }
    return { points, answers };
  })();
}

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const listFiles = (root: string) => (fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]) : [])
  .filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();

function cli(dataDir: string, args: string[]) {
  const res = spawnSync(process.execPath, [SERVER_MAIN, ...args], { encoding: 'utf8', env: childEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }) });
  return { code: res.status, output: `${res.stdout}${res.stderr}`.trim() };
}

function printPhase(name: string, p: Phase, seconds: number) {
  const total = p.latencies.length;
  console.log(`${name}: ${total} answers in ${seconds} s = ${fmt(total / seconds, 0)} req/s (autocannon average ${fmt(p.result.requests.average, 0)} req/s); ` +
    `latency p50 ${fmt(percentile(p.latencies, 50))} ms, p95 ${fmt(percentile(p.latencies, 95))} ms, p99 ${fmt(percentile(p.latencies, 99))} ms`);
  console.log(`  statuses ${JSON.stringify(Object.fromEntries(p.statuses))}, errors ${JSON.stringify(Object.fromEntries(p.errors))}, ` +
    `acknowledged ${p.points.size} points, ${p.comments.size} comments`);
}

async function listIds(w: World, route: string): Promise<Set<string>> {
  return new Set((await json<{ ID: string }[]>(await w.session.ok('GET', route))).map((x) => x.ID));
}

async function main(): Promise<void> {
  const seconds = intEnv('BENCH_LOAD_SECONDS', 60, 5);
  const connections = intEnv('BENCH_LOAD_CONNECTIONS', 50, 1);
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
  const dataDir = makeBenchDir();
  const backupFile = path.join(makeBenchDir(), 'sicherung.tar.gz');
  console.log(`Mitmachkarte load run: ${connections} connections, ${seconds} s, 70 % reads / 30 % writes, ${VOTERS} parallel identical votes per point, SQLite`);
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s)`);
  let server = await startServer(dataDir, UNLIMITED_ACCOUNT_WRITES);
  const w = await setUp(server.base);

  // Phase 1: the load run, the vote storm and a backup in the middle.
  let loadDone = false;
  const storm = voteStorm(w, () => loadDone);
  const backupAt = sleep((seconds * 1000) / 2).then(() => {
    const t0 = Date.now();
    const res = cli(dataDir, ['backup', backupFile]);
    return { ...res, ms: Date.now() - t0 };
  });
  const load = await loadRun(w, connections, seconds);
  loadDone = true;
  const votes = await storm;
  const backup = await backupAt;
  printPhase('load', load, seconds);

  const fivexx = [...load.statuses].filter(([s]) => s >= 500).reduce((a, [, c]) => a + c, 0);
  check(fivexx === 0, `0 answers 5xx under load (got ${fivexx})`);
  check([...load.statuses.keys()].every((s) => s === 200), `every answer under load is 200 (${JSON.stringify(Object.fromEntries(load.statuses))})`);
  check(load.errors.size === 0, `no connection errors or timeouts under load (${JSON.stringify(Object.fromEntries(load.errors))})`);
  const stored = await listIds(w, `/api/v1/gis/points/${w.writeLayer}`);
  const lostPoints = [...load.points].filter((id) => !stored.has(id));
  check(lostPoints.length === 0, `0 lost points: ${load.points.size} acknowledged, ${lostPoints.length} missing`);
  const comments = await listIds(w, `/api/v1/gis/comments/${w.seedPoint}`);
  const lostComments = [...load.comments].filter((id) => !comments.has(id));
  check(lostComments.length === 0, `0 lost comments: ${load.comments.size} acknowledged, ${lostComments.length} missing`);
  check([...votes.answers.keys()].every((s) => s === 200), `every parallel vote answered 200 (${JSON.stringify(Object.fromEntries(votes.answers))})`);
  let wrongTally = 0;
  for (const id of votes.points) {
    const t = await json<{ Up: number; Down: number }>(await w.session.ok('GET', `/api/v1/gis/votes/${id}`));
    if (t.Up !== 1 || t.Down !== 0) wrongTally++;
  }
  const db = new Database(path.join(dataDir, 'mitmachkarte.sqlite'), { readonly: true });
  const doubled = (db.prepare('SELECT count(*) AS n FROM (SELECT point_id, user_id FROM point_votes GROUP BY point_id, user_id HAVING count(*) > 1)').get() as { n: number }).n;
  db.close();
  check(wrongTally === 0 && doubled === 0, `0 duplicate votes: ${votes.points.length} points × ${VOTERS} identical votes, each counted once (${wrongTally} wrong tallies, ${doubled} doubled rows)`);

  // The backup taken under load restores into a fresh DATA_DIR.
  check(backup.code === 0, `backup during the load run (${fmt(backup.ms / 1000)} s): ${backup.output}`);
  const restored = path.join(makeBenchDir(), 'wiederhergestellt');
  const restore = cli(restored, ['restore', backupFile]);
  check(restore.code === 0, `restore into a fresh DATA_DIR: ${restore.output}`);
  if (restore.code === 0) {
    const files = listFiles(path.join(restored, 'images'));
    const differing = files.filter((f) => sha256(path.join(restored, 'images', f)) !== sha256(path.join(dataDir, 'images', f)));
    check(files.length > 0 && differing.length === 0, `image checksums of the restored store equal the live store's (${files.length} files, ${differing.length} differ)`);
    const copy = new Database(path.join(restored, 'mitmachkarte.sqlite'), { readonly: true });
    const restoredPoints = (copy.prepare('SELECT id FROM points').all() as { id: string }[]).map((r) => r.id);
    copy.close();
    const live = new Database(path.join(dataDir, 'mitmachkarte.sqlite'), { readonly: true });
    const has = live.prepare('SELECT 1 FROM points WHERE id = ?');
    const unknown = restoredPoints.filter((id) => !has.get(id)).length;
    live.close();
    check(unknown === 0, `the restored database (row counts equal to the backup's manifest, checked by restore) holds ${restoredPoints.length} points, all present in the live database`);
    check(cli(restored, ['fsck']).code === 0, 'fsck of the restored DATA_DIR is clean');
  }

  // Phase 2: SIGTERM in the middle of a second run.
  const termSeconds = 8;
  let signalledAt = 0;
  let exitMs = -1;
  const exited = new Promise<number | null>((resolve) => server.child.process.once('exit', (code) => { exitMs = Date.now() - signalledAt; resolve(code); }));
  const afterTerm = { statuses: new Map<number, number>(), errors: new Map<string, number>() };
  const term = await loadRun(w, connections, termSeconds, (instance) => {
    setTimeout(() => {
      signalledAt = Date.now();
      server.child.process.kill('SIGTERM');
      instance.on('response', (_c, status) => { afterTerm.statuses.set(status, (afterTerm.statuses.get(status) ?? 0) + 1); });
      instance.on('reqError', (err: NodeJS.ErrnoException) => {
        const code = err.code ?? err.message;
        afterTerm.errors.set(code, (afterTerm.errors.get(code) ?? 0) + 1);
      });
    }, (termSeconds * 1000) / 3);
  });
  const exitCode = await exited;
  printPhase('SIGTERM run', term, termSeconds);
  console.log(`  after SIGTERM: statuses ${JSON.stringify(Object.fromEntries(afterTerm.statuses))}, errors ${JSON.stringify(Object.fromEntries(afterTerm.errors))}; exit ${exitCode} after ${fmt(exitMs / 1000)} s`);
  check([...term.statuses.keys()].every((s) => s === 200 || s === 503), 'only 200 and 503 answers around the SIGTERM');
  const resets = [...term.errors].filter(([code]) => code !== 'ECONNREFUSED');
  check(resets.length === 0, `no reset or timed-out connections, only refused new ones (${JSON.stringify(Object.fromEntries(term.errors))})`);
  check(exitCode === 0 && exitMs < 30_000, `the server exits 0 within 30 s of SIGTERM (${exitCode}, ${fmt(exitMs / 1000)} s)`);
  server = await startServer(dataDir, UNLIMITED_ACCOUNT_WRITES);
  const w2 = { ...w, session: new Session(server.base), base: server.base };
  await w2.session.ok('GET', '/api/v1/auth/info');
  await w2.session.ok('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
  const after = await listIds(w2, `/api/v1/gis/points/${w.writeLayer}`);
  const lostAtTerm = [...term.points].filter((id) => !after.has(id));
  check(lostAtTerm.length === 0, `0 lost writes across the SIGTERM: ${term.points.size} points acknowledged, ${lostAtTerm.length} missing after the restart`);

  console.log(failures.length === 0 ? 'load run: all checks passed' : `load run: ${failures.length} check(s) FAILED`);
  if (failures.length > 0) process.exitCode = 1;
}

await runBench(main);
