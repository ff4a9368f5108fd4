import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PRODUCTION_HASH_COST, setPasswordHashCost } from '../../src/lib/password.js';
import { hmac } from '../../src/lib/tokens.js';
import { FREE_IP_FAILURES } from '../../src/modules/auth/ip-login-failures.js';
import { FREE_LOGIN_FAILURES, loginAccountKey } from '../../src/modules/auth/login-failures.service.js';
import { adminId, sessionFor, url } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { countRows, createUser, PASSWORD } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Security properties (docs/security.md) that cut across modules: foreign origins, cookie flags behind
 *  HTTPS, response headers, the stored password hash and the per-account login limit (OWASP ASVS
 *  4.0.3 V2, V3, V4.2, V14.4). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const setCookies = (res: LightMyRequestResponse) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

describe('writes from other sites', () => {
  it('refuses a foreign or null Origin with 403 and stores nothing; the own origin passes', async () => {
    const u = await createUser(t.db);
    const c = await sessionFor(t, u.id);
    const save = (origin?: string) => c.request('POST', url('/auth/settings'), { Farbe: 'blau' }, { headers: origin ? { origin } : {} });
    for (const origin of ['https://evil.example', 'http://localhost:8080.evil.example', 'null', 'http://localhost:81']) {
      const res = await save(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({ Message: 'Anfragen von fremden Seiten sind nicht erlaubt.' });
    }
    expect(await countRows(t.db, 'user_settings')).toBe(0);
    // app.inject addresses the request to Host localhost:80; PUBLIC_URL is http://localhost:8080.
    expect((await save('http://localhost:80')).statusCode).toBe(200);
    expect((await save('http://localhost:8080')).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
  });

  it('refuses Sec-Fetch-Site: cross-site for anonymous writes (pre-session) too', async () => {
    const anon = new TestClient(t.app);
    const res = await anon.request('POST', url('/survey'), {}, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect(await countRows(t.db, 'survey_responses')).toBe(0);
  });
});

describe('response headers', () => {
  it('sends pages (everything outside /api/) a strict CSP, nosniff, a referrer policy, DENY for frames and no x-powered-by', async () => {
    for (const res of [await t.app.inject({ method: 'GET', url: '/' }), await t.app.inject({ method: 'GET', url: '/unbekannt' })]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
      // Images only from our origin and the configured tile host (TILE_URL).
      expect(csp).toContain(`img-src 'self' data: blob: ${new URL(t.app.config.tileUrl.replace(/\{s\}\./, '')).origin};`);
      // fetch() reaches our origin and the tile host (the offline map area), the service worker and
      // the web app manifest come from our origin only (docs/product.md §22).
      expect(csp).toContain(`connect-src 'self' ${new URL(t.app.config.tileUrl.replace(/\{s\}\./, '')).origin};`);
      expect(csp).toContain("worker-src 'self';");
      expect(csp).toContain("manifest-src 'self';");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends API answers, errors and unknown routes included, the lean set for resources: nosniff, CSP none, CORP, no-store', async () => {
    const admin = await sessionFor(t, await adminId(t));
    const answers = [await admin.get(url('/auth/info')), await admin.get(url('/gis/workspace/nicht-da')), await admin.get(url('/unbekannt')),
      await t.app.inject({ method: 'GET', url: url('/health') }), await admin.post(url('/auth/login'), {})];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 404, 200, 400]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      // The page's headers stay off: they would only add bytes to every answer.
      for (const name of ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-dns-prefetch-control', 'x-powered-by']) {
        expect(res.headers[name], name).toBeUndefined();
      }
    }
  });
});

describe('pre-sessions', () => {
  const sessionCookie = (res: LightMyRequestResponse) => /^mk_session=([^;]*)/.exec(setCookies(res).find((h) => h.startsWith('mk_session=')) ?? '')?.[1];

  it('gives an anonymous visitor a marked token (anon.…), which reads no session, and a login a plain new one', async () => {
    const first = await t.app.inject({ method: 'GET', url: url('/auth/info') });
    const pre = sessionCookie(first)!;
    expect(pre).toMatch(/^anon\.[A-Za-z0-9_-]{43}$/);
    const u = await createUser(t.db);
    const c = await sessionFor(t, u.id);
    const login = c.cookies.get('mk_session')!;
    expect(login).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await c.get(url('/auth/info'))).json().LoggedIn).toBe(true);
    // The mark makes a visitor anonymous whatever follows it, a live login's token too: no way in.
    const marked = await t.app.inject({ method: 'GET', url: url('/auth/info'), headers: { cookie: `mk_session=anon.${login}` } });
    expect(marked.json()).toEqual({ LoggedIn: false, Permissions: [] });
    expect(sessionCookie(marked)).toBeUndefined();
    // Logging out hands out a new pre-session.
    expect(sessionCookie(await c.get(url('/auth/logout')))).toMatch(/^anon\./);
  });
});

describe('cookies behind HTTPS', () => {
  it('names the session cookie __Host-… with Secure, HttpOnly, SameSite=Lax, Path=/ and no Domain', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://karte.example.org', TRUST_PROXY: 'true' } });
    try {
      const res = await https.app.inject({ method: 'GET', url: url('/auth/info'), headers: { 'x-forwarded-proto': 'https' } });
      const session = setCookies(res).find((h) => h.startsWith('__Host-mk_session='));
      expect(session).toBeDefined();
      expect(session).toMatch(/; Secure/);
      expect(session).toMatch(/; HttpOnly/);
      expect(session).toMatch(/; SameSite=Lax/);
      expect(session).toMatch(/; Path=\//);
      expect(session).not.toMatch(/Domain=/i);
      const xsrf = setCookies(res).find((h) => h.startsWith('XSRF-TOKEN='));
      expect(xsrf).toMatch(/; Secure/);
      expect(xsrf).not.toMatch(/HttpOnly/);
      const page = await https.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      // The plain cookie name does not log anybody in there.
      const u = await createUser(https.db);
      const plain = await sessionFor(https, u.id);
      expect((await plain.get(url('/auth/info'))).json().LoggedIn).toBe(false);
    } finally {
      await https.close();
    }
  });

  it('over plain HTTP the session cookie has no Secure flag and no __Host- prefix', async () => {
    const res = await t.app.inject({ method: 'GET', url: url('/auth/info') });
    const session = setCookies(res).find((h) => h.startsWith('mk_session='));
    expect(session).toMatch(/; HttpOnly/);
    expect(session).not.toMatch(/Secure/);
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
  });
});

/** An app that hashes at the production cost, which the other tests lower (docs/architecture.md
 *  §10); closed, and the lower cost restored, when the test ends. */
async function atProductionCost(): Promise<TestApp> {
  const strong = await createTestApp({ env: { PASSWORD_HASH_COST: String(PRODUCTION_HASH_COST) } });
  onTestFinished(async () => {
    await strong.close();
    setPasswordHashCost(t.app.config.passwordHashCost);
  });
  return strong;
}

describe('stored password hashes', () => {
  it('stores scrypt N=2^17, r=8, p=1 for accounts made by registration and by an administrator', async () => {
    const strong = await atProductionCost();
    const anon = new TestClient(strong.app);
    const reg = await anon.post(url('/auth/register'), { Email: 'neu@example.org', Name: 'Neu', Password: 'ein-langes-passwort' });
    expect(reg.statusCode, reg.body).toBe(200);
    const admin = await sessionFor(strong, await adminId(strong));
    const made = await admin.post(url('/admin/user'), { Name: 'Angelegt', Email: 'angelegt@example.org', Password: 'noch-ein-passwort', Active: true, Groups: [], Attributes: [] });
    expect(made.statusCode, made.body).toBe(200);
    const rows = await strong.db.selectFrom('users').select(['email', 'password_hash']).where('email', 'in', ['neu@example.org', 'angelegt@example.org']).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const [kind, n, r, p, salt, key] = row.password_hash.split('$');
      expect([kind, n, r, p], row.email).toEqual(['scrypt', '131072', '8', '1']);
      expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
      expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
      expect(row.password_hash).not.toContain('passwort');
    }
  });
});

describe('failed logins per account', () => {
  /** A login from the client address `ip` in a fresh browser (cookie + anti-forgery token). */
  async function loginFrom(ip: string, Email: string, Password: string, app = t.app) {
    const info = await app.inject({ method: 'GET', url: url('/auth/info'), remoteAddress: ip });
    const cookies = info.cookies as { name: string; value: string }[];
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    return app.inject({
      method: 'POST', url: url('/auth/login'), remoteAddress: ip,
      headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' }, payload: JSON.stringify({ Email, Password }),
    });
  }
  const secret = async () => (await t.db.selectFrom('system_secrets').select('value').where('name', '=', 'xsrf-hmac').executeTakeFirstOrThrow()).value;
  /** Stores `n` failures of `email` at `at`, as earlier attempts from many addresses would have. */
  async function failuresAt(email: string, n: number, at: Date) {
    const key = loginAccountKey(await secret(), email);
    const rows = Array.from({ length: n }, () => ({ account_key: key, failed_at: at.toISOString() }));
    await t.db.insertInto('login_failures').values(rows).execute();
  }

  const DELAYED = /^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte warten Sie \d+ Sekunden? und versuchen Sie es dann noch einmal, oder setzen Sie Ihr Passwort zurück\.$/;

  it(`delays an address after ${FREE_LOGIN_FAILURES} failures from any mix of addresses, even with the right password, and names the wait`, async () => {
    const u = await createUser(t.db, { email: 'ziel@example.org' });
    await failuresAt(u.email, FREE_LOGIN_FAILURES - 2, new Date());
    expect((await loginFrom('198.51.100.1', u.email, 'falsch-1')).statusCode).toBe(401);
    expect((await loginFrom('203.0.113.7', 'ZIEL@example.org ', 'falsch-2')).statusCode).toBe(401);
    await failuresAt(u.email, 3, new Date());
    const sessions = await countRows(t.db, 'sessions');
    for (const ip of ['192.0.2.55', '2001:db8::1']) {
      const res = await loginFrom(ip, u.email, PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(res.json().Message).toMatch(DELAYED);
      // 8 failures: the 4th delayed one waits 2^3 = 8 s after the latest.
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(5);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(8);
    }
    expect(await countRows(t.db, 'sessions')).toBe(sessions);
    // Another account is not affected.
    const other = await createUser(t.db);
    expect((await loginFrom('192.0.2.55', other.email, PASSWORD)).statusCode).toBe(200);
  });

  it(`delays a client address after ${FREE_IP_FAILURES} failures, whatever accounts it tries; other addresses are not affected`, async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, (_, i) => createUser(t.db, { email: `sprayed-${i}@example.org` })));
    // The clock stands still: the next try comes within the first delay (1 s after the latest
    // failure), however long a login takes on a loaded machine.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      for (let i = 0; i < FREE_IP_FAILURES; i++) {
        expect((await loginFrom('198.51.100.77', accounts[i % 5]!.email, `falsch-${i}`)).statusCode).toBe(401);
      }
      const slowed = await loginFrom('198.51.100.77', accounts[0]!.email, PASSWORD);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().Message).toMatch(DELAYED);
      expect((await loginFrom('198.51.100.78', accounts[0]!.email, PASSWORD)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers an unknown address exactly like a known one (no account enumeration)', async () => {
    const known = await createUser(t.db, { email: 'bekannt@example.org' });
    const now = new Date();
    await failuresAt('niemand@example.org', 10, now);
    await failuresAt(known.email, 10, now);
    const answers = await Promise.all(['niemand@example.org', known.email].map((email) => loginFrom('198.51.100.2', email, 'egal-egal')));
    expect(answers.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
  });

  it('forgets failures after a day and stores neither the address nor the client IP', async () => {
    const u = await createUser(t.db, { email: 'vergessen@example.org' });
    await failuresAt(u.email, 50, new Date(Date.now() - 25 * 3600_000));
    expect((await loginFrom('198.51.100.3', u.email, 'falsch-3')).statusCode).toBe(401);
    const rows = await t.db.selectFrom('login_failures').selectAll().execute();
    // The failure just now deleted every row older than a day.
    const key = loginAccountKey(await secret(), u.email);
    expect(rows.filter((r) => r.account_key === key)).toHaveLength(1);
    expect(rows.every((r) => Date.now() - Date.parse(r.failed_at) < 24 * 3600_000)).toBe(true);
    const dump = JSON.stringify(rows);
    expect(dump).not.toMatch(/@|198\.51|203\.0|192\.0|2001:db8/);
    expect(key).toBe(hmac(await secret(), 'vergessen@example.org'));
    expect((await loginFrom('198.51.100.3', u.email, PASSWORD)).statusCode).toBe(200);
  });
});
