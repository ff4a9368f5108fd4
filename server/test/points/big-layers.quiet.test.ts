import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { newId } from '../../src/lib/ids.js';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { figuresOf, requestWatched, type Watched } from '../event-loop-watch.js';
import { API, a } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Big layers must not freeze the server (docs/security.md, Big layers): the exports of a layer of
 *  BIG points (docs/product.md §18.4) and deleting such a layer run over real HTTP against the
 *  listening app while GET /api/v1/health is polled, and the app's main thread stays free: its
 *  longest event-loop delay stays under DELAY_LIMIT_MS and it spends a small share of the
 *  request's time on the CPU (the work ran in another thread). */
const BIG = 60_000;
/** The longest event-loop delay allowed while a big export or delete runs (ms). The limit of docs/security.md (Big layers)
 *  is 100 ms; the benchmark (bench/big-layers.bench.ts) measures it on 1,000,000 points. */
const DELAY_LIMIT_MS = 100;
/** The most of a big export's or delete's wall time the main thread may spend on the CPU. */
const MAIN_THREAD_SHARE = 0.25;
/** Tries per request: other processes on a busy two-core machine stretch delays (100 ms and more
 *  with nothing running were seen); the quietest run must keep the limits. */
const RUNS = 3;

const SCHEMA = {
  Categories: [],
  Schema: [
    { Name: 'Beschreibung', DataType: 'text', Optional: true },
    { Name: 'Zustand', DataType: 'single', Optional: true, Options: [{ Key: 'gut', Label: 'gut' }, { Key: 'schlecht', Label: 'schlecht' }] },
    { Name: 'Tiefe', DataType: 'number', Optional: true },
    { Name: 'Geruch', DataType: 'boolean', Optional: true },
  ],
};

let t: TestApp;
let owner: TestClient;
let base: string;
let workspaceId: string;
let exportLayerId: string;

async function post(c: TestClient, p: string, body: unknown) {
  const res = await c.post(`${API}${p}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Writes `n` public points with four answers into `layerId`, 1000 per statement. */
async function seedPoints(db: Db, layerId: string, n: number) {
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  for (let i = 0; i < n; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - i) }, (_, k) => {
      const j = i + k;
      const at = new Date(start + j * 1000).toISOString();
      return {
        id: newId(), layer_id: layerId, latitude: 51 + (j % 300) / 1000, longitude: 9 + Math.floor(j / 300) / 1000, altitude: 0,
        public: 1 as const, editable: 0 as const, created_by: null, deleted_at: null, deleted_by: null, created_at: at, updated_at: at,
        attributes: JSON.stringify({
          Beschreibung: a('text', `Laub auf dem Gitter, Meldung ${j}`), Zustand: a('single', j % 3 ? 'gut' : 'schlecht'),
          Tiefe: a('number', (j % 500) / 10), Geruch: a('boolean', j % 2 === 0),
        }),
      };
    });
    await db.insertInto('points').values(rows).execute();
  }
}

/** The number of points (deleted ones too) of `layerId`. */
const pointsOf = async (layerId: string) => Number((await t.db.selectFrom('points').select((eb) => eb.fn.countAll().as('n')).where('layer_id', '=', layerId).executeTakeFirstOrThrow()).n);

const newLayer = async (name: string) => (await post(owner, '/gis/layer', { Workspace: workspaceId, Name: name, Public: true, Schema: SCHEMA })).ID as string;

/** The owner's cookie and anti-forgery header, for requests over HTTP. */
const ownerHeaders = () => ({
  cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  'x-xsrf-token': owner.cookies.get('XSRF-TOKEN') ?? '',
  // As curl and the benchmarks: the server's compression is not what is measured here.
  'accept-encoding': 'identity',
});

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db, { permissions: ['project'] });
  owner = new TestClient(t.app);
  await owner.login(user.email, user.password);
  await owner.get(`${API}/auth/info`);
  workspaceId = (await post(owner, '/gis/workspace', { Name: 'Große Karten', Public: true, Editable: true })).ID;
  exportLayerId = await newLayer('Gullys');
  await seedPoints(t.db, exportLayerId, BIG);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 300_000);
afterAll(async () => t?.close());

/** Whether a run kept the main thread free. */
const isQuiet = (run: Watched) => run.longestDelayMs <= DELAY_LIMIT_MS && run.mainThreadMs <= MAIN_THREAD_SHARE * run.wallMs;

/** Runs `attempt` up to RUNS times until one is quiet; expects the quietest to keep the limits. */
async function expectQuiet(attempt: () => Promise<Watched>, check: (run: Watched) => void): Promise<void> {
  const runs: Watched[] = [];
  do {
    const run = await attempt();
    check(run);
    runs.push(run);
  } while (runs.length < RUNS && !isQuiet(runs.at(-1)!));
  const quietest = runs.reduce((best, run) => (run.longestDelayMs < best.longestDelayMs ? run : best));
  const figures = figuresOf(runs);
  console.log(figures);
  expect(quietest.longestDelayMs, figures).toBeLessThanOrEqual(DELAY_LIMIT_MS);
  expect(Math.min(...runs.map((run) => run.mainThreadMs / run.wallMs)), figures).toBeLessThanOrEqual(MAIN_THREAD_SHARE);
}

describe('finding 6: big layers do not freeze the server', () => {
  const exports: [string, string, RegExp][] = [
    ['CSV', '/gis/csv/points/{id}', /^\uFEFF?ID,/],
    ['German CSV', '/gis/csv/points/{id}?format=de', /^\uFEFF?ID;/],
    ['XLSX', '/gis/xlsx/points/{id}', /^PK/],
    ['GeoPackage', '/gis/gpkg/points/{id}', /^SQLite format 3/],
    ['GeoJSON', '/gis/geojson/points/{id}', /^\{"type":"FeatureCollection"/],
    ['KML', '/gis/kml/points/{id}', /^<\?xml/],
  ];
  it.each(exports)(`finding 6: the %s export of a layer of ${BIG.toLocaleString('en')} entries leaves the event loop free`, async (_name, route, head) => {
    await expectQuiet(
      () => requestWatched(base, 'GET', `${API}${route.replace('{id}', exportLayerId)}`, ownerHeaders()),
      (run) => {
        expect(run.status, run.head).toBe(200);
        expect(run.head).toMatch(head);
        expect(run.bytes).toBeGreaterThan(BIG * 40);
      },
    );
  }, 600_000);

  it(`finding 6: deleting a layer of ${BIG.toLocaleString('en')} entries leaves the event loop free and answers as for a small layer`, async () => {
    await expectQuiet(async () => {
      const layerId = await newLayer('Zum Löschen');
      await seedPoints(t.db, layerId, BIG);
      const run = await requestWatched(base, 'DELETE', `${API}/gis/layer/${layerId}`, ownerHeaders());
      expect(run.status, run.head).toBe(200);
      expect((await owner.get(`${API}/gis/layer/${layerId}`)).statusCode).toBe(404);
      expect(await pointsOf(layerId)).toBe(0);
      return run;
    }, (run) => expect(JSON.parse(run.head).Message).toBeTruthy());
  }, 600_000);

  it(`finding 6: deleting a project with a layer of ${BIG.toLocaleString('en')} entries leaves the event loop free and answers as before`, async () => {
    await expectQuiet(async () => {
      const project = (await post(owner, '/gis/workspace', { Name: 'Projekt zum Löschen', Public: true, Editable: true })).ID as string;
      const layerId = (await post(owner, '/gis/layer', { Workspace: project, Name: 'Groß', Public: true, Schema: SCHEMA })).ID as string;
      const smallId = (await post(owner, '/gis/layer', { Workspace: project, Name: 'Klein', Public: true, Schema: SCHEMA })).ID as string;
      await seedPoints(t.db, layerId, BIG);
      await seedPoints(t.db, smallId, 10);
      const run = await requestWatched(base, 'DELETE', `${API}/gis/workspace/${project}`, ownerHeaders());
      expect(run.status, run.head).toBe(200);
      expect((await owner.get(`${API}/gis/workspace/${project}`)).statusCode).toBe(404);
      expect(await pointsOf(layerId)).toBe(0);
      expect(await pointsOf(smallId)).toBe(0);
      return run;
    }, (run) => expect(JSON.parse(run.head).Message).toBeTruthy());
  }, 600_000);
});
