/** Benchmark: the team's inbox (GET /api/v1/gis/workspace/{id}/inbox and GET /api/v1/gis/inbox/counts,
 *  docs/product.md §16.9) on a project with one layer of 100,000 entries, every one of them new to
 *  its owner (the worst case: nobody has read anything since the project began), a comment on
 *  every fifth entry, one entry in fifty waiting for approval and an open report on about one in a
 *  hundred and twenty-eight; beside it the review table's newest page (GET /api/v1/gis/review/{layerId}) of the same
 *  layer in the same run. Each call is timed BENCH_RUNS times (default 10) after one warm-up, on
 *  SQLite and, with BENCH_DATABASE_URL (a PostgreSQL server whose user may create databases), on
 *  PostgreSQL. Targets: every inbox page and the counts within 200 ms (median) and within 1.5× the
 *  review table's newest page. BENCH_POINTS
 *  (default 100000). See README.md. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import pg from 'pg';
import { v7 } from 'uuid';
import { makeBenchDir, runBench, stopChild } from './processes.js';
import { seedPoints } from './seed-points.js';
import { BENCH_ADMIN, intEnv, SERVER_MAIN, startServer } from './server-process.js';
import { Session } from './session.js';
import { copyLayerToPostgres, makeBenchDatabase } from './postgres-copy.js';
import { fmt, Targets } from './targets.js';
import { median } from './timing.js';

const TARGET_MS = 200;
/** Each inbox call at most this many times the review table's newest page in the same run. */
const TARGET_RATIO = 1.5;

/** The owner, 20 commenters with a comment on every fifth entry, entries waiting for approval
 *  (one in fifty). Reports are added by addReports on each database. */
function enrich(file: string, workspaceId: string, layerId: string): { comments: number; waiting: number } {
  const db = new Database(file);
  try {
    db.prepare('UPDATE workspaces SET owner_id = (SELECT id FROM users WHERE email = ?) WHERE id = ?').run(BENCH_ADMIN.email, workspaceId);
    let comments = 0;
    let waiting = 0;
    db.transaction(() => {
      const now = new Date().toISOString();
      const users = Array.from({ length: 20 }, (_, i) => v7({ msecs: Date.parse('2026-01-01T00:00:00Z') + i }));
      const insertUser = db.prepare(`INSERT INTO users (id, email, name, password_hash, active, activation_code, attributes, created_at, updated_at)
        VALUES (?, ?, ?, 'x', 1, NULL, '[]', ?, ?)`);
      users.forEach((id, i) => insertUser.run(id, `waehler-${i}@example.org`, `Bürgerin ${i}`, now, now));
      const comment = db.prepare('INSERT INTO comments (id, point_id, user_id, text, created_at) VALUES (?, ?, ?, ?, ?)');
      const hold = db.prepare(`UPDATE points SET moderation = 'pending' WHERE id = ?`);
      const rows = db.prepare('SELECT id, created_at FROM points WHERE layer_id = ?').all(layerId) as { id: string; created_at: string }[];
      rows.forEach(({ id, created_at }, i) => {
        if (i % 5 === 0) {
          const at = new Date(Date.parse(created_at) + 3_000).toISOString();
          comment.run(v7({ msecs: Date.parse(at) }), id, users[i % 20], `Kommentar zu ${i}`, at);
          comments++;
        }
        if (i % 50 === 0) { hold.run(id); waiting++; }
      });
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    return { comments, waiting };
  } finally {
    db.close();
  }
}

/** An open report of an anonymous visitor on one entry in a hundred, 5 s after it came in. */
const REPORTS_SQL = (workspaceId: string, layerId: string) => `
  INSERT INTO reports (id, workspace_id, point_id, comment_id, reason, text, user_id, state, created_at, closed_at, closed_by)
  SELECT 'f' || substr(id, 2), '${workspaceId}', id, NULL, 'spam', 'Werbung', NULL, 'open', created_at, NULL, NULL
  FROM points WHERE layer_id = '${layerId}' AND substr(id, 36, 1) IN ('0', '1') AND substr(id, 35, 1) = '0'`;

type Case = { name: string; route: string };

/** Times each case (one warm-up, then `runs` requests) as `owner`; returns the medians by name. */
async function timeCases(owner: Session, cases: Case[], runs: number): Promise<Map<string, number>> {
  const medians = new Map<string, number>();
  console.log(`${'call'.padEnd(64)} ${'median ms'.padStart(10)} ${'answer'.padStart(24)}`);
  for (const { name, route } of cases) {
    const get = async () => {
      const t0 = performance.now();
      const res = await owner.ok('GET', route);
      const body = (await res.json()) as { Total?: number; Rows?: unknown[]; New?: number; Workspaces?: { Waiting: number; Reported: number }[] };
      return { ms: performance.now() - t0, body };
    };
    const warm = await get();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push((await get()).ms);
    const b = warm.body;
    const answer = b.Rows ? `${b.Rows.length}/${b.Total}` : `new ${b.New}, waiting ${b.Workspaces?.[0]?.Waiting}, rep. ${b.Workspaces?.[0]?.Reported}`;
    medians.set(name, median(times));
    console.log(`${name.padEnd(64)} ${fmt(median(times)).padStart(10)} ${answer.padStart(24)}`);
  }
  return medians;
}

const INBOX_CASES = ['inbox: neu, page 1 of 50', 'inbox: alle, page 1 of 50', 'inbox: alle, page 40 of 50', 'inbox: freigabe, page 1 of 50',
  'inbox: gemeldet, page 1 of 50', 'counts of the bar'];

function casesOf(workspaceId: string, layerId: string): Case[] {
  const inbox = `/api/v1/gis/workspace/${workspaceId}/inbox`;
  return [
    { name: 'review table: newest first, page 1 of 50 (the relative)', route: `/api/v1/gis/review/${layerId}` },
    { name: INBOX_CASES[0]!, route: `${inbox}` },
    { name: INBOX_CASES[1]!, route: `${inbox}?filter=alle` },
    { name: INBOX_CASES[2]!, route: `${inbox}?filter=alle&page=40` },
    { name: INBOX_CASES[3]!, route: `${inbox}?filter=freigabe` },
    { name: INBOX_CASES[4]!, route: `${inbox}?filter=gemeldet` },
    { name: INBOX_CASES[5]!, route: '/api/v1/gis/inbox/counts' },
  ];
}

/** Times the cases, then again after „Alle als gelesen markieren“ (nothing new); adds the targets. */
async function run(targets: Targets, database: string, base: string, workspaceId: string, layerId: string, runs: number) {
  const owner = new Session(base);
  await owner.ok('GET', '/api/v1/auth/info');
  await owner.ok('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
  const medians = await timeCases(owner, casesOf(workspaceId, layerId), runs);
  const review = medians.get(casesOf(workspaceId, layerId)[0]!.name)!;
  for (const name of INBOX_CASES) {
    const ms = medians.get(name)!;
    targets.add(`${database}: ${name}, median`, ms, `≤ ${TARGET_MS} ms`, ms <= TARGET_MS, (n) => `${fmt(n)} ms`);
    targets.add(`${database}: ${name}, ÷ review table's page`, ms / review, `≤ ${TARGET_RATIO}×`, ms / review <= TARGET_RATIO, (n) => `${n.toFixed(1)}×`);
  }
  await owner.ok('POST', `/api/v1/gis/workspace/${workspaceId}/inbox/seen-all`, {});
  console.log('after „Alle als gelesen markieren“:');
  const after = await timeCases(owner, [casesOf(workspaceId, layerId)[1]!, casesOf(workspaceId, layerId)[6]!], runs);
  for (const [name, ms] of after) {
    targets.add(`${database}: ${name}, all read, median`, ms, `≤ ${TARGET_MS} ms`, ms <= TARGET_MS, (n) => `${fmt(n)} ms`);
    targets.add(`${database}: ${name}, all read, ÷ review table's page`, ms / review, `≤ ${TARGET_RATIO}×`, ms / review <= TARGET_RATIO, (n) => `${n.toFixed(1)}×`);
  }
}

async function main(): Promise<void> {
  const points = intEnv('BENCH_POINTS', 100_000, 1);
  const runs = intEnv('BENCH_RUNS', 10, 1);
  const postgresUrl = process.env.BENCH_DATABASE_URL || undefined;
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
  const dataDir = makeBenchDir('mitmachkarte-bench-inbox-');
  const file = path.join(dataDir, 'mitmachkarte.sqlite');
  console.log(`Mitmachkarte benchmark: the team's inbox, SQLite${postgresUrl ? ' and PostgreSQL' : ' (set BENCH_DATABASE_URL for PostgreSQL too)'}, as the owner`);
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), ${points} entries, ${runs} runs after 1 warm-up`);

  const first = await startServer(dataDir);
  await stopChild(first.child);
  const { workspaceId, layerId } = seedPoints(file, points);
  const { comments, waiting } = enrich(file, workspaceId, layerId);
  const sqlite = new Database(file);
  const reports = sqlite.prepare(REPORTS_SQL(workspaceId, layerId)).run().changes;
  sqlite.close();
  console.log(`seeded: ${points} entries, ${comments} comments, ${waiting} waiting, ${reports} reports`);
  const targets = new Targets();

  console.log('\nSQLite');
  const server = await startServer(dataDir);
  await run(targets, 'SQLite', server.base, workspaceId, layerId, runs);
  await stopChild(server.child);

  if (postgresUrl) {
    const database = await makeBenchDatabase(postgresUrl, 'mk_bench_inbox');
    try {
      const pgDir = makeBenchDir('mitmachkarte-bench-inbox-pg-');
      const env = { DATABASE_URL: database.url };
      const made = await startServer(pgDir, env);
      await stopChild(made.child);
      const copied = await copyLayerToPostgres(file, database.url, workspaceId, BENCH_ADMIN.email);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query(REPORTS_SQL(workspaceId, layerId));
      await client.query('VACUUM ANALYZE');
      await client.end();
      console.log(`\nPostgreSQL (${copied} entries copied)`);
      const pgServer = await startServer(pgDir, env);
      await run(targets, 'PostgreSQL', pgServer.base, workspaceId, layerId, runs);
      await stopChild(pgServer.child);
    } finally {
      await database.drop();
    }
  } else {
    targets.skipped('PostgreSQL', 'BENCH_DATABASE_URL unset', `≤ ${TARGET_MS} ms`);
  }
  targets.print('Targets (docs/product.md §16.9)');
}

await runBench(main);
