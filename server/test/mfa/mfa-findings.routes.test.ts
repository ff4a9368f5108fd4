import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_REQUIRED_SETTING } from '@mitmachkarte/contract';
import { seal } from '../../src/lib/secret-box.js';
import { sessionFor } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { createOrganisation, createUser, PASSWORD } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Regression tests of the probe's findings 3, 4, 10 and 13 about two-factor login and the
 *  password checks around it (docs/security.md, Two-factor login; Passwords and logins). */

const API = '/api/v1';
const LAX_HOST = 'stadt.example.org';
const STRICT_HOST = 'streng.example.org';
/** Every permission, as the first-start group „Administratoren“ holds them. */
const ALL = ['admin', 'usermanager', 'groupmanager', 'orgmanager', 'project'] as const;

let t: TestApp;
let strictOrg: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { loginPerMinute: 10_000, confirmLinkPerHour: 10_000 } });
  await createOrganisation(t.db, { host: LAX_HOST, title: 'Stadt', isDefault: true });
  strictOrg = (await createOrganisation(t.db, { host: STRICT_HOST, title: 'Strenge Stadt', other: { [MFA_REQUIRED_SETTING]: true } })).id;
});
afterAll(async () => t?.close());

const serverSecret = async () => (await t.db.selectFrom('system_secrets').select('value').where('name', '=', 'xsrf-hmac').executeTakeFirstOrThrow()).value;
/** The app's code `seconds` from now. */
const codeAt = (secret: string, seconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

/** Logs in with the password through POST /auth/login, as a browser on `host`. */
async function passwordLogin(c: TestClient, email: string, host = LAX_HOST) {
  return c.request('POST', `${API}/auth/login`, { Email: email, Password: PASSWORD }, { headers: { host } });
}

/** Switches two-factor login on for `userId` as its enrolment leaves it: the TOTP secret sealed
 *  under the server's secret (lib/secret-box.ts). Returns the secret the person's app holds. */
async function withSecondFactor(userId: string): Promise<string> {
  const totp = generateSecret();
  await t.db.updateTable('users').set({ mfa_secret: seal(await serverSecret(), totp) }).where('id', '=', userId).execute();
  return totp;
}

const storedOther = async (id: string) =>
  JSON.parse((await t.db.selectFrom('organisations').select('other').where('id', '=', id).executeTakeFirstOrThrow()).other) as Record<string, unknown>;

describe('finding 3: mfa_pflicht is switched off by the session it restricts', () => {
  it('finding 3: an administrator without a second factor, logged in with the password alone, cannot switch mfa_pflicht off', async () => {
    const admin = await createUser(t.db, { permissions: [...ALL] });
    const c = new TestClient(t.app);
    expect((await passwordLogin(c, admin.email, STRICT_HOST)).statusCode).toBe(200);
    const off = await c.request('PUT', `${API}/admin/organisation/${strictOrg}`,
      { Host: STRICT_HOST, Config: { Title: 'Strenge Stadt', Menu: [], Other: { [MFA_REQUIRED_SETTING]: false } } }, { headers: { host: STRICT_HOST } });
    expect(off.statusCode, off.body).toBe(403);
    expect(off.json().Message).toMatch(/Zwei-Faktor-Anmeldung/);
    expect(await storedOther(strictOrg)).toEqual({ [MFA_REQUIRED_SETTING]: true });
    // The next login is as restricted as the first.
    const again = await passwordLogin(new TestClient(t.app), admin.email, STRICT_HOST);
    expect(again.json()).toMatchObject({ LoggedIn: true, MfaSetupRequired: true });
  });
});

describe('finding 4: the MFA requirement follows the Host header', () => {
  it('finding 4: a user manager without a second factor who logs in on the host of an organisation without mfa_pflicht gets no admin rights', async () => {
    const manager = await createUser(t.db, { permissions: ['usermanager', 'admin'] });
    const c = new TestClient(t.app);
    const login = await passwordLogin(c, manager.email, LAX_HOST);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ LoggedIn: true, MfaSetupRequired: true });
    for (const host of [LAX_HOST, STRICT_HOST]) {
      const users = await c.request('GET', `${API}/admin/users`, undefined, { headers: { host } });
      expect(users.statusCode, `${host}: ${users.body}`).toBe(403);
    }
  });
});

describe('finding 10: password checks outside the throttle, enabling without a password', () => {
  /** Five wrong passwords through `attempt` are refused (403), the sixth waits (429 with
   *  Retry-After), and so does a login with the right password from a browser the account never
   *  used: the account's failure count is the login's. */
  async function expectCountedLikeLogins(email: string, attempt: () => ReturnType<TestClient['post']>) {
    for (let i = 0; i < 5; i++) {
      const res = await attempt();
      expect(res.statusCode, res.body).toBe(403);
    }
    const sixth = await attempt();
    expect(sixth.statusCode, sixth.body).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.json().Message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
    expect((await passwordLogin(new TestClient(t.app), email)).statusCode).toBe(429);
  }

  it('finding 10: wrong current passwords at /auth/password count against the account like failed logins', async () => {
    const u = await createUser(t.db);
    const c = await sessionFor(t, u.id);
    await expectCountedLikeLogins(u.email, () => c.post(`${API}/auth/password`, { CurrentPassword: 'geraten-1', Password: 'Fluss-Ufer-Kiesel-42' }));
  });

  it('finding 10: wrong passwords at /auth/account/delete count against the account like failed logins', async () => {
    const u = await createUser(t.db);
    const c = await sessionFor(t, u.id);
    await expectCountedLikeLogins(u.email, () => c.post(`${API}/auth/account/delete`, { Password: 'geraten-1' }));
  });

  it('finding 10: wrong passwords at /auth/mfa/disable count against the account like failed logins', async () => {
    const u = await createUser(t.db);
    const totp = await withSecondFactor(u.id);
    const c = await sessionFor(t, u.id);
    const code = await codeAt(totp);
    await expectCountedLikeLogins(u.email, () => c.post(`${API}/auth/mfa/disable`, { Password: 'geraten-1', Code: code }));
  });

  it('finding 10: switching two-factor login off needs a current code besides the password', async () => {
    const u = await createUser(t.db);
    const totp = await withSecondFactor(u.id);
    const c = await sessionFor(t, u.id);
    const passwordOnly = await c.post(`${API}/auth/mfa/disable`, { Password: PASSWORD });
    expect(passwordOnly.statusCode, passwordOnly.body).toBe(400);
    const wrongCode = await c.post(`${API}/auth/mfa/disable`, { Password: PASSWORD, Code: '000000' });
    expect(wrongCode.statusCode, wrongCode.body).toBe(403);
    expect((await t.db.selectFrom('users').select('mfa_secret').where('id', '=', u.id).executeTakeFirstOrThrow()).mfa_secret).not.toBeNull();
    const both = await c.post(`${API}/auth/mfa/disable`, { Password: PASSWORD, Code: await codeAt(totp) });
    expect(both.statusCode, both.body).toBe(200);
  });

  it('finding 10: setting two-factor login up and switching it on needs the password', async () => {
    const u = await createUser(t.db);
    const c = await sessionFor(t, u.id);
    expect((await c.post(`${API}/auth/mfa/setup`, {})).statusCode).toBe(400);
    expect((await c.post(`${API}/auth/mfa/setup`, { Password: 'geraten-1' })).statusCode).toBe(403);
    const setup = await c.post(`${API}/auth/mfa/setup`, { Password: PASSWORD });
    expect(setup.statusCode, setup.body).toBe(200);
    const code = await codeAt(setup.json().Secret);
    expect((await c.post(`${API}/auth/mfa/enable`, { Code: code })).statusCode).toBe(400);
    expect((await c.post(`${API}/auth/mfa/enable`, { Password: 'geraten-2', Code: code })).statusCode).toBe(403);
    const enable = await c.post(`${API}/auth/mfa/enable`, { Password: PASSWORD, Code: code });
    expect(enable.statusCode, enable.body).toBe(200);
  });
});

describe('finding 13: wrong codes make every browser wait', () => {
  it('finding 13: an attacker\'s wrong codes do not make the owner\'s trusted browser wait, and the attacker still waits', async () => {
    const owner = await createUser(t.db);
    // The owner's browser logged in before (and was trusted then); since then the account has a
    // second factor.
    const ownerBrowser = new TestClient(t.app);
    expect((await passwordLogin(ownerBrowser, owner.email)).json().LoggedIn).toBe(true);
    expect((await ownerBrowser.get(`${API}/auth/logout`)).statusCode).toBe(200);
    const totp = await withSecondFactor(owner.id);

    // Someone who has the password guesses codes, waiting out each delay, until the account's code
    // step makes everyone wait 8 s (8 wrong codes: 5 free, then 1, 2, 4 s): long enough for the
    // steps below on a slow machine.
    const attacker = new TestClient(t.app);
    let wrong = 0;
    let waited = false;
    while (wrong < 8) {
      const login = await passwordLogin(attacker, owner.email);
      expect(login.json(), login.body).toMatchObject({ MfaRequired: true });
      for (let i = 0; i < 5 && wrong < 8;) {
        const guess = await attacker.post(`${API}/auth/login/mfa`, { Code: '000000' });
        if (guess.statusCode === 429) {
          waited = true;
          await new Promise((r) => setTimeout(r, Number(guess.headers['retry-after']) * 1000));
          continue;
        }
        expect(guess.statusCode).toBe(401);
        wrong++;
        i++;
      }
    }
    expect(waited).toBe(true);
    await passwordLogin(attacker, owner.email);
    expect((await attacker.post(`${API}/auth/login/mfa`, { Code: '000000' })).statusCode).toBe(429);

    // The owner's browser logs in with password and code at once.
    const login = await passwordLogin(ownerBrowser, owner.email);
    expect(login.json()).toMatchObject({ MfaRequired: true });
    const code = await ownerBrowser.post(`${API}/auth/login/mfa`, { Code: await codeAt(totp) });
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json()).toMatchObject({ LoggedIn: true, ID: owner.id });

    // The attacker's browser gave the password but never a code: it is no trusted browser, and
    // its next code still waits.
    await passwordLogin(attacker, owner.email);
    expect((await attacker.post(`${API}/auth/login/mfa`, { Code: await codeAt(totp, 30) })).statusCode).toBe(429);
  });
});
