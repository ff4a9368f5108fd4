import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../client.js';
import { createUser, PASSWORD } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** „Passwort ändern“ in the profile (docs/product.md §16.6): POST /auth/password with the current
 *  password and a strong new one; the other sessions end, this one stays. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { confirmLinkPerHour: 1000, loginPerMinute: 1000 } });
});
afterAll(async () => t?.close());

const API = '/api/v1';
const NEW = 'Fluss-Ufer-Kiesel-42';
const hashOf = async (id: string) => (await t.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;
const loggedIn = async (c: TestClient) => ((await c.get(`${API}/auth/info`)).json() as { LoggedIn: boolean }).LoggedIn;

async function twoSessions() {
  const user = await createUser(t.db, { name: 'Anna Ufer', email: `anna-${Math.random().toString(36).slice(2)}@example.org` });
  const [here, there] = [new TestClient(t.app), new TestClient(t.app)];
  await here.login(user.email, PASSWORD);
  await there.login(user.email, PASSWORD);
  return { user, here, there };
}

describe('POST /auth/password', () => {
  it('sets the new password, keeps this session and ends the others', async () => {
    const { user, here, there } = await twoSessions();
    const res = await here.post(`${API}/auth/password`, { CurrentPassword: PASSWORD, Password: NEW });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'Ihr Passwort wurde geändert. Ihre anderen Sitzungen wurden beendet.' });
    expect(await loggedIn(here)).toBe(true);
    expect(await loggedIn(there)).toBe(false);
    const again = new TestClient(t.app);
    expect((await again.post(`${API}/auth/login`, { Email: user.email, Password: PASSWORD })).statusCode).not.toBe(200);
    expect((await again.post(`${API}/auth/login`, { Email: user.email, Password: NEW })).statusCode).toBe(200);
  });

  it('refuses a wrong current password (403) and a weak new one (400), changing nothing', async () => {
    const { user, here, there } = await twoSessions();
    const before = await hashOf(user.id);
    const wrong = await here.post(`${API}/auth/password`, { CurrentPassword: 'falsch-falsch', Password: NEW });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().Message).toBe('Das bisherige Passwort ist nicht richtig. Ihr Passwort wurde nicht geändert.');
    const weak = await here.post(`${API}/auth/password`, { CurrentPassword: PASSWORD, Password: 'anna-ufer' });
    expect(weak.statusCode).toBe(400);
    expect(typeof weak.json().Errors[0].Message).toBe('string');
    for (const body of [{ CurrentPassword: PASSWORD }, { CurrentPassword: '', Password: NEW }, { CurrentPassword: PASSWORD, Password: 'kurz' }, { CurrentPassword: PASSWORD, Password: NEW, Extra: 1 }]) {
      expect((await here.post(`${API}/auth/password`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await hashOf(user.id)).toBe(before);
    expect(await loggedIn(there)).toBe(true);
  });

  it('answers 401 to anonymous visitors', async () => {
    expect((await new TestClient(t.app).post(`${API}/auth/password`, { CurrentPassword: PASSWORD, Password: NEW })).statusCode).toBe(401);
  });
});
