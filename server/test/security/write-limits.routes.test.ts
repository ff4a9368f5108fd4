import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_POINTS_PAGE, type Point } from '@mitmachkarte/contract';
import { clientFrom, TestClient } from '../client.js';
import { addToAccessList, countRows, createUser, PASSWORD } from '../factories.js';
import { cameraJpeg } from '../image-fixtures.js';
import { API, addPoint, createPointsWorld, expectRefused, ids, validAnswers, type PointsWorld } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** A finding of the security review (docs/security.md, Limits): anonymous point creation was unlimited and
 *  the point list had no paging limit. Writes now count against hourly quotas per IP, per layer
 *  and per account (plugins/write-quotas.ts), and lists answer at most MAX_POINTS_PAGE points with a
 *  Link to the next page. */
let t: TestApp;
let w: PointsWorld;

const LIMITS = { anonPointsPerHour: 3, anonPointsPerLayerHour: 5, anonUploadsPerHour: 4, accountPointsPerHour: 4, accountCommentsPerHour: 2, accountVotesPerHour: 3, imageUploadPerHour: 1000, anonReportsPerHour: 2, accountReportsPerHour: 3 };
const TOO_MANY = /^Sie haben in kurzer Zeit sehr viele Beiträge gesendet\. Bitte warten Sie (\d+ Minuten|1 Minute) und versuchen Sie es dann noch einmal\.$/;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: LIMITS });
  w = await createPointsWorld(t);
});
afterAll(async () => t?.close());

const plainPoint = (layer: string) => ({ Layer: layer, Latitude: 51.3, Longitude: 9.47 });

/** Expects the quota's 429: the German message, a Retry-After of at most an hour, nothing stored. */
async function expectQuotaRefused(send: () => ReturnType<TestClient['post']>) {
  const res = await expectRefused(t, 429, send);
  expect(res.json().Message).toMatch(TOO_MANY);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
}

describe('finding 6: unbounded anonymous writes', () => {
  it('finding 6: an anonymous visitor adds at most the hourly points of their IP; the next is refused with 429 and stores nothing', async () => {
    const visitor = clientFrom(t.app, '203.0.113.7');
    for (let i = 0; i < LIMITS.anonPointsPerHour; i++) await addPoint(visitor, { Layer: w.layers.open, Attributes: validAnswers() });
    await expectQuotaRefused(() => visitor.post(`${API}/gis/point`, { ...plainPoint(w.layers.open), Attributes: validAnswers() }));
    // A new session does not help; another address of the same IPv6 /64 neither.
    await expectQuotaRefused(() => clientFrom(t.app, '203.0.113.7').post(`${API}/gis/point`, plainPoint(w.layers.plain)));
    const v6 = clientFrom(t.app, '2001:db8:7:7::1');
    for (let i = 0; i < LIMITS.anonPointsPerHour; i++) await addPoint(v6, plainPoint(w.layers.plain));
    await expectQuotaRefused(() => clientFrom(t.app, '2001:db8:7:7:ffff::2').post(`${API}/gis/point`, plainPoint(w.layers.plain)));
  });

  it('finding 6: all anonymous visitors together add at most the hourly points of a layer; accounts are counted on their own', async () => {
    const layer = (await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Viel besucht', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } })).json().ID as string;
    for (let i = 0; i < LIMITS.anonPointsPerLayerHour; i++) await addPoint(clientFrom(t.app, `198.51.100.${i + 1}`), plainPoint(layer));
    await expectQuotaRefused(() => clientFrom(t.app, '198.51.100.99').post(`${API}/gis/point`, plainPoint(layer)));
    // The same visitor may still add to another layer, and a logged-in user to this one.
    await addPoint(clientFrom(t.app, '198.51.100.99'), plainPoint(w.layers.plain));
    await addPoint(w.member, plainPoint(layer));
  });

  it('finding 6: an account adds at most its hourly points, comments and votes', async () => {
    const user = new TestClient(t.app);
    await user.login((await createUser(t.db)).email, PASSWORD);
    const points: Point[] = [];
    for (let i = 0; i < LIMITS.accountPointsPerHour; i++) points.push(await addPoint(user, plainPoint(w.layers.plain)));
    await expectQuotaRefused(() => user.post(`${API}/gis/point`, plainPoint(w.layers.plain)));

    const target = points[0]!.ID;
    for (let i = 0; i < LIMITS.accountCommentsPerHour; i++) expect((await user.post(`${API}/gis/comment`, { PointID: target, Text: `Hinweis ${i}` })).statusCode).toBe(200);
    const comments = await countRows(t.db, 'comments');
    const refused = await user.post(`${API}/gis/comment`, { PointID: target, Text: 'einer zu viel' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Message).toMatch(TOO_MANY);
    expect(await countRows(t.db, 'comments')).toBe(comments);

    for (let i = 0; i < LIMITS.accountVotesPerHour; i++) expect((await user.post(`${API}/gis/vote/${points[i % points.length]!.ID}`, { Vote: 1 })).statusCode).toBe(200);
    const votes = await t.db.selectFrom('point_votes').selectAll().orderBy('point_id').orderBy('user_id').execute();
    expect((await user.post(`${API}/gis/vote/${points[3]!.ID}`, { Vote: -1 })).statusCode).toBe(429);
    expect(await t.db.selectFrom('point_votes').selectAll().orderBy('point_id').orderBy('user_id').execute()).toEqual(votes);
  });

  it('reports (docs/product.md §16.3): an anonymous IP and an account send at most their hourly reports', async () => {
    const target = await addPoint(w.member, plainPoint(w.layers.plain));
    const body = { PointID: target.ID, Reason: 'spam' };
    const expectReportsRefused = async (who: TestClient) => {
      const before = await countRows(t.db, 'reports');
      const res = await who.post(`${API}/gis/report`, body);
      expect(res.statusCode).toBe(429);
      expect(res.json().Message).toMatch(TOO_MANY);
      expect(await countRows(t.db, 'reports')).toBe(before);
    };
    for (let i = 0; i < LIMITS.anonReportsPerHour; i++) expect((await clientFrom(t.app, '203.0.113.50').post(`${API}/gis/report`, body)).statusCode).toBe(200);
    await expectReportsRefused(clientFrom(t.app, '203.0.113.50'));
    expect((await clientFrom(t.app, '203.0.113.51').post(`${API}/gis/report`, body)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.accountReportsPerHour; i++) expect((await w.outsider.post(`${API}/gis/report`, body)).statusCode).toBe(200);
    await expectReportsRefused(w.outsider);
  });

  it('finding 6: anonymous visitors together upload at most the hourly images', async () => {
    const jpeg = await cameraJpeg(32, 24);
    const upload = (ip: string) => clientFrom(t.app, ip).request('POST', `${API}/gis/images/upload`, jpeg, { headers: { 'content-type': 'image/jpeg' } });
    for (let i = 0; i < LIMITS.anonUploadsPerHour; i++) expect((await upload(`192.0.2.${i + 1}`)).statusCode).toBe(200);
    const images = await countRows(t.db, 'images');
    const refused = await upload('192.0.2.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Message).toMatch(TOO_MANY);
    expect(await countRows(t.db, 'images')).toBe(images);
    // Accounts upload under their own per-IP limit.
    expect((await w.owner.request('POST', `${API}/gis/images/upload`, jpeg, { headers: { 'content-type': 'image/jpeg' } })).statusCode).toBe(200);
  });
});

describe('finding 16: staff and the citizens\' quotas', () => {
  const loggedInAs = async (u: { email: string; password: string }) => {
    const c = new TestClient(t.app);
    await c.login(u.email, u.password);
    return c;
  };

  it('finding 16: a manager writing in their own project and an administrator anywhere are not held to the citizens\' hourly quotas', async () => {
    const managerUser = await createUser(t.db, { name: 'Sachbearbeiterin' });
    await addToAccessList(t.db, w.workspaces.pub, managerUser.id);
    const manager = await loggedInAs(managerUser);
    const admin = await loggedInAs(await createUser(t.db, { name: 'Verwaltung', permissions: ['admin'] }));
    for (const staff of [manager, admin]) {
      const points: Point[] = [];
      for (let i = 0; i <= LIMITS.accountPointsPerHour; i++) points.push(await addPoint(staff, plainPoint(w.layers.plain)));
      for (let i = 0; i <= LIMITS.accountCommentsPerHour; i++) {
        expect((await staff.post(`${API}/gis/comment`, { PointID: points[i]!.ID, Text: `Antwort des Teams ${i}` })).statusCode).toBe(200);
      }
      for (let i = 0; i <= LIMITS.accountVotesPerHour; i++) expect((await staff.post(`${API}/gis/vote/${points[i]!.ID}`, { Vote: 1 })).statusCode).toBe(200);
      for (let i = 0; i <= LIMITS.accountReportsPerHour; i++) expect((await staff.post(`${API}/gis/report`, { PointID: points[i]!.ID, Reason: 'sonstiges' })).statusCode).toBe(200);
    }
    // In a project they do not manage, the manager writes as a citizen.
    const other = await createUser(t.db, { name: 'Andere Stadt', permissions: ['project'] });
    const otherClient = await loggedInAs(other);
    const ws = (await otherClient.post(`${API}/gis/workspace`, { Name: 'Nachbarstadt', Public: true, Editable: true })).json().ID as string;
    const layer = (await otherClient.post(`${API}/gis/layer`, { Workspace: ws, Name: 'Mängel', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } })).json().ID as string;
    for (let i = 0; i < LIMITS.accountPointsPerHour; i++) await addPoint(manager, plainPoint(layer));
    await expectQuotaRefused(() => manager.post(`${API}/gis/point`, plainPoint(layer)));
  });
});

describe('write quotas from the environment', () => {
  it('finding 16: staff have a quota of their own, RATE_LIMIT_STAFF_WRITES_PER_HOUR, for all their writes together', async () => {
    const small = await createTestApp({ env: { RATE_LIMIT_STAFF_WRITES_PER_HOUR: '3', RATE_LIMIT_ACCOUNT_POINTS_PER_HOUR: '1' } });
    try {
      const world = await createPointsWorld(small);
      const p = await addPoint(world.owner, plainPoint(world.layers.plain));
      await addPoint(world.owner, plainPoint(world.layers.plain));
      expect((await world.owner.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Danke für den Hinweis.' })).statusCode).toBe(200);
      const res = await world.owner.post(`${API}/gis/vote/${p.ID}`, { Vote: 1 });
      expect(res.statusCode).toBe(429);
      expect(res.json().Message).toMatch(TOO_MANY);
    } finally {
      await small.close();
    }
  });

  it('takes RATE_LIMIT_ANON_POINTS_PER_HOUR from the environment', async () => {
    const small = await createTestApp({ env: { RATE_LIMIT_ANON_POINTS_PER_HOUR: '1' } });
    try {
      const world = await createPointsWorld(small);
      await addPoint(world.anon, plainPoint(world.layers.plain));
      const res = await world.anon.post(`${API}/gis/point`, plainPoint(world.layers.plain));
      expect(res.statusCode).toBe(429);
      expect(res.json().Message).toMatch(TOO_MANY);
    } finally {
      await small.close();
    }
  });
});

describe('finding 6: the point lists page on the server', () => {
  let layer: string;
  let all: string[];
  beforeAll(async () => {
    layer = (await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Groß', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } })).json().ID as string;
    // More points than one page holds, written straight into the table (the quotas would stop an API client).
    const base = Date.UTC(2026, 10, 25);
    const rows = Array.from({ length: MAX_POINTS_PAGE + 5 }, (_, i) => {
      const at = new Date(base + Math.floor(i / 3) * 1000).toISOString(); // three points share each second
      return {
        id: `0190f5a2-0000-7000-8000-${String(i).padStart(12, '0')}`, layer_id: layer,
        latitude: 51 + i / 1e6, longitude: 9, altitude: 0, public: 1 as const, editable: 0 as const, attributes: '{}',
        created_at: at, updated_at: at, created_by: null, deleted_at: null, deleted_by: null,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await t.db.insertInto('points').values(rows.slice(i, i + 500)).execute();
    all = rows.map((r) => r.id);
  });

  /** Follows the Link rel=next headers from `first` (for at most `maxPages`); answers each page's ids. */
  async function follow(who: TestClient, first: string, maxPages = Infinity): Promise<string[][]> {
    const pages: string[][] = [];
    for (let url: string | undefined = first; url && pages.length < maxPages;) {
      const res = await who.get(url);
      expect(res.statusCode, res.body).toBe(200);
      pages.push(ids(res.json() as Point[]));
      url = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1];
    }
    return pages;
  }

  it('finding 6: a layer answers at most MAX_POINTS_PAGE points and links the rest, in creation order without gaps or repeats', async () => {
    const pages = await follow(w.anon, `${API}/gis/points/${layer}`);
    expect(pages.map((p) => p.length)).toEqual([MAX_POINTS_PAGE, 5]);
    expect(pages.flat()).toEqual(all);
  });

  it('finding 6: smaller pages on request, the box and the limit kept in the next address', async () => {
    expect(await follow(w.anon, `${API}/gis/points/${layer}?limit=4&bbox=8,50,10,52`, 3)).toEqual([all.slice(0, 4), all.slice(4, 8), all.slice(8, 12)]);
    expect((await follow(w.anon, `${API}/gis/points/${layer}?limit=3000&bbox=8,50,10,52`)).flat()).toEqual(all);
    expect((await w.anon.get(`${API}/gis/points/${layer}?limit=4`)).headers.link).toMatch(/^<\/api\/v1\/gis\/points\/[^?]+\?limit=4&after=[A-Za-z0-9_-]+>; rel="next"$/);
  });

  it('finding 6: GET /gis/points pages too, and the last page has no Link', async () => {
    const pages = await follow(w.anon, `${API}/gis/points?limit=${MAX_POINTS_PAGE}`);
    expect(pages[0]).toHaveLength(MAX_POINTS_PAGE);
    expect(pages.flat()).toEqual(expect.arrayContaining(all));
    const small = await w.anon.get(`${API}/gis/points/${w.layers.readonly}`);
    expect(small.statusCode).toBe(200);
    expect(small.headers.link).toBeUndefined();
  });

  it.each([
    ['limit=0', /limit muss eine ganze Zahl von 1 bis 10000 sein/],
    [`limit=${MAX_POINTS_PAGE + 1}`, /limit muss eine ganze Zahl von 1 bis 10000 sein/],
    ['limit=zehn', /limit muss eine ganze Zahl von 1 bis 10000 sein/],
    ['after=kaputt', /keine gültige Seitenmarke/],
  ])('finding 6: refuses %s with a German 400', async (query, message) => {
    for (const url of [`${API}/gis/points/${layer}?${query}`, `${API}/gis/points?${query}`]) {
      const res = await w.anon.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().Message).toBe('Die Eingaben sind ungültig.');
      expect(res.json().Errors).toEqual([{ Field: `querystring.${query.split('=')[0]}`, Message: expect.stringMatching(message) }]);
    }
  });
});
