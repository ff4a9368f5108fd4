import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@mitmachkarte/contract';
import { newId, nowIso } from '../../src/lib/ids.js';
import { sweepJobs } from '../../src/modules/jobs/jobs-sweep.service.js';
import { TestClient } from '../client.js';
import { addToAccessList, createUser } from '../factories.js';
import { API, UNKNOWN_ID, a } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Exports as background jobs (docs/product.md §18.4, docs/decisions/0022): POST
 *  /gis/exports/{layerId}?format=… (202), GET /gis/jobs, GET /gis/jobs/{id}, GET
 *  /gis/jobs/{id}/file: the lifecycle with progress, one job per user (409), the file only for its
 *  owner while it has not expired and they still manage the layer, jobs left by a crash, the sweep,
 *  bad input. Real database, real worker threads. */
const POINTS = 5000;

let t: TestApp;
let owner: TestClient, co: TestClient, plain: TestClient, anon: TestClient;
let ownerId: string, coId: string;
let workspaceId: string, layerId: string, bigLayerId: string;

async function post(c: TestClient, p: string, body: unknown) {
  const res = await c.post(`${API}${p}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function seed(layer: string, n: number) {
  for (let i = 0; i < n; i += 1000) {
    await t.db.insertInto('points').values(Array.from({ length: Math.min(1000, n - i) }, (_, k) => {
      const at = new Date(Date.parse('2026-01-01T00:00:00.000Z') + (i + k) * 1000).toISOString();
      return {
        id: newId(), layer_id: layer, latitude: 51.3, longitude: 9.4 + (i + k) / 1e6, altitude: 0, public: 1 as const, editable: 0 as const,
        attributes: JSON.stringify({ Titel: a('text', `Nr. ${i + k}`) }), created_at: at, updated_at: at, created_by: null, deleted_at: null, deleted_by: null,
      };
    })).execute();
  }
}

const start = (c: TestClient, layer: string, format: string) => c.post(`${API}/gis/exports/${layer}?format=${format}`, {});

/** Polls the job until it is done or failed (at most 60 s). */
async function finished(c: TestClient, id: string): Promise<Job> {
  for (let i = 0; i < 1200; i++) {
    const res = await c.get(`${API}/gis/jobs/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const job = res.json() as Job;
    if (job.State === 'done' || job.State === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the job did not finish within 60 s');
}

const jobFiles = () => (fs.existsSync(path.join(t.dataDir, 'jobs')) ? fs.readdirSync(path.join(t.dataDir, 'jobs')).sort() : []);

beforeAll(async () => {
  t = await createTestApp();
  const users = await Promise.all([createUser(t.db, { permissions: ['project'] }), createUser(t.db), createUser(t.db)]);
  [owner, co, plain] = users.map(() => new TestClient(t.app)) as [TestClient, TestClient, TestClient];
  for (const [i, c] of [owner, co, plain].entries()) await c.login(users[i]!.email, users[i]!.password);
  anon = new TestClient(t.app);
  [ownerId, coId] = [users[0]!.id, users[1]!.id];
  workspaceId = (await post(owner, '/gis/workspace', { Name: 'Aufträge', Public: true, Editable: true })).ID;
  await addToAccessList(t.db, workspaceId, coId);
  const schema = { Categories: [], Schema: [{ Name: 'Titel', DataType: 'text', Optional: true }] };
  layerId = (await post(owner, '/gis/layer', { Workspace: workspaceId, Name: 'Gewässer Süd', Public: true, Schema: schema })).ID;
  bigLayerId = (await post(owner, '/gis/layer', { Workspace: workspaceId, Name: 'Groß', Public: true, Schema: schema })).ID;
  await seed(layerId, POINTS);
  await seed(bigLayerId, 40_000);
}, 120_000);
afterAll(async () => t?.close());

describe('export jobs', () => {
  it('runs an export as a job: 202 queued, progress, done with the file for its owner, listed', async () => {
    const res = await start(owner, layerId, 'csv-de');
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json() as Job;
    expect(queued).toMatchObject({ Kind: 'export', Layer: layerId, LayerName: 'Gewässer Süd', Format: 'csv-de', State: 'queued', FileName: null });
    const job = await finished(owner, queued.ID);
    expect(job, job.Message).toMatchObject({ State: 'done', Done: POINTS, Total: POINTS, Message: '' });
    expect(job.FileName).toMatch(/^Einträge Gewässer Süd \d{4}-\d{2}-\d{2}\.csv$/);
    expect(Date.parse(job.Expires!) - Date.parse(job.Finished!)).toBe(24 * 3600_000);

    const file = await owner.get(`${API}/gis/jobs/${job.ID}/file`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Eintraege_Gewaesser_Sued_\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''Eintr%C3%A4ge/);
    expect(file.rawPayload.length).toBe(job.FileSize);
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(POINTS + 1);
    expect(lines[1]).toContain('Nr. 0');

    const list = await owner.get(`${API}/gis/jobs`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as Job[])[0]).toEqual(job);
    // Its file lies in DATA_DIR/jobs under the job's id, no part file left.
    expect(jobFiles()).toEqual([`${job.ID}.csv`]);
  });

  it('writes a GeoPackage job that GDAL reads', async () => {
    const job = await finished(owner, (await start(owner, layerId, 'gpkg')).json().ID);
    expect(job.State, job.Message).toBe('done');
    const file = await owner.get(`${API}/gis/jobs/${job.ID}/file`);
    expect(file.headers['content-type']).toBe('application/geopackage+sqlite3');
    const copy = path.join(t.dataDir, 'kopie.gpkg');
    fs.writeFileSync(copy, file.rawPayload);
    const { execFileSync } = await import('node:child_process');
    expect(execFileSync('ogrinfo', ['-ro', '-al', '-so', copy], { encoding: 'utf8' })).toContain(`Feature Count: ${POINTS}`);
  });

  it('allows one queued or running job per user: 409 with a German message; others may start theirs', async () => {
    const first = await start(owner, bigLayerId, 'xlsx');
    expect(first.statusCode, first.body).toBe(202);
    const second = await start(owner, layerId, 'csv');
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().Message).toBe('Sie haben bereits einen laufenden Auftrag. Bitte warten Sie, bis er fertig ist.');
    const others = await start(co, layerId, 'csv');
    expect(others.statusCode, others.body).toBe(202);
    const job = await finished(owner, first.json().ID);
    expect(job.State, job.Message).toBe('done');
    expect(job.Total).toBe(40_000);
    expect((await finished(co, others.json().ID)).State).toBe('done');
    // Done, the next one may start.
    const third = await start(owner, layerId, 'geojson');
    expect(third.statusCode, third.body).toBe(202);
    expect((await finished(owner, third.json().ID)).State).toBe('done');
  }, 120_000);

  it('shows a job and its file to its owner only: 404 for other users, 401 anonymous', async () => {
    const job = await finished(owner, (await start(owner, layerId, 'kml')).json().ID);
    for (const c of [co, plain]) {
      expect((await c.get(`${API}/gis/jobs/${job.ID}`)).statusCode).toBe(404);
      const res = await c.get(`${API}/gis/jobs/${job.ID}/file`);
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe('Der Auftrag wurde nicht gefunden.');
      expect((await c.get(`${API}/gis/jobs`)).json().map((j: Job) => j.ID)).not.toContain(job.ID);
    }
    expect((await anon.get(`${API}/gis/jobs/${job.ID}/file`)).statusCode).toBe(401);
    expect((await anon.get(`${API}/gis/jobs`)).statusCode).toBe(401);
  });

  it('checks the rights on the layer again at the download: 403 once the owner of the job no longer manages it', async () => {
    const job = await finished(co, (await start(co, layerId, 'csv')).json().ID);
    expect((await co.get(`${API}/gis/jobs/${job.ID}/file`)).statusCode).toBe(200);
    await t.db.deleteFrom('workspace_acl').where('workspace_id', '=', workspaceId).where('user_id', '=', coId).execute();
    const res = await co.get(`${API}/gis/jobs/${job.ID}/file`);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBeTruthy();
    await addToAccessList(t.db, workspaceId, coId);
  });

  it('answers 404 for an expired file, and the sweep removes expired jobs with their files', async () => {
    const job = await finished(owner, (await start(owner, layerId, 'csv')).json().ID);
    expect(jobFiles()).toContain(`${job.ID}.csv`);
    await t.db.updateTable('jobs').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', job.ID).execute();
    const res = await owner.get(`${API}/gis/jobs/${job.ID}/file`);
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Die Datei dieses Auftrags ist nicht mehr verfügbar.');
    expect(await sweepJobs(t.db, t.dataDir)).toBeGreaterThanOrEqual(1);
    expect(jobFiles()).not.toContain(`${job.ID}.csv`);
    expect((await owner.get(`${API}/gis/jobs/${job.ID}`)).statusCode).toBe(404);
  });

  it('removes files whose job is gone (with its account) once they are an hour old', async () => {
    const job = await finished(owner, (await start(owner, layerId, 'csv')).json().ID);
    await t.db.deleteFrom('jobs').where('id', '=', job.ID).execute();
    const file = path.join(t.dataDir, 'jobs', `${job.ID}.csv`);
    await sweepJobs(t.db, t.dataDir);
    expect(fs.existsSync(file)).toBe(true);
    const hourAgo = new Date(Date.now() - 3600_000 - 1000);
    fs.utimesSync(file, hourAgo, hourAgo);
    await sweepJobs(t.db, t.dataDir);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('marks failed a job left running by a stopped process, which then no longer blocks a new one', async () => {
    const id = newId();
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.db.insertInto('jobs').values({
      id, user_id: ownerId, kind: 'export', layer_id: layerId, workspace_id: workspaceId, layer_name: 'Gewässer Süd', format: 'xlsx', state: 'running',
      progress_done: 10, progress_total: POINTS, message: '', file_name: null, file_size: null, file_key: null, created_at: old, heartbeat_at: old,
      finished_at: null, expires_at: null,
    }).execute();
    const res = await start(owner, layerId, 'csv');
    expect(res.statusCode, res.body).toBe(202);
    const left = (await owner.get(`${API}/gis/jobs/${id}`)).json() as Job;
    expect(left).toMatchObject({ State: 'failed', Message: expect.stringMatching(/Neustart/) });
    expect((await owner.get(`${API}/gis/jobs/${id}/file`)).statusCode).toBe(404);
    await finished(owner, res.json().ID);
  });

  it('answers 409 for the file of a job that is not done yet', async () => {
    const id = newId();
    await t.db.insertInto('jobs').values({
      id, user_id: coId, kind: 'export', layer_id: layerId, workspace_id: workspaceId, layer_name: 'x', format: 'csv', state: 'running',
      progress_done: 0, progress_total: 0, message: '', file_name: null, file_size: null, file_key: null, created_at: nowIso(), heartbeat_at: nowIso(),
      finished_at: null, expires_at: null,
    }).execute();
    const res = await co.get(`${API}/gis/jobs/${id}/file`);
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('Der Auftrag ist noch nicht fertig.');
    await t.db.deleteFrom('jobs').where('id', '=', id).execute();
  });

  it('refuses bad input and missing rights: unknown format 400, unknown layer 404, malformed id 400, anonymous 401, non-manager 403', async () => {
    const badFormat = await start(owner, layerId, 'pdf');
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({ Errors: [{ Field: 'querystring.format', Message: expect.stringMatching(/^Unbekanntes Format/) }] });
    expect((await owner.post(`${API}/gis/exports/${layerId}`, {})).statusCode).toBe(400);
    expect((await start(owner, UNKNOWN_ID, 'csv')).statusCode).toBe(404);
    expect((await start(owner, 'kein-layer', 'csv')).statusCode).toBe(400);
    expect((await start(anon, layerId, 'csv')).statusCode).toBe(401);
    expect((await start(plain, layerId, 'csv')).statusCode).toBe(403);
    expect((await owner.get(`${API}/gis/jobs/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await owner.get(`${API}/gis/jobs/kein-auftrag`)).statusCode).toBe(400);
    expect((await owner.get(`${API}/gis/jobs/kein-auftrag/file`)).statusCode).toBe(400);
  });
});
