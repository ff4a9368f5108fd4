import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PointCounts } from '@mitmachkarte/contract';
import type { TestClient } from '../client.js';
import { API, addPoint, openPointsWorld, UNKNOWN_ID, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** GET /gis/pointcounts/{layerID} (docs/product.md §16.1): votes and published comments per point
 *  the caller sees, for sorting the list by most votes and most comments. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => ({ t, w } = await openPointsWorld()));
afterAll(async () => t?.close());

const countsOf = async (who: TestClient, layer: string) => {
  const res = await who.get(`${API}/gis/pointcounts/${layer}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PointCounts[]).sort((a, b) => a.ID.localeCompare(b.ID));
};
const ok = async (res: Promise<{ statusCode: number; body: string }>) => expect((await res).statusCode, (await res).body).toBe(200);

describe('GET /gis/pointcounts/{layerID}', () => {
  it('counts up and down votes and published comments per point, leaving out points without any', async () => {
    const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Gezählt', Public: true, Editable: true });
    const layer = (res.json() as { ID: string }).ID;
    const [a, b] = [await addPoint(w.anon, { Layer: layer }), await addPoint(w.anon, { Layer: layer })];
    await addPoint(w.anon, { Layer: layer });
    await ok(w.user.post(`${API}/gis/vote/${a.ID}`, { Vote: 1 }));
    await ok(w.outsider.post(`${API}/gis/vote/${a.ID}`, { Vote: 1 }));
    await ok(w.member.post(`${API}/gis/vote/${a.ID}`, { Vote: -1 }));
    await ok(w.user.post(`${API}/gis/comment`, { PointID: b.ID, Text: 'Eins' }));
    const hidden = (await w.user.post(`${API}/gis/comment`, { PointID: b.ID, Text: 'Zwei' })).json() as { ID: string };
    await ok(w.outsider.post(`${API}/gis/comment`, { PointID: b.ID, Text: 'Drei' }));
    await ok(w.owner.post(`${API}/gis/moderation/hide`, { CommentID: hidden.ID, Reason: 'Doppelt' }));

    const expected = [{ ID: a.ID, Up: 2, Down: 1, Comments: 0 }, { ID: b.ID, Up: 0, Down: 0, Comments: 2 }].sort((x, y) => x.ID.localeCompare(y.ID));
    for (const who of [w.anon, w.user, w.owner]) expect(await countsOf(who, layer)).toEqual(expected);

    // A hidden point is left out for everyone but the managers and its author.
    await ok(w.owner.post(`${API}/gis/moderation/hide`, { PointID: a.ID, Reason: 'Werbung' }));
    expect((await countsOf(w.anon, layer)).map((c) => c.ID)).toEqual([b.ID]);
    expect((await countsOf(w.member, layer)).map((c) => c.ID).sort()).toEqual([a.ID, b.ID].sort());
  });

  it('answers 404 for layers the caller cannot see and unknown ones', async () => {
    expect((await w.user.get(`${API}/gis/pointcounts/${w.layers.hidden}`)).statusCode).toBe(404);
    expect((await w.anon.get(`${API}/gis/pointcounts/${w.layers.private}`)).statusCode).toBe(404);
    expect((await w.owner.get(`${API}/gis/pointcounts/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await w.owner.get(`${API}/gis/pointcounts/keine-id`)).statusCode).toBe(400);
    expect(await countsOf(w.member, w.layers.hidden)).toEqual([]);
  });
});
