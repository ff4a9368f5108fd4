import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@mitmachkarte/contract';
import { newId, nowIso } from '../../src/lib/ids.js';
import { hashToken } from '../../src/lib/tokens.js';
import { TestClient } from '../client.js';
import { countRows, createUser, PASSWORD } from '../factories.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../test-app.js';

/** Status-code contract of the /auth routes and of the API-wide behaviour (sessions, anti-forgery,
 *  404, 413, malformed JSON, OpenAPI). docs/architecture.md §5, §6; docs/product.md §3, §7, §8.
 *  POST /auth/login is rate-limited to 30 a minute per address (requests refused by the
 *  anti-forgery check do not count); this file makes about 23, so keep new login calls few. */

const LOGIN_FAILED = { Message: 'Der Benutzername oder das Passwort ist falsch' };
const USER_NOT_FOUND = { Message: 'Der Benutzer konnte nicht gefunden werden.' };
const SESSION_COOKIE = 'mk_session';

let t: TestApp;
/** Reused logged-in clients: a user without permissions, a second one, and a holder of `project`. */
let plain: TestClient, plainUser: { id: string; email: string };
let other: TestClient, otherUser: { id: string; email: string };
let project: TestClient;

const url = (p: string) => `/api/v1${p}`;

async function loggedIn(email: string, password = PASSWORD): Promise<TestClient> {
  const c = new TestClient(t.app);
  await c.login(email, password);
  return c;
}

/** Sends raw text as a JSON body (TestClient sets no content type for string bodies). */
const postRaw = (c: TestClient, path: string, text: string) =>
  c.request('POST', url(path), text, { headers: { 'content-type': 'application/json' } });

const settingsRow = async (userId: string) =>
  (await t.db.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst()) ?? null;

beforeAll(async () => {
  t = await createTestApp();
  plainUser = await createUser(t.db);
  otherUser = await createUser(t.db);
  const projectUser = await createUser(t.db, { permissions: ['project'] });
  [plain, other, project] = await Promise.all([loggedIn(plainUser.email), loggedIn(otherUser.email), loggedIn(projectUser.email)]);
});
afterAll(async () => t?.close());

describe('POST /auth/login', () => {
  it('answers 200 with UserInfo and starts a new session under a new cookie value', async () => {
    const u = await createUser(t.db, { name: 'Login Test', permissions: ['project', 'orgmanager'] });
    const c = new TestClient(t.app);
    expect((await c.get(url('/auth/info'))).statusCode).toBe(200);
    const anonToken = c.cookies.get(SESSION_COOKIE);
    const anonXsrf = c.cookies.get('XSRF-TOKEN');
    expect(anonToken).toBeTruthy();
    const sessionsBefore = await countRows(t.db, 'sessions');

    const res = await c.post(url('/auth/login'), { Email: u.email, Password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.LoggedIn).toBe(true);
    expect([...body.Permissions].sort()).toEqual(['orgmanager', 'project']);
    expect(body.ID).toBe(u.id);
    expect(body.Email).toBe(u.email);
    expect(body.Name).toBe('Login Test');
    expect(res.body).not.toMatch(/password|hash|scrypt/i);

    const newToken = c.cookies.get(SESSION_COOKIE);
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(anonToken);
    expect(c.cookies.get('XSRF-TOKEN')).not.toBe(anonXsrf);
    expect(await countRows(t.db, 'sessions')).toBe(sessionsBefore + 1);
    const row = await t.db.selectFrom('sessions').selectAll().where('id', '=', hashToken(newToken!)).executeTakeFirst();
    expect(row?.user_id).toBe(u.id);
    // The session cookie is HttpOnly and SameSite=Lax (docs/architecture.md §5).
    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((h) => h.startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const info = (await c.get(url('/auth/info'))).json();
    expect(info).toMatchObject({ LoggedIn: true, ID: u.id });

    // The pre-login anti-forgery token is bound to the old session and no longer accepted.
    const stale = await c.post(url('/auth/settings'), { a: 'b' }, { xsrf: anonXsrf! });
    expect(stale.statusCode).toBe(403);

    // Logging in again replaces the session: a new id, the old row deleted, no orphans.
    const again = await c.post(url('/auth/login'), { Email: u.email, Password: PASSWORD });
    expect(again.statusCode, again.body).toBe(200);
    const third = c.cookies.get(SESSION_COOKIE)!;
    expect(third).not.toBe(newToken);
    expect(await countRows(t.db, 'sessions')).toBe(sessionsBefore + 1);
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', hashToken(newToken!)).executeTakeFirst()).toBeUndefined();
    const replay = new TestClient(t.app);
    replay.cookies.set(SESSION_COOKIE, newToken!);
    expect((await replay.get(url('/auth/info'))).json().LoggedIn).toBe(false);
  });

  it('answers 401 with exactly the spec message for a wrong password and an unknown e-mail, without a session', async () => {
    const sessionsBefore = await countRows(t.db, 'sessions');
    const c = new TestClient(t.app);
    const wrong = await c.post(url('/auth/login'), { Email: plainUser.email, Password: 'falsches-passwort' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(LOGIN_FAILED);
    const unknown = await c.post(url('/auth/login'), { Email: 'niemand@example.org', Password: PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(LOGIN_FAILED);
    expect(await countRows(t.db, 'sessions')).toBe(sessionsBefore);
    expect((await c.get(url('/auth/info'))).json()).toEqual({ LoggedIn: false, Permissions: [] });
  });

  it('answers 403 with a German message for an inactive account with the right password', async () => {
    const u = await createUser(t.db, { active: false });
    const sessionsBefore = await countRows(t.db, 'sessions');
    const c = new TestClient(t.app);
    const res = await c.post(url('/auth/login'), { Email: u.email, Password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toMatch(/aktiviert/);
    expect(await countRows(t.db, 'sessions')).toBe(sessionsBefore);
    expect((await c.get(url('/auth/info'))).json().LoggedIn).toBe(false);
  });

  it.each([
    ['wrong types', { Email: 42, Password: true }],
    ['missing Password', { Email: 'a@example.org' }],
    ['missing Email', { Password: PASSWORD }],
    ['empty object', {}],
    ['extra field', { Email: 'a@example.org', Password: PASSWORD, Admin: true }],
  ])('answers 400 with Errors[] for a body with %s', async (_label, body) => {
    const c = new TestClient(t.app);
    const res = await c.post(url('/auth/login'), body);
    expect(res.statusCode, res.body).toBe(400);
    const json = res.json();
    expect(typeof json.Message).toBe('string');
    expect(Array.isArray(json.Errors)).toBe(true);
    expect(json.Errors.length).toBeGreaterThan(0);
    for (const e of json.Errors) expect(e).toEqual({ Field: expect.any(String), Message: expect.any(String) });
  });

  it('answers 403 without an X-XSRF-TOKEN header', async () => {
    const c = new TestClient(t.app);
    const res = await c.post(url('/auth/login'), { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD }, { xsrf: false });
    expect(res.statusCode).toBe(403);
    expect(typeof res.json().Message).toBe('string');
    expect((await c.get(url('/auth/info'))).json().LoggedIn).toBe(false);
  });

  it('answers 403 with a wrong X-XSRF-TOKEN', async () => {
    const c = new TestClient(t.app);
    const res = await c.post(url('/auth/login'), { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD }, { xsrf: 'falsch' });
    expect(res.statusCode).toBe(403);
    expect((await c.get(url('/auth/info'))).json().LoggedIn).toBe(false);
  });

  it("answers 403 with the token of another visitor's session", async () => {
    const victim = new TestClient(t.app);
    await victim.get(url('/auth/info'));
    const foreignToken = victim.cookies.get('XSRF-TOKEN')!;
    const attacker = new TestClient(t.app);
    await attacker.get(url('/auth/info'));
    expect(attacker.cookies.get('XSRF-TOKEN')).not.toBe(foreignToken);
    const res = await attacker.post(url('/auth/login'), { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD }, { xsrf: foreignToken });
    expect(res.statusCode).toBe(403);
    expect((await attacker.get(url('/auth/info'))).json().LoggedIn).toBe(false);
  });

  it('answers 403 for Sec-Fetch-Site: cross-site even with a valid token', async () => {
    const c = new TestClient(t.app);
    const res = await c.request('POST', url('/auth/login'), { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD },
      { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect((await c.get(url('/auth/info'))).json().LoggedIn).toBe(false);
  });

  it('answers 400, not 500, for an e-mail containing a NUL character (no session)', async () => {
    const sessionsBefore = await countRows(t.db, 'sessions');
    const res = await new TestClient(t.app).post(url('/auth/login'), { Email: 'ad\u0000min@example.org', Password: ADMIN_PASSWORD });
    expect(res.statusCode, res.body).toBe(400);
    expect(await countRows(t.db, 'sessions')).toBe(sessionsBefore);
  });

  it('gives the first-start admin all five permissions (e-mail matched case-insensitively)', async () => {
    const c = await loggedIn(ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
    const info = (await c.get(url('/auth/info'))).json();
    expect(info.LoggedIn).toBe(true);
    expect(info.Email).toBe(ADMIN_EMAIL);
    expect([...info.Permissions].sort()).toEqual([...PERMISSIONS].sort());
    expect([...info.Permissions].sort()).toEqual(['admin', 'groupmanager', 'orgmanager', 'project', 'usermanager']);
  });
});

describe('GET /auth/info', () => {
  it('answers LoggedIn false and no permissions for anonymous visitors', async () => {
    const res = await new TestClient(t.app).get(url('/auth/info'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ LoggedIn: false, Permissions: [] });
  });

  it('answers LoggedIn true with the user and its permissions when logged in', async () => {
    const res = await plain.get(url('/auth/info'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ LoggedIn: true, Permissions: [], ID: plainUser.id, Email: plainUser.email });
    expect((await project.get(url('/auth/info'))).json().Permissions).toEqual(['project']);
  });
});

describe('GET /auth/logout', () => {
  it('deletes the session row; afterwards the client and a replayed old cookie are anonymous', async () => {
    const u = await createUser(t.db);
    const c = await loggedIn(u.email);
    const token = c.cookies.get(SESSION_COOKIE)!;
    const oldCookies = new Map(c.cookies);
    const id = hashToken(token);
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    const before = await countRows(t.db, 'sessions');

    const res = await c.get(url('/auth/logout'));
    expect(res.statusCode).toBe(200);
    expect(res.json().LoggedIn).toBe(false);
    expect(await countRows(t.db, 'sessions')).toBe(before - 1);
    expect(await t.db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(c.cookies.get(SESSION_COOKIE)).not.toBe(token);
    expect((await c.get(url('/auth/info'))).json()).toEqual({ LoggedIn: false, Permissions: [] });

    const replay = new TestClient(t.app);
    for (const [k, v] of oldCookies) replay.cookies.set(k, v);
    expect((await replay.get(url('/auth/info'))).json()).toEqual({ LoggedIn: false, Permissions: [] });
    const write = await replay.post(url('/auth/settings'), { a: 'b' });
    expect(write.statusCode).toBe(401);
    expect(await settingsRow(u.id)).toBeNull();
  });
});

describe('finding 7: a logout from another site', () => {
  it('finding 7: a GET or HEAD of /auth/logout sent by another site (no anti-forgery header) leaves the session', async () => {
    const u = await createUser(t.db);
    const c = await loggedIn(u.email);
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // What a link, image or form on another site makes the browser send: the cookies, no header.
    for (const method of ['GET', 'HEAD'] as const) {
      await t.app.inject({ method, url: url('/auth/logout'), headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } });
    }
    const info = await c.get(url('/auth/info'));
    expect(info.json().LoggedIn).toBe(true);
  });
});

describe('GET /auth/logout (anonymous)', () => {
  it('answers 200 LoggedIn false to an anonymous visitor and deletes no session', async () => {
    const before = await countRows(t.db, 'sessions');
    const visitor = new TestClient(t.app);
    await visitor.get(url('/auth/info'));
    const res = await visitor.get(url('/auth/logout'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ LoggedIn: false, Permissions: [] });
    expect(await countRows(t.db, 'sessions')).toBe(before);
    // Without the anti-forgery header (a request another site makes the browser send): 403.
    const bare = await new TestClient(t.app).get(url('/auth/logout'));
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ Message: 'Das Sicherheits-Token fehlt oder ist ungültig. Bitte laden Sie die Seite neu.' });
  });
});

describe('session lifetime', () => {
  it('treats a session idle for more than 2 hours as anonymous', async () => {
    const u = await createUser(t.db);
    const c = await loggedIn(u.email);
    const id = hashToken(c.cookies.get(SESSION_COOKIE)!);
    expect((await c.get(url('/auth/info'))).json().LoggedIn).toBe(true);
    await t.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 3 * 3600_000).toISOString() }).where('id', '=', id).execute();
    expect((await c.get(url('/auth/info'))).json()).toEqual({ LoggedIn: false, Permissions: [] });
    expect((await c.post(url('/auth/settings'), { a: 'b' })).statusCode).toBe(401);
  });

  it('treats a session past expires_at as anonymous even if recently used', async () => {
    const u = await createUser(t.db);
    const c = await loggedIn(u.email);
    const id = hashToken(c.cookies.get(SESSION_COOKIE)!);
    await t.db.updateTable('sessions')
      .set({ last_seen_at: new Date().toISOString(), expires_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', id).execute();
    expect((await c.get(url('/auth/info'))).json()).toEqual({ LoggedIn: false, Permissions: [] });
  });

  it('treats the session of a user deactivated after login as anonymous', async () => {
    const u = await createUser(t.db);
    const c = await loggedIn(u.email);
    expect((await c.get(url('/auth/info'))).json().LoggedIn).toBe(true);
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', u.id).execute();
    expect((await c.get(url('/auth/info'))).json()).toEqual({ LoggedIn: false, Permissions: [] });
    expect((await c.post(url('/auth/settings'), { a: 'b' })).statusCode).toBe(401);
  });
});

describe('GET /auth/org', () => {
  const org = (c: TestClient, host: string) => c.request('GET', url('/auth/org'), undefined, { headers: { host } });

  it("answers the fallback title 'Mitmachkarte' when no organisation exists", async () => {
    expect(await t.db.selectFrom('organisations').select('id').executeTakeFirst()).toBeUndefined();
    const res = await org(new TestClient(t.app), 'stadt.example');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Title: 'Mitmachkarte', Menu: [], Other: {}, Content: {}, ContentHtml: expect.any(Object), TermsVersion: null, Logo: null, Translation: null });
  });

  it('picks the organisation by Host, falls back to the host without port, then to the default', async () => {
    const now = nowIso();
    const menu = [{ Id: 'link_Karte_abcde', Display: 'Karte', Link: '/map', External: false, Fragment: '', Permissions: [] }];
    await t.db.insertInto('organisations').values([
      { id: newId(), host: 'stadt.example', title: 'Stadt', menu: JSON.stringify(menu), other: JSON.stringify({ gwapp_workspace: 'w1', n: 3, b: true }), content: '{}', is_default: 0, created_at: now, updated_at: now },
      { id: newId(), host: 'haupt.example', title: 'Hauptseite', menu: '[]', other: '{}', content: '{}', is_default: 1, created_at: now, updated_at: now },
    ]).execute();
    const c = new TestClient(t.app);
    const exact = await org(c, 'stadt.example');
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toEqual({ Title: 'Stadt', Menu: menu, Other: { gwapp_workspace: 'w1', n: 3, b: true }, Content: {}, ContentHtml: expect.any(Object), TermsVersion: null, Logo: null, Translation: null });
    expect((await org(c, 'stadt.example:8080')).json().Title).toBe('Stadt');
    expect((await org(c, 'STADT.Example')).json().Title).toBe('Stadt');
    expect((await org(c, 'stadt.example.')).json().Title).toBe('Stadt');
    expect((await org(c, 'unbekannt.example')).json()).toMatchObject({ Title: 'Hauptseite', Menu: [], Other: {}, Content: {} });
    expect((await org(c, 'unbekannt.example:8080')).json().Title).toBe('Hauptseite');
    expect((await org(c, 'haupt.example')).json().Title).toBe('Hauptseite');
  });
});

describe('GET/POST /auth/settings', () => {
  it('answers {} to anonymous GET and 401 to anonymous POST', async () => {
    const anon = new TestClient(t.app);
    const get = await anon.get(url('/auth/settings'));
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({});
    const before = await countRows(t.db, 'user_settings');
    const post = await anon.post(url('/auth/settings'), { last_workspace: 'x' });
    expect(post.statusCode).toBe(401);
    expect(typeof post.json().Message).toBe('string');
    expect(await countRows(t.db, 'user_settings')).toBe(before);
  });

  it('stores the settings of a user, per user', async () => {
    expect((await plain.get(url('/auth/settings'))).json()).toEqual({});
    const settings = { last_workspace: newId(), zoom: 12, dark: false };
    const post = await plain.post(url('/auth/settings'), settings);
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json()).toEqual(settings);
    expect((await plain.get(url('/auth/settings'))).json()).toEqual(settings);
    // Another user does not see them.
    expect((await other.get(url('/auth/settings'))).json()).toEqual({});
    // A second POST replaces the object.
    const next = { last_workspace: 'abc' };
    expect((await plain.post(url('/auth/settings'), next)).statusCode).toBe(200);
    expect((await plain.get(url('/auth/settings'))).json()).toEqual(next);
  });

  const tooMany = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`k${i}`, i]));
  it.each([
    ['a nested object value', JSON.stringify({ a: { b: 1 } })],
    ['an array value', JSON.stringify({ a: [1, 2] })],
    ['a null value', JSON.stringify({ a: null })],
    ['a top-level array', JSON.stringify([1, 2])],
    ['more than 200 keys', JSON.stringify(tooMany)],
    ['a __proto__ key', '{"__proto__": "x"}'],
    ['a __proto__ key with an object', '{"__proto__": {"admin": true}}'],
    ['a constructor key', '{"constructor": "x"}'],
    ['a prototype key', '{"prototype": "x"}'],
    ['an empty key', '{"": "x"}'],
    ['a NUL character in a key', JSON.stringify({ 'a\u0000': 'x' })],
    ['a NUL character in a value', JSON.stringify({ a: 'x\u0000y' })],
    ['nesting deeper than the JSON limit', `{"a":${'['.repeat(100)}${']'.repeat(100)}}`],
    ['a key over 200 characters', JSON.stringify({ ['k'.repeat(201)]: 'x' })],
    ['a value over 10000 characters', JSON.stringify({ a: 'x'.repeat(10_001) })],
  ])('answers 400 for %s and leaves the stored settings unchanged', async (_label, text) => {
    const stored = { last_workspace: 'unverändert' };
    expect((await other.post(url('/auth/settings'), stored)).statusCode).toBe(200);
    const rowBefore = await settingsRow(otherUser.id);
    const res = await postRaw(other, '/auth/settings', text);
    expect(res.statusCode, res.body).toBe(400);
    expect(typeof res.json().Message).toBe('string');
    expect(await settingsRow(otherUser.id)).toEqual(rowBefore);
    expect((await other.get(url('/auth/settings'))).json()).toEqual(stored);
  });

  it('accepts exactly 200 keys', async () => {
    const ok = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, i]));
    const res = await other.post(url('/auth/settings'), ok);
    expect(res.statusCode, res.body).toBe(200);
    expect((await other.get(url('/auth/settings'))).json()).toEqual(ok);
  });
});

describe('GET /auth/query/id/{id} and /auth/query/email/{email}', () => {
  let target: { id: string; email: string };
  beforeAll(async () => {
    target = await createUser(t.db, { name: 'Gesuchte Person', email: 'gesucht@example.org' });
  });

  it('answers 401 to anonymous visitors', async () => {
    const anon = new TestClient(t.app);
    expect((await anon.get(url(`/auth/query/id/${target.id}`))).statusCode).toBe(401);
    expect((await anon.get(url(`/auth/query/email/${target.email}`))).statusCode).toBe(401);
  });

  it('answers 403 to a user without `project`', async () => {
    expect((await plain.get(url(`/auth/query/id/${target.id}`))).statusCode).toBe(403);
    expect((await plain.get(url(`/auth/query/email/${target.email}`))).statusCode).toBe(403);
  });

  it('answers exactly {ID, Name, Email} to a holder of `project`, never the password hash', async () => {
    const { password_hash: hash } = await t.db.selectFrom('users').select('password_hash').where('id', '=', target.id).executeTakeFirstOrThrow();
    const expected = { ID: target.id, Name: 'Gesuchte Person', Email: 'gesucht@example.org' };
    for (const path of [`/auth/query/id/${target.id}`, `/auth/query/email/${target.email}`]) {
      const res = await project.get(url(path));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(expected);
      expect(Object.keys(res.json()).sort()).toEqual(['Email', 'ID', 'Name']);
      expect(res.body).not.toContain(hash);
      expect(res.body).not.toMatch(/scrypt|password|activation/i);
    }
  });

  it('looks e-mail addresses up case-insensitively', async () => {
    const res = await project.get(url('/auth/query/email/GESUCHT@Example.ORG'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ID).toBe(target.id);
  });

  it("answers 404 'Der Benutzer konnte nicht gefunden werden.' for unknown users", async () => {
    const byId = await project.get(url(`/auth/query/id/${newId()}`));
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toEqual(USER_NOT_FOUND);
    const byEmail = await project.get(url('/auth/query/email/unbekannt@example.org'));
    expect(byEmail.statusCode).toBe(404);
    expect(byEmail.json()).toEqual(USER_NOT_FOUND);
  });

  it('answers 400, not 500, for an e-mail containing a NUL character', async () => {
    const res = await project.get(url('/auth/query/email/gesucht%00@example.org'));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().Message).toEqual(expect.any(String));
  });

  it('answers 400 for a malformed id', async () => {
    for (const bad of ['abc', '123', `${newId()}x`, "1' OR '1'='1"]) {
      const res = await project.get(url(`/auth/query/id/${encodeURIComponent(bad)}`));
      expect(res.statusCode, bad).toBe(400);
      expect(Array.isArray(res.json().Errors)).toBe(true);
    }
  });
});

describe('API-wide behaviour', () => {
  it('answers 404 with a German {Message} for an unknown route under /api/v1', async () => {
    const c = new TestClient(t.app);
    for (const res of [await c.get(url('/gibt/es/nicht')), await c.post(url('/gibt/es/nicht'), {})]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Message: 'Diese Adresse gibt es nicht.' });
    }
  });

  it('answers 413 to a JSON body over 1 MiB and stores nothing', async () => {
    const before = await countRows(t.db, 'workspaces');
    const res = await project.post(url('/gis/workspace'), { Name: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().Message).toBe('string');
    expect(await countRows(t.db, 'workspaces')).toBe(before);
    const settings = await postRaw(plain, '/auth/settings', JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }));
    expect(settings.statusCode).toBe(413);
  });

  it('answers 400 to malformed JSON', async () => {
    for (const text of ['{"Email":', '{Email: "a"}', 'nicht json']) {
      const res = await postRaw(new TestClient(t.app), '/auth/login', text);
      expect(res.statusCode, text).toBe(400);
      expect(typeof res.json().Message).toBe('string');
    }
    const before = await settingsRow(plainUser.id);
    const res = await postRaw(plain, '/auth/settings', '{"a": "b"');
    expect(res.statusCode).toBe(400);
    expect(await settingsRow(plainUser.id)).toEqual(before);
  });

  it('serves the OpenAPI document', async () => {
    const res = await new TestClient(t.app).get(url('/openapi.json'));
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(typeof doc.openapi).toBe('string');
    expect(doc.openapi).toMatch(/^3\./);
    // Paths are relative to the server URL /api/v1 (never doubled), so a client joins the two.
    expect(doc.servers).toEqual([{ url: '/api/v1' }]);
    const paths = Object.keys(doc.paths ?? {});
    expect(paths).toEqual(expect.arrayContaining([
      '/gis/point', '/auth/login', '/auth/info', '/auth/settings', '/gis/workspace/{id}', '/gis/layer/{id}', '/gis/layers/{id}',
    ]));
    expect(paths.filter((p) => p.startsWith('/api/v1'))).toEqual([]);
    expect(Object.keys(doc.paths['/auth/login'])).toContain('post');
  });
});
