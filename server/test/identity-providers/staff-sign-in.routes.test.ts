import net from 'node:net';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_REQUIRED_SETTING } from '@mitmachkarte/contract';
import { staffSignInOff } from '../../src/cli/staff-sign-in-off.js';
import { seal } from '../../src/lib/secret-box.js';
import { LAST_STAFF_PROVIDER, LOCKOUT } from '../../src/modules/staff-sign-in/staff-sign-in-admin.service.js';
import { PASSWORD_DISABLED } from '../../src/modules/staff-sign-in/staff-sign-in.service.js';
import { confirmResetLink } from '../account-links.js';
import { sessionFor, url } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { createOrganisation, createUser, PASSWORD } from '../factories.js';
import { startOidcPeer, type OidcPeer } from '../oidc-peer.js';
import { SoftAuthenticator } from '../passkey-authenticator.js';
import { linkIn, SmtpPeer } from '../smtp-peer.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../test-app.js';
import { OidcBrowser } from './oidc-browser.js';
import { german } from '../../src/i18n/messages.js';

/** An organisation requires its staff (holders of `admin` or `usermanager`) to sign in through its
 *  provider (docs/product.md §14.1, „Team-Anmeldung“; docs/security.md, Staff sign-in through the
 *  organisation's provider), against a real OpenID provider (test/oidc-peer.ts) and a real SMTP
 *  peer: the lock-out guard, password and passkey logins refused with the providers' names, the
 *  provider's sign-in as the second factor (with the `amr` it must name), password reset without
 *  a way around, the local password removed, the provider that the rule needs kept, and the
 *  operator's break-glass. The tests run in order: each builds on the rule the one before set. */

let t: TestApp;
let peer: OidcPeer;
let smtp: SmtpPeer;
let origin: string;
let orgId: string;
let cityId: string;
let otherId: string;
let adminBrowser: OidcBrowser;
const API = '/api/v1';
const CLIENT = { clientId: 'mitmachkarte', clientSecret: 'geheimes-client-secret' };
const REFUSED = 'Ihre Organisation verlangt, dass sich Konten mit Verwaltungsrechten über ihren Anmeldedienst anmelden. Bitte nutzen Sie „Anmelden mit Stadt-Konto“.';
const NEW_PASSWORD = 'ganz-neues-passwort-9';

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

let n = 0;
/** A person at the provider with the address of `email`, chosen for the next login with `amr`. */
function atProvider(email: string, amr?: string[]) {
  const sub = `staff-${++n}`;
  peer.accounts.set(sub, { email, emailVerified: true, name: `Person ${n}` });
  peer.login = sub;
  peer.amr = amr;
  return sub;
}

/** Signs `email` (an existing account with PASSWORD or `password`) in through `providerId` in a
 *  new browser, linking the identity with the password when it is new; answers the browser and
 *  where it landed. */
async function providerLogin(email: string, providerId: string, opts: { amr?: string[]; password?: string; sub?: string } = {}) {
  if (opts.sub) {
    peer.login = opts.sub;
    peer.amr = opts.amr;
  } else atProvider(email, opts.amr);
  const b = new OidcBrowser(origin);
  await b.fetch(`${API}/auth/info`);
  const { landing } = await b.follow(`${API}/auth/oidc/${providerId}/start?return=%23%2Fmap`);
  if (landing !== `${origin}/#/anmelden/bestaetigen`) return { b, landing };
  const res = await b.fetch(`${API}/auth/oidc/pending/link`, { body: { Password: opts.password ?? PASSWORD } });
  expect(res.status, await res.clone().text()).toBe(200);
  return { b, landing: `${origin}/${((await res.json()) as { Return: string }).Return}` };
}

const info = async (b: OidcBrowser) => (await (await b.fetch(`${API}/auth/info`)).json()) as { LoggedIn: boolean; Email?: string; MfaSetupRequired?: boolean };
const passwordLogin = (email: string, password = PASSWORD) => new TestClient(t.app).post(url('/auth/login'), { Email: email, Password: password });
const rule = (b: OidcBrowser, body: Record<string, unknown>) => b.fetch(`${API}/admin/organisation/${orgId}/staff-sign-in`, { method: 'PUT', body });
const serverSecret = async () => (await t.db.selectFrom('system_secrets').select('value').where('name', '=', 'xsrf-hmac').executeTakeFirstOrThrow()).value;
const passwordHashOf = async (id: string) => (await t.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;
const sessionOf = async (b: OidcBrowser) => {
  const rows = await t.db.selectFrom('sessions').select(['provider_id', 'provider_amr', 'mfa_completed', 'user_id']).execute();
  const me = (await info(b)).Email;
  const user = await t.db.selectFrom('users').select('id').where('email', '=', me ?? '').executeTakeFirst();
  return rows.filter((r) => r.user_id === user?.id);
};

let manager: Awaited<ReturnType<typeof createUser>>;
let planner: Awaited<ReturnType<typeof createUser>>;
let managerClient: TestClient;
let plannerClient: TestClient;
let managerPasskey: SoftAuthenticator;
let adminTotp = '';
let plannerPasskey: SoftAuthenticator;

/** Registers a passkey for the logged-in `client`; answers the authenticator. */
async function addPasskey(client: TestClient) {
  const auth = new SoftAuthenticator('http://localhost:80');
  const options = await client.post(url('/auth/passkeys/registration/options'), { Password: PASSWORD });
  expect(options.statusCode, options.body).toBe(200);
  expect((await client.post(url('/auth/passkeys/registration'), { Response: auth.register(options.json()) })).statusCode).toBe(200);
  return auth;
}
async function passkeyLogin(auth: SoftAuthenticator) {
  const c = new TestClient(t.app);
  const options = await c.post(url('/auth/passkeys/login/options'));
  return c.post(url('/auth/passkeys/login'), { Response: auth.authenticate(options.json()) });
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  peer = await startOidcPeer([{ ...CLIENT, redirectUri: `${origin}${API}/auth/oidc/callback`, postLogoutUri: `${origin}/` }]);
  smtp = await SmtpPeer.start();
  t = await createTestApp({ env: { PUBLIC_URL: origin, PORT: String(port), SMTP_URL: smtp.url }, rateLimits: { loginPerMinute: 10_000, confirmLinkPerHour: 10_000, resetPerHour: 1000 } });
  await t.app.listen({ port, host: '127.0.0.1' });
  orgId = (await createOrganisation(t.db, { host: '127.0.0.1', title: 'Stadt Musterhausen', isDefault: true })).id;
  const admin = new OidcBrowser(origin);
  await admin.fetch(`${API}/auth/info`);
  expect((await admin.fetch(`${API}/auth/login`, { body: { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD } })).status).toBe(200);
  const create = async (Label: string, Audience: string) => {
    const res = await admin.fetch(`${API}/admin/organisation/${orgId}/identity-providers`, {
      body: { Label, Issuer: peer.issuer, ClientId: CLIENT.clientId, ClientSecret: CLIENT.clientSecret, Audience },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { ID: string }).ID;
  };
  cityId = await create('Stadt-Konto', 'staff');
  otherId = await create('Bürgerkonto', 'both');
  // Staff and others, with password sessions and passkeys made before any rule.
  manager = await createUser(t.db, { email: 'manager@example.org', permissions: ['usermanager'] });
  planner = await createUser(t.db, { email: 'planer@example.org', permissions: ['project'] });
  managerClient = await sessionFor(t, manager.id);
  plannerClient = await sessionFor(t, planner.id);
  managerPasskey = await addPasskey(managerClient);
  plannerPasskey = await addPasskey(plannerClient);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await peer?.close();
  await smtp?.close();
});

describe('switching the rule on', () => {
  it('is refused (409) from a password session, and from a provider session the new rule would not count', async () => {
    const password = new OidcBrowser(origin);
    await password.fetch(`${API}/auth/info`);
    await password.fetch(`${API}/auth/login`, { body: { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD } });
    const got = (await (await password.fetch(`${API}/admin/organisation/${orgId}/staff-sign-in`)).json()) as Record<string, unknown>;
    expect(got).toEqual({ Required: false, ProviderIDs: [], DisablePassword: false, RequiredAmr: [], UpdatedAt: null, SignedInThrough: null });
    const refused = await rule(password, { Required: true, ProviderIDs: [cityId] });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ Message: german(LOCKOUT) });

    // The administrator links the city's account (with the password) and signs in through it, the provider naming pwd only.
    const { b, landing } = await providerLogin(ADMIN_EMAIL, cityId, { amr: ['pwd'], password: ADMIN_PASSWORD });
    expect(landing).toBe(`${origin}/#/map`);
    adminBrowser = b;
    expect(((await (await b.fetch(`${API}/admin/organisation/${orgId}/staff-sign-in`)).json()) as { SignedInThrough: string }).SignedInThrough).toBe(cityId);
    // Another provider than the one of the session, or an amr the session's token did not name: refused.
    expect((await rule(b, { Required: true, ProviderIDs: [otherId] })).status).toBe(409);
    expect((await rule(b, { Required: true, ProviderIDs: [cityId], RequiredAmr: ['otp'] })).status).toBe(409);
    expect(await t.db.selectFrom('staff_sign_in').selectAll().execute()).toEqual([]);
  });

  it('refuses bad input with German messages and changes nothing', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ Required: true, ProviderIDs: [] }, /mindestens einen Identitätsanbieter/],
      [{ Required: true, ProviderIDs: ['0000000a-0000-4000-8000-000000000000'] }, /gibt es in dieser Organisation nicht/],
      [{ Required: true, ProviderIDs: [cityId], RequiredAmr: ['zwei worte'] }, /amr-Wert/],
      [{ Required: true, ProviderIDs: [cityId], RequiredAmr: [''] }, /amr-Wert/],
      [{ Required: 'ja', ProviderIDs: [cityId] }, /./],
      [{ Required: true, ProviderIDs: [cityId], Extra: 1 }, /./],
      [{ Required: true, ProviderIDs: ['kein-id'] }, /ID/],
    ];
    for (const [body, message] of bad) {
      const res = await rule(adminBrowser, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(message);
    }
    // A provider of the organisation that is only for citizens does not count for the team.
    const citizens = await adminBrowser.fetch(`${API}/admin/organisation/${orgId}/identity-providers`, {
      body: { Label: 'Nur Bürger', Issuer: peer.issuer, ClientId: CLIENT.clientId, ClientSecret: CLIENT.clientSecret, Audience: 'citizens' },
    });
    const citizensId = ((await citizens.json()) as { ID: string }).ID;
    const res = await rule(adminBrowser, { Required: true, ProviderIDs: [cityId, citizensId] });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/nicht für das Team/);
    expect((await adminBrowser.fetch(`${API}/admin/organisation/${orgId}/identity-providers/${citizensId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await t.db.selectFrom('staff_sign_in').selectAll().execute()).toEqual([]);
  });

  it('works from a session through the chosen provider, is audited, and ends the staff\'s other sessions at once', async () => {
    const res = await rule(adminBrowser, { Required: true, ProviderIDs: [cityId], RequiredAmr: ['pwd', 'otp'] });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ Required: true, ProviderIDs: [cityId], DisablePassword: false, RequiredAmr: ['pwd', 'otp'], SignedInThrough: cityId });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'summary', 'after']).where('action', '=', 'organisation.staff-sign-in').execute();
    expect(audit).toEqual([{
      action: 'organisation.staff-sign-in', summary: 'Team-Anmeldung über Identitätsanbieter eingeschaltet',
      after: 'Team muss sich über Identitätsanbieter anmelden: ja; Anbieter: „Stadt-Konto“; amr: pwd, otp',
    }]);
    // The administrator's own session stays; the user manager's password session ends; the planner's stays.
    expect((await info(adminBrowser)).LoggedIn).toBe(true);
    expect((await managerClient.get(url('/auth/info'))).json().LoggedIn).toBe(false);
    expect((await plannerClient.get(url('/auth/info'))).json().LoggedIn).toBe(true);
  });
});

describe('while the rule is on', () => {
  it('refuses the password login of admin and usermanager with a 403 naming the provider, after a right password only', async () => {
    for (const [email, password] of [[ADMIN_EMAIL, ADMIN_PASSWORD], [manager.email, PASSWORD]] as const) {
      const res = await passwordLogin(email, password);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: REFUSED });
      const wrong = await passwordLogin(email, 'falsches-passwort');
      expect(wrong.statusCode).toBe(401);
    }
    const others = await passwordLogin(planner.email);
    expect(others.statusCode).toBe(200);
    expect(others.json().LoggedIn).toBe(true);
  });

  it('refuses the passkey login of a user manager, and lets others in', async () => {
    const refused = await passkeyLogin(managerPasskey);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Message: REFUSED });
    const ok = await passkeyLogin(plannerPasskey);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().LoggedIn).toBe(true);
  });

  it('lets staff in through the chosen provider, as their second factor under mfa_pflicht, without their own code', async () => {
    await t.db.updateTable('organisations').set({ other: JSON.stringify({ [MFA_REQUIRED_SETTING]: true }) }).where('id', '=', orgId).execute();
    // The user manager has no second factor of the app: the provider's counts.
    const { b, landing } = await providerLogin(manager.email, cityId, { amr: ['pwd', 'otp'] });
    expect(landing).toBe(`${origin}/#/map`);
    expect(await info(b)).toMatchObject({ LoggedIn: true, Email: manager.email });
    expect((await info(b)).MfaSetupRequired).toBeUndefined();
    expect((await b.fetch(`${API}/admin/users`)).status).toBe(200);
    expect(await sessionOf(b)).toEqual([{ provider_id: cityId, provider_amr: 'pwd otp', mfa_completed: 1, user_id: manager.id }]);
    // An administrator with app codes is not asked for them after the provider.
    const admin = await t.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
    adminTotp = generateSecret();
    await t.db.updateTable('users').set({ mfa_secret: seal(await serverSecret(), adminTotp) }).where('id', '=', admin.id).execute();
    const adminSub = [...peer.accounts].find(([, a]) => a.email === ADMIN_EMAIL)![0];
    const again = await providerLogin(ADMIN_EMAIL, cityId, { amr: ['otp'], sub: adminSub });
    expect(again.landing).toBe(`${origin}/#/map`);
    expect((await info(again.b)).LoggedIn).toBe(true);
    adminBrowser = again.b;
  });

  it('refuses staff through another provider, or without a required amr, back on the login page with no session', async () => {
    const sessions = async () => (await t.db.selectFrom('sessions').select('id').where('user_id', '=', manager.id).execute()).length;
    const before = await sessions();
    const other = await providerLogin(manager.email, otherId, { amr: ['otp'] });
    expect(other.landing).toBe(`${origin}/#/login?oidc=staff`);
    const sub = [...peer.accounts].find(([, a]) => a.email === manager.email)![0];
    const noAmr = await providerLogin(manager.email, cityId, { sub });
    expect(noAmr.landing).toBe(`${origin}/#/login?oidc=amr`);
    expect((await info(noAmr.b)).LoggedIn).toBe(false);
    expect(await sessions()).toBe(before);
    // A citizen signs in through the other provider as before.
    const citizen = await createUser(t.db, { email: 'buerger@example.org' });
    const { landing } = await providerLogin(citizen.email, otherId);
    expect(landing).toBe(`${origin}/#/map`);
  });

  it('a password reset gives no way around: the new password is refused at the login too', async () => {
    expect((await new TestClient(t.app).post(url('/auth/resetpassword'), { Email: manager.email, Password: NEW_PASSWORD })).statusCode).toBe(200);
    // The account got other mails before (passkey, links): the reset link is in the first that has one.
    let link: URL | undefined;
    for (let i = 1; !link; i++) {
      const mail = await smtp.waitForMail(manager.email, i);
      if ((mail.text ?? '').includes('/api/v1/auth/activatepassword/')) link = linkIn(mail, '/api/v1/auth/activatepassword/');
    }
    expect((await confirmResetLink(t.app, link, NEW_PASSWORD)).statusCode).toBe(200);
    const res = await passwordLogin(manager.email, NEW_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Message: REFUSED });
  });

  it('keeps the provider the rule needs: switching it off, for citizens only or deleting it is refused', async () => {
    const body = { Label: 'Stadt-Konto', Issuer: peer.issuer, ClientId: CLIENT.clientId, ClientSecret: '', Audience: 'staff' };
    for (const change of [{ Enabled: false }, { Audience: 'citizens' }]) {
      const res = await adminBrowser.fetch(`${API}/admin/organisation/${orgId}/identity-providers/${cityId}`, { method: 'PUT', body: { ...body, ...change } });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ Message: german(LAST_STAFF_PROVIDER) });
    }
    const res = await adminBrowser.fetch(`${API}/admin/organisation/${orgId}/identity-providers/${cityId}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    expect((await adminBrowser.fetch(`${API}/admin/organisation/${orgId}/identity-providers/${cityId}`, { method: 'PUT', body: { ...body, Label: 'Stadt-Konto' } })).status).toBe(200);
  });
});

describe('„Lokales Passwort abschalten“', () => {
  it('removes the password at the next sign-in through the provider, audited; none can be set again', async () => {
    const res = await rule(adminBrowser, { Required: true, ProviderIDs: [cityId], DisablePassword: true, RequiredAmr: ['otp'] });
    expect(res.status, await res.clone().text()).toBe(200);
    // A covered account that never signed in through the provider keeps its password: its only way in.
    const newcomer = await createUser(t.db, { email: 'neu-im-team@example.org', permissions: ['admin'] });
    expect(await passwordHashOf(newcomer.id)).toMatch(/^scrypt\$/);
    expect(await passwordHashOf(manager.id)).toMatch(/^scrypt\$/);
    const sub = [...peer.accounts].find(([, a]) => a.email === manager.email)![0];
    const { b, landing } = await providerLogin(manager.email, cityId, { sub, amr: ['otp'] });
    expect(landing).toBe(`${origin}/#/map`);
    expect(await passwordHashOf(manager.id)).toBe('');
    const name = (await t.db.selectFrom('users').select('name').where('id', '=', manager.id).executeTakeFirstOrThrow()).name;
    const entry = await t.db.selectFrom('audit_log').select(['summary', 'user_id']).where('action', '=', 'user.password_removed').executeTakeFirstOrThrow();
    expect(entry).toEqual({ summary: `Lokales Passwort von „${name}“ entfernt: Anmeldung nur über „Stadt-Konto“`, user_id: manager.id });
    // The profile's change, a reset link and a user manager's new password give none back.
    const change = await b.fetch(`${API}/auth/password`, { body: { CurrentPassword: PASSWORD, Password: NEW_PASSWORD } });
    expect(change.status).toBe(409);
    expect(await change.json()).toEqual({ Message: german(PASSWORD_DISABLED) });
    // A reset is answered as always, but makes no link.
    const links = () => t.db.selectFrom('auth_tokens').select('id').where('user_id', '=', manager.id).where('purpose', '=', 'password').where('used_at', 'is', null).execute();
    expect((await new TestClient(t.app).post(url('/auth/resetpassword'), { Email: manager.email, Password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await links()).toEqual([]);
    const user = (await (await adminBrowser.fetch(`${API}/admin/user/${manager.id}`)).json()) as { Name: string; Email: string; Groups: { ID: string }[] };
    const set = await adminBrowser.fetch(`${API}/admin/user/${manager.id}`, {
      method: 'PUT', body: { Name: user.Name, Email: user.Email, Groups: user.Groups.map((g) => ({ ID: g.ID })), Active: true, Password: NEW_PASSWORD },
    });
    expect(set.status).toBe(409);
    expect(await set.json()).toEqual({ Message: german(PASSWORD_DISABLED) });
    expect(await passwordHashOf(manager.id)).toBe('');
  });
});

describe('break-glass', () => {
  it('the operator\'s staff-sign-in-off switches every rule off, audited; passwords work again', async () => {
    expect(await staffSignInOff(t.app.config, [], { pgSearchPath: t.schema })).toBe(0);
    const res = await passwordLogin(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const entry = await t.db.selectFrom('audit_log').select(['user_id', 'user_name', 'summary']).where('action', '=', 'organisation.staff-sign-in').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(entry).toEqual({ user_id: null, user_name: 'Betrieb (Kommandozeile)', summary: 'Team-Anmeldung über Identitätsanbieter ausgeschaltet (Notzugang über die Kommandozeile)' });
  });

  it('without a rule, a provider sign-in of an account with app codes asks for the code, and the session keeps the provider', async () => {
    const sub = [...peer.accounts].find(([, a]) => a.email === ADMIN_EMAIL)![0];
    const { b, landing } = await providerLogin(ADMIN_EMAIL, cityId, { sub, amr: ['pwd'] });
    expect(landing).toBe(`${origin}/#/login/code`);
    const res = await b.fetch(`${API}/auth/login/mfa`, { body: { Code: await generate({ secret: adminTotp }) } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await sessionOf(b)).toContainEqual({ provider_id: cityId, provider_amr: 'pwd', mfa_completed: 1, user_id: expect.any(String) });
  });
});
