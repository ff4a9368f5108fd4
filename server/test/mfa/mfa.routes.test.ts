import type { RouteOptions } from 'fastify';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MFA_REQUIRED_SETTING, type MfaSetup, type PermissionName } from '@mitmachkarte/contract';
import { MFA_RULE_CHANGE } from '../../src/modules/organisations/organisations-admin.service.js';
import { MFA_SETUP_FIRST } from '../../src/plugins/mfa-setup-gate.js';
import { OPEN311_PREFIX } from '../../src/modules/open311/open311.routes.js';
import { adminId, sessionFor, userWith } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { createOrganisation, createUser, PASSWORD } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { german } from '../../src/i18n/messages.js';

/** Two-factor login (docs/security.md; TOTP after RFC 6238 with otplib, 10 recovery codes): enrolment
 *  in the profile with the password, the code step of the login, replays and guessing refused,
 *  switching off and new recovery codes with password and code, the requirement of an
 *  organisation for admin and usermanager (for the account on every host, only the set-up open
 *  until it is done, changed only by an administrator who logged in with the second factor), and
 *  the reset by a user manager. The regression tests of the probe's findings are in
 *  mfa-findings.routes.test.ts. */
let t: TestApp;
let strictOrg: string;
const routes: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    onRoute: (r: RouteOptions) => {
      for (const m of ([] as string[]).concat(r.method)) if (m !== 'HEAD') routes.push(`${m} ${r.url}`);
    },
    rateLimits: { loginPerMinute: 10_000, confirmLinkPerHour: 10_000 },
  });
  await createOrganisation(t.db, { host: 'stadt.example.org', title: 'Stadt', isDefault: true });
  strictOrg = (await createOrganisation(t.db, { host: 'streng.example.org', title: 'Strenge Stadt' })).id;
});
afterAll(async () => t?.close());

const API = '/api/v1';
const ALL: PermissionName[] = ['admin', 'usermanager', 'groupmanager', 'orgmanager', 'project'];
/** The code of the app `seconds` from now (a later time step than one just used). */
const codeAt = (secret: string, seconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });
const info = async (c: TestClient) => (await c.get(`${API}/auth/info`)).json();

/** Switches mfa_pflicht of the organisation 'streng.example.org' on or off (straight in the
 *  database: the route's own rule is tested below). */
async function requireMfa(on: boolean) {
  await t.db.updateTable('organisations').set({ other: JSON.stringify(on ? { [MFA_REQUIRED_SETTING]: true } : {}) }).where('id', '=', strictOrg).execute();
}

async function loggedIn(email: string, host?: string) {
  const c = new TestClient(t.app);
  const res = await c.request('POST', `${API}/auth/login`, { Email: email, Password: PASSWORD }, host ? { headers: { host } } : {});
  expect(res.statusCode, res.body).toBe(200);
  return { c, answer: res.json(), res };
}

/** Sets up and switches on two-factor login in the session of `c`, with the password. */
async function enrol(c: TestClient) {
  const setup = await c.post(`${API}/auth/mfa/setup`, { Password: PASSWORD });
  expect(setup.statusCode, setup.body).toBe(200);
  const secret = (setup.json() as MfaSetup).Secret;
  const enable = await c.post(`${API}/auth/mfa/enable`, { Password: PASSWORD, Code: await codeAt(secret) });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, codes: enable.json().RecoveryCodes as string[] };
}

/** A user (holding `permissions`) with two-factor login on: their secret and recovery codes, and
 *  the client whose session switched it on. */
async function enrolled(permissions: PermissionName[] = []) {
  const u = await createUser(t.db, { permissions });
  const { c } = await loggedIn(u.email);
  return { u, c, ...(await enrol(c)) };
}

/** A login with password and code: the client of a session that completed the second factor. */
async function loginWithCode(email: string, secret: string, seconds = 30) {
  const { c, answer } = await loggedIn(email);
  expect(answer).toMatchObject({ MfaRequired: true });
  const res = await c.post(`${API}/auth/login/mfa`, { Code: await codeAt(secret, seconds) });
  expect(res.statusCode, res.body).toBe(200);
  return { c, res };
}

describe('enrolment', () => {
  it('gives a secret, its otpauth address and a QR code for the password, turns on with password and first code and answers 10 recovery codes once', async () => {
    const u = await createUser(t.db, { email: 'zwei@example.org' });
    const { c } = await loggedIn(u.email);
    expect((await c.get(`${API}/auth/mfa`)).json()).toEqual({ Enabled: false, RecoveryCodesLeft: 0, Required: false, Passkeys: 0 });
    const refused = await c.post(`${API}/auth/mfa/setup`, { Password: 'falsch-falsch' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: 'Das Passwort ist nicht richtig.' });
    const setup = (await c.post(`${API}/auth/mfa/setup`, { Password: PASSWORD })).json() as MfaSetup;
    expect(setup.Secret).toMatch(/^[A-Z2-7]{16,}$/);
    const uri = new URL(setup.Uri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe('otpauth://totp/Mitmachkarte:zwei@example.org');
    expect(uri.searchParams.get('secret')).toBe(setup.Secret);
    expect(uri.searchParams.get('issuer')).toBe('Mitmachkarte');
    expect(setup.QrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const wrong = await c.post(`${API}/auth/mfa/enable`, { Password: PASSWORD, Code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe('Der Code stimmt nicht. Bitte versuchen Sie es noch einmal.');
    const ok = await c.post(`${API}/auth/mfa/enable`, { Password: PASSWORD, Code: await codeAt(setup.Secret) });
    expect(ok.statusCode, ok.body).toBe(200);
    const codes = ok.json().RecoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await c.get(`${API}/auth/mfa`)).json()).toEqual({ Enabled: true, RecoveryCodesLeft: 10, Required: false, Passkeys: 0 });
    expect((await c.post(`${API}/auth/mfa/setup`, { Password: PASSWORD })).statusCode).toBe(409);
    // Neither the secret nor the codes are stored in plain text.
    const row = JSON.stringify(await t.db.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirst());
    expect(row).not.toContain(setup.Secret);
    const stored = JSON.stringify(await t.db.selectFrom('mfa_recovery_codes').selectAll().execute());
    for (const code of codes) expect(stored).not.toContain(code.replace('-', ''));
  });
});

describe('login with the second factor', () => {
  it('asks for the code after the password and logs in only with a right one, which counts once', async () => {
    const { u, secret } = await enrolled();
    const { c, answer } = await loggedIn(u.email);
    expect(answer).toEqual({ LoggedIn: false, Permissions: [], MfaRequired: true, MfaCode: true, MfaPasskey: false });
    expect((await info(c)).LoggedIn).toBe(false);
    const wrong = await c.post(`${API}/auth/login/mfa`, { Code: '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ Message: 'Der Code stimmt nicht. Bitte versuchen Sie es noch einmal.' });
    const code = await codeAt(secret, 30);
    const right = await c.post(`${API}/auth/login/mfa`, { Code: code });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ LoggedIn: true, ID: u.id });
    // The same code a second time (a replay) is refused.
    const again = await loggedIn(u.email);
    expect((await again.c.post(`${API}/auth/login/mfa`, { Code: code })).statusCode).toBe(401);
    expect((await info(again.c)).LoggedIn).toBe(false);
  });

  it('makes a browser trusted for the account only once the code is given, never for the password alone', async () => {
    const { u, secret } = await enrolled();
    const { c, res } = await loggedIn(u.email);
    expect(res.cookies.map((k) => k.name)).not.toContain('mk_device');
    const code = await c.post(`${API}/auth/login/mfa`, { Code: await codeAt(secret, 30) });
    expect(code.cookies.map((k) => k.name)).toContain('mk_device');
  });

  it('takes each recovery code once, in any case and with or without the dash', async () => {
    const { u, codes, c: first } = await enrolled();
    const { c } = await loggedIn(u.email);
    const res = await c.post(`${API}/auth/login/mfa`, { RecoveryCode: codes[0]!.toLowerCase().replace('-', ' ') });
    expect(res.statusCode, res.body).toBe(200);
    expect((await first.get(`${API}/auth/mfa`)).json().RecoveryCodesLeft).toBe(9);
    const second = await loggedIn(u.email);
    expect((await second.c.post(`${API}/auth/login/mfa`, { RecoveryCode: codes[0] })).statusCode).toBe(401);
  });

  it('ends the attempt after 5 wrong codes: even a right one then needs a new login', async () => {
    const { u, secret } = await enrolled();
    const { c } = await loggedIn(u.email);
    for (let i = 0; i < 5; i++) expect((await c.post(`${API}/auth/login/mfa`, { Code: `00000${i}` })).statusCode).toBe(401);
    const late = await c.post(`${API}/auth/login/mfa`, { Code: await codeAt(secret, 30) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ Message: 'Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.' });
    // Without a password first there is nothing to complete.
    expect((await new TestClient(t.app).post(`${API}/auth/login/mfa`, { Code: '123456' })).statusCode).toBe(401);
    // A fresh login does not give fresh guesses: the account's wrong codes now cost a wait.
    // (A slow machine may let one more wrong guess through once the first second has passed.)
    const fresh = await loggedIn(u.email);
    const statuses: number[] = [];
    while (statuses.length < 3 && !statuses.includes(429)) statuses.push((await fresh.c.post(`${API}/auth/login/mfa`, { Code: '999999' })).statusCode);
    expect(statuses.at(-1)).toBe(429);
    const waiting = await fresh.c.post(`${API}/auth/login/mfa`, { Code: await codeAt(secret, 30) });
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('switching off and new recovery codes', () => {
  it('is turned off with the password and a code or a recovery code (403 with a wrong one), and by a user manager for a user who lost it', async () => {
    const { u, c, codes } = await enrolled();
    expect((await c.post(`${API}/auth/mfa/disable`, { Password: 'falsch-falsch', RecoveryCode: codes[0] })).statusCode).toBe(403);
    const wrongCode = await c.post(`${API}/auth/mfa/disable`, { Password: PASSWORD, RecoveryCode: 'AAAAA-AAAAA' });
    expect(wrongCode.statusCode).toBe(403);
    expect(wrongCode.json().Message).toMatch(/^Der Code stimmt nicht/);
    expect((await c.post(`${API}/auth/mfa/disable`, { Password: PASSWORD, RecoveryCode: codes[0] })).statusCode).toBe(200);
    expect((await loggedIn(u.email)).answer.LoggedIn).toBe(true);
    expect((await c.post(`${API}/auth/mfa/disable`, { Password: PASSWORD, Code: '123456' })).statusCode).toBe(409);

    const other = await enrolled();
    const manager = await userWith(t, ['usermanager']);
    expect((await manager.client.delete(`${API}/admin/user/${other.u.id}/mfa`)).statusCode).toBe(200);
    expect((await loggedIn(other.u.email)).answer.LoggedIn).toBe(true);
    expect((await manager.client.delete(`${API}/admin/user/${await adminId(t)}/mfa`)).statusCode).toBe(403);
  });

  it('makes 10 new recovery codes with the password and a current code: the old ones stop working, the new ones log in', async () => {
    const { u, c, secret, codes: old } = await enrolled();
    expect((await c.post(`${API}/auth/mfa/recovery-codes`, { Password: PASSWORD })).statusCode).toBe(400);
    expect((await c.post(`${API}/auth/mfa/recovery-codes`, { Password: PASSWORD, Code: '000000' })).statusCode).toBe(403);
    const res = await c.post(`${API}/auth/mfa/recovery-codes`, { Password: PASSWORD, Code: await codeAt(secret, 30) });
    expect(res.statusCode, res.body).toBe(200);
    const codes = res.json().RecoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(codes.filter((code) => old.includes(code))).toEqual([]);
    expect((await c.get(`${API}/auth/mfa`)).json().RecoveryCodesLeft).toBe(10);
    const withOld = await loggedIn(u.email);
    expect((await withOld.c.post(`${API}/auth/login/mfa`, { RecoveryCode: old[1] })).statusCode).toBe(401);
    expect((await withOld.c.post(`${API}/auth/login/mfa`, { RecoveryCode: codes[1] })).statusCode).toBe(200);
    // Without a second factor there is nothing to renew.
    const plain = await sessionFor(t, (await createUser(t.db)).id);
    expect((await plain.post(`${API}/auth/mfa/recovery-codes`, { Password: PASSWORD, Code: '123456' })).statusCode).toBe(409);
  });
});

describe('an organisation that requires it', () => {
  afterEach(() => requireMfa(false));

  it('restricts a user manager without a second factor on every host to its set-up, then gives every right', async () => {
    await requireMfa(true);
    const manager = await userWith(t, ['usermanager', 'project']);
    const { c, answer } = await loggedIn(manager.email, 'stadt.example.org');
    expect(answer).toEqual({ LoggedIn: true, Permissions: [], ID: manager.id, Name: expect.any(String), Email: manager.email, Language: 'de', MfaSetupRequired: true });
    const refused = await c.get(`${API}/admin/users`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: german(MFA_SETUP_FIRST) });
    expect((await c.get(`${API}/auth/mfa`)).json()).toEqual({ Enabled: false, RecoveryCodesLeft: 0, Required: true, Passkeys: 0 });
    await enrol(c);
    expect((await info(c)).Permissions).toEqual(['project', 'usermanager']);
    expect((await info(c)).MfaSetupRequired).toBeUndefined();
    expect((await c.get(`${API}/admin/users`)).statusCode).toBe(200);
    // Nor can they turn it off.
    const off = await c.post(`${API}/auth/mfa/disable`, { Password: PASSWORD, Code: '123456' });
    expect(off.statusCode).toBe(409);
    expect(off.json().Message).toBe('Ihre Organisation verlangt die Zwei-Faktor-Anmeldung für Ihr Konto.');
  });

  it('reaches a live session at once when an organisation switches it on', async () => {
    const manager = await userWith(t, ['usermanager']);
    expect((await manager.client.get(`${API}/admin/users`)).statusCode).toBe(200);
    await requireMfa(true);
    expect((await manager.client.get(`${API}/admin/users`)).statusCode).toBe(403);
    await requireMfa(false);
    expect((await manager.client.get(`${API}/admin/users`)).statusCode).toBe(200);
  });

  it('leaves users without those rights alone', async () => {
    await requireMfa(true);
    const u = await createUser(t.db, { permissions: ['orgmanager', 'groupmanager', 'project'] });
    const { answer } = await loggedIn(u.email, 'streng.example.org');
    expect(answer).toMatchObject({ LoggedIn: true, Permissions: ['groupmanager', 'orgmanager', 'project'] });
    expect(answer.MfaSetupRequired).toBeUndefined();
  });

  it('leaves a session that must set it up only the routes that lead there: every other answers 403 with a German message', async () => {
    await requireMfa(true);
    const admin = await createUser(t.db, { permissions: ALL });
    const { c } = await loggedIn(admin.email);
    // The bar's inbox counts answer, but empty (asserted below).
    const open = ['GET /auth/info', 'GET /auth/org', 'GET /auth/logout', 'GET /auth/mfa', 'POST /auth/mfa/setup', 'POST /auth/mfa/enable', 'GET /gis/inbox/counts',
      // A passkey is a second factor too (docs/security.md, Passkeys): adding one is a way out.
      'POST /auth/passkeys/registration/options', 'POST /auth/passkeys/registration', 'GET /auth/passkeys',
      // The explanations in Gebärdensprache, public as the legal pages are (docs/product.md §23.3).
      'GET /dgs/videos', 'GET /dgs/video/:file', 'GET /dgs/captions/:file'].map((r) => r.replace(' ', ` ${API}`));
    // /health and /ready sit outside the session scope (docs/architecture.md §5, Health), and so
    // do the site's manifest and logo (docs/product.md §22, §10.2): they read no session and answer nothing of anyone's.
    // So do the embeddable map's page (§24.1, a page for other sites' frames) and Open311 (§24.5):
    // neither reads a cookie; an Open311 GET is the public's and its POST acts only as its api_key.
    // And a mail program's one-click unsubscribe (§24.2, §25.5, RFC 8058): its signed token is the right.
    const outside = ['GET /api/v1/health', 'GET /api/v1/ready', 'GET /manifest.webmanifest', 'GET /branding/:revision/:file', 'GET /embed/:id',
      'POST /api/v1/area-alerts/one-click/:token', 'POST /api/v1/project-updates/one-click'];
    const isOpen311 = (r: string) => r.split(' ')[1]!.startsWith(OPEN311_PREFIX);
    const gated = [...new Set(routes)].filter((r) => !open.includes(r) && !outside.includes(r) && !isOpen311(r));
    expect(gated.length).toBeGreaterThan(100);
    const id = '0190f5a2-dead-7000-8000-00000000beef';
    for (const route of gated) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const res = await c.request(method, path.replace(/:[A-Za-z]+/g, id), method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${route}: ${res.body}`).toBe(403);
      expect(res.json(), route).toEqual({ Message: german(MFA_SETUP_FIRST) });
    }
    // What leads to the set-up stays open, and the set-up opens the rest.
    expect(await info(c)).toMatchObject({ LoggedIn: true, Permissions: [], MfaSetupRequired: true });
    expect((await c.get(`${API}/auth/org`)).statusCode).toBe(200);
    expect((await c.get(`${API}/gis/inbox/counts`)).json()).toEqual({ New: 0, Workspaces: [] });
    expect((await c.get(`${API}/auth/mfa`)).json()).toMatchObject({ Required: true });
    await enrol(c);
    expect((await c.get(`${API}/admin/users`)).statusCode).toBe(200);
    expect((await c.get(`${API}/auth/logout`)).statusCode).toBe(200);
  });
});

describe('changing mfa_pflicht', () => {
  afterEach(() => requireMfa(false));

  const orgBody = (other: Record<string, unknown>, title = 'Strenge Stadt') => ({ Host: 'streng.example.org', Config: { Title: title, Menu: [], Other: other } });
  const stored = async () => JSON.parse((await t.db.selectFrom('organisations').select('other').where('id', '=', strictOrg).executeTakeFirstOrThrow()).other);

  it('is for an administrator whose session logged in with the second factor, and is recorded in the audit log', async () => {
    const admin = await enrolled(ALL);
    // A session of the same account that did not give the second factor (started before it was on).
    const older = await sessionFor(t, admin.u.id);
    const refused = await older.put(`${API}/admin/organisation/${strictOrg}`, orgBody({ [MFA_REQUIRED_SETTING]: true }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: german(MFA_RULE_CHANGE) });
    expect(await stored()).toEqual({});
    // The rest of the organisation stays an orgmanager's.
    expect((await older.put(`${API}/admin/organisation/${strictOrg}`, orgBody({}, 'Strengere Stadt'))).statusCode).toBe(200);

    const { c } = await loginWithCode(admin.u.email, admin.secret);
    const on = await c.put(`${API}/admin/organisation/${strictOrg}`, orgBody({ [MFA_REQUIRED_SETTING]: true }));
    expect(on.statusCode, on.body).toBe(200);
    expect(await stored()).toEqual({ [MFA_REQUIRED_SETTING]: true });
    const entry = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', strictOrg).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'organisation.update', user_id: admin.u.id });
    expect(entry.summary).toContain('Einstellung mfa_pflicht');
    expect(entry.after).toContain('mfa_pflicht: true');
    // The session that switched the second factor on gave password and code: it counts too.
    expect((await admin.c.put(`${API}/admin/organisation/${strictOrg}`, orgBody({}))).statusCode).toBe(200);
  });

  it('is refused to an organisation manager without `admin`, and to new and deleted organisations alike', async () => {
    await requireMfa(true);
    const orgmanager = await enrolled(['orgmanager']);
    const { c } = await loginWithCode(orgmanager.u.email, orgmanager.secret);
    expect((await c.put(`${API}/admin/organisation/${strictOrg}`, orgBody({}))).json()).toEqual({ Message: german(MFA_RULE_CHANGE) });
    expect((await c.delete(`${API}/admin/organisation/${strictOrg}`)).statusCode).toBe(403);
    const created = await c.post(`${API}/admin/organisation`, { Host: 'noch-strenger.example.org', Config: { Title: 'T', Menu: [], Other: { [MFA_REQUIRED_SETTING]: 'true' } } });
    expect(created.statusCode).toBe(403);
    expect(await stored()).toEqual({ [MFA_REQUIRED_SETTING]: true });
    expect(await t.db.selectFrom('organisations').select('id').where('host', '=', 'noch-strenger.example.org').executeTakeFirst()).toBeUndefined();
  });
});
