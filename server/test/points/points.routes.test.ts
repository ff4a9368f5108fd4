import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Point } from '@mitmachkarte/contract';
import type { TestClient } from '../client.js';
import { countRows } from '../factories.js';
import {
  API, UNKNOWN_ID, a, addPoint, openPointsWorld, expectRefused, ids, listPoints, validAnswers, type PointsWorld,
} from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** POST /gis/point: who may add points, and how the body is checked (docs/architecture.md §5, §6; docs/product.md §5). */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => ({ t, w } = await openPointsWorld()));
afterAll(async () => t?.close());

const body = (Layer: string, extra: Record<string, unknown> = {}) =>
  ({ Layer, Latitude: 51.3169, Longitude: 9.4757, Attributes: validAnswers(), ...extra });
const post = (who: TestClient, b: unknown, opts?: { xsrf?: boolean | string }) => who.post(`${API}/gis/point`, b, opts);

describe('POST /gis/point: rights', () => {
  it('lets an anonymous visitor add to a public editable layer, stored Public true, Editable false', async () => {
    const before = await countRows(t.db, 'points');
    const res = await post(w.anon, body(w.layers.open, { Public: false, Editable: true, Altitude: 12.5 }));
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json() as Point;
    expect(p).toMatchObject({ Layer: w.layers.open, Latitude: 51.3169, Longitude: 9.4757, Altitude: 12.5, Public: true, Editable: false });
    expect(p.Attributes).toEqual(validAnswers());
    expect(p.CreatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(p.UpdatedAt).toBe(p.CreatedAt);
    expect(await countRows(t.db, 'points')).toBe(before + 1);
    const row = await t.db.selectFrom('points').selectAll().where('id', '=', p.ID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ public: 1, editable: 0, created_by: null, deleted_at: null });
    expect((await listPoints(w.anon, w.layers.open)).find((x) => x.ID === p.ID)).toEqual(p);
  });

  it('stores a logged-in non-member\'s point as Public true, Editable false too', async () => {
    const p = await addPoint(w.user, body(w.layers.open, { Public: false, Editable: true }));
    expect(p).toMatchObject({ Public: true, Editable: false, Altitude: 0 });
    const row = await t.db.selectFrom('points').selectAll().where('id', '=', p.ID).executeTakeFirstOrThrow();
    expect(row.created_by).toBe(w.userIds.user);
  });

  it('lets managers choose Public and Editable', async () => {
    for (const m of [w.owner, w.member]) {
      const p = await addPoint(m, body(w.layers.open, { Public: false, Editable: true }));
      expect(p).toMatchObject({ Public: false, Editable: true });
      expect(ids(await listPoints(w.anon, w.layers.open))).not.toContain(p.ID);
      expect(ids(await listPoints(m, w.layers.open))).toContain(p.ID);
    }
    // without flags a manager's point is public and not editable, like everyone else's
    expect(await addPoint(w.owner, body(w.layers.open))).toMatchObject({ Public: true, Editable: false });
  });

  it('refuses anonymous visitors (401) and plain users (403) on a public read-only layer', async () => {
    await expectRefused(t, 401, () => post(w.anon, body(w.layers.readonly, { Attributes: {} })));
    await expectRefused(t, 403, () => post(w.user, body(w.layers.readonly, { Attributes: {} })));
    await expectRefused(t, 403, () => post(w.outsider, body(w.layers.readonly, { Attributes: {} })));
  });

  it('refuses points in a public editable layer of a workspace that is not editable', async () => {
    await expectRefused(t, 401, () => post(w.anon, body(w.layers.frozen, { Attributes: {} })));
    await expectRefused(t, 403, () => post(w.user, body(w.layers.frozen, { Attributes: {} })));
    await addPoint(w.member, body(w.layers.frozen, { Attributes: {} }));
  });

  it('lets managers add to a read-only layer', async () => {
    for (const m of [w.owner, w.member]) await addPoint(m, body(w.layers.readonly, { Attributes: {}, Public: false }));
  });

  it('answers 404 for a private workspace\'s layer to non-members and anonymous visitors', async () => {
    for (const who of [w.anon, w.user, w.outsider]) {
      const res = await expectRefused(t, 404, () => post(who, body(w.layers.private, { Attributes: {} })));
      expect(res.json().Message).toBe('Die Karte wurde nicht gefunden.');
    }
  });

  it('answers 404 for a non-public layer of a public workspace to non-managers', async () => {
    for (const who of [w.anon, w.user]) await expectRefused(t, 404, () => post(who, body(w.layers.hidden, { Attributes: {} })));
    await addPoint(w.owner, body(w.layers.hidden, { Attributes: {} }));
  });

  it('lets members of a private workspace add points there', async () => {
    for (const m of [w.owner, w.member]) {
      const p = await addPoint(m, body(w.layers.private, { Attributes: {} }));
      expect(ids(await listPoints(m, w.layers.private))).toContain(p.ID);
    }
  });

  it('answers 404 for an unknown layer id', async () => {
    await expectRefused(t, 404, () => post(w.owner, body(UNKNOWN_ID)));
    await expectRefused(t, 404, () => post(w.anon, body(UNKNOWN_ID)));
  });
});

describe('POST /gis/point: malformed bodies give 400 and store nothing', () => {
  it.each([
    ['Latitude 90.0001', { Latitude: 90.0001 }, 'Latitude'],
    ['Latitude -91', { Latitude: -91 }, 'Latitude'],
    ['Longitude 180.5', { Longitude: 180.5 }, 'Longitude'],
    ['Longitude -180.0001', { Longitude: -180.0001 }, 'Longitude'],
    ['Latitude as a string', { Latitude: '51.3' }, 'Latitude'],
    ['Longitude as a string', { Longitude: '9.4' }, 'Longitude'],
    ['Latitude null (NaN in JSON)', { Latitude: null }, 'Latitude'],
    ['Altitude as a string', { Altitude: '100' }, 'Altitude'],
    ['no Latitude', { Latitude: undefined }, 'Latitude'],
    ['no Layer', { Layer: undefined }, 'Layer'],
    ['a malformed Layer id', { Layer: 'not-an-id' }, 'Layer'],
    ['a numeric Layer id', { Layer: 42 }, 'Layer'],
    ['Public as a string', { Public: 'false' }, 'Public'],
    ['extra field UserID', { UserID: UNKNOWN_ID }, undefined],
    ['extra field CreatedAt', { CreatedAt: '2020-01-01T00:00:00.000Z' }, undefined],
    ['extra field ID', { ID: UNKNOWN_ID }, undefined],
    ['Attributes as a list', { Attributes: [] }, 'Attributes'],
    ['an answer without DataType', { Attributes: { ...validAnswers(), Titel: { Value: 'x' } } }, undefined],
    ['an unknown DataType', { Attributes: { ...validAnswers(), Titel: { DataType: 'date', Value: 'x' } } }, undefined],
    ['an answer with an extra field', { Attributes: { ...validAnswers(), Titel: { DataType: 'text', Value: 'x', Label: 'y' } } }, undefined],
    ['an answer of null', { Attributes: { ...validAnswers(), Titel: { DataType: 'text', Value: null } } }, undefined],
    ['a text of 10,001 characters', { Attributes: { ...validAnswers(), Titel: a('text', 'x'.repeat(10_001)) } }, undefined],
    ['Public null', { Public: null }, 'Public'],
  ])('refuses %s', async (_what, change, field) => {
    for (const who of [w.anon, w.owner]) {
      const res = await expectRefused(t, 400, () => post(who, { ...body(w.layers.open), ...change }));
      const err = res.json() as { Message: string; Errors?: { Field: string; Message: string }[] };
      expect(err.Message).toBeTruthy();
      expect(err.Errors?.length).toBeGreaterThan(0);
      if (field) expect(err.Errors!.map((e) => e.Field)).toContain(field);
    }
  });

  it('gives German messages for coordinates', async () => {
    const res = await expectRefused(t, 400, () => post(w.anon, body(w.layers.open, { Latitude: 90.0001 })));
    expect(res.json().Errors).toContainEqual({ Field: 'Latitude', Message: 'Die geographische Breite muss zwischen -90 und 90 liegen.' });
  });

  it('refuses JSON that does not parse, NaN included', async () => {
    const raw = `{"Layer":"${w.layers.open}","Latitude":NaN,"Longitude":9}`;
    await expectRefused(t, 400, () => w.anon.request('POST', `${API}/gis/point`, raw, { headers: { 'content-type': 'application/json' } }));
    await expectRefused(t, 400, () => w.anon.request('POST', `${API}/gis/point`, '{"Layer":', { headers: { 'content-type': 'application/json' } }));
  });

  it('refuses numbers that overflow to Infinity', async () => {
    const json = (attrs: string, lat = '51.3') =>
      `{"Layer":"${w.layers.open}","Latitude":${lat},"Longitude":9.4,"Attributes":{"category":{"DataType":"category","Value":"Klar"},` +
      `"Titel":{"DataType":"text","Value":"x"},"Art":{"DataType":"single","Value":"selten"}${attrs}}}`;
    const send = (raw: string) => w.anon.request('POST', `${API}/gis/point`, raw, { headers: { 'content-type': 'application/json' } });
    expect((await send(json(''))).statusCode).toBe(200);
    await expectRefused(t, 400, () => send(json(',"Anzahl":{"DataType":"number","Value":1e400}')));
    await expectRefused(t, 400, () => send(json(',"Anzahl":{"DataType":"number","Value":-1e400}')));
    await expectRefused(t, 400, () => send(json('', '1e400')));
  });

  it('refuses a body that is not JSON with 415', async () => {
    await expectRefused(t, 415, () => w.anon.request('POST', `${API}/gis/point`, 'Layer=x', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
  });

  it('refuses a body of 2 MB with 413', async () => {
    const big = body(w.layers.open, { Attributes: { ...validAnswers(), Beschreibung: a('text_multi', 'x'.repeat(2 * 1024 * 1024)) } });
    await expectRefused(t, 413, () => post(w.owner, big));
    await expectRefused(t, 413, () => post(w.anon, big));
  });
});

describe('POST /gis/point: answers are checked against the layer\'s questionnaire', () => {
  const withAnswers = (Attributes: Record<string, unknown>) => body(w.layers.open, { Attributes });
  const refuse = async (Attributes: Record<string, unknown>) => {
    const res = await expectRefused(t, 400, () => post(w.anon, withAnswers(Attributes)));
    return (res.json() as { Errors: { Field: string; Message: string }[] }).Errors;
  };
  const without = (name: string, category = 'Klar') => {
    const x = validAnswers(category);
    delete x[name];
    return x;
  };

  it('refuses a missing required answer with its MissingMsg, or else „Bitte beantworten Sie:“ and its question, its key without one (docs/product.md §5.6)', async () => {
    expect(await refuse(without('Titel'))).toEqual([{ Field: 'Attributes.Titel', Message: 'Bitte geben Sie einen Titel an.' }]);
    expect(await refuse(without('Art'))).toEqual([{ Field: 'Attributes.Art', Message: 'Bitte beantworten Sie: Art' }]);
    expect(await refuse({ ...validAnswers(), Titel: a('text', '   ') })).toEqual([{ Field: 'Attributes.Titel', Message: 'Bitte geben Sie einen Titel an.' }]);
    // the same rules hold for managers
    await expectRefused(t, 400, () => post(w.owner, withAnswers(without('Titel'))));
  });

  it('requires a conditional question only under its category', async () => {
    expect(await refuse(without('Truebung', 'Trueb'))).toEqual([{ Field: 'Attributes.Truebung', Message: 'Wie trüb ist das Wasser?' }]);
    await addPoint(w.anon, withAnswers(validAnswers('Trueb')));
    await addPoint(w.anon, withAnswers(validAnswers('Klar')));
  });

  it('refuses answers to questions hidden for the chosen category', async () => {
    expect(await refuse({ ...validAnswers('Klar'), Truebung: a('text', 'x') })).toEqual([
      { Field: 'Attributes.Truebung', Message: '„Truebung“ gilt nicht für die gewählte Kategorie.' },
    ]);
    // a condition on the parent category covers its children
    expect((await refuse({ ...validAnswers('Klar'), Fischart: a('single', 'hecht') })).map((e) => e.Field)).toEqual(['Attributes.Fischart']);
    await addPoint(w.anon, withAnswers({ ...validAnswers('Fische'), Fischart: a('single', 'hecht') }));
  });

  it('refuses numbers out of bounds and accepts the edges', async () => {
    expect(await refuse({ ...validAnswers(), Tiefe: a('number', 10.5) })).toEqual([{ Field: 'Attributes.Tiefe', Message: '„Tiefe“ muss zwischen 0 und 10 liegen.' }]);
    expect((await refuse({ ...validAnswers(), Tiefe: a('number', -1) })).map((e) => e.Field)).toEqual(['Attributes.Tiefe']);
    expect((await refuse({ ...validAnswers(), Anteil: a('percent', 101) })).map((e) => e.Field)).toEqual(['Attributes.Anteil']);
    expect((await refuse({ ...validAnswers(), Tiefe: a('number', '5') })).map((e) => e.Field)).toEqual(['Attributes.Tiefe']);
    for (const n of [0, 10]) await addPoint(w.anon, withAnswers({ ...validAnswers(), Tiefe: a('number', n), Anzahl: a('number', -1e9), Anteil: a('percent', n * 10) }));
  });

  it('refuses unknown or duplicate option keys', async () => {
    expect(await refuse({ ...validAnswers(), Art: a('single', 'nie') })).toEqual([{ Field: 'Attributes.Art', Message: '„Art“: Die Option „nie“ gibt es nicht.' }]);
    expect((await refuse({ ...validAnswers(), Merkmale: a('multiple', ['a', 'z']) })).map((e) => e.Field)).toEqual(['Attributes.Merkmale']);
    expect((await refuse({ ...validAnswers(), Merkmale: a('multiple', ['a', 'a']) })).map((e) => e.Field)).toEqual(['Attributes.Merkmale']);
  });

  it('refuses answers to unknown variables, to labels and with the wrong DataType', async () => {
    expect(await refuse({ ...validAnswers(), Farbe: a('text', 'grün') })).toEqual([{ Field: 'Attributes.Farbe', Message: 'Die Frage „Farbe“ gibt es in dieser Karte nicht.' }]);
    expect((await refuse({ ...validAnswers(), Hinweis: a('label', 'x') })).map((e) => e.Field)).toEqual(['Attributes.Hinweis']);
    expect((await refuse({ ...validAnswers(), Titel: a('text_multi', 'x') })).map((e) => e.Field)).toEqual(['Attributes.Titel']);
    expect((await refuse({ ...validAnswers(), Gesehen: a('boolean', 'ja') })).map((e) => e.Field)).toEqual(['Attributes.Gesehen']);
  });

  it('refuses a missing, unknown or non-leaf category', async () => {
    expect(await refuse(without('category'))).toEqual([{ Field: 'Attributes.category', Message: 'Bitte wählen Sie eine Kategorie.' }]);
    expect(await refuse({ ...validAnswers(), category: a('category', 'Algen') })).toEqual([
      { Field: 'Attributes.category', Message: 'Die Kategorie „Algen“ gibt es nicht.' },
    ]);
    expect(await refuse({ ...validAnswers(), category: a('category', 'Wasser') })).toEqual([
      { Field: 'Attributes.category', Message: 'Bitte wählen Sie eine Unterkategorie von „Wasser“.' },
    ]);
    expect((await refuse({ ...validAnswers(), category: a('text', 'Klar') })).map((e) => e.Field)).toEqual(['Attributes.category']);
  });

  it('refuses a category on a layer without categories', async () => {
    await expectRefused(t, 400, () => post(w.anon, body(w.layers.plain, { Attributes: { category: a('category', 'Klar') } })));
  });

  it('stores every answer type and drops empty answers', async () => {
    const answers = {
      ...validAnswers('Fische'), Beschreibung: a('text_multi', '  '), Merkmale: a('multiple', []), Foto: a('image', ''),
      Gesehen: a('boolean', false), Anteil: a('percent', 0), Tiefe: a('number', 2.5), Anzahl: a('number', 0), Fischart: a('single', 'forelle'),
    };
    const p = await addPoint(w.anon, withAnswers(answers));
    const expected = {
      ...validAnswers('Fische'), Gesehen: a('boolean', false), Anteil: a('percent', 0), Tiefe: a('number', 2.5), Anzahl: a('number', 0), Fischart: a('single', 'forelle'),
    };
    expect(p.Attributes).toEqual(expected);
    const row = await t.db.selectFrom('points').select('attributes').where('id', '=', p.ID).executeTakeFirstOrThrow();
    expect(JSON.parse(row.attributes)).toEqual(expected);
    expect((await listPoints(w.anon, w.layers.open)).find((x) => x.ID === p.ID)?.Attributes).toEqual(expected);
    const full = await addPoint(w.anon, withAnswers({ ...answers, Beschreibung: a('text_multi', 'Zeile 1\nZeile 2'), Merkmale: a('multiple', ['c', 'a']) }));
    expect(full.Attributes.Merkmale).toEqual(a('multiple', ['c', 'a']));
  });
});

describe('POST /gis/point: anti-forgery token', () => {
  it('refuses a missing or wrong X-XSRF-TOKEN with 403', async () => {
    for (const who of [w.anon, w.user, w.owner]) {
      await expectRefused(t, 403, () => post(who, body(w.layers.open), { xsrf: false }));
      await expectRefused(t, 403, () => post(who, body(w.layers.open), { xsrf: 'falsch' }));
    }
  });

  it('refuses another session\'s token', async () => {
    const token = w.user.cookies.get('XSRF-TOKEN')!;
    await expectRefused(t, 403, () => post(w.owner, body(w.layers.open), { xsrf: token }));
  });
});
