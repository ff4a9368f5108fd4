import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import { cellOf } from '../../src/db/map-cells.js';
import { startSession } from '../../src/modules/auth/sessions.service.js';
import { API, createPointsWorld, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** OGC API – Features (docs/product.md §20) read by GDAL's OAPIF driver (Debian package gdal-bin,
 *  which .ci/run installs: without it these tests fail, they are not skipped) from a real
 *  listening server: the layers anonymous clients see, with their fields; a copy of a layer of
 *  10,000 points into a GeoPackage, page by page through the `next` links; a bbox. */
const run = promisify(execFile);
const N = 10_000;
let t: TestApp;
let w: PointsWorld;
let base: string;
let big: string;
/** The points the copy must hold: id → [longitude, latitude, Titel, Anzahl]. */
const expected = new Map<string, [number, number, string, number]>();

const SCHEMA = {
  Categories: [{ Name: 'Baum', Label: 'Baum' }, { Name: 'Strauch', Label: 'Strauch' }],
  Schema: [
    { Name: 'Titel', DataType: 'text' },
    { Name: 'Anzahl', DataType: 'number', Optional: true },
    { Name: 'Art', DataType: 'single', Optional: true, Options: [{ Key: 'eiche', Label: 'Eiche' }, { Key: 'linde', Label: 'Linde' }] },
  ],
};

/** Inserts `n` points into `layerId` in chunks (one statement each), spread over a grid around
 *  Kassel; `visible` ones are recorded in `expected`, the others are hidden by the moderation or
 *  not public. */
async function seed(layerId: string, n: number, kind: 'visible' | 'hidden' | 'nonPublic') {
  const rows = Array.from({ length: n }, (_, i) => {
    const id = newId();
    const lon = 9 + (i % 100) / 100;
    const lat = 51 + Math.floor(i / 100) / 100;
    const titel = `Baum ${i} – „${kind}“`;
    if (kind === 'visible') expected.set(id, [lon, lat, titel, i]);
    const created = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
    return {
      id, layer_id: layerId, latitude: lat, longitude: lon, cell: cellOf(lon, lat), altitude: 0, public: kind === 'nonPublic' ? 0 as const : 1 as const, editable: 0 as const,
      attributes: JSON.stringify({ category: { DataType: 'category', Value: i % 2 ? 'Baum' : 'Strauch' }, Titel: { DataType: 'text', Value: titel },
        Anzahl: { DataType: 'number', Value: i }, Art: { DataType: 'single', Value: 'linde' } }),
      status: 'neu', moderation: kind === 'hidden' ? 'hidden' as const : '' as const, created_at: created, updated_at: created, created_by: null, deleted_at: null, deleted_by: null,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await t.db.insertInto('points').values(rows.slice(i, i + 500)).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
  const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Bäume', Public: true, Editable: false, Schema: SCHEMA });
  expect(res.statusCode, res.body).toBe(200);
  big = (res.json() as { ID: string }).ID;
  await seed(big, N, 'visible');
  await seed(big, 20, 'hidden');
  await seed(big, 20, 'nonPublic');
  await seed(w.layers.private, 5, 'visible');
  for (const [id] of [...expected].slice(N)) expected.delete(id);
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `${address}/api/v1/ogc`;
}, 60_000);
afterAll(async () => t?.close());

const gdal = async (cmd: string, args: string[]) => (await run(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, GDAL_HTTP_TIMEOUT: '60' } })).stdout;

describe('GDAL OAPIF driver', () => {
  it('lists the public layers with their fields, and no private one', async () => {
    const info = await gdal('ogrinfo', ['-ro', '-al', '-so', `OAPIF:${base}`]);
    expect(info).toContain(`Layer name: ${big}`);
    expect(info).toContain(`Layer name: ${w.layers.open}`);
    expect(info).not.toContain(w.layers.private);
    expect(info).not.toContain(w.layers.hidden);
    expect(info).toContain('Geometry: Point');
    expect(info).toContain(`Feature Count: ${N}`);
    for (const field of ['Titel: String', 'Anzahl: Integer', 'Art: String', 'category: String', 'Status: String', 'CreatedAt: DateTime']) expect(info).toContain(field);
  }, 60_000);

  it('copies a layer of 10,000 points into a GeoPackage with the same count and values', async () => {
    const out = path.join(t.dataDir, 'copy.gpkg');
    // Pages of 1,000 (GDAL's default is 10: a thousand requests); GDAL follows each page's `next`
    // link to the end, which its debug output shows.
    const copy = await run('ogr2ogr', ['--debug', 'on', '-f', 'GPKG', out, `OAPIF:${base}`, big, '-nln', 'baeume', '-oo', 'PAGE_SIZE=1000'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const fetched = copy.stderr.split('\n').filter((l) => l.startsWith('HTTP: Fetch(') && l.includes(`/collections/${big}/items?`));
    expect(fetched.filter((l) => /[?&]offset=\d+/.test(l)).length).toBeGreaterThanOrEqual(N / 1000 - 1);
    const gpkg = new Database(out, { readonly: true });
    try {
      // GDAL names a field `id` after the features' id; their property ID becomes ID2 beside it.
      const rows = gpkg.prepare('select id as ID, ID2, Titel, Anzahl, Art, Status from baeume').all() as { ID: string; ID2: string; Titel: string; Anzahl: number; Art: string; Status: string }[];
      expect(rows.length).toBe(N);
      for (const row of rows) {
        const want = expected.get(row.ID);
        expect(want, row.ID).toBeDefined();
        expect([row.ID2, row.Titel, row.Anzahl, row.Art, row.Status]).toEqual([row.ID, want![2], want![3], 'linde', 'neu']);
      }
      expect(new Set(rows.map((r) => r.ID)).size).toBe(N);
      // The positions, from the GeoPackage's own spatial index (its bounds per feature).
      const box = gpkg.prepare('select min(minx) w, min(miny) s, max(maxx) e, max(maxy) n from rtree_baeume_geom').get() as Record<string, number>;
      expect([box.w, box.s, box.e, box.n].map((x) => Math.round(x! * 1e4) / 1e4)).toEqual([9, 51, 9.99, 51.99]);
    } finally {
      gpkg.close();
    }
  }, 60_000);

  it('asks the server for a bounding box and gets only the points inside', async () => {
    const inside = [...expected.values()].filter(([lon, lat]) => lon >= 9.2 && lon <= 9.3 && lat >= 51.5 && lat <= 51.6);
    const info = await gdal('ogrinfo', ['-ro', '-so', '-spat', '9.2', '51.5', '9.3', '51.6', `OAPIF:${base}`, big]);
    expect(info).toContain(`Feature Count: ${inside.length}`);
    const res = await fetch(`${base}/collections/${big}/items?bbox=9.2,51.5,9.3,51.6&limit=10000`);
    const body = await res.json() as { numberMatched: number; features: { geometry: { coordinates: [number, number] } }[] };
    expect(body.numberMatched).toBe(inside.length);
    expect(body.features.every(({ geometry: { coordinates: [lon, lat] } }) => lon >= 9.2 && lon <= 9.3 && lat >= 51.5 && lat <= 51.6)).toBe(true);
  }, 60_000);

  it('does not open a private layer for anonymous clients', async () => {
    await expect(gdal('ogrinfo', ['-ro', '-so', `OAPIF:${base}`, w.layers.private])).rejects.toThrow();
    const res = await fetch(`${base}/collections/${w.layers.private}/items`);
    expect(res.status).toBe(404);
  }, 60_000);

  it('shows a manager\'s session (its cookie) the private layer with its points', async () => {
    const token = await startSession(t.db, w.userIds.owner, undefined);
    const info = await gdal('ogrinfo', ['-ro', '-so', '--config', 'GDAL_HTTP_COOKIE', `mk_session=${token}`, `OAPIF:${base}`, w.layers.private]);
    expect(info).toContain(`Layer name: ${w.layers.private}`);
    expect(info).toContain('Feature Count: 5');
  }, 60_000);
});
