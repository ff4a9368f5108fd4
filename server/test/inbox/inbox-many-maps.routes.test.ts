import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxPage } from '@mitmachkarte/contract';
import { cellOf } from '../../src/db/map-cells.js';
import { newId } from '../../src/lib/ids.js';
import { API, openPointsWorld, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** A project with more maps than one query of the inbox reads (inbox.repository.ts
 *  SOURCES_AT_ONCE, 100: a source per map): its count and pages are those of one query
 *  (docs/product.md §16.9). */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => ({ t, w } = await openPointsWorld()));
afterAll(async () => t?.close());

const MAPS = 103;

describe('a project of more maps than one query reads', () => {
  it('counts the entries of every map and pages them newest first across the queries', async () => {
    const created = await w.owner.post(`${API}/gis/workspace`, { Name: 'Viele Karten', Public: false, Editable: false });
    expect(created.statusCode, created.body).toBe(200);
    const workspace = (created.json() as { ID: string }).ID;
    const layers: string[] = [];
    for (let i = 0; i < MAPS; i++) {
      const res = await w.owner.post(`${API}/gis/layer`, { Workspace: workspace, Name: `Karte ${i}`, Public: false, Editable: false, Schema: { Schema: [], Categories: [] } });
      expect(res.statusCode, res.body).toBe(200);
      layers.push((res.json() as { ID: string }).ID);
    }
    // Two entries of visitors per map, the newest in the last maps (read by the later queries).
    const start = Date.now() + 60_000;
    const entries = layers.flatMap((layer, i) => [0, 1].map((k) => ({ id: newId(), layer, at: new Date(start + (i * 2 + k) * 1000).toISOString() })));
    await t.db.insertInto('points').values(entries.map((e) => ({
      id: e.id, layer_id: e.layer, latitude: 52.5, longitude: 13.4, cell: cellOf(13.4, 52.5), altitude: 0, public: 1 as const, editable: 0 as const,
      attributes: '{}', status: 'neu', moderation: '', created_at: e.at, updated_at: e.at, created_by: null, deleted_at: null, deleted_by: null,
    }))).execute();
    const newestFirst = entries.map((e) => e.id).reverse();

    const page = async (n: number) => {
      const res = await w.owner.get(`${API}/gis/workspace/${workspace}/inbox?filter=alle&pageSize=3&page=${n}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as InboxPage;
    };
    const first = await page(1);
    expect(first.Total).toBe(MAPS * 2);
    expect(first.Rows.map((r) => r.PointID)).toEqual(newestFirst.slice(0, 3));
    expect((await page(2)).Rows.map((r) => r.PointID)).toEqual(newestFirst.slice(3, 6));
    expect((await page(MAPS - 1)).Rows.map((r) => r.PointID)).toEqual(newestFirst.slice((MAPS - 2) * 3, (MAPS - 1) * 3));
  });
});
