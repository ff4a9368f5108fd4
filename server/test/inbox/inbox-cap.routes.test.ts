import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INBOX_COUNT_MAX, type InboxCounts, type InboxPage } from '@mitmachkarte/contract';
import { cellOf } from '../../src/db/map-cells.js';
import { newId } from '../../src/lib/ids.js';
import type { TestClient } from '../client.js';
import { API, openPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** The inbox's counts stop at INBOX_COUNT_MAX of all kinds together (docs/product.md §16.9): the
 *  list's total and the bar's figures are exact below it, whichever kinds make them up, and say
 *  INBOX_COUNT_MAX beyond; the page is the newest of all kinds. The entries and comments are
 *  written straight into the tables, as an import writes them (10,000 through the API would take
 *  minutes). */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => ({ t, w } = await openPointsWorld()));
afterAll(async () => t?.close());

const inbox = async (who: TestClient, query = '') => {
  const res = await who.get(`${API}/gis/workspace/${w.workspaces.pub}/inbox${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InboxPage;
};
const countsOf = async (who: TestClient) => {
  const res = await who.get(`${API}/gis/inbox/counts`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as InboxCounts).Workspaces.find((c) => c.Workspace === w.workspaces.pub)!;
};

/** The moment `i` ms after a start a minute from now: after every watermark of the world. */
const start = Date.now() + 60_000;
const at = (i: number) => new Date(start + i).toISOString();

/** `n` entries of visitors in the open map of `pub`, the i-th at at(i); their ids. */
async function addEntries(n: number, moderation: '' | 'pending' = ''): Promise<string[]> {
  const ids: string[] = [];
  for (let from = 0; from < n; from += 400) {
    const rows = Array.from({ length: Math.min(400, n - from) }, (_, k) => {
      const id = newId();
      ids.push(id);
      return {
        id, layer_id: w.layers.open, latitude: 52.5, longitude: 13.4, cell: cellOf(13.4, 52.5), altitude: 0, public: 1 as const, editable: 0 as const,
        attributes: JSON.stringify(validAnswers()), status: 'neu', moderation, created_at: at(from + k), updated_at: at(from + k), created_by: null,
        deleted_at: null, deleted_by: null,
      };
    });
    await t.db.insertInto('points').values(rows).execute();
  }
  return ids;
}

/** `n` comments of visitors on `pointId`, after every entry (at(100,000 + i + offset)). */
async function addComments(pointId: string, n: number, offset: number, moderation: '' | 'pending' = '') {
  await t.db.insertInto('comments').values(Array.from({ length: n }, (_, i) => ({
    id: newId(), point_id: pointId, user_id: null, text: `Kommentar ${offset + i}`, created_at: at(100_000 + offset + i), moderation,
  }))).execute();
}

describe('counts up to INBOX_COUNT_MAX of all kinds together', () => {
  it('is exact below it across kinds, INBOX_COUNT_MAX beyond, and pages the newest of all kinds', async () => {
    const before = (await inbox(w.owner, '?filter=alle')).Total;
    expect(before).toBeLessThan(10);
    const entries = await addEntries(INBOX_COUNT_MAX - 10 - before);
    await addComments(entries[0]!, 5, 0);
    expect((await inbox(w.owner)).Total).toBe(INBOX_COUNT_MAX - 5);
    expect((await inbox(w.owner, '?filter=alle')).Total).toBe(INBOX_COUNT_MAX - 5);
    expect((await countsOf(w.owner)).New).toBe(INBOX_COUNT_MAX - 5);

    await addComments(entries[1]!, 20, 5);
    const page = await inbox(w.owner);
    expect(page.Total).toBe(INBOX_COUNT_MAX);
    expect((await countsOf(w.owner)).New).toBe(INBOX_COUNT_MAX);
    // The newest first: the 25 comments (the last one first), then the newest entries.
    expect(page.Rows.slice(0, 25).map((r) => r.Text)).toEqual(Array.from({ length: 25 }, (_, i) => `Kommentar ${24 - i}`));
    expect(page.Rows.slice(25).every((r) => r.Kind === 'entry' && r.New)).toBe(true);
    expect(page.Rows[25]!.PointID).toBe(entries.at(-1));
  });

  it('counts the waiting entries and comments together, exact below the limit', async () => {
    const [held] = await addEntries(3, 'pending');
    await addComments(held!, 2, 50, 'pending');
    expect((await inbox(w.owner, '?filter=freigabe')).Total).toBe(5);
    expect(await countsOf(w.owner)).toMatchObject({ Waiting: 5, New: INBOX_COUNT_MAX });
  });
});
