import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainThreadCpuMs, requestWatched, type Watched } from '../event-loop-watch.js';
import { countRows } from '../factories.js';
import { geoPackage, pointBlobHex } from '../gpkg-fixtures.js';
import { API, createPointsWorld, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { DATABASE_BUSY } from '../../src/db/sqlite-lock-wait.js';
import { german } from '../../src/i18n/messages.js';

/** Hostile and big import files (docs/security.md, Imports): a GeoPackage that makes SQLite
 *  compute huge values is refused before any row is read, and the work of an import (reading,
 *  checking, inserting) never holds the server's main thread: the big import goes over real HTTP
 *  to the listening app while its /health is timed from another thread. */
let t: TestApp;
let w: PointsWorld;
let base: string;
let layer: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const res = await w.owner.post(`${API}/gis/layer`, {
    Workspace: w.workspaces.pub, Name: 'Import', Public: true, Editable: true,
    Schema: { Categories: [], Schema: [{ Name: 'Titel', DataType: 'text', Question: 'Wie heißt der Ort?', Optional: true }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  layer = res.json().ID;
}, 120_000);
afterAll(async () => t?.close());

/** The most the server's main thread may spend on a refused GeoPackage (ms). */
const MAIN_THREAD_LIMIT_MS = 100;
/** Tries of a timed request: other processes on a busy machine stretch its times, the quietest counts. */
const RUNS = 3;

/** POSTs `bytes` to the import (or its preview) of the test layer as its manager. */
const send = (bytes: Buffer, preview: boolean) => w.owner.request('POST', `${API}/gis/import/${layer}${preview ? '/preview' : ''}`, bytes, {
  headers: { 'content-type': 'application/octet-stream' },
});

/** Sends `bytes` to the preview and to the import, expecting a German 400 matching `message`
 *  each time, no point stored, and the main thread of the server busy at most
 *  MAIN_THREAD_LIMIT_MS (the quietest of RUNS tries). */
async function expectRefusedQuickly(bytes: Buffer, message: RegExp): Promise<void> {
  const before = await countRows(t.db, 'points');
  for (const preview of [true, false]) {
    const spent: number[] = [];
    do {
      const cpu = mainThreadCpuMs();
      const res = await send(bytes, preview);
      spent.push(mainThreadCpuMs() - cpu);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().Message).toMatch(message);
    } while (spent.length < RUNS && spent.at(-1)! > MAIN_THREAD_LIMIT_MS);
    expect(Math.min(...spent), JSON.stringify(spent)).toBeLessThanOrEqual(MAIN_THREAD_LIMIT_MS);
  }
  expect(await countRows(t.db, 'points')).toBe(before);
}

const POINT = `X'${pointBlobHex(9.47, 51.3)}'`;

describe('finding 5: GeoPackages that make SQLite compute or hand over huge values', () => {
  it('finding 5: a GeoPackage whose geometry column is generated (200 MB per row) is refused with a German 400, quickly, storing nothing', async () => {
    const bytes = geoPackage(
      `CREATE TABLE orte (fid INTEGER PRIMARY KEY, Titel TEXT, geom BLOB GENERATED ALWAYS AS (CAST(printf('%.*c', 200000000, 'x') AS BLOB)))`,
      "INSERT INTO orte (Titel) VALUES ('a'), ('b')",
    );
    expect(bytes.length).toBeLessThan(64 * 1024);
    await expectRefusedQuickly(bytes, /^Die Tabelle „orte“ der GeoPackage-Datei hat berechnete oder versteckte Spalten \(„geom“\)/);
  });

  it('finding 5: a GeoPackage whose feature table is a virtual table with hidden columns is refused with a German 400, quickly, storing nothing', async () => {
    const bytes = geoPackage('CREATE VIRTUAL TABLE orte USING fts5(geom, Titel)', `INSERT INTO orte (geom, Titel) VALUES (${POINT}, 'Teich')`);
    await expectRefusedQuickly(bytes, /^Die Tabelle „orte“ der GeoPackage-Datei ist keine gewöhnliche Tabelle/);
  });

  it('finding 5: a GeoPackage with a value longer than the length limit is refused with a German 400, quickly, storing nothing', async () => {
    const bytes = geoPackage(
      'CREATE TABLE orte (fid INTEGER PRIMARY KEY AUTOINCREMENT, geom BLOB, Titel TEXT)',
      `INSERT INTO orte (geom, Titel) VALUES (${POINT}, 'Teich'), (${POINT}, printf('%.*c', 2000000, 'x'))`,
    );
    await expectRefusedQuickly(bytes, /^Objekt 2 der GeoPackage-Datei hat einen Wert von mehr als 1 MiB \(Spalte „Titel“\)/);
  });

  it('finding 5: a good GeoPackage made the same way is still imported (and GDAL reads it)', async () => {
    const bytes = geoPackage('CREATE TABLE orte (fid INTEGER PRIMARY KEY AUTOINCREMENT, geom BLOB, Titel TEXT)', `INSERT INTO orte (geom, Titel) VALUES (${POINT}, 'Teich')`);
    const file = path.join(t.dataDir, 'gut.gpkg');
    fs.writeFileSync(file, bytes);
    expect(execFileSync('ogrinfo', ['-ro', '-al', '-so', file], { encoding: 'utf8' })).toContain('Feature Count: 1');
    const res = await send(bytes, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Imported: 1 });
  });
});

/** The big import of `bytes` over HTTP as the layer's manager, and what it cost the server
 *  (event-loop-watch.ts, requestWatched). */
function importWatched(bytes: Buffer): Promise<Watched> {
  const headers: Record<string, string> = {
    cookie: [...w.owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': w.owner.cookies.get('XSRF-TOKEN')!,
    'content-type': 'text/csv',
  };
  return requestWatched(base, 'POST', `${API}/gis/import/${layer}?name=gross.csv`, headers, { timeoutMs: 120_000, body: new Uint8Array(bytes) });
}

/** Rows of the big import: enough that reading, checking and inserting them on the main thread
 *  took seconds (3.5 s for 100,000 rows, bench/README.md, import). */
const BIG_ROWS = 100_000;
/** The longest the event loop may stall and /health may take during the big import (ms): the
 *  issue's 100 ms for stalls, with a margin for a machine shared with other test runs. */
const STALL_LIMIT_MS = 250;
/** The most of the main thread's CPU time the big import may take, as a share of its wall time:
 *  with the parsing, checking and inserting on the main thread it was three quarters (1.6–1.9 s
 *  of 2.1–2.4 s); what stays is taking the request, handing the file over and answering /health
 *  100 times a second meanwhile (on PostgreSQL, where the import takes longer, that alone was
 *  0.4 s of 6 s). */
const BIG_MAIN_THREAD_SHARE = 0.3;

/** A CSV of BIG_ROWS valid rows for the test layer. */
function bigCsv(): Buffer {
  const lines = ['latitude,longitude,Titel'];
  for (let i = 0; i < BIG_ROWS; i++) lines.push(`${(51.3 + (i % 1000) / 100_000).toFixed(5)},${(9.47 + i / 10_000_000).toFixed(7)},Ort ${i + 1}`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

describe('finding 6: a big import leaves the server responsive', () => {
  it('finding 6: a 100,000-row CSV import is parsed, checked and inserted off the main thread, the event loop and /health answer meanwhile', async () => {
    const bytes = bigCsv();
    const runs: Watched[] = [];
    let imported = 0;
    do {
      const watched = await importWatched(bytes);
      expect(watched.status, watched.head.slice(0, 500)).toBe(200);
      expect(JSON.parse(watched.head)).toEqual({ Imported: BIG_ROWS });
      imported += BIG_ROWS;
      runs.push(watched);
    } while (runs.length < RUNS && Math.max(runs.at(-1)!.longestDelayMs, ...runs.at(-1)!.healthMs) > STALL_LIMIT_MS);
    expect(await countRows(t.db, 'points')).toBeGreaterThanOrEqual(imported);
    const figures = JSON.stringify(runs.map((r) => ({ ms: Math.round(r.wallMs), mainThreadMs: r.mainThreadMs, longestDelayMs: Math.round(r.longestDelayMs), healthMaxMs: Math.round(Math.max(...r.healthMs)), probes: r.healthMs.length })));
    const quietest = runs.reduce((best, run) => (Math.max(...run.healthMs, run.longestDelayMs) < Math.max(...best.healthMs, best.longestDelayMs) ? run : best));
    // The work happened in another thread: the main thread's CPU time stayed small.
    expect(Math.min(...runs.map((r) => r.mainThreadMs / r.wallMs)), figures).toBeLessThanOrEqual(BIG_MAIN_THREAD_SHARE);
    expect(quietest.longestDelayMs, figures).toBeLessThanOrEqual(STALL_LIMIT_MS);
    expect(Math.max(...quietest.healthMs), figures).toBeLessThanOrEqual(STALL_LIMIT_MS);
  }, 300_000);

  it('finding 6: writes while a big import is stored are answered 200 or, on SQLite while the import holds the write lock, 429 in German, never 500', async () => {
    const importing = importWatched(bigCsv());
    let done = false;
    void importing.finally(() => { done = true; });
    const answers: { status: number; message?: string; retryAfter?: unknown }[] = [];
    while (!done) {
      const res = await w.owner.post(`${API}/gis/point`, { Layer: w.layers.plain, Latitude: 51.3, Longitude: 9.47 });
      answers.push({ status: res.statusCode, message: res.json().Message, retryAfter: res.headers['retry-after'] });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await importing).status).toBe(200);
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers) {
      expect([200, 429], JSON.stringify(a)).toContain(a.status);
      if (a.status === 429) expect(a).toMatchObject({ message: german(DATABASE_BUSY), retryAfter: '60' });
    }
  }, 300_000);
});
