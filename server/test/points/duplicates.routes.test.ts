import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Layer, MergeResult, NearbyAnswer, Point, PointHistoryEntry, ReviewPage, VoteCounts } from '@mitmachkarte/contract';
import type { TestClient } from '../client.js';
import { API, UNKNOWN_ID, addPoint, openPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** „Wurde das schon gemeldet?“ and merging duplicates (docs/product.md §24.3):
 *  GET /gis/layer/{id}/nearby offers the open public entries of a category within the layer's
 *  radius, nearest first; POST /gis/point/{id}/merge moves a duplicate's votes and followers to
 *  the original and closes it with a link. SQLite, and PostgreSQL with TEST_DATABASE_URL. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => ({ t, w } = await openPointsWorld()));
afterAll(async () => t?.close());

/** Degrees of latitude per metre (north of a point). */
const NORTH = 1 / 111_195;
const BASE = { lat: 52.52, lon: 13.405 };

/** A new layer of `pub` with the open layer's questionnaire, so that every test starts empty. */
async function newLayer(extra: Record<string, unknown> = {}): Promise<Layer> {
  const open = (await w.owner.get(`${API}/gis/layer/${w.layers.open}`)).json() as Layer;
  const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Meldungen', Public: true, Editable: true, Schema: open.Schema, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Layer;
}
/** An entry `metres` north of BASE in `category`, by `who`. */
const entry = (who: TestClient, layer: string, metres: number, category = 'Klar', title = `Nr. ${metres} m`) =>
  addPoint(who, { Layer: layer, Latitude: BASE.lat + metres * NORTH, Longitude: BASE.lon, Attributes: { ...validAnswers(category), Titel: { DataType: 'text', Value: title } } });
const nearbyRes = (who: TestClient, layer: string, query: string) => who.get(`${API}/gis/layer/${layer}/nearby?${query}`);
async function nearby(who: TestClient, layer: string, category?: string): Promise<NearbyAnswer> {
  const res = await nearbyRes(who, layer, `lat=${BASE.lat}&lon=${BASE.lon}${category ? `&category=${category}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NearbyAnswer;
}
const merge = (who: TestClient, id: string, body: unknown) => who.post(`${API}/gis/point/${id}/merge`, body);
const vote = async (who: TestClient, id: string, Vote: number) => expect((await who.post(`${API}/gis/vote/${id}`, { Vote })).statusCode).toBe(200);
const votes = async (id: string) => (await w.anon.get(`${API}/gis/votes/${id}`)).json() as VoteCounts;
const followers = async (id: string) => (await t.db.selectFrom('follows').select('user_id').where('point_id', '=', id).orderBy('user_id').execute()).map((r) => r.user_id);

describe('GET /gis/layer/{id}/nearby', () => {
  it('offers the open public entries of the category within 50 m, nearest first, with their distance', async () => {
    const layer = await newLayer();
    expect(layer.DuplicateRadius).toBe(50);
    const far = await entry(w.user, layer.ID, 40);
    const near = await entry(w.anon, layer.ID, 10);
    await entry(w.user, layer.ID, 60); // beyond the radius
    await entry(w.user, layer.ID, 5, 'Trueb'); // another category
    const answer = await nearby(w.anon, layer.ID, 'Klar');
    expect(answer.Radius).toBe(50);
    expect(answer.Entries.map((e) => [e.Point.ID, e.Distance])).toEqual([[near.ID, 10], [far.ID, 40]]);
    expect(answer.Entries[0]!.Point).toMatchObject({ Layer: layer.ID, Status: 'neu', Attributes: { Titel: { Value: 'Nr. 10 m' } }, CanEdit: false });
    // Without a category: every category's.
    expect((await nearby(w.user, layer.ID)).Entries.map((e) => e.Distance)).toEqual([5, 10, 40]);
  });

  it('leaves out closed, hidden, non-public, waiting, deleted and merged entries, also for the managers', async () => {
    const layer = await newLayer();
    const shown = await entry(w.user, layer.ID, 1);
    const closed = await entry(w.user, layer.ID, 2);
    expect((await w.owner.put(`${API}/gis/point/${closed.ID}/status`, { Status: 'umgesetzt' })).statusCode).toBe(200);
    const hidden = await entry(w.user, layer.ID, 3);
    expect((await w.owner.post(`${API}/gis/moderation/hide`, { PointID: hidden.ID, Reason: 'Werbung' })).statusCode).toBe(200);
    const notPublic = await entry(w.owner, layer.ID, 4);
    expect((await w.owner.put(`${API}/gis/point/${notPublic.ID}`, { Latitude: notPublic.Latitude, Longitude: notPublic.Longitude, Public: false, Attributes: notPublic.Attributes })).statusCode).toBe(200);
    const deleted = await entry(w.user, layer.ID, 5);
    expect((await w.owner.delete(`${API}/gis/point/${deleted.ID}`)).statusCode).toBe(200);
    const merged = await entry(w.user, layer.ID, 6);
    expect((await merge(w.owner, merged.ID, { Into: shown.ID })).statusCode).toBe(200);
    for (const who of [w.anon, w.user, w.owner]) expect((await nearby(who, layer.ID, 'Klar')).Entries.map((e) => e.Point.ID)).toEqual([shown.ID]);

    const moderated = await newLayer({ Premoderation: true });
    const waiting = await entry(w.user, moderated.ID, 1);
    expect(waiting.Moderation).not.toBeNull();
    expect((await nearby(w.user, moderated.ID, 'Klar')).Entries).toEqual([]);
  });

  it('answers at most five; the layer chooses its radius, 0 switches the hint off', async () => {
    const layer = await newLayer({ DuplicateRadius: 200 });
    for (const m of [150, 10, 30, 190, 70, 110, 250]) await entry(w.anon, layer.ID, m);
    const answer = await nearby(w.anon, layer.ID, 'Klar');
    expect(answer).toMatchObject({ Radius: 200 });
    expect(answer.Entries.map((e) => e.Distance)).toEqual([10, 30, 70, 110, 150]);

    const body = { Name: layer.Name, Public: true, Editable: true, Schema: layer.Schema };
    expect((await w.owner.put(`${API}/gis/layer/${layer.ID}`, { ...body, DuplicateRadius: 0 })).json()).toMatchObject({ DuplicateRadius: 0 });
    expect(await nearby(w.anon, layer.ID, 'Klar')).toEqual({ Radius: 0, Entries: [] });
    // Left out, it stays.
    expect((await w.owner.put(`${API}/gis/layer/${layer.ID}`, body)).json()).toMatchObject({ DuplicateRadius: 0 });
    const audit = await t.db.selectFrom('audit_log').select(['summary', 'before', 'after']).where('target_id', '=', layer.ID).where('action', '=', 'layer.update').execute();
    expect(audit.some((a) => a.before.includes('200 m') && a.after.includes('0 m'))).toBe(true);
  });

  it('refuses bad input with a German message', async () => {
    const layer = await newLayer();
    const cases: [string, number, string][] = [
      ['lon=13.4', 400, 'lat muss die geographische Breite als Zahl zwischen -90 und 90 sein.'],
      ['lat=&lon=13.4', 400, 'lat muss die geographische Breite als Zahl zwischen -90 und 90 sein.'],
      ['lat=abc&lon=13.4', 400, 'lat muss die geographische Breite als Zahl zwischen -90 und 90 sein.'],
      ['lat=91&lon=13.4', 400, 'lat muss die geographische Breite als Zahl zwischen -90 und 90 sein.'],
      ['lat=1e2&lon=13.4', 400, 'lat muss die geographische Breite als Zahl zwischen -90 und 90 sein.'],
      ['lat=52.5&lon=180.5', 400, 'lon muss die geographische Länge als Zahl zwischen -180 und 180 sein.'],
      ['lat=52.5&lon=13.4&category=', 400, 'category muss der Name einer Kategorie sein (höchstens 200 Zeichen).'],
      [`lat=52.5&lon=13.4&category=${'x'.repeat(201)}`, 400, 'category muss der Name einer Kategorie sein (höchstens 200 Zeichen).'],
      ['lat=52.5&lon=13.4&category=Gibtsnicht', 400, 'Die Kategorie „Gibtsnicht“ gibt es in dieser Karte nicht.'],
    ];
    for (const [query, status, message] of cases) {
      const res = await nearbyRes(w.anon, layer.ID, query);
      expect(res.statusCode, query).toBe(status);
      expect(JSON.stringify(res.json()), query).toContain(message);
    }
    expect((await nearbyRes(w.anon, layer.ID, 'lat=52.5&lon=13.4&radius=5')).statusCode).toBe(400);
    const unknown = await nearbyRes(w.anon, UNKNOWN_ID, 'lat=52.5&lon=13.4');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe('Die Karte wurde nicht gefunden.');
    expect((await nearbyRes(w.anon, w.layers.hidden, 'lat=52.5&lon=13.4')).statusCode).toBe(404);
    for (const DuplicateRadius of [-1, 501, 2.5, '50']) {
      const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Falsch', DuplicateRadius });
      expect(res.statusCode, String(DuplicateRadius)).toBe(400);
      expect(JSON.stringify(res.json())).toContain('Der Umkreis für „Wurde das schon gemeldet?“ ist eine ganze Zahl von 0 bis 500 Metern (0: kein Hinweis).');
    }
  });

  it('finds entries across the antimeridian and near the pole', async () => {
    const layer = await newLayer();
    const east = await addPoint(w.anon, { Layer: layer.ID, Latitude: -17, Longitude: 179.9999, Attributes: validAnswers() });
    const res = await nearbyRes(w.anon, layer.ID, 'lat=-17&lon=-179.9999&category=Klar');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as NearbyAnswer).Entries.map((e) => [e.Point.ID, e.Distance])).toEqual([[east.ID, 21]]);
    const pole = await addPoint(w.anon, { Layer: layer.ID, Latitude: 89.9998, Longitude: 10, Attributes: validAnswers() });
    const there = (await nearbyRes(w.anon, layer.ID, 'lat=89.9998&lon=-170&category=Klar')).json() as NearbyAnswer;
    expect(there.Entries.map((e) => [e.Point.ID, e.Distance])).toEqual([[pole.ID, 44]]);
  });
});

describe('POST /gis/point/{id}/merge', () => {
  it('moves votes and followers without doubles and closes the duplicate with a link', async () => {
    const layer = await newLayer();
    const original = await entry(w.user, layer.ID, 0, 'Klar', 'Schlagloch vor Nr. 4');
    const duplicate = await entry(w.outsider, layer.ID, 8, 'Klar', 'Loch in der Straße');
    expect((await w.user.post(`${API}/gis/point/${duplicate.ID}/follow`)).statusCode).toBe(200);
    await vote(w.user, original.ID, 1);
    await vote(w.user, duplicate.ID, -1);
    await vote(w.outsider, duplicate.ID, 1);
    await vote(w.owner, duplicate.ID, 1);
    expect(await followers(original.ID)).toEqual([w.userIds.user]);
    expect(await followers(duplicate.ID)).toEqual([w.userIds.outsider, w.userIds.user].sort());

    const res = await merge(w.member, duplicate.ID, { Into: original.ID });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as MergeResult;
    expect(result).toMatchObject({ Votes: 2, Followers: 1, Point: { ID: duplicate.ID, Status: 'abgelehnt', DuplicateOf: original.ID } });

    expect(await votes(original.ID)).toEqual({ Up: 3, Down: 0, Mine: 0 });
    expect(((await w.user.get(`${API}/gis/votes/${original.ID}`)).json() as VoteCounts).Mine).toBe(1);
    expect(await votes(duplicate.ID)).toEqual({ Up: 0, Down: 0, Mine: 0 });
    expect(await followers(original.ID)).toEqual([w.userIds.outsider, w.userIds.user].sort());
    expect(await followers(duplicate.ID)).toEqual([]);

    // Everyone who sees it reads the link, in the entry and in the lists.
    expect((await w.anon.get(`${API}/gis/point/${duplicate.ID}`)).json()).toMatchObject({ DuplicateOf: original.ID, Status: 'abgelehnt' });
    expect((await w.anon.get(`${API}/gis/point/${original.ID}`)).json()).not.toHaveProperty('DuplicateOf');
    const listed = (await w.anon.get(`${API}/gis/points/${layer.ID}`)).json() as Point[];
    expect(listed.find((p) => p.ID === duplicate.ID)?.DuplicateOf).toBe(original.ID);
    const history = (await w.anon.get(`${API}/gis/point/${duplicate.ID}/history`)).json() as PointHistoryEntry[];
    expect(history.at(-1)).toMatchObject({ Kind: 'status', Status: 'abgelehnt', Note: 'Bereits gemeldet: mit einem anderen Eintrag zusammengeführt.', By: 'Mitglied' });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', duplicate.ID).where('action', '=', 'point.merge').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_name: 'Mitglied', summary: 'Als Duplikat mit „Schlagloch vor Nr. 4“ zusammengeführt (2 Stimmen, 1 Folgende übertragen)' });
    expect(audit[0]!.after).toContain(original.ID);
    // The hint offers the original only.
    expect((await nearby(w.anon, layer.ID, 'Klar')).Entries.map((e) => e.Point.ID)).toEqual([original.ID]);
    // The review table marks the duplicate.
    const rows = ((await w.owner.get(`${API}/gis/review/${layer.ID}`)).json() as ReviewPage).Rows;
    expect(rows.find((r) => r.ID === duplicate.ID)).toMatchObject({ DuplicateOf: original.ID, Status: 'abgelehnt', VotesUp: 0 });
    expect(rows.find((r) => r.ID === original.ID)).not.toHaveProperty('DuplicateOf');
    expect(rows.find((r) => r.ID === original.ID)).toMatchObject({ VotesUp: 3 });
  });

  it('closes with the chosen closed status; a layer without one keeps the status', async () => {
    const layer = await newLayer();
    const [a, b] = [await entry(w.user, layer.ID, 0), await entry(w.user, layer.ID, 1)];
    const res = await merge(w.owner, b.ID, { Into: a.ID, Status: 'umgesetzt' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as MergeResult).Point).toMatchObject({ Status: 'umgesetzt', DuplicateOf: a.ID });

    const open = await newLayer({ Statuses: [{ Key: 'offen', Label: 'Offen', Colour: '#123456', Closed: false }] });
    const [c, d] = [await entry(w.user, open.ID, 0), await entry(w.user, open.ID, 1)];
    const kept = await merge(w.owner, d.ID, { Into: c.ID });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as MergeResult).Point).toMatchObject({ Status: 'offen', DuplicateOf: c.ID });
    expect((await nearby(w.anon, open.ID, 'Klar')).Entries.map((e) => e.Point.ID)).toEqual([c.ID]);
  });

  it('refuses what cannot be merged with a German message and changes nothing', async () => {
    const layer = await newLayer();
    const other = await newLayer();
    const [a, b, c] = [await entry(w.user, layer.ID, 0), await entry(w.user, layer.ID, 1), await entry(w.user, layer.ID, 2)];
    await vote(w.outsider, b.ID, 1);
    const elsewhere = await entry(w.user, other.ID, 0);
    const refused = async (who: TestClient, id: string, body: unknown, status: number, message?: string) => {
      const res = await merge(who, id, body);
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(JSON.stringify(res.json())).toContain(message);
    };
    await refused(w.owner, b.ID, { Into: b.ID }, 400, 'Ein Eintrag kann nicht mit sich selbst zusammengeführt werden.');
    await refused(w.owner, b.ID, { Into: elsewhere.ID }, 400, 'Zusammenführen geht nur mit einem Eintrag derselben Karte.');
    await refused(w.owner, b.ID, { Into: UNKNOWN_ID }, 404, 'Der Eintrag, mit dem zusammengeführt werden soll, wurde nicht gefunden.');
    await refused(w.owner, b.ID, { Into: a.ID, Status: 'pruefung' }, 400, 'Der Status „In Prüfung“ schließt einen Eintrag nicht ab. Bitte wählen Sie einen abschließenden Status.');
    await refused(w.owner, b.ID, { Into: a.ID, Status: 'GROSS' }, 400);
    await refused(w.owner, b.ID, {}, 400);
    await refused(w.owner, b.ID, { Into: 'kein-id' }, 400, 'Ungültige ID');
    await refused(w.owner, b.ID, { Into: a.ID, Extra: 1 }, 400);
    await refused(w.owner, UNKNOWN_ID, { Into: a.ID }, 404, 'Der Punkt wurde nicht gefunden.');
    await refused(w.user, b.ID, { Into: a.ID }, 403);
    await refused(w.anon, b.ID, { Into: a.ID }, 401);
    expect(await votes(b.ID)).toMatchObject({ Up: 1 });
    expect((await w.anon.get(`${API}/gis/point/${b.ID}`)).json()).not.toHaveProperty('DuplicateOf');

    expect((await merge(w.owner, b.ID, { Into: a.ID })).statusCode).toBe(200);
    await refused(w.owner, b.ID, { Into: c.ID }, 409, 'Dieser Eintrag wurde bereits mit einem anderen zusammengeführt.');
    await refused(w.owner, c.ID, { Into: b.ID }, 409, 'Der gewählte Eintrag ist selbst ein zusammengeführtes Duplikat. Bitte wählen Sie den ursprünglichen Eintrag.');
    // A deleted original cannot be chosen.
    expect((await w.owner.delete(`${API}/gis/point/${a.ID}`)).statusCode).toBe(200);
    await refused(w.owner, c.ID, { Into: a.ID }, 404);
  });

  it('keeps one vote per voter when two managers merge at once', async () => {
    const layer = await newLayer();
    const [a, b] = [await entry(w.user, layer.ID, 0), await entry(w.user, layer.ID, 1)];
    await vote(w.outsider, b.ID, 1);
    const answers = await Promise.all([merge(w.owner, b.ID, { Into: a.ID }), merge(w.member, b.ID, { Into: a.ID })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await votes(a.ID)).toMatchObject({ Up: 1 });
    expect(await t.db.selectFrom('audit_log').select('id').where('target_id', '=', b.ID).where('action', '=', 'point.merge').execute()).toHaveLength(1);
  });
});
