import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttributeValue, Point } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { API, a, expectRefused, listPoints } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Questionnaire changes keep data (docs/decisions/0005): renaming or removing variables, options and categories of
 *  a layer (PUT /gis/layer) never changes stored answers; new points are validated against the
 *  current questionnaire only; a changed point may keep its stored answers unchanged, while every
 *  answer it adds or alters must fit the current questionnaire. */
const OLD_SCHEMA = {
  Categories: [{ Name: 'Wasser', Children: [{ Name: 'Klar' }, { Name: 'Trueb' }] }, { Name: 'Tiere' }],
  Schema: [
    { Name: 'Titel', DataType: 'text' },
    { Name: 'Farbe', DataType: 'single', Optional: true, Options: [{ Key: 'rot', Label: 'Rot' }, { Key: 'gruen', Label: 'Grün' }] },
    { Name: 'Notiz', DataType: 'text', Optional: true },
    { Name: 'Anzahl', DataType: 'number' },
  ],
};
/** `Titel` renamed to `Ueberschrift`, `Notiz` removed, option `rot` replaced by `blau`, `Anzahl`
 *  now text; category `Klar` renamed to `Sauber`, `Tiere` removed. */
const NEW_SCHEMA = {
  Categories: [{ Name: 'Wasser', Children: [{ Name: 'Sauber' }, { Name: 'Trueb' }] }],
  Schema: [
    { Name: 'Ueberschrift', DataType: 'text', MissingMsg: 'Bitte eine Überschrift angeben.' },
    { Name: 'Farbe', DataType: 'single', Optional: true, Options: [{ Key: 'gruen', Label: 'Grün' }, { Key: 'blau', Label: 'Blau' }] },
    { Name: 'Anzahl', DataType: 'text', Optional: true },
  ],
};

const OLD_ANSWERS: Record<string, AttributeValue> = {
  category: a('category', 'Klar'), Titel: a('text', 'Erster Fund'), Farbe: a('single', 'rot'), Notiz: a('text', 'Ölfilm'), Anzahl: a('number', 3),
};
const OTHER_ANSWERS: Record<string, AttributeValue> = { category: a('category', 'Tiere'), Titel: a('text', 'Zweiter Fund'), Farbe: a('single', 'gruen') };

let t: TestApp;
let owner: TestClient;
let layerId: string;
let first: Point, second: Point, deleted: Point;

async function ok<T>(res: Promise<{ statusCode: number; body: string; json: () => unknown }>): Promise<T> {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as T;
}
const addPoint = (Attributes: Record<string, AttributeValue>) => owner.post(`${API}/gis/point`, { Layer: layerId, Latitude: 51.3, Longitude: 9.4, Attributes });
const putPoint = (p: Point, changes: Partial<Point>) =>
  owner.put(`${API}/gis/point/${p.ID}`, { Latitude: p.Latitude, Longitude: p.Longitude, Altitude: p.Altitude, Attributes: p.Attributes, ...changes });
const storedAttributes = async (id: string) =>
  (await t.db.selectFrom('points').select('attributes').where('id', '=', id).executeTakeFirstOrThrow()).attributes;
const fieldsOf = (res: { json: () => unknown }) => ((res.json() as { Errors?: { Field: string }[] }).Errors ?? []).map((e) => e.Field).sort();

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.db, { permissions: ['project'] });
  owner = new TestClient(t.app);
  await owner.login(user.email, user.password);
  const ws = (await ok<{ ID: string }>(owner.post(`${API}/gis/workspace`, { Name: 'Wandel', Public: true, Editable: true }))).ID;
  layerId = (await ok<{ ID: string }>(owner.post(`${API}/gis/layer`, { Workspace: ws, Name: 'Wandel', Public: true, Editable: true, Schema: OLD_SCHEMA }))).ID;
  first = await ok<Point>(addPoint(OLD_ANSWERS));
  second = await ok<Point>(addPoint(OTHER_ANSWERS));
  deleted = await ok<Point>(addPoint(OLD_ANSWERS));
  await ok(owner.delete(`${API}/gis/point/${deleted.ID}`));
  const before = await Promise.all([first, second, deleted].map((p) => storedAttributes(p.ID)));

  await ok(owner.put(`${API}/gis/layer/${layerId}`, { Name: 'Wandel', Public: true, Editable: true, Schema: NEW_SCHEMA }));
  expect(await Promise.all([first, second, deleted].map((p) => storedAttributes(p.ID)))).toEqual(before);
});
afterAll(async () => t?.close());

describe('a changed questionnaire', () => {
  it('keeps every stored answer: GET /gis/points returns the points exactly as before', async () => {
    const layer = await ok<{ Schema: typeof NEW_SCHEMA }>(owner.get(`${API}/gis/layer/${layerId}`));
    expect(layer.Schema.Schema.map((v) => v.Name)).toEqual(['Ueberschrift', 'Farbe', 'Anzahl']);
    expect(await listPoints(owner, layerId)).toEqual([first, second]);
    expect(await listPoints(new TestClient(t.app), layerId)).toEqual([first, second].map((p) => ({ ...p, CanEdit: false, CanChange: false })));
    const all = await ok<Point[]>(owner.get(`${API}/gis/points`));
    expect(all.filter((p) => p.Layer === layerId)).toEqual([first, second]);
  });

  it('validates new points against the current questionnaire only', async () => {
    const res = await expectRefused(t, 400, () => addPoint(OLD_ANSWERS));
    expect(fieldsOf(res)).toEqual(['Attributes.Anzahl', 'Attributes.Farbe', 'Attributes.Notiz', 'Attributes.Titel', 'Attributes.Ueberschrift', 'Attributes.category']);
    const fresh = await ok<Point>(addPoint({
      category: a('category', 'Sauber'), Ueberschrift: a('text', 'Neu'), Farbe: a('single', 'blau'), Anzahl: a('text', 'viele'),
    }));
    expect(fresh.Attributes.category).toEqual(a('category', 'Sauber'));
  });

  it('lets managers move an old point sending its stored answers back unchanged', async () => {
    const res = await putPoint(first, { Latitude: 51.5, Longitude: 9.6 });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Point).Attributes).toEqual(OLD_ANSWERS);
    expect((await listPoints(owner, layerId)).find((p) => p.ID === first.ID)).toMatchObject({ Latitude: 51.5, Attributes: OLD_ANSWERS });
  });

  it('refuses changed answers to removed variables, options and categories', async () => {
    for (const [changes, field] of [
      [{ Notiz: a('text', 'geändert') }, 'Attributes.Notiz'],
      [{ Titel: a('text', 'Neuer Titel') }, 'Attributes.Titel'],
      [{ Farbe: a('single', 'lila') }, 'Attributes.Farbe'],
      [{ Anzahl: a('number', 4) }, 'Attributes.Anzahl'],
      [{ category: a('category', 'Klar') }, 'Attributes.category'],
      [{ category: a('category', 'Wasser') }, 'Attributes.category'],
    ] as const) {
      const res = await expectRefused(t, 400, () => putPoint(second, { Attributes: { ...second.Attributes, ...changes } }));
      expect(fieldsOf(res), JSON.stringify(changes)).toEqual([field]);
    }
  });

  it('accepts changes that fit the current questionnaire beside kept old answers', async () => {
    const attributes: Record<string, AttributeValue> = { ...second.Attributes, category: a('category', 'Sauber'), Farbe: a('single', 'blau'), Ueberschrift: a('text', 'Umbenannt') };
    const res = await putPoint(second, { Attributes: attributes });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Point).Attributes).toEqual(attributes);
    // Dropping an answer to a removed variable is a change that fits, too.
    const { Titel: _dropped, ...withoutTitel } = attributes;
    const dropped = await putPoint(second, { Attributes: withoutTitel });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect((dropped.json() as Point).Attributes).toEqual(withoutTitel);
  });

  it('restores a point deleted before the change with its old answers', async () => {
    const res = await owner.post(`${API}/gis/point/${deleted.ID}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Point).Attributes).toEqual(OLD_ANSWERS);
    expect((await listPoints(owner, layerId)).find((p) => p.ID === deleted.ID)?.Attributes).toEqual(OLD_ANSWERS);
  });

  it('exports the answers of removed variables in the CSV', async () => {
    const res = await owner.get(`${API}/gis/csv/points/${layerId}`);
    expect(res.statusCode, res.body).toBe(200);
    const header = res.body.replace(/^\uFEFF/, '').split('\r\n')[0];
    // No entry has a height, so no column Altitude (docs/product.md §18.4).
    expect(header).toBe('ID,CreatedAt,Latitude,Longitude,category,Ueberschrift,Farbe,Anzahl,Notiz,Titel,Status,StatusChangedAt,OfficialAnswer,OfficialAnswerOrganisation,OfficialAnswerAt'
      + ',UpdatedAt,VotesUp,VotesDown,Comments,Status_key,Status_label,category_key,category_label,Farbe_key,Farbe_label');
    expect(res.body).toContain(',Klar,,rot,3,Ölfilm,Erster Fund,Neu,');
  });
});
