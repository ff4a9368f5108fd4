import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewPage, ReviewStats } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../test-app.js';
import { a, addPoint, API, openPointsWorld, UNKNOWN_ID, validAnswers, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** GET /gis/review/{layerId} and …/stats (docs/product.md §18.1): who may read them, what bad
 *  input answers, and how a row shows its answers. The sorting, filtering and counting is checked
 *  against a reference in review-reference.test.ts. */

let t: TestApp;
let w: PointsWorld;
let admin: TestClient;
let point: string;

beforeAll(async () => {
  ({ t, w } = await openPointsWorld());
  admin = new TestClient(t.app);
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  point = (await addPoint(w.anon, {
    Layer: w.layers.open,
    Attributes: {
      ...validAnswers('Trueb'), Beschreibung: a('text_multi', 'Zeile 1\nZeile 2'), Merkmale: a('multiple', ['c', 'a']), Gesehen: a('boolean', false),
      Anteil: a('percent', 42.5), Anzahl: a('number', 1234.5), Tiefe: a('number', 2.25),
    },
  })).ID;
  await addPoint(w.owner, { Layer: w.layers.open, Public: false, Attributes: validAnswers('Fische') });
});
afterAll(async () => t.close());

const review = (client: TestClient, layer: string, query = '') => client.get(`${API}/gis/review/${layer}${query}`);
const stats = (client: TestClient, layer: string, query = '') => client.get(`${API}/gis/review/${layer}/stats${query}`);

describe('rights', () => {
  it('lets the owner and the access list read table and figures, with non-public entries', async () => {
    for (const client of [w.owner, w.member]) {
      const page = await review(client, w.layers.open);
      expect(page.statusCode, page.body).toBe(200);
      expect((page.json() as ReviewPage).Total).toBe(2);
      const figures = await stats(client, w.layers.open);
      expect(figures.statusCode, figures.body).toBe(200);
      expect((figures.json() as ReviewStats).Total).toBe(2);
    }
  });

  it('refuses others who see the layer: 403, anonymous 401; 404 where they do not see it', async () => {
    for (const call of [review, stats]) {
      expect((await call(w.user, w.layers.open)).statusCode).toBe(403);
      expect((await call(admin, w.layers.open)).statusCode).toBe(403);
      const anon = await call(w.anon, w.layers.open);
      expect(anon.statusCode).toBe(401);
      expect(anon.json()).toEqual({ Message: 'Bitte melden Sie sich an.' });
      for (const layer of [w.layers.private, w.layers.hidden, UNKNOWN_ID]) {
        for (const client of [w.user, w.anon, admin]) expect((await call(client, layer)).statusCode).toBe(404);
      }
      expect((await call(w.owner, UNKNOWN_ID)).json()).toEqual({ Message: 'Die Karte wurde nicht gefunden.' });
      expect((await call(w.owner, 'keine-id')).statusCode).toBe(400);
    }
  });
});

describe('bad input', () => {
  const bad = [
    '?page=0', '?page=-1', '?page=1.5', '?page=eins', '?pageSize=0', '?pageSize=501', '?sort=titel', '?sort=answer:', '?sort=answer:Unbekannt',
    '?sort=answer:Hinweis', '?dir=up', '?from=2026-05-02&to=2026-05-01', `?q=${'x'.repeat(201)}`, '?from=2026-02-30', '?to=2026-13-01',
    '?from=26-1-1', '?to=morgen', `?status=${'s'.repeat(101)}`, `?category=${'k'.repeat(201)}`, '?page=1&page=2', '?q=a&q=b',
    '?moderation=ja', '?moderation=', '?moderation=ALLE', '?moderation=alle&moderation=alle',
  ];
  it('answers 400 with a German message, on the table and (for the filter) on the figures', async () => {
    for (const query of bad) {
      const res = await review(w.owner, w.layers.open, query);
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { Message: string }).Message, query).toMatch(/^(Die Eingaben sind ungültig\.|Bitte geben Sie ein gültiges Datum|Die Frage „)/);
    }
    for (const query of bad.filter((q) => !/page|sort|dir/.test(q))) {
      const res = await stats(w.owner, w.layers.open, query);
      expect(res.statusCode, query).toBe(400);
    }
    const late = await review(w.owner, w.layers.open, '?from=2026-05-02&to=2026-05-01');
    expect(late.json()).toMatchObject({ Errors: [{ Message: 'Das Ende des Zeitraums liegt vor seinem Anfang.' }] });
    const long = await review(w.owner, w.layers.open, `?q=${'x'.repeat(201)}`);
    expect(long.json()).toMatchObject({ Errors: [{ Message: 'Der Suchtext ist zu lang (höchstens 200 Zeichen).' }] });
    expect((await stats(w.owner, w.layers.open, '?moderation=ja')).json()).toMatchObject({ Message: 'Die Eingaben sind ungültig.', Errors: [{
      Field: 'querystring.moderation', Message: 'moderation ist „freigegeben“ (nur freigegebene Einträge, Standard) oder „alle“ (auch ausgeblendete und wartende Einträge).',
    }] });
    expect((await review(w.owner, w.layers.open, '?sort=answer:Unbekannt')).json()).toMatchObject({ Message: 'Die Frage „Unbekannt“ gibt es in dieser Karte nicht.' });
    expect((await review(w.owner, w.layers.open, '?from=2026-02-30')).json()).toMatchObject({ Message: 'Bitte geben Sie ein gültiges Datum als JJJJ-MM-TT an.' });
  });

  it('checks the shape before the rights, like every route', async () => {
    expect((await review(w.anon, w.layers.open, '?pageSize=501')).statusCode).toBe(400);
  });

  it('takes the largest page and odd but harmless text', async () => {
    expect((await review(w.owner, w.layers.open, '?pageSize=500&page=1')).statusCode).toBe(200);
    for (const q of ["'; drop table points; --", '%_\\', 'ß', '"', '\\"']) {
      const res = await review(w.owner, w.layers.open, `?q=${encodeURIComponent(q)}&sort=answer:Titel`);
      expect(res.statusCode, q).toBe(200);
      expect((res.json() as ReviewPage).Total).toBe(0);
    }
  });
});

describe('a row', () => {
  it('shows answers as text: option labels, ja/nein, numbers in German notation; the category as its path', async () => {
    const page = (await review(w.owner, w.layers.open, '?sort=created&dir=asc')).json() as ReviewPage;
    const row = page.Rows.find((r) => r.ID === point)!;
    expect(row).toMatchObject({ Category: 'Trueb', CategoryPath: ['Wasser', 'Trüb'], Status: 'neu', Hidden: false, VotesUp: 0, VotesDown: 0, Comments: 0 });
    expect(row.Answers).toEqual({
      Titel: 'Frosch am Ufer', Art: 'SELTEN', Truebung: 'sehr trüb', Beschreibung: 'Zeile 1\nZeile 2', Merkmale: 'C; A', Gesehen: 'nein',
      Anteil: '42,5', Anzahl: '1.234,5', Tiefe: '2,25',
    });
  });

  it('counts votes and comments, and marks a hidden entry, listed only with moderation=alle', async () => {
    expect((await w.user.post(`${API}/gis/vote/${point}`, { Vote: 1 })).statusCode).toBe(200);
    expect((await w.member.post(`${API}/gis/vote/${point}`, { Vote: -1 })).statusCode).toBe(200);
    expect((await w.user.post(`${API}/gis/comment`, { PointID: point, Text: 'Gesehen!' })).statusCode).toBe(200);
    expect((await w.owner.post(`${API}/gis/moderation/hide`, { PointID: point, Reason: 'Test' })).statusCode).toBe(200);
    const page = (await review(w.owner, w.layers.open, '?sort=votesUp&moderation=alle')).json() as ReviewPage;
    expect(page.Rows[0]).toMatchObject({ ID: point, VotesUp: 1, VotesDown: 1, Comments: 1, Hidden: true });
    const published = (await review(w.owner, w.layers.open, '?sort=votesUp')).json() as ReviewPage;
    expect(published.Rows.map((r) => r.ID)).not.toContain(point);
    expect(published.Total).toBe(page.Total - 1);
  });
});

describe('the count of a filter, kept per layer revision', () => {
  it('is counted once per revision and filter: another page or sort of the same search reuses it, a write counts again', async () => {
    const layer = w.layers.plain;
    for (let i = 0; i < 3; i++) await addPoint(w.anon, { Layer: layer, Attributes: {} });
    const total = async (query: string) => ((await review(w.owner, layer, query)).json() as ReviewPage).Total;
    expect(await total('?status=neu')).toBe(3);
    // A row changed without the revision, as only a tool writing SQL could: the kept count stays …
    const { id } = await t.db.selectFrom('points').select('id').where('layer_id', '=', layer).executeTakeFirstOrThrow();
    await t.db.updateTable('points').set({ status: 'umgesetzt' }).where('id', '=', id).execute();
    expect(await total('?status=neu&sort=created&dir=asc')).toBe(3);
    expect(await total('?status=umgesetzt')).toBe(1);
    // … until a write through the server raises the revision.
    await addPoint(w.anon, { Layer: layer, Attributes: {} });
    expect(await total('?status=neu')).toBe(3);
  });
});
