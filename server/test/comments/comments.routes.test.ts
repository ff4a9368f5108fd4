import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { countRows, createUser } from '../factories.js';
import { API, UNKNOWN_ID, addPoint, createPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Comments: GET /gis/comments/{pointID}, POST /gis/comment, DELETE /gis/comment/{id}
 *  (docs/architecture.md §6: read by whoever can see the point, written by logged-in users among them,
 *  deleted by the author and the managers). */
let t: TestApp;
let w: PointsWorld;
let openPoint: string;
let privatePoint: string;
let hiddenPoint: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
  openPoint = (await addPoint(w.anon, { Layer: w.layers.open, Attributes: validAnswers() })).ID;
  privatePoint = (await addPoint(w.owner, { Layer: w.layers.private })).ID;
  hiddenPoint = (await addPoint(w.owner, { Layer: w.layers.open, Attributes: validAnswers(), Public: false })).ID;
});
afterAll(async () => t?.close());

const post = (who: TestClient, PointID: string, Text: unknown) => who.post(`${API}/gis/comment`, { PointID, Text });
const list = async (who: TestClient, pointId: string): Promise<Comment[]> => {
  const res = await who.get(`${API}/gis/comments/${pointId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Comment[];
};
async function comment(who: TestClient, pointId: string, text: string): Promise<Comment> {
  const res = await post(who, pointId, text);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Comment;
}
/** Sends a request that must be refused with `status` and leave the comments as they were. */
async function expectRefused(status: number, send: () => Promise<LightMyRequestResponse>) {
  const before = await t.db.selectFrom('comments').selectAll().orderBy('id').execute();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(await t.db.selectFrom('comments').selectAll().orderBy('id').execute()).toEqual(before);
  return res;
}

describe('POST /gis/comment', () => {
  it('lets a logged-in user comment on a visible point and answers the comment', async () => {
    const c = await comment(w.user, openPoint, 'Schöner Fund!');
    expect(c).toEqual({
      ID: expect.stringMatching(/^[0-9a-f-]{36}$/), PointID: openPoint, Text: 'Schöner Fund!', AuthorName: 'Nutzer',
      CreatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), Own: true, CanDelete: true, Up: 0, Down: 0, Mine: 0, Moderation: null,
    });
  });

  it('stores HTML and other markup verbatim and returns it unchanged', async () => {
    const text = '<script>alert("x")</script> & <b>fett</b> \'quote\' "doppelt"\nZeile 2 😀';
    const c = await comment(w.outsider, openPoint, text);
    expect(c.Text).toBe(text);
    expect((await list(w.anon, openPoint)).find((x) => x.ID === c.ID)?.Text).toBe(text);
    expect((await t.db.selectFrom('comments').select('text').where('id', '=', c.ID).executeTakeFirstOrThrow()).text).toBe(text);
  });

  it('trims the text and accepts 1 and 2000 characters', async () => {
    expect((await comment(w.user, openPoint, '  x \n')).Text).toBe('x');
    expect((await comment(w.user, openPoint, 'ä'.repeat(2000))).Text).toHaveLength(2000);
    expect((await comment(w.user, openPoint, `  ${'a'.repeat(2000)}  `)).Text).toHaveLength(2000);
  });

  it.each([
    ['empty', ''],
    ['only whitespace', ' \n\t '],
    ['2001 characters', 'a'.repeat(2001)],
    ['a number', 42],
    ['null', null],
  ])('refuses a text that is %s (400)', async (_name, text) => {
    const res = await expectRefused(400, () => post(w.user, openPoint, text));
    expect(res.json().Errors?.[0]?.Field).toBe('Text');
  });

  it('refuses extra fields and a malformed PointID (400)', async () => {
    await expectRefused(400, () => w.user.post(`${API}/gis/comment`, { PointID: openPoint, Text: 'x', UserID: w.userIds.owner }));
    await expectRefused(400, () => post(w.user, 'not-an-id', 'x'));
  });

  it('refuses anonymous visitors with 401', async () => {
    const res = await expectRefused(401, () => post(w.anon, openPoint, 'anonym'));
    expect(res.json().Message).toBe('Bitte melden Sie sich an.');
  });

  it('answers 404 for points the caller cannot see, unknown and deleted points', async () => {
    for (const who of [w.user, w.outsider, w.anon]) {
      await expectRefused(404, () => post(who, privatePoint, 'x'));
      await expectRefused(404, () => post(who, hiddenPoint, 'x'));
    }
    await expectRefused(404, () => post(w.user, UNKNOWN_ID, 'x'));
    const gone = await addPoint(w.owner, { Layer: w.layers.open, Attributes: validAnswers() });
    await w.owner.delete(`${API}/gis/point/${gone.ID}`);
    await expectRefused(404, () => post(w.owner, gone.ID, 'x'));
  });

  it('lets managers comment on points only they can see', async () => {
    for (const m of [w.owner, w.member]) {
      await comment(m, privatePoint, 'intern');
      await comment(m, hiddenPoint, 'intern');
    }
  });

  it('refuses a missing anti-forgery token with 403', async () => {
    await expectRefused(403, () => w.user.post(`${API}/gis/comment`, { PointID: openPoint, Text: 'x' }, { xsrf: false }));
  });
});

describe('GET /gis/comments/{pointID}', () => {
  it('lists oldest first with author names, for anonymous visitors too', async () => {
    const p = (await addPoint(w.user, { Layer: w.layers.open, Attributes: validAnswers() })).ID;
    const first = await comment(w.user, p, 'erster');
    const second = await comment(w.owner, p, 'zweiter');
    const third = await comment(w.outsider, p, 'dritter');
    const seen = await list(w.anon, p);
    expect(seen.map((c) => [c.ID, c.Text, c.AuthorName])).toEqual([
      [first.ID, 'erster', 'Nutzer'], [second.ID, 'zweiter', 'Eigentümerin'], [third.ID, 'dritter', 'Außenstehende'],
    ]);
    expect(seen.every((c) => !c.Own && !c.CanDelete && c.Mine === 0)).toBe(true);
  });

  it('marks own comments, and what the caller may delete (managers: everything)', async () => {
    const p = (await addPoint(w.user, { Layer: w.layers.open, Attributes: validAnswers() })).ID;
    await comment(w.user, p, 'von Nutzer');
    await comment(w.outsider, p, 'von Außenstehende');
    const flags = async (who: TestClient) => (await list(who, p)).map((c) => [c.Own, c.CanDelete]);
    expect(await flags(w.user)).toEqual([[true, true], [false, false]]);
    expect(await flags(w.outsider)).toEqual([[false, false], [true, true]]);
    expect(await flags(w.member)).toEqual([[false, true], [false, true]]);
    expect(await flags(w.owner)).toEqual([[false, true], [false, true]]);
  });

  it('shows "Anonym" when the author\'s account is gone', async () => {
    const p = (await addPoint(w.user, { Layer: w.layers.open, Attributes: validAnswers() })).ID;
    const leaver = await createUser(t.db, { name: 'Geht bald' });
    const client = new TestClient(t.app);
    await client.login(leaver.email, leaver.password);
    const c = await comment(client, p, 'bleibt stehen');
    await t.db.deleteFrom('users').where('id', '=', leaver.id).execute();
    const seen = (await list(w.user, p)).find((x) => x.ID === c.ID);
    expect(seen).toMatchObject({ Text: 'bleibt stehen', AuthorName: 'Anonym', Own: false, CanDelete: false });
  });

  it('answers 404 for points the caller cannot see, and an empty list for a point without comments', async () => {
    for (const who of [w.anon, w.user]) {
      expect((await who.get(`${API}/gis/comments/${privatePoint}`)).statusCode).toBe(404);
      expect((await who.get(`${API}/gis/comments/${hiddenPoint}`)).statusCode).toBe(404);
    }
    expect((await w.anon.get(`${API}/gis/comments/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await list(w.member, privatePoint)).map((c) => c.Text)).toEqual(['intern', 'intern']);
    const empty = (await addPoint(w.user, { Layer: w.layers.open, Attributes: validAnswers() })).ID;
    expect(await list(w.anon, empty)).toEqual([]);
  });
});

describe('DELETE /gis/comment/{commentID}', () => {
  it('lets the author delete their comment, and its votes go with it', async () => {
    const c = await comment(w.user, openPoint, 'weg damit');
    expect((await w.owner.post(`${API}/gis/votecomment/${c.ID}`, { Vote: 1 })).statusCode).toBe(200);
    const res = await w.user.delete(`${API}/gis/comment/${c.ID}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'Der Kommentar wurde gelöscht.' });
    expect((await list(w.user, openPoint)).map((x) => x.ID)).not.toContain(c.ID);
    expect(await t.db.selectFrom('comment_votes').select('user_id').where('comment_id', '=', c.ID).execute()).toEqual([]);
    expect((await w.user.delete(`${API}/gis/comment/${c.ID}`)).statusCode).toBe(404);
  });

  it('lets managers of the point\'s workspace delete any comment', async () => {
    for (const m of [w.owner, w.member]) {
      const c = await comment(w.user, openPoint, 'moderiert');
      expect((await m.delete(`${API}/gis/comment/${c.ID}`)).statusCode).toBe(200);
    }
  });

  it('refuses other users with 403 and anonymous visitors with 401', async () => {
    const c = await comment(w.user, openPoint, 'meins');
    await expectRefused(403, () => w.outsider.delete(`${API}/gis/comment/${c.ID}`));
    await expectRefused(401, () => w.anon.delete(`${API}/gis/comment/${c.ID}`));
    await expectRefused(403, () => w.user.delete(`${API}/gis/comment/${c.ID}`, { xsrf: false }));
  });

  it('answers 404 for unknown comments and comments of points the caller cannot see', async () => {
    await expectRefused(404, () => w.user.delete(`${API}/gis/comment/${UNKNOWN_ID}`));
    const internal = (await list(w.owner, privatePoint))[0]!;
    await expectRefused(404, () => w.user.delete(`${API}/gis/comment/${internal.ID}`));
    await expectRefused(404, () => w.anon.delete(`${API}/gis/comment/${internal.ID}`));
  });

  it('removes the comments with their point when the layer is deleted', async () => {
    const layer = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Kurz', Public: true, Editable: true });
    const p = await addPoint(w.user, { Layer: layer.json().ID });
    await comment(w.user, p.ID, 'gleich weg');
    const before = await countRows(t.db, 'points');
    expect((await w.owner.delete(`${API}/gis/layer/${layer.json().ID}`)).statusCode).toBe(200);
    expect(await countRows(t.db, 'points')).toBe(before - 1);
    expect(await t.db.selectFrom('comments').select('id').where('point_id', '=', p.ID).execute()).toEqual([]);
  });
});
