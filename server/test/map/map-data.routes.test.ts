import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapSummary, MapTile, Point, PointListPage } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { a, addPoint, API, listPoints, openPointsWorld, UNKNOWN_ID, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { seedReviewPoints, type Seeded } from '../review-fixtures.js';
import type { TestApp } from '../test-app.js';

/** The map's data (docs/product.md §19.2, docs/decisions/0012): tiles of clusters and lone points,
 *  the summary, the paged list and a point's details, checked against a reference computed here
 *  from the seeded points with the usual slippy-map formulas; rights and filters as in the lists;
 *  entity tags and 304 (RFC 9110 §13.1.2). */

let t: TestApp;
let w: PointsWorld;
let seeded: Seeded[];
const COUNT = 400;

beforeAll(async () => {
  ({ t, w } = await openPointsWorld());
  seeded = await seedReviewPoints(t, w.layers.open, COUNT, 20261127);
});
afterAll(async () => t.close());

const SUBTREE: Record<string, string[]> = { Wasser: ['Wasser', 'Klar', 'Trueb'], Tiere: ['Tiere', 'Fische', 'Voegel'] };

/** The live points each kind of reader sees (access/point.rules.ts), from the seed. */
const managerSees = (p: Seeded) => !p.deleted;
const publicSees = (p: Seeded) => !p.deleted && p.public === 1 && p.moderation === '';

/** Tile (x, y) of a position at zoom `z` (the OpenStreetMap formulas). */
function tileOf(lng: number, lat: number, z: number) {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return { x: Math.floor(((lng + 180) / 360) * n), y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n) };
}

const tileUrl = (layer: string, z: number, x: number, y: number, query = '') => `${API}/gis/map/${layer}/${z}/${x}/${y}${query}`;

/** Every tile of zoom `z` that holds one of `points`. */
const tilesOf = (points: readonly { lng: number; lat: number }[], z: number) =>
  [...new Set(points.map((p) => JSON.stringify(tileOf(p.lng, p.lat, z))))].map((s) => JSON.parse(s) as { x: number; y: number });

/** What the tiles of zoom `z` should hold: per cell (a tile of zoom z + 2), one point or a cluster
 *  of its count at the mean position. Sorted for comparison. */
function referenceTiles(points: readonly Seeded[], z: number) {
  const cells = new Map<string, Seeded[]>();
  for (const p of points) {
    const c = tileOf(p.lng, p.lat, z + 2);
    const key = `${c.x}/${c.y}`;
    cells.set(key, [...(cells.get(key) ?? []), p]);
  }
  const clusters: [number, number, number][] = [];
  const lone: string[] = [];
  for (const members of cells.values()) {
    if (members.length === 1) lone.push(members[0]!.id);
    else {
      const mean = (f: (p: Seeded) => number) => members.reduce((s, p) => s + f(p), 0) / members.length;
      clusters.push([Math.round(mean((p) => p.lng) * 1e5) / 1e5, Math.round(mean((p) => p.lat) * 1e5) / 1e5, members.length]);
    }
  }
  return { clusters: clusters.sort(byJson), lone: lone.sort() };
}
const byJson = (x: unknown, y: unknown) => JSON.stringify(x).localeCompare(JSON.stringify(y));

/** The tiles of zoom `z` over `points` as `client` gets them, merged. */
async function fetchTiles(client: TestClient, layer: string, points: readonly Seeded[], z: number, query = '') {
  const clusters: [number, number, number][] = [];
  const lone: MapTile['Points'] = [];
  for (const { x, y } of tilesOf(points, z)) {
    const res = await client.get(tileUrl(layer, z, x, y, query));
    expect(res.statusCode, res.body).toBe(200);
    const tile = res.json() as MapTile;
    clusters.push(...tile.Clusters);
    lone.push(...tile.Points);
  }
  return { clusters: clusters.sort(byJson), lone };
}

describe('tiles', () => {
  it('group what each reader sees per cell of 64 px, at several zooms', async () => {
    for (const [client, sees] of [[w.anon, publicSees], [w.user, publicSees], [w.owner, managerSees], [w.member, managerSees]] as const) {
      const visible = seeded.filter(sees);
      for (const z of [8, 12, 15]) {
        const expected = referenceTiles(visible, z);
        const got = await fetchTiles(client, w.layers.open, seeded, z);
        expect(got.clusters, `z ${z}`).toEqual(expected.clusters);
        expect(got.lone.map((p) => p[0]).sort(), `z ${z}`).toEqual(expected.lone);
        expect(got.clusters.reduce((s, c) => s + c[2], 0) + got.lone.length).toBe(visible.length);
      }
    }
  });

  it('give a lone point its position, category and status', async () => {
    const visible = seeded.filter(publicSees);
    const got = await fetchTiles(w.anon, w.layers.open, seeded, 15);
    expect(got.lone.length).toBeGreaterThan(10);
    for (const [id, lng, lat, category, status] of got.lone) {
      const p = visible.find((s) => s.id === id)!;
      expect([lng, lat, status]).toEqual([p.lng, p.lat, p.status]);
      expect(category).toBe(typeof p.answers.category?.Value === 'string' ? p.answers.category.Value : '');
    }
  });

  it('show every point alone from zoom 18', async () => {
    const visible = seeded.filter(publicSees);
    const got = await fetchTiles(w.anon, w.layers.open, seeded, 18);
    expect(got.clusters).toEqual([]);
    expect(got.lone.map((p) => p[0]).sort()).toEqual(visible.map((p) => p.id).sort());
  });

  it('apply the filter: status, category with the categories below it, days in Berlin', async () => {
    const visible = seeded.filter(managerSees);
    const berlinDay = (iso: string) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(iso));
    const cases: [string, (p: Seeded) => boolean][] = [
      ['?status=umgesetzt', (p) => p.status === 'umgesetzt'],
      ['?category=Wasser', (p) => SUBTREE.Wasser!.includes(String(p.answers.category?.Value))],
      ['?category=Fische', (p) => p.answers.category?.Value === 'Fische'],
      ['?from=2026-06-01&to=2026-06-30', (p) => berlinDay(p.created) >= '2026-06-01' && berlinDay(p.created) <= '2026-06-30'],
      ['?status=neu&category=Tiere&from=2026-03-01', (p) => p.status === 'neu' && SUBTREE.Tiere!.includes(String(p.answers.category?.Value)) && berlinDay(p.created) >= '2026-03-01'],
    ];
    for (const [query, pass] of cases) {
      const matching = visible.filter(pass);
      expect(matching.length, query).toBeGreaterThan(0);
      const got = await fetchTiles(w.owner, w.layers.open, seeded, 12, query);
      expect(got.clusters, query).toEqual(referenceTiles(matching, 12).clusters);
      expect(got.lone.map((p) => p[0]).sort(), query).toEqual(referenceTiles(matching, 12).lone);
    }
  });

  it('leave out the point named by except, from the clusters\' counts too (the one being changed)', async () => {
    const visible = seeded.filter(managerSees);
    const changed = visible[0]!;
    const rest = visible.filter((p) => p.id !== changed.id);
    for (const z of [8, 15]) {
      const got = await fetchTiles(w.owner, w.layers.open, seeded, z, `?except=${changed.id}`);
      expect(got.clusters, `z ${z}`).toEqual(referenceTiles(rest, z).clusters);
      expect(got.lone.map((p) => p[0]).sort(), `z ${z}`).toEqual(referenceTiles(rest, z).lone);
    }
    // Another answer: its own entity tag.
    const { x, y } = tileOf(changed.lng, changed.lat, 8);
    const plain = await w.owner.get(tileUrl(w.layers.open, 8, x, y));
    const without = await w.owner.get(tileUrl(w.layers.open, 8, x, y, `?except=${changed.id}`));
    expect(without.headers.etag).not.toBe(plain.headers.etag);
  });

  it('cover the world at zoom 0 and keep points on tile edges in one tile', async () => {
    const layer = w.layers.plain;
    // On the prime meridian, the equator, the antimeridian and beyond Web Mercator's ±85.05°.
    const positions = [[0, 0], [0, 10], [-180, 0], [180, 0], [179.9999, -89], [10, 89.5], [-170, -89.9]];
    for (const [Longitude, Latitude] of positions) await addPoint(w.owner, { Layer: layer, Latitude, Longitude, Attributes: {} });
    const world = (await w.anon.get(tileUrl(layer, 0, 0, 0))).json() as MapTile;
    expect(world.Clusters.reduce((s, c) => s + c[2], 0) + world.Points.length).toBe(positions.length);
    for (const z of [1, 3, 18]) {
      let total = 0;
      for (let x = 0; x < 2 ** Math.min(z, 3); x++) {
        for (let y = 0; y < 2 ** Math.min(z, 3); y++) {
          if (z === 18) continue;
          const tile = (await w.anon.get(tileUrl(layer, z, x, y))).json() as MapTile;
          total += tile.Clusters.reduce((s, c) => s + c[2], 0) + tile.Points.length;
        }
      }
      if (z !== 18) expect(total, `z ${z}`).toBe(positions.length);
    }
    // At the highest zoom the point at 0/0 lies in the tile whose north-west corner it is.
    const n = 2 ** 18;
    const corner = (await w.anon.get(tileUrl(layer, 18, n / 2, n / 2))).json() as MapTile;
    expect(corner.Points.map((p) => [p[1], p[2]])).toEqual([[0, 0]]);
  });
});

describe('rights', () => {
  it('show the author their own held-back point, and no one else', async () => {
    const held = await addPoint(w.user, { Layer: w.layers.open, Latitude: 51.31, Longitude: 9.5, Attributes: validAnswers() });
    await t.db.updateTable('points').set({ moderation: 'pending' }).where('id', '=', held.ID).execute();
    await t.db.updateTable('layers').set({ revision: 999 }).where('id', '=', w.layers.open).execute();
    const { x, y } = tileOf(9.5, 51.31, 18);
    const ids = async (client: TestClient) => ((await client.get(tileUrl(w.layers.open, 18, x, y))).json() as MapTile).Points.map((p) => p[0]);
    expect(await ids(w.user)).toContain(held.ID);
    expect(await ids(w.owner)).toContain(held.ID);
    expect(await ids(w.outsider)).not.toContain(held.ID);
    expect(await ids(w.anon)).not.toContain(held.ID);
    // The cached answer of the author is not the one others get.
    expect(await ids(w.anon)).not.toContain(held.ID);
    await t.db.deleteFrom('points').where('id', '=', held.ID).execute();
  });

  it('answer 404 for layers the caller does not see and unknown ones, with a German message', async () => {
    for (const layer of [w.layers.private, w.layers.hidden, UNKNOWN_ID]) {
      for (const url of [`${API}/gis/map/${layer}`, tileUrl(layer, 0, 0, 0), `${API}/gis/pointlist/${layer}`]) {
        for (const client of [w.anon, w.user]) {
          const res = await client.get(url);
          expect(res.statusCode, url).toBe(404);
          expect(res.json()).toEqual({ Message: 'Die Karte wurde nicht gefunden.' });
        }
      }
    }
    expect((await w.member.get(tileUrl(w.layers.private, 0, 0, 0))).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it('answers 400 with a German message and no 500', async () => {
    const layer = w.layers.open;
    const bad = [
      tileUrl(layer, 23, 0, 0), tileUrl(layer, 2, 4, 0), tileUrl(layer, 2, 0, 4), tileUrl(layer, -1, 0, 0), `${API}/gis/map/${layer}/1.5/0/0`,
      `${API}/gis/map/${layer}/a/b/c`, tileUrl(layer, 0, 0, 0, '?from=2026-02-30'), tileUrl(layer, 0, 0, 0, '?from=2026-05-02&to=2026-05-01'),
      tileUrl(layer, 0, 0, 0, `?category=${'k'.repeat(201)}`), `${API}/gis/map/${layer}?to=morgen`, `${API}/gis/map/keine-id/0/0/0`,
      `${API}/gis/pointlist/${layer}?sort=titel`, `${API}/gis/pointlist/${layer}?page=0`, `${API}/gis/pointlist/${layer}?pageSize=101`,
      `${API}/gis/pointlist/${layer}?pageSize=0`, `${API}/gis/point/keine-id`, tileUrl(layer, 0, 0, 0, '?except=keine-id'),
    ];
    for (const url of bad) {
      const res = await w.owner.get(url);
      expect(res.statusCode, url).toBe(400);
      expect((res.json() as { Message: string }).Message, url).toMatch(/^(Die Eingaben sind ungültig\.|Bitte geben Sie ein gültiges Datum)/);
    }
    const tile = await w.owner.get(tileUrl(layer, 2, 4, 0));
    expect(JSON.stringify(tile.json())).toContain('Die Kachel muss z/x/y mit 0 ≤ z ≤ 22 und 0 ≤ x, y < 2^z sein.');
  });
});

describe('summary', () => {
  it('counts what the caller sees and what passes the filter, with the bounding box', async () => {
    for (const [client, sees] of [[w.anon, publicSees], [w.owner, managerSees]] as const) {
      const visible = seeded.filter(sees);
      const summary = (await client.get(`${API}/gis/map/${w.layers.open}?status=neu`)).json() as MapSummary;
      expect(summary.Total).toBe(visible.length);
      expect(summary.Matched).toBe(visible.filter((p) => p.status === 'neu').length);
      expect(summary.Bounds).toEqual([
        Math.min(...visible.map((p) => p.lng)), Math.min(...visible.map((p) => p.lat)),
        Math.max(...visible.map((p) => p.lng)), Math.max(...visible.map((p) => p.lat)),
      ]);
    }
    const empty = (await w.anon.get(`${API}/gis/map/${w.layers.readonly}`)).json() as MapSummary;
    expect(empty).toEqual({ Total: 0, Matched: 0, Bounds: null });
  });
});

describe('list and details', () => {
  it('pages through the server in the chosen order, with votes and comments', async () => {
    const visible = seeded.filter(publicSees);
    const newest = [...visible].sort((x, y) => y.created.localeCompare(x.created) || y.id.localeCompare(x.id));
    const byVotes = [...visible].sort((x, y) => y.up - x.up || y.created.localeCompare(x.created) || y.id.localeCompare(x.id));
    const byComments = [...visible].sort((x, y) => y.comments - x.comments || y.created.localeCompare(x.created) || y.id.localeCompare(x.id));
    for (const [sort, order] of [['newest', newest], ['votes', byVotes], ['comments', byComments]] as const) {
      for (const page of [1, 2, 7]) {
        const res = await w.anon.get(`${API}/gis/pointlist/${w.layers.open}?sort=${sort}&page=${page}&pageSize=20`);
        expect(res.statusCode, res.body).toBe(200);
        const list = res.json() as PointListPage;
        expect(list.Total).toBe(visible.length);
        const expected = order.slice((page - 1) * 20, page * 20);
        expect(list.Points.map((p) => p.ID), `${sort} ${page}`).toEqual(expected.map((p) => p.id));
        expect(list.Counts).toEqual(expected.map((p) => ({ ID: p.id, Up: p.up, Down: p.down, Comments: p.comments })));
      }
    }
    const beyond = (await w.anon.get(`${API}/gis/pointlist/${w.layers.open}?page=9999`)).json() as PointListPage;
    expect(beyond).toEqual({ Total: visible.length, Points: [], Counts: [] });
    const filtered = (await w.anon.get(`${API}/gis/pointlist/${w.layers.open}?category=Tiere&pageSize=100`)).json() as PointListPage;
    expect(filtered.Total).toBe(visible.filter((p) => SUBTREE.Tiere!.includes(String(p.answers.category?.Value))).length);
    // Two entries per page by default (docs/product.md §9).
    expect(((await w.anon.get(`${API}/gis/pointlist/${w.layers.open}`)).json() as PointListPage).Points).toHaveLength(2);
  });

  it('gives a point\'s details to whoever sees it, with the rights on it', async () => {
    const own = await addPoint(w.user, { Layer: w.layers.open, Attributes: validAnswers('Fische') });
    const res = await w.user.get(`${API}/gis/point/${own.ID}`);
    expect(res.statusCode).toBe(200);
    // The details add whether the caller may set who is responsible (docs/product.md §16.10).
    expect(res.json()).toEqual({ ...own, CanAssign: false });
    expect(((await w.owner.get(`${API}/gis/point/${own.ID}`)).json() as Point).CanEdit).toBe(true);
    expect(((await w.anon.get(`${API}/gis/point/${own.ID}`)).json() as Point).CanChange).toBe(false);
    const hidden = seeded.find((p) => !p.deleted && p.moderation === 'hidden')!;
    expect((await w.anon.get(`${API}/gis/point/${hidden.id}`)).statusCode).toBe(404);
    expect((await w.owner.get(`${API}/gis/point/${hidden.id}`)).statusCode).toBe(200);
    const deleted = seeded.find((p) => p.deleted)!;
    expect((await w.owner.get(`${API}/gis/point/${deleted.id}`)).statusCode).toBe(404);
    const gone = await w.anon.get(`${API}/gis/point/${UNKNOWN_ID}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ Message: 'Der Punkt wurde nicht gefunden.' });
  });
});

describe('entity tags', () => {
  const get = (client: TestClient, url: string, etag?: string) =>
    client.request('GET', url, undefined, { headers: etag ? { 'if-none-match': etag } : {} });

  it('answer 304 while nothing changed, and 200 after a point is added, moved, hidden, has a new status or is deleted (map data, lists, the charts\' figures)', async () => {
    const layer = w.layers.open;
    const urls = [tileUrl(layer, 12, ...Object.values(tileOf(9.47, 51.3, 12)) as [number, number]), `${API}/gis/map/${layer}`,
      `${API}/gis/pointlist/${layer}?sort=votes`, `${API}/gis/points/${layer}?limit=50`, `${API}/gis/review/${layer}/stats`];
    let tags = new Map<string, string>();
    const expectUnchanged = async () => {
      for (const url of urls) {
        const res = await get(w.owner, url, tags.get(url));
        expect(res.statusCode, url).toBe(304);
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(tags.get(url));
      }
    };
    const expectChanged = async (what: string) => {
      const next = new Map<string, string>();
      for (const url of urls) {
        const res = await get(w.owner, url, tags.get(url));
        expect(res.statusCode, `${what}: ${url}`).toBe(200);
        expect(res.headers['cache-control']).toBe('private, no-cache');
        expect(res.headers.etag).not.toBe(tags.get(url));
        next.set(url, res.headers.etag as string);
      }
      tags = next;
    };
    await expectChanged('first');
    await expectUnchanged();
    const point = await addPoint(w.anon, { Layer: layer, Latitude: 51.301, Longitude: 9.471, Attributes: validAnswers() });
    await expectChanged('added');
    await expectUnchanged();
    expect((await w.owner.put(`${API}/gis/point/${point.ID}`, { Latitude: 51.302, Longitude: 9.472, Attributes: { ...validAnswers(), Titel: a('text', 'Anders') } })).statusCode).toBe(200);
    await expectChanged('moved');
    expect((await w.owner.post(`${API}/gis/moderation/hide`, { PointID: point.ID, Reason: 'Test' })).statusCode).toBe(200);
    await expectChanged('hidden');
    expect((await w.owner.put(`${API}/gis/point/${point.ID}/status`, { Status: 'umgesetzt' })).statusCode).toBe(200);
    await expectChanged('status');
    expect((await w.owner.delete(`${API}/gis/point/${point.ID}`)).statusCode).toBe(200);
    await expectChanged('deleted');
    await expectUnchanged();
    // The figures are those of the new state, not the cached ones of the old. The managers' map
    // shows every live entry, as the figures with moderation=alle count them; by default the
    // figures leave hidden and waiting entries out (docs/product.md §18).
    const all = (await w.owner.get(`${API}/gis/review/${layer}/stats?moderation=alle`)).json() as { Total: number };
    const summary = (await w.owner.get(`${API}/gis/map/${layer}`)).json() as MapSummary;
    expect(all.Total).toBe(summary.Total);
    expect(all.Total).toBeGreaterThanOrEqual(seeded.filter(managerSees).length);
    const published = (await w.owner.get(`${API}/gis/review/${layer}/stats`)).json() as { Total: number };
    expect(all.Total - published.Total).toBe(seeded.filter((p) => managerSees(p) && p.moderation !== '').length);
  });

  it('differ between readers, so that no one gets a 304 for another view', async () => {
    const url = `${API}/gis/map/${w.layers.open}`;
    const manager = await get(w.owner, url);
    const anon = await get(w.anon, url, manager.headers.etag as string);
    expect(anon.statusCode).toBe(200);
    expect(anon.headers.etag).not.toBe(manager.headers.etag);
    // The visitor's page of five holds only what they see (a page may be short, docs/product.md §7).
    const list = await listPoints(w.anon, w.layers.open, '?limit=5');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);
    expect(list.every((p) => p.Public && p.Moderation === null)).toBe(true);
  });
});
