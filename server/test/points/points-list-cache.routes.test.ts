import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '@mitmachkarte/contract';
import { API, addPoint, ids, listPoints, openPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import type { TestClient } from '../client.js';
import type { TestApp } from '../test-app.js';

/** GET /gis/points/{layerID} from the cache of the layer's pages (points-list.cache.ts): every
 *  reader's answer follows every write at once, with that reader's view and rights. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => ({ t, w } = await openPointsWorld()));
afterAll(async () => t?.close());

const open = (extra: Record<string, unknown> = {}) => ({ Layer: w.layers.open, Attributes: validAnswers(), ...extra });
const flags = (list: Point[]) => Object.fromEntries(list.map((p) => [p.ID, [p.CanEdit, p.CanChange]]));

describe('the cached point list of a layer', () => {
  it('follows every write at once, for every reader, with each reader\'s view and rights', async () => {
    const mine = (await addPoint(w.user, open())).ID;
    const other = (await addPoint(w.anon, open())).ID;
    // Twice each: the second answer comes from the cache and is the same.
    for (const who of [w.anon, w.user, w.owner]) expect(await listPoints(who, w.layers.open)).toEqual(await listPoints(who, w.layers.open));
    expect(flags(await listPoints(w.user, w.layers.open))).toEqual({ [mine]: [false, true], [other]: [false, false] });
    expect(flags(await listPoints(w.anon, w.layers.open))).toEqual({ [mine]: [false, false], [other]: [false, false] });
    expect(flags(await listPoints(w.owner, w.layers.open))).toEqual({ [mine]: [true, true], [other]: [true, true] });

    // Hidden by the moderation: gone for others, still there for its author and the managers.
    expect((await w.owner.post(`${API}/gis/moderation/hide`, { PointID: mine, Reason: 'Werbung' })).statusCode).toBe(200);
    expect(ids(await listPoints(w.anon, w.layers.open))).toEqual([other]);
    expect(ids(await listPoints(w.outsider, w.layers.open))).toEqual([other]);
    expect(ids(await listPoints(w.user, w.layers.open))).toEqual([mine, other]);
    expect(ids(await listPoints(w.owner, w.layers.open))).toEqual([mine, other]);

    // A new status: the author may no longer change the point (docs/product.md §16.6).
    expect((await w.owner.post(`${API}/gis/moderation/show`, { PointID: mine })).statusCode).toBe(200);
    expect((await w.owner.put(`${API}/gis/point/${mine}/status`, { Status: 'pruefung' })).statusCode).toBe(200);
    const seen = await listPoints(w.user, w.layers.open);
    expect(seen.find((p) => p.ID === mine)).toMatchObject({ Status: 'pruefung', CanChange: false });

    // Deleted: gone for everyone.
    expect((await w.owner.delete(`${API}/gis/point/${other}`)).statusCode).toBe(200);
    for (const who of [w.anon, w.user, w.owner]) expect(ids(await listPoints(who, w.layers.open))).toEqual([mine]);
  });

  it('pages a reader\'s view without gaps or repeats when points hidden from the reader lie between', async () => {
    const layer = (await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Seiten', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } })).json().ID as string;
    const made: { id: string; public: boolean }[] = [];
    for (let i = 0; i < 9; i++) {
      const isPublic = i % 3 !== 1;
      made.push({ id: (await addPoint(w.owner, { Layer: layer, Public: isPublic })).ID, public: isPublic });
    }
    const walk = async (who: TestClient) => {
      const pages: string[][] = [];
      let next: string | undefined = `${API}/gis/points/${layer}?limit=2`;
      while (next) {
        const res = await who.get(next);
        expect(res.statusCode, res.body).toBe(200);
        pages.push(ids(res.json()));
        next = /<([^>]+)>;\s*rel="next"/.exec(String(res.headers.link ?? ''))?.[1];
      }
      return pages;
    };
    const anonPages = await walk(w.anon);
    expect(anonPages.every((page) => page.length <= 2)).toBe(true);
    expect(anonPages.flat()).toEqual(made.filter((p) => p.public).map((p) => p.id));
    expect((await walk(w.owner)).flat()).toEqual(made.map((p) => p.id));
  });
});
