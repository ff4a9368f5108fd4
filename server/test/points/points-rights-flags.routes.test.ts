import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Layer, Point } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { API, addPoint, openPointsWorld, listPoints, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** The flags `CanAddPoints` (layer) and `CanEdit` (point) tell the web app what the server will
 *  allow (access/point.rules.ts, docs/architecture.md §6): for every actor and layer of the points world
 *  the flag must agree with the answer to the real request. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => ({ t, w } = await openPointsWorld()));
afterAll(async () => t?.close());

const actors = () => ({ anon: w.anon, user: w.user, member: w.member, owner: w.owner });
const LAYERS = ['readonly', 'hidden', 'plain', 'frozen', 'private'] as const;

async function visibleLayers(client: TestClient): Promise<Layer[]> {
  const res = await client.get(`${API}/gis/layers`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Layer[];
}

describe('CanAddPoints', () => {
  it('is true exactly where POST /gis/point succeeds, in every list and answer of a layer', async () => {
    const seen: string[] = [];
    for (const [who, client] of Object.entries(actors())) {
      const listed = await visibleLayers(client);
      for (const name of LAYERS) {
        const id = w.layers[name];
        const layer = listed.find((l) => l.ID === id);
        if (!layer) continue; // invisible: POST answers 404, as tested in points.routes.test.ts
        const single = (await client.get(`${API}/gis/layer/${id}`)).json() as Layer;
        const ofWorkspace = ((await client.get(`${API}/gis/layers/${layer.Workspace}`)).json() as Layer[]).find((l) => l.ID === id);
        const res = await client.post(`${API}/gis/point`, { Layer: id, Latitude: 51.3, Longitude: 9.47, Attributes: {} });
        expect([layer.CanAddPoints, single.CanAddPoints, ofWorkspace?.CanAddPoints], `${who} ${name}`).toEqual(Array(3).fill(res.statusCode === 200));
        seen.push(`${who}:${name}:${layer.CanAddPoints}`);
      }
    }
    // Both answers occur: anonymous visitors may add to the public editable layer only, managers everywhere.
    expect(seen).toEqual(expect.arrayContaining(['anon:plain:true', 'anon:readonly:false', 'user:frozen:false', 'member:private:true', 'owner:hidden:true']));
  });

  it('is true in the answers to creating and changing a layer, which only managers may', async () => {
    const body = { Workspace: w.workspaces.priv, Name: 'Neu', Public: false, Editable: false };
    const created = (await w.owner.post(`${API}/gis/layer`, body)).json() as Layer;
    expect(created.CanAddPoints).toBe(true);
    const changed = (await w.member.put(`${API}/gis/layer/${created.ID}`, { ...body, Name: 'Geändert', Schema: created.Schema, Attributes: {} })).json() as Layer;
    expect(changed).toMatchObject({ Name: 'Geändert', CanAddPoints: true });
  });
});

describe('CanEdit', () => {
  it('is true exactly where PUT /gis/point/{id} succeeds, in both lists and the answers of writes', async () => {
    const point = await addPoint(w.anon, { Layer: w.layers.plain });
    expect(point.CanEdit).toBe(false);
    for (const [who, client] of Object.entries(actors())) {
      const inLayer = (await listPoints(client, w.layers.plain)).find((p) => p.ID === point.ID)!;
      const all = (await client.get(`${API}/gis/points`)).json() as Point[];
      const inAll = all.find((p) => p.ID === point.ID)!;
      const res = await client.put(`${API}/gis/point/${point.ID}`, { Latitude: 51.31, Longitude: 9.48, Attributes: {} });
      const allowed = res.statusCode === 200;
      expect([inLayer.CanEdit, inAll.CanEdit], who).toEqual([allowed, allowed]);
      if (allowed) expect((res.json() as Point).CanEdit).toBe(true);
      expect(allowed, who).toBe(who === 'member' || who === 'owner');
    }
    expect((await addPoint(w.owner, { Layer: w.layers.plain })).CanEdit).toBe(true);
  });

  it('is mixed in GET /gis/points for a user who manages only some of the layers', async () => {
    const u = await createUser(t.db, { permissions: ['project'] });
    const planner = new TestClient(t.app);
    await planner.login(u.email, u.password);
    const ws = (await planner.post(`${API}/gis/workspace`, { Name: 'Eigenes', Public: true, Editable: true })).json() as { ID: string };
    const layer = (await planner.post(`${API}/gis/layer`, { Workspace: ws.ID, Name: 'Eigene', Public: true, Editable: true })).json() as Layer;
    const own = await addPoint(planner, { Layer: layer.ID });
    const foreign = await addPoint(w.anon, { Layer: w.layers.plain });
    const all = (await planner.get(`${API}/gis/points`)).json() as Point[];
    expect([all.find((p) => p.ID === own.ID)?.CanEdit, all.find((p) => p.ID === foreign.ID)?.CanEdit]).toEqual([true, false]);
  });
});

describe('CanChange', () => {
  /** Per actor: the flag in both lists and whether PUT /gis/point/{id} succeeds. */
  async function flagsAndAnswers(pointId: string) {
    const seen: Record<string, [boolean | undefined, boolean | undefined, boolean]> = {};
    for (const [who, client] of Object.entries(actors())) {
      const inLayer = (await listPoints(client, w.layers.plain)).find((p) => p.ID === pointId);
      const inAll = ((await client.get(`${API}/gis/points`)).json() as Point[]).find((p) => p.ID === pointId);
      const res = await client.put(`${API}/gis/point/${pointId}`, { Latitude: 51.31, Longitude: 9.48, Attributes: {} });
      if (res.statusCode === 200) expect((res.json() as Point).CanChange, who).toBe(true);
      seen[who] = [inLayer?.CanChange, inAll?.CanChange, res.statusCode === 200];
    }
    return seen;
  }

  it('is true exactly where PUT /gis/point/{id} succeeds: for managers, and for the author while the point has the first status', async () => {
    const point = await addPoint(w.user, { Layer: w.layers.plain });
    expect([point.CanEdit, point.CanChange]).toEqual([false, true]);
    expect(await flagsAndAnswers(point.ID)).toEqual({
      anon: [false, false, false], user: [true, true, true], member: [true, true, true], owner: [true, true, true],
    });

    await w.owner.put(`${API}/gis/point/${point.ID}/status`, { Status: 'pruefung' });
    expect(await flagsAndAnswers(point.ID)).toEqual({
      anon: [false, false, false], user: [false, false, false], member: [true, true, true], owner: [true, true, true],
    });
  });

  it('is false for an anonymous visitor\'s own point, which nobody can claim', async () => {
    expect((await addPoint(w.anon, { Layer: w.layers.plain })).CanChange).toBe(false);
  });
});
