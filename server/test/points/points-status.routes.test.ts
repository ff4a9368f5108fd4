import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATUSES, type Layer, type Point, type PointHistoryEntry } from '@mitmachkarte/contract';
import { migrateToLatest, migratorOf, openDatabase } from '../../src/db/database.js';
import type { TestClient } from '../client.js';
import { API, addPoint, openPointsWorld, expectRefused, listPoints, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** Statuses of points (docs/product.md §16.1): every layer has a list (the defaults for new
 *  layers), new points start at the first, managers change it with PUT /gis/point/{id}/status and
 *  a note, every change is kept in GET /gis/point/{id}/history, and a status that points have
 *  cannot be removed from the layer. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => ({ t, w } = await openPointsWorld()));
afterAll(async () => t?.close());

const setStatus = (who: TestClient, id: string, body: unknown) => who.put(`${API}/gis/point/${id}/status`, body);
const history = async (who: TestClient, id: string) => {
  const res = await who.get(`${API}/gis/point/${id}/history`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PointHistoryEntry[];
};
const layerOf = async (who: TestClient, id: string) => (await who.get(`${API}/gis/layer/${id}`)).json() as Layer;
const historyRows = () => t.db.selectFrom('point_history').selectAll().orderBy('id').execute();

describe('statuses of a layer', () => {
  it('are the defaults for a new layer and the points start at the first', async () => {
    expect((await layerOf(w.anon, w.layers.plain)).Statuses).toEqual(DEFAULT_STATUSES);
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    expect(p).toMatchObject({ Status: 'neu', StatusChangedAt: p.CreatedAt });
  });

  it('are chosen when a layer is created, and its points start at the first of them', async () => {
    const Statuses = [
      { Key: 'eingang', Label: 'Eingegangen', Colour: '#123456', Closed: false },
      { Key: 'erledigt', Label: 'Erledigt', Colour: '#1a7f37', Closed: true },
    ];
    const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Mit Status', Public: true, Editable: true, Statuses });
    expect(res.statusCode, res.body).toBe(200);
    const layer = res.json() as Layer;
    expect(layer.Statuses).toEqual(Statuses);
    expect((await addPoint(w.anon, { Layer: layer.ID })).Status).toBe('eingang');
  });

  it('stay when a PUT leaves them out; a used status cannot be removed (409), an unused one can', async () => {
    const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Änderbar', Public: true, Editable: true });
    const layer = res.json() as Layer;
    const point = await addPoint(w.anon, { Layer: layer.ID });
    expect((await setStatus(w.owner, point.ID, { Status: 'bearbeitung' })).statusCode).toBe(200);
    const body = { Name: 'Änderbar', Public: true, Editable: true, Schema: layer.Schema };
    expect((await w.owner.put(`${API}/gis/layer/${layer.ID}`, body)).json()).toMatchObject({ Statuses: DEFAULT_STATUSES });

    const withoutUsed = DEFAULT_STATUSES.filter((s) => s.Key !== 'bearbeitung');
    const refused = await w.owner.put(`${API}/gis/layer/${layer.ID}`, { ...body, Statuses: withoutUsed });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().Message).toBe('Der Status „bearbeitung“ kann nicht entfernt werden, solange Einträge ihn haben.');
    expect((await layerOf(w.owner, layer.ID)).Statuses).toEqual(DEFAULT_STATUSES);

    const withoutUnused = DEFAULT_STATUSES.filter((s) => s.Key !== 'abgelehnt');
    const changed = await w.owner.put(`${API}/gis/layer/${layer.ID}`, { ...body, Statuses: withoutUnused });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await layerOf(w.anon, layer.ID)).Statuses).toEqual(withoutUnused);
  });

  it('refuses lists that are empty, repeat a key or carry a bad colour (400)', async () => {
    const layer = await layerOf(w.owner, w.layers.plain);
    const body = { Name: 'Ohne Fragen', Public: true, Editable: true, Schema: layer.Schema };
    const s = DEFAULT_STATUSES[0]!;
    for (const Statuses of [[], [s, s], [{ ...s, Colour: 'rot' }], [{ ...s, Key: 'Groß' }], [{ ...s, Label: ' ' }]]) {
      const res = await w.owner.put(`${API}/gis/layer/${w.layers.plain}`, { ...body, Statuses });
      expect(res.statusCode, JSON.stringify(Statuses)).toBe(400);
    }
    expect((await layerOf(w.owner, w.layers.plain)).Statuses).toEqual(DEFAULT_STATUSES);
  });
});

describe('PUT /gis/point/{id}/status', () => {
  it('lets managers set a status with a note; lists, history and the point show it', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    await new Promise((r) => setTimeout(r, 5));
    const res = await setStatus(w.member, p.ID, { Status: 'bearbeitung', Note: '  Der Bauhof kümmert sich.  ' });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json() as Point;
    expect(changed).toMatchObject({ ID: p.ID, Status: 'bearbeitung', CanEdit: true, Attributes: p.Attributes, CreatedAt: p.CreatedAt });
    expect(changed.StatusChangedAt > p.StatusChangedAt).toBe(true);
    expect((await listPoints(w.anon, w.layers.plain)).find((x) => x.ID === p.ID)).toMatchObject({ Status: 'bearbeitung', StatusChangedAt: changed.StatusChangedAt });
    const all = (await w.anon.get(`${API}/gis/points`)).json() as Point[];
    expect(all.find((x) => x.ID === p.ID)?.Status).toBe('bearbeitung');

    expect((await setStatus(w.owner, p.ID, { Status: 'umgesetzt' })).statusCode).toBe(200);
    expect(await history(w.anon, p.ID)).toEqual([
      { Kind: 'status', Status: 'bearbeitung', Note: 'Der Bauhof kümmert sich.', By: 'Mitglied', At: changed.StatusChangedAt },
      { Kind: 'status', Status: 'umgesetzt', Note: '', By: 'Eigentümerin', At: expect.any(String) },
    ]);
  });

  it('refuses anonymous visitors (401) and non-managers (403) and changes nothing', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const before = await historyRows();
    await expectRefused(t, 401, () => setStatus(w.anon, p.ID, { Status: 'umgesetzt' }));
    await expectRefused(t, 403, () => setStatus(w.user, p.ID, { Status: 'umgesetzt' }));
    expect(await historyRows()).toEqual(before);
    expect(await history(w.user, p.ID)).toEqual([]);
  });

  it('answers 404 for points the caller cannot see, deleted and unknown ones', async () => {
    const hidden = await addPoint(w.owner, { Layer: w.layers.plain, Public: false });
    await expectRefused(t, 404, () => setStatus(w.user, hidden.ID, { Status: 'umgesetzt' }));
    expect((await w.user.get(`${API}/gis/point/${hidden.ID}/history`)).statusCode).toBe(404);
    const gone = await addPoint(w.anon, { Layer: w.layers.plain });
    expect((await w.owner.delete(`${API}/gis/point/${gone.ID}`)).statusCode).toBe(200);
    await expectRefused(t, 404, () => setStatus(w.owner, gone.ID, { Status: 'umgesetzt' }));
    await expectRefused(t, 404, () => setStatus(w.owner, '0190f5a2-dead-7000-8000-00000000beef', { Status: 'umgesetzt' }));
  });

  it('refuses a status the layer does not have, a long note and extra fields (400), changing nothing', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const before = await historyRows();
    const res = await expectRefused(t, 400, () => setStatus(w.owner, p.ID, { Status: 'gibtsnicht' }));
    expect(res.json()).toEqual({ Message: 'Den Status „gibtsnicht“ gibt es in dieser Karte nicht.', Errors: [{ Field: 'Status', Message: 'Den Status „gibtsnicht“ gibt es in dieser Karte nicht.' }] });
    await expectRefused(t, 400, () => setStatus(w.owner, p.ID, { Status: 'pruefung', Note: 'x'.repeat(2001) }));
    await expectRefused(t, 400, () => setStatus(w.owner, p.ID, { Status: 'pruefung', Extra: 1 }));
    await expectRefused(t, 400, () => setStatus(w.owner, p.ID, { Status: 'Prüfung' }));
    expect(await historyRows()).toEqual(before);
  });

  it('keeps the status when a manager changes the point, even when the status is sent back', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const set = (await setStatus(w.owner, p.ID, { Status: 'pruefung' })).json() as Point;
    const { Longitude, Attributes, StatusChangedAt, CanEdit } = set;
    const res = await w.owner.put(`${API}/gis/point/${p.ID}`, { Latitude: 51.4, Longitude, Attributes, Status: 'umgesetzt', StatusChangedAt, CanEdit });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Latitude: 51.4, Status: 'pruefung', StatusChangedAt: set.StatusChangedAt });
  });
});

describe('migration 2026_11_25_1300_point_status', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'status-migration-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('gives existing layers the default statuses and existing points the first, since their creation', async () => {
    const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'alt.sqlite') });
    try {
      expect((await (await migratorOf(db)).migrateTo('2026_11_25_1000_mfa')).error).toBeUndefined();
      const at = '2026-11-24T10:00:00.000Z';
      await db.insertInto('workspaces').values({ id: 'w1', name: 'W', public: 1, editable: 1, owner_id: null, attributes: '{}', created_at: at, updated_at: at }).execute();
      await db.insertInto('layers').values({ id: 'l1', workspace_id: 'w1', name: 'L', public: 1, editable: 1, attributes: '{}', schema: '{}', created_at: at, updated_at: at } as never).execute();
      await db.insertInto('points').values({
        id: 'p1', layer_id: 'l1', latitude: 51, longitude: 9, altitude: 0, public: 1, editable: 0, attributes: '{}', created_at: at, updated_at: at,
        created_by: null, deleted_at: null, deleted_by: null,
      } as never).execute();
      await migrateToLatest(db);
      expect(JSON.parse((await db.selectFrom('layers').select('statuses').executeTakeFirstOrThrow()).statuses)).toEqual(DEFAULT_STATUSES);
      expect(await db.selectFrom('points').select(['status', 'status_changed_at']).executeTakeFirstOrThrow()).toEqual({ status: 'neu', status_changed_at: at });
    } finally {
      await db.destroy();
    }
  });
});
