import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgInfo, Point, PointHistoryEntry } from '@mitmachkarte/contract';
import type { TestClient } from '../client.js';
import { API, addPoint, expectRefused, listPoints, openPointsWorld, snapshotPoints, UNKNOWN_ID, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** Official answers (docs/product.md §16.2): managers write one answer per point with
 *  PUT /gis/point/{id}/answer, signed with the organisation's title; every version is kept in the
 *  history; an empty text withdraws it. */
let t: TestApp;
let w: PointsWorld;
let org: string;
beforeAll(async () => {
  ({ t, w } = await openPointsWorld());
  org = ((await w.anon.get(`${API}/auth/org`)).json() as OrgInfo).Title;
});
afterAll(async () => t?.close());

const answer = (who: TestClient, id: string, body: unknown) => who.put(`${API}/gis/point/${id}/answer`, body);
const history = async (id: string) => (await w.anon.get(`${API}/gis/point/${id}/history`)).json() as PointHistoryEntry[];
const historyRows = () => t.db.selectFrom('point_history').selectAll().orderBy('id').execute();

describe('PUT /gis/point/{id}/answer', () => {
  it('lets managers write and change the answer; the point, lists and history show it', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    expect(p.OfficialAnswer).toBeNull();
    const res = await answer(w.member, p.ID, { Text: '  Wir prüfen das bis März.\nDanke!  ' });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json() as Point;
    expect(answered.OfficialAnswer).toEqual({ Text: 'Wir prüfen das bis März.\nDanke!', Organisation: org, At: answered.UpdatedAt });
    expect(answered).toMatchObject({ Status: p.Status, Attributes: p.Attributes, CanEdit: true });
    expect((await listPoints(w.anon, w.layers.plain)).find((x) => x.ID === p.ID)?.OfficialAnswer).toEqual(answered.OfficialAnswer);
    const all = (await w.anon.get(`${API}/gis/points`)).json() as Point[];
    expect(all.find((x) => x.ID === p.ID)?.OfficialAnswer).toEqual(answered.OfficialAnswer);

    const changed = (await answer(w.owner, p.ID, { Text: 'Umgesetzt im April.' })).json() as Point;
    expect(changed.OfficialAnswer?.Text).toBe('Umgesetzt im April.');
    const audit = await t.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('target_id', '=', p.ID).orderBy('created_at').execute();
    expect(audit).toEqual([
      { action: 'point.answer', before: '', after: 'Wir prüfen das bis März.\nDanke!' },
      { action: 'point.answer', before: 'Wir prüfen das bis März.\nDanke!', after: 'Umgesetzt im April.' },
    ]);
    expect(await history(p.ID)).toEqual([
      { Kind: 'answer', Status: '', Note: 'Wir prüfen das bis März.\nDanke!', By: 'Mitglied', At: answered.UpdatedAt },
      { Kind: 'answer', Status: '', Note: 'Umgesetzt im April.', By: 'Eigentümerin', At: changed.UpdatedAt },
    ]);
  });

  it('keeps the history unchanged when the same text is sent again, and withdraws with an empty text', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    await answer(w.owner, p.ID, { Text: 'Erledigt.' });
    const again = await answer(w.owner, p.ID, { Text: 'Erledigt. ' });
    expect(again.statusCode).toBe(200);
    expect(await history(p.ID)).toHaveLength(1);
    const withdrawn = (await answer(w.owner, p.ID, { Text: '' })).json() as Point;
    expect(withdrawn.OfficialAnswer).toBeNull();
    expect((await history(p.ID)).map((e) => e.Note)).toEqual(['Erledigt.', '']);
  });

  it('refuses anonymous visitors (401) and non-managers (403), changing nothing', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const before = await historyRows();
    await expectRefused(t, 401, () => answer(w.anon, p.ID, { Text: 'Hallo' }));
    await expectRefused(t, 403, () => answer(w.user, p.ID, { Text: 'Hallo' }));
    expect(await historyRows()).toEqual(before);
  });

  it('answers 404 for points the caller cannot see, deleted and unknown ones', async () => {
    const hidden = await addPoint(w.owner, { Layer: w.layers.plain, Public: false });
    await expectRefused(t, 404, () => answer(w.user, hidden.ID, { Text: 'x' }));
    const gone = await addPoint(w.anon, { Layer: w.layers.plain });
    expect((await w.owner.delete(`${API}/gis/point/${gone.ID}`)).statusCode).toBe(200);
    await expectRefused(t, 404, () => answer(w.owner, gone.ID, { Text: 'x' }));
    await expectRefused(t, 404, () => answer(w.owner, UNKNOWN_ID, { Text: 'x' }));
  });

  it('refuses a text over 5000 characters, a missing text and extra fields (400), changing nothing', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const before = await snapshotPoints(t);
    const long = await expectRefused(t, 400, () => answer(w.owner, p.ID, { Text: 'x'.repeat(5001) }));
    expect(long.json().Errors[0].Message).toBe('Die Antwort darf höchstens 5000 Zeichen lang sein.');
    for (const body of [{}, { Text: 5 }, { Text: 'ok', Extra: 1 }, null]) await expectRefused(t, 400, () => answer(w.owner, p.ID, body));
    expect(await snapshotPoints(t)).toEqual(before);
  });

  it('keeps the answer when a manager changes the point and sends it back', async () => {
    const p = await addPoint(w.anon, { Layer: w.layers.plain });
    const set = (await answer(w.owner, p.ID, { Text: 'Bleibt.' })).json() as Point;
    const { Longitude, Attributes, Status, CanEdit } = set;
    const res = await w.owner.put(`${API}/gis/point/${p.ID}`, { Latitude: 51.4, Longitude, Attributes, Status, CanEdit, OfficialAnswer: { Text: 'Anders', Organisation: 'x', At: set.UpdatedAt } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Point).OfficialAnswer?.Text).toBe('Bleibt.');
  });
});
