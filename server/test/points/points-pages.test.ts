import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/lib/ids.js';
import { pagesOfLivePoints } from '../../src/modules/points/core/points.repository.js';
import { createTestApp, type TestApp } from '../test-app.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => t.close());

describe('pagesOfLivePoints', () => {
  it('reads every live point once, in creation order, across pages and equal timestamps', async () => {
    const now = '2026-11-21T06:00:00.000Z';
    const ws = newId();
    const layer = newId();
    await t.db.insertInto('workspaces').values({ id: ws, name: 'W', public: 1, editable: 1, owner_id: null, attributes: '{}', created_at: now, updated_at: now }).execute();
    await t.db.insertInto('layers').values({ id: layer, workspace_id: ws, name: 'L', public: 1, editable: 1, attributes: '{}', schema: '{"Schema":[],"Categories":[]}', created_at: now, updated_at: now }).execute();
    const times = ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z', '2026-01-04T00:00:00.000Z', '2026-01-05T00:00:00.000Z'];
    const ids = times.map(() => newId());
    for (const [i, id] of ids.entries()) {
      await t.db.insertInto('points').values({
        id, layer_id: layer, latitude: 51, longitude: 9, altitude: 0, public: 1, editable: 0, attributes: '{}',
        created_at: times[i]!, updated_at: times[i]!, created_by: null, deleted_at: i === 5 ? now : null, deleted_by: null,
      }).execute();
    }
    const pages: string[][] = [];
    for await (const page of pagesOfLivePoints(t.db, layer, 2)()) pages.push(page.map((p) => p.id));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2]);
    expect(pages.flat()).toEqual(ids.filter((_, i) => i !== 5));
    const again: string[] = [];
    for await (const page of pagesOfLivePoints(t.db, layer, 2)()) again.push(...page.map((p) => p.id));
    expect(again).toEqual(pages.flat());
  });
});
