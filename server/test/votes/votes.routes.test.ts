import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, VoteCounts } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { API, UNKNOWN_ID, addPoint, createPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Votes: GET /gis/votes/{pointID}, POST /gis/vote/{pointID}, GET /gis/votescomment/{id},
 *  POST /gis/votecomment/{id}. One vote per user and target, changeable (docs/architecture.md §6). */
let t: TestApp;
let w: PointsWorld;
let privatePoint: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
  privatePoint = (await addPoint(w.owner, { Layer: w.layers.private })).ID;
});
afterAll(async () => t?.close());

const newPoint = async () => (await addPoint(w.user, { Layer: w.layers.open, Attributes: validAnswers() })).ID;
async function newComment(pointId: string): Promise<string> {
  const res = await w.user.post(`${API}/gis/comment`, { PointID: pointId, Text: 'Abstimmen bitte' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Comment).ID;
}

/** The two kinds of target: the same rules for points and comments. */
const targets = [
  { kind: 'point', make: newPoint, get: (id: string) => `${API}/gis/votes/${id}`, post: (id: string) => `${API}/gis/vote/${id}` },
  { kind: 'comment', make: async () => newComment(await newPoint()), get: (id: string) => `${API}/gis/votescomment/${id}`, post: (id: string) => `${API}/gis/votecomment/${id}` },
];

describe.each(targets)('votes on a $kind', ({ make, get, post }) => {
  const counts = async (who: TestClient, id: string): Promise<VoteCounts> => {
    const res = await who.get(get(id));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as VoteCounts;
  };
  const vote = async (who: TestClient, id: string, Vote: number): Promise<VoteCounts> => {
    const res = await who.post(post(id), { Vote });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as VoteCounts;
  };

  it('starts at zero for everyone', async () => {
    const id = await make();
    expect(await counts(w.anon, id)).toEqual({ Up: 0, Down: 0, Mine: 0 });
    expect(await counts(w.user, id)).toEqual({ Up: 0, Down: 0, Mine: 0 });
  });

  it('toggles between up and down, and withdraws with 0', async () => {
    const id = await make();
    expect(await vote(w.user, id, 1)).toEqual({ Up: 1, Down: 0, Mine: 1 });
    expect(await vote(w.user, id, 1)).toEqual({ Up: 1, Down: 0, Mine: 1 });
    expect(await vote(w.user, id, -1)).toEqual({ Up: 0, Down: 1, Mine: -1 });
    expect(await counts(w.anon, id)).toEqual({ Up: 0, Down: 1, Mine: 0 });
    expect(await vote(w.user, id, 0)).toEqual({ Up: 0, Down: 0, Mine: 0 });
    expect(await vote(w.user, id, 0)).toEqual({ Up: 0, Down: 0, Mine: 0 });
    expect(await vote(w.user, id, -1)).toEqual({ Up: 0, Down: 1, Mine: -1 });
  });

  it('counts the votes of many users, each seeing their own', async () => {
    const id = await make();
    const voters: { client: TestClient; vote: 1 | -1 }[] = [];
    for (let i = 0; i < 7; i++) {
      const u = await createUser(t.db);
      const client = new TestClient(t.app);
      await client.login(u.email, u.password);
      voters.push({ client, vote: i % 3 === 0 ? -1 : 1 });
    }
    await Promise.all(voters.map((v) => vote(v.client, id, v.vote)));
    await vote(w.owner, id, 1);
    await vote(w.outsider, id, -1);
    expect(await counts(w.anon, id)).toEqual({ Up: 5, Down: 4, Mine: 0 });
    for (const v of voters) expect(await counts(v.client, id)).toEqual({ Up: 5, Down: 4, Mine: v.vote });
    // one changes their mind, one withdraws
    await vote(voters[0]!.client, id, 1);
    await vote(voters[1]!.client, id, 0);
    expect(await counts(w.user, id)).toEqual({ Up: 5, Down: 3, Mine: 0 });
  });

  it('counts 50 concurrent votes of one user once', async () => {
    const id = await make();
    const answers = await Promise.all(Array.from({ length: 50 }, () => w.member.post(post(id), { Vote: 1 })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(await counts(w.member, id)).toEqual({ Up: 1, Down: 0, Mine: 1 });
    // and 50 concurrent changes leave one vote, whichever came last
    const mixed = await Promise.all(Array.from({ length: 50 }, (_, i) => w.member.post(post(id), { Vote: i % 2 === 0 ? -1 : 1 })));
    expect(mixed.every((r) => r.statusCode === 200)).toBe(true);
    const after = await counts(w.member, id);
    expect(after.Up + after.Down).toBe(1);
  });

  it('refuses anonymous votes with 401 and changes nothing', async () => {
    const id = await make();
    await vote(w.user, id, 1);
    const res = await w.anon.post(post(id), { Vote: -1 });
    expect(res.statusCode).toBe(401);
    expect(await counts(w.anon, id)).toEqual({ Up: 1, Down: 0, Mine: 0 });
  });

  it.each([[2], [-2], ['1'], [null], [0.5], [true]])('refuses Vote %j with 400', async (bad) => {
    const id = await make();
    const res = await w.user.post(post(id), { Vote: bad });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Errors?.[0]?.Field).toBe('Vote');
    expect(await counts(w.user, id)).toEqual({ Up: 0, Down: 0, Mine: 0 });
  });

  it('refuses a missing body field, extra fields and a missing anti-forgery token', async () => {
    const id = await make();
    expect((await w.user.post(post(id), {})).statusCode).toBe(400);
    expect((await w.user.post(post(id), { Vote: 1, UserID: w.userIds.owner })).statusCode).toBe(400);
    expect((await w.user.post(post(id), { Vote: 1 }, { xsrf: false })).statusCode).toBe(403);
    expect(await counts(w.user, id)).toEqual({ Up: 0, Down: 0, Mine: 0 });
  });

  it('answers 404 for unknown ids', async () => {
    expect((await w.user.get(get(UNKNOWN_ID))).statusCode).toBe(404);
    expect((await w.user.post(post(UNKNOWN_ID), { Vote: 1 })).statusCode).toBe(404);
    expect((await w.anon.post(post(UNKNOWN_ID), { Vote: 1 })).statusCode).toBe(404);
  });
});

describe('votes on things the caller cannot see', () => {
  it('answers 404 for a point of a private workspace to outsiders and anonymous visitors; managers vote', async () => {
    for (const who of [w.anon, w.user, w.outsider]) {
      expect((await who.get(`${API}/gis/votes/${privatePoint}`)).statusCode).toBe(404);
      expect((await who.post(`${API}/gis/vote/${privatePoint}`, { Vote: 1 })).statusCode).toBe(404);
    }
    expect((await w.member.post(`${API}/gis/vote/${privatePoint}`, { Vote: 1 })).json()).toEqual({ Up: 1, Down: 0, Mine: 1 });
  });

  it('answers 404 for a comment on such a point', async () => {
    const res = await w.owner.post(`${API}/gis/comment`, { PointID: privatePoint, Text: 'intern' });
    const id = (res.json() as Comment).ID;
    for (const who of [w.anon, w.user]) {
      expect((await who.get(`${API}/gis/votescomment/${id}`)).statusCode).toBe(404);
      expect((await who.post(`${API}/gis/votecomment/${id}`, { Vote: 1 })).statusCode).toBe(404);
    }
    expect((await w.member.post(`${API}/gis/votecomment/${id}`, { Vote: -1 })).json()).toEqual({ Up: 0, Down: 1, Mine: -1 });
  });

  it('answers 404 once the point is deleted, and the votes come back with it', async () => {
    const id = await newPoint();
    await w.user.post(`${API}/gis/vote/${id}`, { Vote: 1 });
    await w.owner.delete(`${API}/gis/point/${id}`);
    expect((await w.user.get(`${API}/gis/votes/${id}`)).statusCode).toBe(404);
    expect((await w.owner.post(`${API}/gis/point/${id}/restore`)).statusCode).toBe(200);
    expect((await w.user.get(`${API}/gis/votes/${id}`)).json()).toEqual({ Up: 1, Down: 0, Mine: 1 });
  });
});

describe('comment lists carry the votes', () => {
  it('shows Up, Down and the caller\'s own vote on each comment', async () => {
    const p = await newPoint();
    const first = await newComment(p);
    const second = await newComment(p);
    await w.owner.post(`${API}/gis/votecomment/${first}`, { Vote: 1 });
    await w.member.post(`${API}/gis/votecomment/${first}`, { Vote: 1 });
    await w.outsider.post(`${API}/gis/votecomment/${first}`, { Vote: -1 });
    await w.owner.post(`${API}/gis/votecomment/${second}`, { Vote: -1 });
    const seen = async (who: TestClient) => ((await who.get(`${API}/gis/comments/${p}`)).json() as Comment[]).map((c) => [c.Up, c.Down, c.Mine]);
    expect(await seen(w.anon)).toEqual([[2, 1, 0], [0, 1, 0]]);
    expect(await seen(w.owner)).toEqual([[2, 1, 1], [0, 1, -1]]);
    expect(await seen(w.outsider)).toEqual([[2, 1, -1], [0, 1, 0]]);
  });

  it('drops a user\'s votes with their account', async () => {
    const p = await newPoint();
    const leaver = await createUser(t.db);
    const client = new TestClient(t.app);
    await client.login(leaver.email, leaver.password);
    await client.post(`${API}/gis/vote/${p}`, { Vote: -1 });
    expect((await w.anon.get(`${API}/gis/votes/${p}`)).json()).toEqual({ Up: 0, Down: 1, Mine: 0 });
    await t.db.deleteFrom('users').where('id', '=', leaver.id).execute();
    expect((await w.anon.get(`${API}/gis/votes/${p}`)).json()).toEqual({ Up: 0, Down: 0, Mine: 0 });
  });
});
