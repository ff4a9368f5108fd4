/** Benchmark: the review table and its figures (GET /api/v1/gis/review/{layerId}[/stats],
 *  docs/product.md §18.1) for one layer of 100,000 points on SQLite, as the workspace's owner. The
 *  points of seed-points.ts get categories in two levels, random statuses, votes of 50 users and
 *  comments; then each call below is timed BENCH_RUNS times (default 5; the three calls of the
 *  targets at least 10) after one warm-up. With BENCH_DATABASE_URL (a PostgreSQL server whose user
 *  may create databases) the same layer is copied into a database of its own there and timed
 *  again. Targets (docs/decisions/0027): a text search sorted by a text or a number answer within
 *  100 ms and 5× the unfiltered newest page of the same run. BENCH_POINTS (default 100000). See
 *  README.md. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { v7 } from 'uuid';
import { makeBenchDir, runBench, stopChild } from './processes.js';
import { seedPoints } from './seed-points.js';
import { BENCH_ADMIN, intEnv, SERVER_MAIN, startServer } from './server-process.js';
import { Session } from './session.js';
import { copyLayerToPostgres, makeBenchDatabase } from './postgres-copy.js';
import { fmt, Targets } from './targets.js';
import { median } from './timing.js';

const CATEGORIES = [
  { Name: 'Strasse', Label: 'Straße', Children: [{ Name: 'Gully', Label: 'Gully' }, { Name: 'Belag', Label: 'Belag' }] },
  { Name: 'Gruen', Label: 'Grün', Children: [{ Name: 'Baum', Label: 'Baum' }, { Name: 'Wiese', Label: 'Wiese' }] },
];
const LEAVES = ['Gully', 'Belag', 'Baum', 'Wiese'];
const STATUSES = ['neu', 'pruefung', 'bearbeitung', 'umgesetzt', 'abgelehnt'];

/** Categories, statuses, 50 voters with votes on about a third of the points, and comments. */
function enrich(file: string, workspaceId: string, layerId: string): { votes: number; comments: number } {
  const db = new Database(file);
  try {
    db.prepare('UPDATE workspaces SET owner_id = (SELECT id FROM users WHERE email = ?) WHERE id = ?').run(BENCH_ADMIN.email, workspaceId);
    const schema = JSON.parse((db.prepare('SELECT schema FROM layers WHERE id = ?').get(layerId) as { schema: string }).schema) as object;
    db.prepare('UPDATE layers SET schema = ? WHERE id = ?').run(JSON.stringify({ ...schema, Categories: CATEGORIES }), layerId);
    let votes = 0;
    let comments = 0;
    db.transaction(() => {
      const now = new Date().toISOString();
      const users = Array.from({ length: 50 }, (_, i) => v7({ msecs: Date.parse('2026-01-01T00:00:00Z') + i }));
      const insertUser = db.prepare(`INSERT INTO users (id, email, name, password_hash, active, activation_code, attributes, created_at, updated_at)
        VALUES (?, ?, ?, 'x', 1, NULL, '[]', ?, ?)`);
      users.forEach((id, i) => insertUser.run(id, `waehler-${i}@example.org`, `Wähler ${i}`, now, now));
      const setPoint = db.prepare('UPDATE points SET status = ?, attributes = json_set(attributes, \'$.category\', json(?)) WHERE id = ?');
      const vote = db.prepare('INSERT INTO point_votes (point_id, user_id, value, updated_at) VALUES (?, ?, ?, ?)');
      const comment = db.prepare('INSERT INTO comments (id, point_id, user_id, text, created_at) VALUES (?, ?, ?, ?, ?)');
      const ids = db.prepare('SELECT id FROM points WHERE layer_id = ?').pluck().all(layerId) as string[];
      ids.forEach((id, i) => {
        setPoint.run(STATUSES[(i * 7) % 5], JSON.stringify({ DataType: 'category', Value: LEAVES[(i * 13) % 4] }), id);
        if (i % 3 === 0) for (let v = 0; v < 1 + (i % 4); v++, votes++) vote.run(id, users[(i + v * 17) % 50], (i + v) % 4 === 0 ? -1 : 1, now);
        if (i % 5 === 0) for (let c = 0; c < 1 + (i % 3); c++, comments++) comment.run(v7(), id, users[(i + c) % 50], `Kommentar ${c}`, now);
      });
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    return { votes, comments };
  } finally {
    db.close();
  }
}

/** The word of the timed searches: in one description of six (postgres-copy, seed-points.ts). */
const WORD = 'ordnung';
/** Targets of the filtered review page: at most this many ms (median), and at most this many times
 *  the unfiltered newest page of the same run (docs/decisions/0027). */
const TARGET_MS = 100;
const TARGET_RATIO = 5;

type Case = { name: string; route: string; runs: number };

/** Times each of `cases` (one warm-up, then `runs` requests) as `owner`; returns the medians by name. */
async function timeCases(owner: Session, cases: Case[]): Promise<Map<string, number>> {
  const medians = new Map<string, number>();
  console.log(`${'call'.padEnd(80)} ${'median ms'.padStart(10)} ${'rows/total'.padStart(14)}`);
  for (const { name, route, runs } of cases) {
    const get = async () => {
      const t0 = performance.now();
      const res = await owner.ok('GET', route);
      const body = (await res.json()) as { Total: number; Rows?: unknown[] };
      return { ms: performance.now() - t0, body };
    };
    const warm = await get();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await get()).ms);
    const size = warm.body.Rows ? `${warm.body.Rows.length}/${warm.body.Total}` : `–/${warm.body.Total}`;
    medians.set(name, median(times));
    console.log(`${name.padEnd(80)} ${fmt(median(times)).padStart(10)} ${size.padStart(14)}`);
  }
  return medians;
}

const NEWEST = 'table: newest first, page 1 of 50';
const TEXT_SORT = `table: q=${WORD}, sorted by a text answer, page 1 of 50`;
const NUMBER_SORT = `table: q=${WORD}, sorted by a number answer, page 1 of 50`;

/** The calls of the benchmark on the layer `layerId` of `points` points; the three of the targets
 *  run at least 10 times. */
function casesOf(layerId: string, points: number, runs: number): Case[] {
  const base = `/api/v1/gis/review/${layerId}`;
  const target = Math.max(runs, 10);
  return [
    { name: NEWEST, route: `${base}`, runs: target },
    { name: TEXT_SORT, route: `${base}?q=${WORD}&sort=answer:Beschreibung`, runs: target },
    { name: NUMBER_SORT, route: `${base}?q=${WORD}&sort=answer:Tiefe&dir=desc`, runs: target },
    { name: 'table: q=meldung (every entry), sorted by a text answer', route: `${base}?q=meldung&sort=answer:Beschreibung`, runs },
    { name: 'table: q=ab (two letters), sorted by a number answer', route: `${base}?q=ab&sort=answer:Tiefe`, runs },
    { name: 'table: sorted by a text answer, no filter', route: `${base}?sort=answer:Beschreibung&dir=desc`, runs },
    { name: 'table: sorted by an answer, filtered (status, category, days), page 3 of 100', route: `${base}?sort=answer:Tiefe&dir=desc&status=pruefung&category=Strasse&from=2026-01-02&to=2026-01-07&page=3&pageSize=100`, runs },
    { name: 'table: most votes up, page 1 of 500', route: `${base}?sort=votesUp&dir=desc&pageSize=500`, runs },
    { name: 'table: text search, sorted by a choice', route: `${base}?q=ordnung&sort=answer:Zustand&dir=asc&pageSize=100`, runs },
    { name: 'table: oldest first, the last page of 500', route: `${base}?sort=created&dir=asc&page=${Math.ceil(points / 500)}&pageSize=500`, runs },
    { name: 'table: by category, page 100 of 500', route: `${base}?sort=category&page=100&pageSize=500`, runs },
    { name: 'stats: no filter', route: `${base}/stats`, runs },
    { name: `stats: q=${WORD}`, route: `${base}/stats?q=${WORD}`, runs },
    { name: 'stats: status and days', route: `${base}/stats?status=neu&from=2026-01-03&to=2026-01-05`, runs },
  ];
}

/** Adds the targets of the filtered pages on `database` to `targets`. */
function addTargets(targets: Targets, database: string, medians: Map<string, number>): void {
  const newest = medians.get(NEWEST)!;
  for (const name of [TEXT_SORT, NUMBER_SORT]) {
    const ms = medians.get(name)!;
    const short = name.replace(/^table: /, '').replace(/, page 1 of 50$/, '');
    targets.add(`${database}: ${short}, median`, ms, `≤ ${TARGET_MS} ms`, ms <= TARGET_MS, (n) => `${fmt(n)} ms`);
    targets.add(`${database}: ${short} ÷ newest page`, ms / newest, `≤ ${TARGET_RATIO}×`, ms / newest <= TARGET_RATIO, (n) => `${fmt(n, 2)}×`);
  }
}

/** Logs in as the owner on the server at `base`. */
async function ownerOf(base: string): Promise<Session> {
  const owner = new Session(base);
  await owner.ok('GET', '/api/v1/auth/info');
  await owner.ok('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
  return owner;
}

async function main(): Promise<void> {
  const points = intEnv('BENCH_POINTS', 100_000, 1);
  const runs = intEnv('BENCH_RUNS', 5, 1);
  const postgresUrl = process.env.BENCH_DATABASE_URL || undefined;
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
  const dataDir = makeBenchDir('mitmachkarte-bench-review-');
  const file = path.join(dataDir, 'mitmachkarte.sqlite');
  console.log(`Mitmachkarte benchmark: GET /api/v1/gis/review/{layerID}[/stats], SQLite${postgresUrl ? ' and PostgreSQL' : ' (set BENCH_DATABASE_URL for PostgreSQL too)'}, as the owner`);
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), ${points} points × 5 answers, ${runs} runs after 1 warm-up (the targets' calls at least 10)`);

  const first = await startServer(dataDir);
  await stopChild(first.child);
  const { workspaceId, layerId } = seedPoints(file, points);
  const { votes, comments } = enrich(file, workspaceId, layerId);
  console.log(`seeded: ${points} points, ${votes} votes, ${comments} comments`);
  const targets = new Targets();

  console.log('\nSQLite');
  const server = await startServer(dataDir);
  addTargets(targets, 'SQLite', await timeCases(await ownerOf(server.base), casesOf(layerId, points, runs)));
  await stopChild(server.child);

  if (postgresUrl) {
    const database = await makeBenchDatabase(postgresUrl, 'mk_bench_review');
    try {
      const pgDir = makeBenchDir('mitmachkarte-bench-review-pg-');
      const env = { DATABASE_URL: database.url };
      const made = await startServer(pgDir, env);
      await stopChild(made.child);
      const t0 = performance.now();
      const copied = await copyLayerToPostgres(file, database.url, workspaceId, BENCH_ADMIN.email);
      console.log(`\nPostgreSQL (${copied} points copied in ${fmt((performance.now() - t0) / 1000)} s)`);
      const pgServer = await startServer(pgDir, env);
      addTargets(targets, 'PostgreSQL', await timeCases(await ownerOf(pgServer.base), casesOf(layerId, points, runs)));
      await stopChild(pgServer.child);
    } finally {
      await database.drop();
    }
  } else {
    targets.skipped('PostgreSQL', 'BENCH_DATABASE_URL unset', `≤ ${TARGET_MS} ms`);
  }
  targets.print('Targets (docs/decisions/0027)');
}

await runBench(main);
