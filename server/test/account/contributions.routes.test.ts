import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contributions, Point } from '@mitmachkarte/contract';
import { API, addPoint, expectRefused, ids, listPoints, openPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import type { TestClient } from '../client.js';
import type { TestApp } from '../test-app.js';

/** „Meine Beiträge“ and the author's rights (docs/product.md §16.6): GET /auth/contributions lists
 *  one's own live entries and comments, hidden and held ones with their state, and never anyone
 *  else's; authors change their entry while it is in the first status and withdraw it any time. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => ({ t, w } = await openPointsWorld()));
afterAll(async () => t?.close());

const mine = async (who: TestClient) => {
  const res = await who.get(`${API}/auth/contributions`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Contributions;
};
const titled = (Value: string) => ({ Layer: w.layers.open, Attributes: { ...validAnswers(), Titel: { DataType: 'text', Value } } });
const change = (who: TestClient, p: Point, Latitude: number) =>
  who.put(`${API}/gis/point/${p.ID}`, { Latitude, Longitude: p.Longitude, Attributes: p.Attributes });

describe('GET /auth/contributions', () => {
  it('lists own entries and comments with status, answer and moderation state, newest first, and nothing of others', async () => {
    const first = await addPoint(w.user, titled('Frosch am Teich'));
    const second = await addPoint(w.user, titled('Müll am Ufer'));
    await addPoint(w.outsider, titled('Fremder Eintrag'));
    const comment = (await w.user.post(`${API}/gis/comment`, { PointID: first.ID, Text: 'Nachtrag' })).json() as { ID: string };
    await w.outsider.post(`${API}/gis/comment`, { PointID: first.ID, Text: 'Fremder Kommentar' });
    await w.owner.put(`${API}/gis/point/${first.ID}/status`, { Status: 'bearbeitung' });
    await w.owner.put(`${API}/gis/point/${first.ID}/answer`, { Text: 'Wir kümmern uns.' });
    await w.owner.post(`${API}/gis/moderation/hide`, { PointID: second.ID, Reason: 'Doppelt' });
    await w.owner.post(`${API}/gis/moderation/hide`, { CommentID: comment.ID, Reason: 'Off topic' });

    const got = await mine(w.user);
    expect(got.Points.map((p) => [p.Title, p.StatusLabel, p.CanChange, p.Moderation])).toEqual([
      ['Müll am Ufer', 'Neu', true, { State: 'hidden', Reason: 'Doppelt' }],
      ['Frosch am Teich', 'In Bearbeitung', false, null],
    ]);
    expect(got.Points[1]).toMatchObject({ ID: first.ID, Workspace: w.workspaces.pub, Layer: w.layers.open, LayerName: 'Offen', OfficialAnswer: { Text: 'Wir kümmern uns.' } });
    expect(got.Comments).toEqual([{ ID: comment.ID, PointID: first.ID, Layer: w.layers.open, LayerName: 'Offen', Text: 'Nachtrag',
      CreatedAt: expect.any(String), Moderation: { State: 'hidden', Reason: 'Off topic' } }]);
    expect((await mine(w.outsider)).Points.map((p) => p.Title)).toEqual(['Fremder Eintrag']);
    expect(JSON.stringify(await mine(w.outsider))).not.toContain('Doppelt');
  });

  it('answers 401 to visitors', async () => {
    expect((await w.anon.get(`${API}/auth/contributions`)).statusCode).toBe(401);
  });

  it('lets a manager change their own entry after the first status, as the map does', async () => {
    const own = await addPoint(w.member, titled('Eigener Hinweis'));
    await w.owner.put(`${API}/gis/point/${own.ID}/status`, { Status: 'bearbeitung' });
    const listed = (await mine(w.member)).Points.find((p) => p.ID === own.ID)!;
    const onMap = (await listPoints(w.member, w.layers.open)).find((p) => p.ID === own.ID)!;
    expect([listed.CanChange, onMap.CanChange]).toEqual([true, true]);
    expect((await change(w.member, own, 51.45)).statusCode).toBe(200);
  });
});

describe('the author\'s rights on their entry', () => {
  it('changes it while it is in the first status, then 403 with the reason; withdraws it any time', async () => {
    const p = await addPoint(w.user, titled('Zu ändern'));
    const changed = await change(w.user, p, 51.4);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ Latitude: 51.4, CanEdit: false, Public: true, Editable: false });
    await expectRefused(t, 403, () => change(w.outsider, p, 51.5));

    await w.owner.put(`${API}/gis/point/${p.ID}/status`, { Status: 'pruefung' });
    const late = await expectRefused(t, 403, () => change(w.user, p, 51.6));
    expect(late.json().Message).toBe('Ihr Eintrag hat schon den Status „In Prüfung“ und lässt sich nicht mehr ändern. Zurückziehen können Sie ihn weiterhin.');

    await expectRefused(t, 403, () => w.outsider.delete(`${API}/gis/point/${p.ID}`));
    expect((await w.user.delete(`${API}/gis/point/${p.ID}`)).statusCode).toBe(200);
    expect(ids(await listPoints(w.owner, w.layers.open))).not.toContain(p.ID);
    expect((await mine(w.user)).Points.map((x) => x.ID)).not.toContain(p.ID);
    // Withdrawn, not gone: the managers find it among the deleted points.
    expect(((await w.owner.get(`${API}/gis/deletedpoints/${w.layers.open}`)).json() as Point[]).map((x) => x.ID)).toContain(p.ID);
  });
});
