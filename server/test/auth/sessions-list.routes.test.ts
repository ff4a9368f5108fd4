import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@mitmachkarte/contract';
import { purgeDeadSessions, SESSION_IDLE_MS } from '../../src/modules/auth/sessions.service.js';
import { adminId, userWith } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { createUser, PASSWORD } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Sessions under the user's control: GET /auth/sessions lists the live sessions with
 *  their device and last use (no IP address), DELETE /auth/session/{id} ends one, DELETE
 *  /auth/sessions all others; DELETE /admin/user/{id}/sessions lets a user manager end them all. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A client logged in as `email` from a browser with `userAgent`. */
async function loginFrom(email: string, userAgent: string): Promise<TestClient> {
  const c = new TestClient(t.app);
  const res = await c.request('POST', '/api/v1/auth/login', { Email: email, Password: PASSWORD }, { headers: { 'user-agent': userAgent } });
  expect(res.statusCode, res.body).toBe(200);
  return c;
}
const sessions = async (c: TestClient) => {
  const res = await c.get('/api/v1/auth/sessions');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SessionInfo[];
};
const loggedIn = async (c: TestClient) => (await c.get('/api/v1/auth/info')).json().LoggedIn as boolean;

describe('own sessions', () => {
  it('lists each device with first and last use, marks this one, and shows no address', async () => {
    const u = await createUser(t.db);
    const laptop = await loginFrom(u.email, FIREFOX_WINDOWS);
    await loginFrom(u.email, CHROME_ANDROID);
    const list = await sessions(laptop);
    expect(list.map((s) => [s.Device, s.Current])).toEqual(expect.arrayContaining([['Firefox auf Windows', true], ['Chrome auf Android (Mobilgerät)', false]]));
    expect(list).toHaveLength(2);
    for (const s of list) {
      expect(Object.keys(s).sort()).toEqual(['CreatedAt', 'Current', 'Device', 'ID', 'LastUsedAt']);
      expect(s.ID).toMatch(/^[0-9a-f]{32}$/);
    }
    expect(JSON.stringify(list)).not.toMatch(/127\.0\.0\.1|::1/);
  });

  it('ends another device\'s session, all others at once, or this one (a logout)', async () => {
    const u = await createUser(t.db);
    const laptop = await loginFrom(u.email, FIREFOX_WINDOWS);
    const phone = await loginFrom(u.email, CHROME_ANDROID);
    const phoneId = (await sessions(laptop)).find((s) => !s.Current)!.ID;
    const ended = await laptop.delete(`/api/v1/auth/session/${phoneId}`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual({ Message: 'Die Sitzung wurde beendet.' });
    expect(await loggedIn(phone)).toBe(false);
    expect(await loggedIn(laptop)).toBe(true);

    const tablet = await loginFrom(u.email, CHROME_ANDROID);
    const other = await loginFrom(u.email, FIREFOX_WINDOWS);
    expect((await laptop.delete('/api/v1/auth/sessions')).json()).toEqual({ Message: 'Alle anderen Sitzungen wurden beendet.' });
    expect([await loggedIn(tablet), await loggedIn(other), await loggedIn(laptop)]).toEqual([false, false, true]);

    const own = (await sessions(laptop))[0]!;
    expect((await laptop.delete(`/api/v1/auth/session/${own.ID}`)).statusCode).toBe(200);
    expect(await loggedIn(laptop)).toBe(false);
  });

  it('cannot end another user\'s session (404, it stays), refuses anonymous visitors and malformed ids', async () => {
    const anna = await loginFrom((await createUser(t.db)).email, FIREFOX_WINDOWS);
    const bert = await loginFrom((await createUser(t.db)).email, FIREFOX_WINDOWS);
    const bertsId = (await sessions(bert))[0]!.ID;
    const res = await anna.delete(`/api/v1/auth/session/${bertsId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'Diese Sitzung gibt es nicht (mehr).' });
    expect(await loggedIn(bert)).toBe(true);

    const anon = new TestClient(t.app);
    expect((await anon.get('/api/v1/auth/sessions')).statusCode).toBe(401);
    expect((await anon.delete(`/api/v1/auth/session/${bertsId}`)).statusCode).toBe(401);
    expect((await anon.delete('/api/v1/auth/sessions')).statusCode).toBe(401);
    const bad = await anna.delete('/api/v1/auth/session/kaputt');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual([{ Field: 'params.id', Message: 'Ungültige Sitzung.' }]);
    expect((await anna.delete(`/api/v1/auth/session/${bertsId}`, { xsrf: false })).statusCode).toBe(403);
    expect(await loggedIn(bert)).toBe(true);
  });
});

describe('a user manager ends a user\'s sessions', () => {
  it('ends every session of the user; not of an account with rights the manager lacks', async () => {
    const manager = await userWith(t, ['usermanager']);
    const u = await createUser(t.db);
    const a = await loginFrom(u.email, FIREFOX_WINDOWS);
    const b = await loginFrom(u.email, CHROME_ANDROID);
    const res = await manager.client.delete(`/api/v1/admin/user/${u.id}/sessions`);
    expect(res.statusCode, res.body).toBe(200);
    expect([await loggedIn(a), await loggedIn(b)]).toEqual([false, false]);
    expect((await manager.client.delete(`/api/v1/admin/user/${await adminId(t)}/sessions`)).statusCode).toBe(403);
    expect((await a.delete(`/api/v1/admin/user/${u.id}/sessions`)).statusCode).toBe(401);
  });
});

describe('purgeDeadSessions (hourly)', () => {
  it('deletes the sessions past their lifetime or idle too long and keeps the live ones', async () => {
    const u = await createUser(t.db);
    const [expired, idle, live] = [await loginFrom(u.email, FIREFOX_WINDOWS), await loginFrom(u.email, CHROME_ANDROID), await loginFrom(u.email, FIREFOX_WINDOWS)];
    const rows = await t.db.selectFrom('sessions').select(['id']).where('user_id', '=', u.id).orderBy('created_at').execute();
    expect(rows).toHaveLength(3);
    const now = Date.now();
    await t.db.updateTable('sessions').set({ expires_at: new Date(now - 1000).toISOString() }).where('id', '=', rows[0]!.id).execute();
    await t.db.updateTable('sessions').set({ last_seen_at: new Date(now - SESSION_IDLE_MS - 1000).toISOString() }).where('id', '=', rows[1]!.id).execute();

    expect(await purgeDeadSessions(t.db)).toBeGreaterThanOrEqual(2);
    const left = await t.db.selectFrom('sessions').select(['id']).where('user_id', '=', u.id).execute();
    expect(left.map((r) => r.id)).toEqual([rows[2]!.id]);
    expect([await loggedIn(expired), await loggedIn(idle), await loggedIn(live)]).toEqual([false, false, true]);
  });
});
