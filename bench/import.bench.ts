/** Benchmark: the import of entries into a layer, POST /api/v1/gis/import/{layerId}/preview and
 *  POST /api/v1/gis/import/{layerId}, on SQLite, as a manager (the workspace's owner). One file
 *  of BENCH_IMPORT_ROWS (default 100000) valid rows, as CSV and as GeoJSON, each previewed and
 *  then imported into a fresh layer whose questionnaire has a required text, a single choice, a
 *  number, a yes/no question and two levels of categories. Timed is the whole request, from
 *  sending the file to the answer read: upload, parsing, the check of every row and the insert.
 *  Baseline in the same run: a raw insert loop, better-sqlite3 in this process on a copy of the
 *  server's database made just before the imports (the same points table with its indexes and
 *  foreign keys, the server's pragmas), one prepared INSERT per row in one transaction, each row's
 *  id, map cell and answers' JSON made in the loop as the import makes them. Printed: rows/s of
 *  the preview and of the import for both formats, the raw loop's rows/s, the ratios, and the
 *  server's resident memory. Target: import rows/s ≥ 0.5× the raw loop's. A missed target is
 *  printed, not an error; the exit code is non-zero only when the benchmark itself fails or an
 *  answer is wrong (not every row imported, rows stored differently from what was sent).
 *  BENCH_IMPORT_CPU_PROF=<dir> writes a CPU profile of the server into <dir>. See README.md. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { v7 } from 'uuid';
// The server's own rule for a point's map cell, from its build, as seed-points.ts uses it.
import { cellOf } from '@mitmachkarte/server/dist/db/map-cells.js';
import { mulberry32 } from '@mitmachkarte/server/dist/lib/seeded-random.js';
import { currentRssBytes, makeBenchDir, peakRssBytes, runBench, stopChild } from './processes.js';
import { BENCH_ADMIN, intEnv, SERVER_MAIN, startServer } from './server-process.js';
import { Session } from './session.js';
import { fmt, mib, Targets } from './targets.js';

const TARGET_RATIO = 0.5;

const VARIABLES = [
  { Name: 'Beschreibung', DataType: 'text', Question: 'Was ist zu sehen?', MissingMsg: 'Bitte beschreiben Sie, was zu sehen ist.' },
  {
    Name: 'Zustand', DataType: 'single', Question: 'In welchem Zustand ist es?',
    Options: [{ Key: 'gut', Label: 'gut' }, { Key: 'mittel', Label: 'mittel' }, { Key: 'schlecht', Label: 'schlecht' }],
  },
  { Name: 'Tiefe', DataType: 'number', Question: 'Wie tief ist das Wasser (cm)?', Constraint: true, Minimum: 0, Maximum: 500 },
  { Name: 'Geruch', DataType: 'boolean', Question: 'Riecht es unangenehm?' },
];
const CATEGORIES = [
  { Name: 'Strasse', Label: 'Straße' },
  { Name: 'Gruen', Label: 'Grünfläche', Children: [{ Name: 'Park', Label: 'Park' }, { Name: 'Spielplatz', Label: 'Spielplatz' }] },
];
/** Leaf categories only: a category with children is refused as an answer. */
const LEAVES = ['Strasse', 'Park', 'Spielplatz'];
const DESCRIPTIONS = [
  'Laub liegt auf dem Gitter', 'Wasser läuft nicht ab', 'Deckel klappert beim Überfahren',
  'Alles in Ordnung', 'Gitter verbogen, „Stolpergefahr“ für Radfahrer', 'Sand und Kies im Schacht, "sehr viel"',
];
const STATES = ['gut', 'mittel', 'schlecht'];

/** One row of the files: position and the answers as a person would type them. */
type Row = { latitude: number; longitude: number; text: string; state: string; depth: number; smell: boolean; category: string };

function makeRows(count: number): Row[] {
  const next = mulberry32(20261126);
  return Array.from({ length: count }, (_, i) => ({
    latitude: Math.round((51.3169 + (next() - 0.5) * 0.1) * 1e6) / 1e6,
    longitude: Math.round((9.4757 + (next() - 0.5) * 0.16) * 1e6) / 1e6,
    text: `${DESCRIPTIONS[i % DESCRIPTIONS.length]} (Meldung ${i + 1})`,
    state: STATES[Math.floor(next() * STATES.length)]!,
    depth: Math.round(next() * 3000) / 10,
    smell: next() < 0.3,
    category: LEAVES[Math.floor(next() * LEAVES.length)]!,
  }));
}

/** The answers of a row as the import stores them (attributes column), in the order of the
 *  file's fields, which is the order in which the import fills them in. */
function attributesJson(r: Row): string {
  return JSON.stringify({
    Beschreibung: { DataType: 'text', Value: r.text },
    Zustand: { DataType: 'single', Value: r.state },
    Tiefe: { DataType: 'number', Value: r.depth },
    Geruch: { DataType: 'boolean', Value: r.smell },
    category: { DataType: 'category', Value: r.category },
  });
}

/** RFC 4180: a cell with a separator, a quote or a line break in quotes, quotes doubled. */
const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

function csvFile(rows: readonly Row[]): Buffer {
  const lines = ['latitude,longitude,Beschreibung,Zustand,Tiefe,Geruch,category'];
  for (const r of rows) {
    lines.push([String(r.latitude), String(r.longitude), csvCell(r.text), r.state, String(r.depth), r.smell ? 'ja' : 'nein', r.category].join(','));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

function geoJsonFile(rows: readonly Row[]): Buffer {
  const features = rows.map((r) => JSON.stringify({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [r.longitude, r.latitude] },
    properties: { Beschreibung: r.text, Zustand: r.state, Tiefe: r.depth, Geruch: r.smell, category: r.category },
  }));
  return Buffer.from(`{"type":"FeatureCollection","features":[\n${features.join(',\n')}\n]}\n`, 'utf8');
}

type Preview = { Format: string; Rows: number; RefusedCount: number; Refused: unknown[]; Mapping: Record<string, string> };

/** Preview, then import of `file` into `layerId`, each timed from sending the file to the answer
 *  read; the import sends the preview's mapping back, as the web app does. */
async function importFile(session: Session, layerId: string, name: string, file: Buffer, rows: number, targets: Targets) {
  const route = `/api/v1/gis/import/${layerId}`;
  let t0 = performance.now();
  const previewRes = await session.ok('POST', `${route}/preview?name=${encodeURIComponent(name)}`, file);
  const preview = (await previewRes.json()) as Preview;
  const previewMs = performance.now() - t0;
  if (preview.Rows !== rows || preview.RefusedCount !== 0) {
    targets.fail(`preview of ${name}: ${preview.Rows} rows, ${preview.RefusedCount} refused (first: ${JSON.stringify(preview.Refused.slice(0, 3))}), expected ${rows} and 0`);
  }
  const query = `?name=${encodeURIComponent(name)}&mapping=${encodeURIComponent(JSON.stringify(preview.Mapping))}`;
  t0 = performance.now();
  const importRes = await session.send('POST', route + query, file);
  const answer = await importRes.text();
  const importMs = performance.now() - t0;
  let imported: unknown;
  try {
    imported = (JSON.parse(answer) as { Imported?: unknown }).Imported;
  } catch {
    imported = undefined;
  }
  if (importRes.status !== 200 || imported !== rows) targets.fail(`import of ${name} answered ${importRes.status} ${answer.slice(0, 500)}, expected Imported: ${rows}`);
  return { format: preview.Format, mapping: preview.Mapping, previewMs, importMs };
}

/** The raw insert loop on `file` (a copy of the server's database): one prepared INSERT per row
 *  into layer `layerId`, all in one transaction, on a connection set up as the server's. */
function rawInsertLoop(file: string, layerId: string, userId: string, rows: readonly Row[]): number {
  const db = new Database(file);
  try {
    // The server's pragmas (server/src/db/database.ts): the commit is fsynced, foreign keys checked,
    // a page cache of 32 MiB.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('cache_size = -32768');
    const insert = db.prepare(
      `INSERT INTO points (id, layer_id, latitude, longitude, cell, altitude, public, editable, attributes, status, status_changed_at,
         created_at, updated_at, created_by, deleted_at, deleted_by)
       VALUES (?, ?, ?, ?, ?, 0, 1, 0, ?, 'neu', ?, ?, ?, ?, NULL, NULL)`,
    );
    const t0 = performance.now();
    const now = new Date().toISOString();
    db.transaction(() => {
      for (const r of rows) insert.run(v7(), layerId, r.latitude, r.longitude, cellOf(r.longitude, r.latitude), attributesJson(r), now, now, now, userId);
    })();
    const ms = performance.now() - t0;
    const { n } = db.prepare('SELECT count(*) AS n FROM points WHERE layer_id = ?').get(layerId) as { n: number };
    if (n !== rows.length) throw new Error(`raw loop wrote ${n} rows, expected ${rows.length}`);
    return ms;
  } finally {
    db.close();
  }
}

/** The rows the server stored must be the file's: as many, the first and last with the answers
 *  and position of the first and last row, in the layer's first status, written by the manager. */
function checkStored(db: Database.Database, layerId: string, name: string, rows: readonly Row[], userId: string, targets: Targets): void {
  const { n } = db.prepare('SELECT count(*) AS n FROM points WHERE layer_id = ? AND deleted_at IS NULL').get(layerId) as { n: number };
  if (n !== rows.length) targets.fail(`${name}: ${n} points stored, expected ${rows.length}`);
  // UUID v7 ids rise in the order the import made them, which is the order of the file's rows.
  const columns = 'SELECT latitude, longitude, attributes, status, created_by, cell FROM points WHERE layer_id = ? ORDER BY id';
  const first = db.prepare(`${columns} LIMIT 1`);
  const last = db.prepare(`${columns} DESC LIMIT 1`);
  for (const [which, statement, row] of [['first', first, rows[0]!], ['last', last, rows.at(-1)!]] as const) {
    const p = statement.get(layerId) as { latitude: number; longitude: number; attributes: string; status: string; created_by: string; cell: number } | undefined;
    const expected = { latitude: row.latitude, longitude: row.longitude, attributes: attributesJson(row), status: 'neu', created_by: userId, cell: cellOf(row.longitude, row.latitude) };
    const got = p && { ...p, cell: Number(p.cell) };
    if (JSON.stringify(got) !== JSON.stringify(expected)) targets.fail(`${name}: ${which} point stored as ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
  }
}

async function main(): Promise<void> {
  const count = intEnv('BENCH_IMPORT_ROWS', 100_000, 1);
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
  const dataDir = makeBenchDir('mitmachkarte-bench-import-');
  const file = path.join(dataDir, 'mitmachkarte.sqlite');
  const rawFile = path.join(dataDir, 'raw-loop.sqlite');
  const targets = new Targets();

  console.log('Mitmachkarte benchmark: POST /api/v1/gis/import/{layerId}[/preview], SQLite, as a manager');
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), ${fmt(count, 0)} rows × 4 answers and a category, one run each`);
  const t0 = performance.now();
  const rows = makeRows(count);
  const files = [
    { name: 'bench-import.csv', bytes: csvFile(rows) },
    { name: 'bench-import.geojson', bytes: geoJsonFile(rows) },
  ];
  console.log(`files made in ${fmt((performance.now() - t0) / 1000)} s: ${files.map((f) => `${f.name} ${fmt(mib(f.bytes.length))} MiB`).join(', ')}`);

  // A CPU profile of the server (written when it exits) shows where an import spends its time.
  const profileDir = process.env.BENCH_IMPORT_CPU_PROF;
  const server = await startServer(dataDir, {}, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []);
  const session = new Session(server.base);
  await session.ok('GET', '/api/v1/auth/info');
  await session.ok('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
  const workspace = (await (await session.ok('POST', '/api/v1/gis/workspace', { Name: 'Benchmark Import', Public: true, Editable: false })).json()) as { ID: string };
  const layerIds: string[] = [];
  for (const f of files) {
    const body = { Name: `Import ${f.name}`, Workspace: workspace.ID, Schema: { Schema: VARIABLES, Categories: CATEGORIES } };
    layerIds.push(((await (await session.ok('POST', '/api/v1/gis/layer', body)).json()) as { ID: string }).ID);
  }
  const readDb = new Database(file, { readonly: true });
  const { id: userId } = readDb.prepare('SELECT id FROM users WHERE email = ?').get(BENCH_ADMIN.email) as { id: string };
  // The raw loop's database: the server's as it is now, before the imports (same schema, indexes,
  // the layers and the user its foreign keys point at, an empty points table).
  readDb.prepare('VACUUM INTO ?').run(rawFile);
  const rssBefore = currentRssBytes(server.child);
  const peakBefore = peakRssBytes(server.child);

  const results = [];
  for (const [i, f] of files.entries()) {
    const r = await importFile(session, layerIds[i]!, f.name, f.bytes, count, targets);
    results.push({ ...r, name: f.name, bytes: f.bytes.length, peak: peakRssBytes(server.child) });
  }
  await stopChild(server.child);
  if (profileDir) console.log(`server CPU profile written to ${path.resolve(profileDir)} (open it in Chrome DevTools; the profiler slows the server)`);
  for (const [i, f] of files.entries()) checkStored(readDb, layerIds[i]!, f.name, rows, userId, targets);
  readDb.close();
  console.log(`stored points checked: ${fmt(count, 0)} per layer, first and last row as sent; mapping ${JSON.stringify(results[0]!.mapping)}`);

  const rawMs = rawInsertLoop(rawFile, layerIds[0]!, userId, rows);
  const rawRate = count / (rawMs / 1000);

  const rate = (ms: number) => count / (ms / 1000);
  console.log('');
  console.log(`${'format'.padEnd(10)}${'size MiB'.padStart(10)}${'preview s'.padStart(11)}${'preview rows/s'.padStart(16)}${'import s'.padStart(10)}${'import rows/s'.padStart(15)}${'import/raw'.padStart(12)}${'peak RSS MiB'.padStart(14)}`);
  for (const r of results) {
    console.log(`${r.format.padEnd(10)}${fmt(mib(r.bytes)).padStart(10)}${fmt(r.previewMs / 1000, 2).padStart(11)}${fmt(rate(r.previewMs), 0).padStart(16)}`
      + `${fmt(r.importMs / 1000, 2).padStart(10)}${fmt(rate(r.importMs), 0).padStart(15)}${`${fmt(rate(r.importMs) / rawRate, 2)}×`.padStart(12)}${fmt(mib(r.peak)).padStart(14)}`);
  }
  console.log(`${'raw loop'.padEnd(10)}${''.padStart(10)}${''.padStart(11)}${''.padStart(16)}${fmt(rawMs / 1000, 2).padStart(10)}${fmt(rawRate, 0).padStart(15)}${'1.00×'.padStart(12)}`);
  console.log('');
  console.log(`server RSS before the imports ${fmt(mib(rssBefore))} MiB, peak until then ${fmt(mib(peakBefore))} MiB; peak RSS is VmHWM after each import (start-up included, so it only grows)`);
  console.log('raw loop: better-sqlite3 in this process on a copy of the server\'s database, one INSERT per row in one transaction, synchronous = FULL');

  for (const r of results) {
    const ratio = rate(r.importMs) / rawRate;
    targets.add(`import ${r.format}, rows/s against the raw insert loop`, ratio, `≥ ${TARGET_RATIO}×`, ratio >= TARGET_RATIO, (n) => `${fmt(n, 2)}×`);
  }
  targets.print('Targets');
}

await runBench(main);
