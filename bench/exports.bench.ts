/** Benchmark of the exports of docs/product.md §18.4: GET /api/v1/gis/xlsx/points/{layerId},
 *  /gis/csv/points/{layerId}?format=de and the international CSV, for one layer of
 *  BENCH_EXPORT_POINTS (default 100,000) points and then BENCH_EXPORT_LARGE (default 1,000,000;
 *  0 skips it) on SQLite, as the workspace's owner (BENCH_EXPORT_FORMATS: a comma-separated
 *  choice of xlsx, csv-de, csv). Each export runs against a freshly started server, so that its
 *  peak memory is its own. Printed per export: rows per second of the server (from sending the
 *  request to the last byte) against a raw loop measured in the same run on the same file
 *  (better-sqlite3 iterating the rows, JSON.parse of the answers, and the cells joined by ';' for
 *  the CSVs or written with ExcelJS's streaming writer without styles for the XLSX), the time to
 *  the first byte, the server's CPU time (all its threads), the file size, and the server's
 *  resident memory before the export and at its peak; then the targets (time at the first size,
 *  peak RSS, and the peak at the large size against the first). BENCH_EXPORT_CPU_PROF=<dir> writes
 *  CPU profiles of the server's threads into <dir>. See README.md. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { cpuMsOf, currentRssBytes, makeBenchDir, peakRssBytes, resetPeakRss, runBench, stopChild } from './processes.js';
import { seedPoints } from './seed-points.js';
import { BENCH_ADMIN, intEnv, SERVER_MAIN, startServer } from './server-process.js';
import { Session } from './session.js';
import { fmt, mib, Targets } from './targets.js';

/** An export, its route and its time target at the first size (s). */
type Format = { key: string; name: string; route: (layerId: string) => string; targetS: number };
const FORMATS: Format[] = [
  { key: 'xlsx', name: 'XLSX', route: (id) => `/api/v1/gis/xlsx/points/${id}`, targetS: 4 },
  { key: 'csv-de', name: 'CSV (deutsch)', route: (id) => `/api/v1/gis/csv/points/${id}?format=de`, targetS: 2 },
  { key: 'csv', name: 'CSV (international)', route: (id) => `/api/v1/gis/csv/points/${id}`, targetS: 2 },
];
/** Peak RSS of the server during an export, MiB. */
const PEAK_TARGET_MIB = 200;
/** How far the peak at the large size may be from the peak at the first size. */
const FLAT_SHARE = 0.1;

/** What one export measured. */
type Measured = { ms: number; firstByteMs: number; cpuMs: number; bytes: number; rssBefore: number; peak: number; checked: boolean };

/** A sink that counts what it is given and keeps nothing. */
class CountingSink extends Writable {
  bytes = 0;
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    this.bytes += chunk.length;
    done();
  }
}

const RAW_QUERY = `SELECT id, created_at, updated_at, latitude, longitude, altitude, attributes, status FROM points
  WHERE layer_id = ? AND deleted_at IS NULL AND moderation = '' ORDER BY created_at, id`;
type RawRow = { id: string; created_at: string; updated_at: string; latitude: number; longitude: number; altitude: number; attributes: string; status: string };
/** The cells of a raw row: the fixed columns and the answers' values as stored. */
const rawCells = (r: RawRow) => [r.id, r.created_at, r.updated_at, r.latitude, r.longitude, r.altitude, r.status,
  ...Object.values(JSON.parse(r.attributes) as Record<string, { Value: unknown }>).map((a) => (typeof a.Value === 'number' ? a.Value : String(a.Value)))];

/** The raw loop of the CSVs: every row read, its answers parsed, its cells joined by ';'. */
function rawCsv(file: string, layerId: string): { ms: number; bytes: number } {
  const db = new Database(file, { readonly: true });
  const t0 = performance.now();
  let bytes = 0;
  let chunk: string[] = [];
  for (const r of db.prepare(RAW_QUERY).iterate(layerId) as IterableIterator<RawRow>) {
    chunk.push(rawCells(r).join(';'));
    if (chunk.length === 2000) {
      bytes += Buffer.byteLength(chunk.join('\r\n'));
      chunk = [];
    }
  }
  bytes += Buffer.byteLength(chunk.join('\r\n'));
  const ms = performance.now() - t0;
  db.close();
  return { ms, bytes };
}

/** The raw loop of the XLSX: every row read, its answers parsed, written with ExcelJS's streaming
 *  writer (no styles, inline strings) into a sink. */
async function rawXlsx(file: string, layerId: string): Promise<{ ms: number; bytes: number }> {
  const db = new Database(file, { readonly: true });
  const sink = new CountingSink();
  const t0 = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Einträge');
  let n = 0;
  for (const r of db.prepare(RAW_QUERY).iterate(layerId) as IterableIterator<RawRow>) {
    sheet.addRow(rawCells(r)).commit();
    // Let the zip stream drain, as a server does between pages.
    if (++n % 2000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
  const ms = performance.now() - t0;
  db.close();
  return { ms, bytes: sink.bytes };
}

/** Counts the rows of an XLSX's sheet „Einträge“ with ExcelJS's streaming reader. */
async function xlsxRows(body: Buffer): Promise<number> {
  const dir = makeBenchDir('mitmachkarte-bench-xlsx-');
  const file = path.join(dir, 'export.xlsx');
  fs.writeFileSync(file, body);
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore', hyperlinks: 'ignore' });
  for await (const sheet of reader) {
    for await (const row of sheet) if ((sheet as unknown as { name: string }).name === 'Einträge' && row) rows++;
  }
  return rows;
}

/** One export against a fresh server: time, size, rows and memory. */
async function measureServer(dataDir: string, layerId: string, format: Format, points: number) {
  const server = await startServer(dataDir, {}, process.env.BENCH_EXPORT_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_EXPORT_CPU_PROF}`] : []);
  try {
    const owner = new Session(server.base);
    await owner.send('GET', '/api/v1/auth/info');
    await owner.ok('POST', '/api/v1/auth/login', { Email: BENCH_ADMIN.email, Password: BENCH_ADMIN.password });
    // The peak from here on: start-up and login hash a password (scrypt, 128 MiB, lib/password.ts).
    if (!resetPeakRss(server.child)) console.warn('  (the kernel refused to reset the peak RSS: it includes the login)');
    const rssBefore = currentRssBytes(server.child);
    const cpuBefore = cpuMsOf(server.child);
    const t0 = performance.now();
    const res = await owner.ok('GET', format.route(layerId));
    const chunks: Buffer[] = [];
    let bytes = 0;
    let lines = 0;
    let firstByteMs = 0;
    const keep = format.name === 'XLSX' && points <= 200_000;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes === 0) firstByteMs = performance.now() - t0;
      bytes += chunk.length;
      if (keep) chunks.push(Buffer.from(chunk));
      else for (let i = 0; i < chunk.length; i++) if (chunk[i] === 0x0a) lines++;
    }
    const ms = performance.now() - t0;
    const cpuMs = cpuMsOf(server.child) - cpuBefore;
    const peak = peakRssBytes(server.child);
    // Check the answer: one data row per point (the seeded answers have no line breaks).
    let rows: number | undefined;
    if (keep) rows = (await xlsxRows(Buffer.concat(chunks))) - 2;
    else if (format.name !== 'XLSX') rows = lines - 1;
    if (rows !== undefined && rows !== points) throw new Error(`${format.name} has ${rows} rows, expected ${points}`);
    return { ms, firstByteMs, cpuMs, bytes, rssBefore, peak, checked: rows !== undefined };
  } finally {
    await stopChild(server.child);
  }
}

/** Seeds a layer of `points` points, measures the raw loops and each of `formats` against a fresh
 *  server, prints a table and answers the figures by format key. */
async function runSize(points: number, formats: readonly Format[]): Promise<Map<string, Measured & { rawMs: number }>> {
  const dataDir = makeBenchDir('mitmachkarte-bench-exports-');
  const file = path.join(dataDir, 'mitmachkarte.sqlite');
  const first = await startServer(dataDir);
  await stopChild(first.child);
  const t0 = performance.now();
  const { workspaceId, layerId } = seedPoints(file, points);
  const db = new Database(file);
  db.prepare('UPDATE workspaces SET owner_id = (SELECT id FROM users WHERE email = ?) WHERE id = ?').run(BENCH_ADMIN.email, workspaceId);
  db.close();
  console.log(`\n${fmt(points, 0)} points (seeded in ${fmt((performance.now() - t0) / 1000)} s, database ${fmt(mib(fs.statSync(file).size))} MiB)`);

  const rawCsvRun = formats.some((f) => f.key !== 'xlsx') ? rawCsv(file, layerId) : undefined;
  const rawXlsxRun = formats.some((f) => f.key === 'xlsx') ? await rawXlsx(file, layerId) : undefined;
  console.log(`load average ${os.loadavg().map((l) => fmt(l, 2)).join(' ')} (other work on the machine slows every figure but the CPU time)`);
  console.log('export                 rows/s     raw loop rows/s   server/raw   time s   first byte s   CPU s   size MiB   RSS before MiB   peak RSS MiB   checked');
  const results = new Map<string, Measured & { rawMs: number }>();
  for (const format of formats) {
    const m = await measureServer(dataDir, layerId, format, points);
    const raw = (format.key === 'xlsx' ? rawXlsxRun : rawCsvRun)!;
    const rate = points / (m.ms / 1000);
    const rawRate = points / (raw.ms / 1000);
    console.log(`${format.name.padEnd(20)} ${fmt(rate, 0).padStart(9)} ${fmt(rawRate, 0).padStart(18)} ${fmt(rawRate / rate, 2).padStart(11)}×`
      + ` ${fmt(m.ms / 1000).padStart(8)} ${fmt(m.firstByteMs / 1000, 2).padStart(14)} ${fmt(m.cpuMs / 1000).padStart(7)} ${fmt(mib(m.bytes)).padStart(10)}`
      + ` ${fmt(mib(m.rssBefore)).padStart(16)} ${fmt(mib(m.peak)).padStart(14)}   ${m.checked ? 'rows ok' : 'size only'}`);
    results.set(format.key, { ...m, rawMs: raw.ms });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  return results;
}

async function main(): Promise<void> {
  const points = intEnv('BENCH_EXPORT_POINTS', 100_000, 1);
  const large = intEnv('BENCH_EXPORT_LARGE', 1_000_000, 0);
  if (!fs.existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build)`);
  console.log('Mitmachkarte benchmark: exports XLSX, CSV (deutsch), CSV (international), SQLite, as the owner');
  const chosen = (process.env.BENCH_EXPORT_FORMATS ?? FORMATS.map((f) => f.key).join(',')).split(',');
  const formats = FORMATS.filter((f) => chosen.includes(f.key));
  if (formats.length === 0) throw new Error(`BENCH_EXPORT_FORMATS names none of ${FORMATS.map((f) => f.key).join(', ')}`);
  console.log(`node ${process.version}, ${os.cpus().length} CPU(s), five answers per point; "server/raw" is how many times slower the server is than the raw loop`);
  const first = await runSize(points, formats);
  const second = large > 0 ? await runSize(large, formats) : undefined;

  const targets = new Targets();
  const s = (ms: number) => `${fmt(ms / 1000, 2)} s`;
  const mb = (bytes: number) => `${fmt(mib(bytes))} MiB`;
  for (const format of formats) {
    const m = first.get(format.key)!;
    targets.add(`${format.name}, ${fmt(points, 0)} entries: time (raw loop ${s(m.rawMs)})`, m.ms, `≤ ${format.targetS} s`, m.ms <= format.targetS * 1000, s);
  }
  for (const format of formats) {
    const m = first.get(format.key)!;
    targets.add(`${format.name}, ${fmt(points, 0)} entries: peak RSS`, m.peak, `≤ ${PEAK_TARGET_MIB} MiB`, mib(m.peak) <= PEAK_TARGET_MIB, mb);
  }
  for (const format of formats) {
    const m = second?.get(format.key);
    const name = `${format.name}, ${fmt(large, 0)} entries: peak RSS against ${fmt(points, 0)}`;
    if (!m) targets.skipped(name, 'not run (BENCH_EXPORT_LARGE=0)', `± ${FLAT_SHARE * 100} %`);
    else {
      const base = first.get(format.key)!.peak;
      targets.add(name, m.peak, `± ${FLAT_SHARE * 100} %`, Math.abs(m.peak - base) <= base * FLAT_SHARE, (v) => `${mb(v)} (${fmt((100 * (v - base)) / base, 1)} %)`);
      targets.add(`${format.name}, ${fmt(large, 0)} entries: peak RSS`, m.peak, `≤ ${PEAK_TARGET_MIB} MiB`, mib(m.peak) <= PEAK_TARGET_MIB, mb);
    }
  }
  targets.print('Targets (exports, docs/product.md §18.4)');
}

await runBench(main);
