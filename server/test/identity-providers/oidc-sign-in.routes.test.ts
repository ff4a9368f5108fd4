import net from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OIDC_ERRORS } from '@mitmachkarte/contract';
import { newId, nowIso } from '../../src/lib/ids.js';
import { hashToken } from '../../src/lib/tokens.js';
import { LAST_SIGN_IN } from '../../src/modules/identity-providers/identities.service.js';
import { WRONG_PASSWORD } from '../../src/modules/identity-providers/oidc-confirm.service.js';
import { createOrganisation, createUser, PASSWORD } from '../factories.js';
import { startOidcPeer, type OidcPeer } from '../oidc-peer.js';
import { SmtpPeer } from '../smtp-peer.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from '../test-app.js';
import { readZip } from '../zip.js';
import { OidcBrowser } from './oidc-browser.js';
import { german } from '../../src/i18n/messages.js';

/** Sign-in through an identity provider against a real OpenID provider (oidc-provider, started
 *  here with its own signing key and users; test/oidc-peer.ts) and the app listening on a port:
 *  code flow with PKCE, each wrong detail of the answer refused with a German message and no
 *  session, linking only with the password, the new account only on confirmation, the profile's
 *  links, and the logout at both ends (docs/product.md §14.1; docs/security.md, Sign-in through
 *  identity providers). */
let t: TestApp;
let peer: OidcPeer;
/** The real SMTP peer that receives the security mails (link and unlink). */
let smtp: SmtpPeer;
let origin: string;
let orgId: string;
let providerId: string;
const API = '/api/v1';
const CLIENT = { clientId: 'mitmachkarte', clientSecret: 'geheimes-client-secret' };

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  });
});

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  peer = await startOidcPeer([
    { ...CLIENT, redirectUri: `${origin}${API}/auth/oidc/callback`, postLogoutUri: `${origin}/` },
  ]);
  smtp = await SmtpPeer.start();
  t = await createTestApp({ env: { PUBLIC_URL: origin, PORT: String(port), SMTP_URL: smtp.url }, rateLimits: { loginPerMinute: 10_000, confirmLinkPerHour: 10_000 } });
  await t.app.listen({ port, host: '127.0.0.1' });
  orgId = (await createOrganisation(t.db, { host: '127.0.0.1', title: 'Stadt Musterhausen', isDefault: true })).id;
  const admin = new OidcBrowser(origin);
  await admin.fetch(`${API}/auth/info`);
  expect((await admin.fetch(`${API}/auth/login`, { body: { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD } })).status).toBe(200);
  const res = await admin.fetch(`${API}/admin/organisation/${orgId}/identity-providers`, {
    body: { Label: 'Stadt-Konto', Issuer: peer.issuer, ClientId: CLIENT.clientId, ClientSecret: CLIENT.clientSecret, Audience: 'both' },
  });
  expect(res.status).toBe(200);
  providerId = ((await res.json()) as { ID: string }).ID;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await peer?.close();
  await smtp?.close();
});

let n = 0;
/** A new person at the provider (sub `person-N`) with a verified address, chosen for the next login. */
function newPerson(email = `person${++n}@example.org`, emailVerified = true) {
  const sub = `person-${++n}`;
  peer.accounts.set(sub, { email, emailVerified, name: `Person ${n}` });
  peer.login = sub;
  return { sub, email };
}

/** Starts the sign-in in `browser` and follows it through the provider back to the web app. */
async function signIn(browser: OidcBrowser, returnPath = '#/map') {
  await browser.fetch(`${API}/auth/info`);
  return browser.follow(`${API}/auth/oidc/${providerId}/start?return=${encodeURIComponent(returnPath)}`);
}

/** Follows the sign-in up to the provider's answer, without delivering it: the callback address. */
async function callbackOf(browser: OidcBrowser): Promise<string> {
  await browser.fetch(`${API}/auth/info`);
  let url = `${origin}${API}/auth/oidc/${providerId}/start?return=%23%2F`;
  let res = await browser.fetch(url);
  for (let i = 0; i < 10; i++) {
    url = new URL(res.headers.get('location')!, url).href;
    if (url.startsWith(`${origin}${API}/auth/oidc/callback`)) return url;
    res = await browser.fetch(url);
  }
  throw new Error('no callback');
}

const info = async (b: OidcBrowser) => (await (await b.fetch(`${API}/auth/info`)).json()) as { LoggedIn: boolean; Email?: string; ID?: string };
const sessionCount = async () => Number((await t.db.selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

/** The landing is the login page with the message `key`, and the browser is not logged in, and no session was made. */
async function expectRefused(b: OidcBrowser, landing: string | undefined, key: keyof typeof OIDC_ERRORS, sessionsBefore: number) {
  expect(landing).toBe(`${origin}/#/login?oidc=${key}`);
  expect(OIDC_ERRORS[key]).toMatch(/[äöüß]|Anmeld/);
  expect((await info(b)).LoggedIn).toBe(false);
  expect(await sessionCount()).toBe(sessionsBefore);
}

describe('the login page', () => {
  it('lists the enabled providers of the organisation for everyone, without secrets', async () => {
    const b = new OidcBrowser(origin);
    const res = await b.fetch(`${API}/auth/providers`);
    expect(await res.json()).toEqual([{ ID: providerId, Label: 'Stadt-Konto', Verifies: false }]);
  });

  it('starts with PKCE S256, state and nonce at the provider', async () => {
    const b = new OidcBrowser(origin);
    await b.fetch(`${API}/auth/info`);
    const res = await b.fetch(`${API}/auth/oidc/${providerId}/start?return=%23%2Fmap`);
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin).toBe(peer.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(to.searchParams.get('redirect_uri')).toBe(`${origin}${API}/auth/oidc/callback`);
  });

  it('refuses a return address outside the site (no open redirect)', async () => {
    const b = new OidcBrowser(origin);
    for (const bad of ['https://evil.example/', '//evil.example', '/api/v1/x', 'javascript:alert(1)']) {
      const res = await b.fetch(`${API}/auth/oidc/${providerId}/start?return=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/Rücksprungadresse/);
    }
  });
});

describe('a new person', () => {
  it('gets an account only after confirming it, then is logged in through code and PKCE', async () => {
    const { email } = newPerson();
    const b = new OidcBrowser(origin);
    const { landing } = await signIn(b);
    expect(landing).toBe(`${origin}/#/anmelden/bestaetigen`);
    expect((await info(b)).LoggedIn).toBe(false);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    const pending = await (await b.fetch(`${API}/auth/oidc/pending`)).json();
    expect(pending).toMatchObject({ Provider: 'Stadt-Konto', Kind: 'create', Email: email });
    const res = await b.fetch(`${API}/auth/oidc/pending/create`, { body: {} });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Return: '#/map' });
    expect(await info(b)).toMatchObject({ LoggedIn: true, Email: email });
    // The confirmation is used up.
    expect((await b.fetch(`${API}/auth/oidc/pending`)).status).toBe(404);
  });

  it('signs in again straight away once linked', async () => {
    const { email } = newPerson();
    const first = new OidcBrowser(origin);
    await signIn(first);
    await first.fetch(`${API}/auth/oidc/pending/create`, { body: {} });
    const b = new OidcBrowser(origin);
    const { landing } = await signIn(b, '#/projekte');
    expect(landing).toBe(`${origin}/#/projekte`);
    expect(await info(b)).toMatchObject({ LoggedIn: true, Email: email });
  });

  it('is refused without a verified address', async () => {
    newPerson(undefined, false);
    const b = new OidcBrowser(origin);
    const before = await sessionCount();
    const { landing } = await signIn(b);
    await expectRefused(b, landing, 'email', before);
  });
});

describe('an existing password account with the same address', () => {
  it('is never taken over: linking needs its password, a wrong one links nothing', async () => {
    const owner = await createUser(t.db, { email: 'bestand@example.org' });
    newPerson('bestand@example.org');
    const b = new OidcBrowser(origin);
    const { landing } = await signIn(b);
    expect(landing).toBe(`${origin}/#/anmelden/bestaetigen`);
    expect((await info(b)).LoggedIn).toBe(false);
    expect(await (await b.fetch(`${API}/auth/oidc/pending`)).json()).toMatchObject({ Kind: 'link', Email: 'bestand@example.org' });
    // No new account over it either.
    expect((await b.fetch(`${API}/auth/oidc/pending/create`, { body: {} })).status).toBe(409);
    const wrong = await b.fetch(`${API}/auth/oidc/pending/link`, { body: { Password: 'falsch-falsch' } });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { Message: string }).Message).toBe(german(WRONG_PASSWORD));
    expect((await info(b)).LoggedIn).toBe(false);
    expect(await t.db.selectFrom('user_identities').selectAll().where('user_id', '=', owner.id).execute()).toEqual([]);
    const right = await b.fetch(`${API}/auth/oidc/pending/link`, { body: { Password: PASSWORD } });
    expect(right.status).toBe(200);
    expect(await info(b)).toMatchObject({ LoggedIn: true, ID: owner.id });
    // The holder is told, through the outbox to the real SMTP peer.
    expect((await smtp.waitForMail('bestand@example.org')).subject).toMatch(/verknüpft/);
  });
});

describe('an account with two-factor login', () => {
  it('gives its code after the provider\'s sign-in too', async () => {
    const owner = await createUser(t.db, { email: 'zwei-faktor@example.org' });
    // Any sealed value switches the second factor on (mfa.service.ts hasMfa).
    await t.db.updateTable('users').set({ mfa_secret: 'versiegelt' }).where('id', '=', owner.id).execute();
    newPerson('zwei-faktor@example.org');
    const b = new OidcBrowser(origin);
    await signIn(b);
    const linked = await b.fetch(`${API}/auth/oidc/pending/link`, { body: { Password: PASSWORD } });
    expect(await linked.json()).toEqual({ Return: '#/login/code', MfaRequired: true });
    expect((await info(b)).LoggedIn).toBe(false);
    const again = new OidcBrowser(origin);
    const { landing } = await signIn(again);
    expect(landing).toBe(`${origin}/#/login/code`);
    expect((await info(again)).LoggedIn).toBe(false);
    expect(await t.db.selectFrom('mfa_challenges').select('user_id').where('user_id', '=', owner.id).execute()).toHaveLength(2);
  });
});

describe('a wrong answer is refused with a German message and no session', () => {
  beforeEach(() => {
    newPerson();
    peer.tamper = undefined;
  });

  it('a wrong state', async () => {
    const b = new OidcBrowser(origin);
    const url = new URL(await callbackOf(b));
    url.searchParams.set('state', 'falscher-state-0123456789');
    const before = await sessionCount();
    const { landing } = await b.follow(url.href);
    await expectRefused(b, landing, 'state', before);
  });

  it('a callback from another browser (state bound to the session)', async () => {
    const url = await callbackOf(new OidcBrowser(origin));
    const other = new OidcBrowser(origin);
    await other.fetch(`${API}/auth/info`);
    const before = await sessionCount();
    const { landing } = await other.follow(url);
    await expectRefused(other, landing, 'state', before);
  });

  it('a replayed code: the app uses each state once, and the provider each code once', async () => {
    const b = new OidcBrowser(origin);
    const url = await callbackOf(b);
    const state = new URL(url).searchParams.get('state')!;
    const tx = await t.db.selectFrom('oidc_transactions').selectAll().where('state_hash', '=', hashToken(state)).execute();
    expect((await b.follow(url)).landing).toBe(`${origin}/#/anmelden/bestaetigen`);
    const before = await sessionCount();
    await expectRefused(b, (await b.follow(url)).landing, 'state', before);
    // Even with the transaction put back, the provider refuses the used code.
    await t.db.insertInto('oidc_transactions').values(tx).execute();
    expect(tx).toHaveLength(1);
    await expectRefused(b, (await b.follow(url)).landing, 'token', before);
  });

  const tampered: [string, Parameters<typeof Object.assign>[1]][] = [
    ['a wrong nonce', { claims: { nonce: 'ein-anderer-nonce' } }],
    ['a wrong issuer', { claims: { iss: 'https://falscher-aussteller.example' } }],
    ['a wrong audience (another client)', { claims: { aud: 'andere-anwendung' } }],
    ['an expired token', { claims: { exp: Math.floor(Date.now() / 1000) - 600, iat: Math.floor(Date.now() / 1000) - 1200 } }],
    ['an unsigned token (alg none)', { unsigned: true }],
  ];
  for (const [name, tamper] of tampered) {
    it(name, async () => {
      const b = new OidcBrowser(origin);
      const url = await callbackOf(b);
      peer.tamper = tamper;
      const before = await sessionCount();
      const { landing } = await b.follow(url);
      expect(peer.tamper).toBeUndefined();
      await expectRefused(b, landing, 'token', before);
    });
  }

  it('an error of the provider (the person cancelled)', async () => {
    const b = new OidcBrowser(origin);
    const url = new URL(await callbackOf(b));
    url.searchParams.delete('code');
    url.searchParams.set('error', 'access_denied');
    const before = await sessionCount();
    await expectRefused(b, (await b.follow(url.href)).landing, 'denied', before);
  });
});

describe('the profile', () => {
  it('links a provider to a logged-in account, lists it and refuses to unlink the last way to sign in', async () => {
    // An account made through the provider has no password: the link is its only way in.
    const { email } = newPerson();
    const b = new OidcBrowser(origin);
    await signIn(b);
    await b.fetch(`${API}/auth/oidc/pending/create`, { body: {} });
    expect(await (await b.fetch(`${API}/auth/account/identities`)).json()).toEqual([
      { ProviderID: providerId, Label: 'Stadt-Konto', Verifies: false, Linked: true, LinkedAt: expect.any(String) },
    ]);
    const refused = await b.fetch(`${API}/auth/account/identities/${providerId}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { Message: string }).Message).toBe(german(LAST_SIGN_IN));
    expect(await info(b)).toMatchObject({ Email: email });
    // A passkey is a way in too (docs/product.md §14): with one, the link may go.
    const userId = (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    await t.db.insertInto('passkeys').values({
      id: 'passkey-letzter-weg', user_id: userId, public_key: 'AA', counter: 0, transports: '[]', name: 'Passkey 1', created_at: new Date().toISOString(), last_used_at: null,
    } as never).execute();
    expect((await b.fetch(`${API}/auth/account/identities/${providerId}`, { method: 'DELETE' })).status).toBe(200);
  });

  it('links through the provider in the profile and unlinks while the password remains', async () => {
    const user = await createUser(t.db, { email: 'profil@example.org' });
    const b = new OidcBrowser(origin);
    await b.fetch(`${API}/auth/info`);
    await b.fetch(`${API}/auth/login`, { body: { Email: 'profil@example.org', Password: PASSWORD } });
    // The provider's account may have another address: the session proves the account.
    newPerson('anders@example.org');
    const start = await b.fetch(`${API}/auth/account/identities/${providerId}/link`, { method: 'POST', body: {} });
    expect(start.status).toBe(200);
    const { landing } = await b.follow(((await start.json()) as { Redirect: string }).Redirect);
    expect(landing).toBe(`${origin}/#/profile?anmeldedienst=verknuepft`);
    expect(await t.db.selectFrom('user_identities').select('email').where('user_id', '=', user.id).execute()).toEqual([{ email: 'anders@example.org' }]);
    // The data download lists the link (DSGVO Art. 15).
    const zip = await readZip(Buffer.from(await (await b.fetch(`${API}/auth/account/export`)).arrayBuffer()));
    expect(JSON.parse(zip.get('konto.json')!.toString()).Identities).toEqual([
      { ProviderID: providerId, Subject: expect.any(String), Email: 'anders@example.org', LinkedAt: expect.any(String), LastLoginAt: null, Assurance: null, MunicipalityKey: null, VerifiedAt: null },
    ]);
    const res = await b.fetch(`${API}/auth/account/identities/${providerId}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await t.db.selectFrom('user_identities').select('email').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await b.fetch(`${API}/auth/account/identities/${providerId}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('logout', () => {
  it('ends the session here and, through the provider\'s end_session_endpoint with id_token_hint, there', async () => {
    newPerson();
    const b = new OidcBrowser(origin);
    await signIn(b);
    await b.fetch(`${API}/auth/oidc/pending/create`, { body: {} });
    expect((await info(b)).LoggedIn).toBe(true);
    const out = (await (await b.fetch(`${API}/auth/logout`)).json()) as { LoggedIn: boolean; LogoutRedirect?: string };
    expect(out.LoggedIn).toBe(false);
    expect((await info(b)).LoggedIn).toBe(false);
    const end = new URL(out.LogoutRedirect!);
    expect(end.origin).toBe(peer.issuer);
    expect(end.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${origin}/`);
    // The provider's page confirms by itself (test/oidc-peer.ts); its session ends, and the browser comes back.
    const page = await b.fetch(end.href);
    const html = await page.text();
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const logouts = peer.logouts;
    const confirmed = await b.fetch(new URL(action, peer.issuer).href, { form: { xsrf, logout: 'yes' } });
    let back = new URL(confirmed.headers.get('location')!, peer.issuer).href;
    if (!back.startsWith(origin)) back = new URL((await b.fetch(back)).headers.get('location')!, peer.issuer).href;
    expect(back).toBe(`${origin}/`);
    expect(peer.logouts).toBe(logouts + 1);
    // Signing in again needs the provider's login once more: its session is gone.
    peer.login = '';
    const again = new OidcBrowser(origin);
    again.jars.set(peer.issuer, b.jars.get(peer.issuer)!);
    const { landing: second } = await signIn(again);
    expect(second).not.toBe(`${origin}/#/map`);
  });

  it('a password login\'s logout names no provider', async () => {
    const b = new OidcBrowser(origin);
    await b.fetch(`${API}/auth/info`);
    await createUser(t.db, { email: 'nur-passwort@example.org' });
    await b.fetch(`${API}/auth/login`, { body: { Email: 'nur-passwort@example.org', Password: PASSWORD } });
    expect(await (await b.fetch(`${API}/auth/logout`)).json()).toEqual({ LoggedIn: false, Permissions: [] });
  });
});

describe('the administrators\' settings', () => {
  async function adminBrowser() {
    const b = new OidcBrowser(origin);
    await b.fetch(`${API}/auth/info`);
    await b.fetch(`${API}/auth/login`, { body: { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD } });
    return b;
  }
  const base = () => ({ Label: 'Zweiter Dienst', Issuer: peer.issuer, ClientId: CLIENT.clientId, ClientSecret: CLIENT.clientSecret, Scopes: 'openid email', Audience: 'staff' });

  it('never sends the client secret back and stores it sealed; an empty one on update keeps it', async () => {
    const b = await adminBrowser();
    const created = (await (await b.fetch(`${API}/admin/organisation/${orgId}/identity-providers`, { body: base() })).json()) as Record<string, unknown>;
    expect(created).toMatchObject({ Label: 'Zweiter Dienst', HasClientSecret: true, Audience: 'staff', Enabled: true });
    expect(JSON.stringify(created)).not.toContain(CLIENT.clientSecret);
    const stored = await t.db.selectFrom('identity_providers').select('client_secret').where('id', '=', created.ID as string).executeTakeFirstOrThrow();
    expect(stored.client_secret).not.toContain(CLIENT.clientSecret);
    const list = await (await b.fetch(`${API}/admin/organisation/${orgId}/identity-providers`)).text();
    expect(list).not.toContain(CLIENT.clientSecret);
    const updated = await b.fetch(`${API}/admin/organisation/${orgId}/identity-providers/${created.ID as string}`, { method: 'PUT', body: { ...base(), ClientSecret: '', Enabled: false } });
    expect(updated.status).toBe(200);
    const after = await t.db.selectFrom('identity_providers').select(['client_secret', 'enabled']).where('id', '=', created.ID as string).executeTakeFirstOrThrow();
    expect(after).toEqual({ client_secret: stored.client_secret, enabled: 0 });
    // Switched off: gone from the login page.
    expect(await (await b.fetch(`${API}/auth/providers`)).json()).toEqual([{ ID: providerId, Label: 'Stadt-Konto', Verifies: false }]);
    expect((await b.fetch(`${API}/admin/organisation/${orgId}/identity-providers/${created.ID as string}`, { method: 'DELETE' })).status).toBe(200);
    // Each change is in the audit log, the secret never.
    const audit = await t.db.selectFrom('audit_log').select(['action', 'summary', 'before', 'after']).where('target_id', '=', created.ID as string).orderBy('created_at').execute();
    expect(audit.map((a) => a.action)).toEqual(['identity-provider.create', 'identity-provider.update', 'identity-provider.delete']);
    expect(audit[1]!.summary).toBe('Identitätsanbieter „Zweiter Dienst“ geändert: Aktiv');
    expect(JSON.stringify(audit)).not.toContain(CLIENT.clientSecret);
  });

  it('checks the issuer\'s discovery on save, with a German 400, and refuses plain http elsewhere than on this machine', async () => {
    const b = await adminBrowser();
    const before = await t.db.selectFrom('identity_providers').selectAll().execute();
    for (const Issuer of ['http://127.0.0.1:9', `${peer.issuer}/falsch`]) {
      const res = await b.fetch(`${API}/admin/organisation/${orgId}/identity-providers`, { body: { ...base(), Issuer } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { Message: string }).Message).toMatch(/Aussteller-URL/);
    }
    const plain = await b.fetch(`${API}/admin/organisation/${orgId}/identity-providers`, { body: { ...base(), Issuer: 'http://idp.example.org' } });
    expect(plain.status).toBe(400);
    expect(JSON.stringify(await plain.json())).toMatch(/https:\/\//);
    expect(await t.db.selectFrom('identity_providers').selectAll().execute()).toEqual(before);
  });

  it('a provider of another organisation is not found under this one', async () => {
    const b = await adminBrowser();
    const other = (await createOrganisation(t.db, { host: 'andere.example.org', title: 'Andere' })).id;
    const res = await b.fetch(`${API}/admin/organisation/${other}/identity-providers/${providerId}`, { method: 'DELETE' });
    expect(res.status).toBe(404);
  });

  it('a staff-only provider makes no new (citizen) account', async () => {
    const b0 = await adminBrowser();
    const staffOnly = (await (await b0.fetch(`${API}/admin/organisation/${orgId}/identity-providers`, { body: base() })).json()) as { ID: string };
    newPerson();
    const b = new OidcBrowser(origin);
    await b.fetch(`${API}/auth/info`);
    const before = await sessionCount();
    const { landing } = await b.follow(`${API}/auth/oidc/${staffOnly.ID}/start?return=%23%2F`);
    await expectRefused(b, landing, 'audience', before);
    await b0.fetch(`${API}/admin/organisation/${orgId}/identity-providers/${staffOnly.ID}`, { method: 'DELETE' });
  });
});

describe('group mapping', () => {
  it('gives and removes the permissions of mapped groups at each sign-in, and leaves other groups alone', async () => {
    const admin = new OidcBrowser(origin);
    await admin.fetch(`${API}/auth/info`);
    await admin.fetch(`${API}/auth/login`, { body: { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD } });
    const planning = newId();
    const other = newId();
    await t.db.insertInto('groups').values([{ id: planning, name: 'Planung', created_at: nowIso() }, { id: other, name: 'Von Hand', created_at: nowIso() }]).execute();
    await t.db.insertInto('group_permissions').values({ group_id: planning, permission_name: 'project' }).execute();
    const body = {
      Label: 'Mit Gruppen', Issuer: peer.issuer, ClientId: CLIENT.clientId, ClientSecret: CLIENT.clientSecret, Scopes: 'openid email profile groups',
      GroupMappings: [{ Claim: 'groups', Value: 'planung', GroupID: planning }],
    };
    const unknown = await admin.fetch(`${API}/admin/organisation/${orgId}/identity-providers`, { body: { ...body, GroupMappings: [{ Claim: 'groups', Value: 'x', GroupID: newId() }] } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { Message: string }).Message).toBe('Diese Gruppe gibt es nicht.');
    const created = (await (await admin.fetch(`${API}/admin/organisation/${orgId}/identity-providers`, { body })).json()) as { ID: string; GroupMappings: unknown };
    expect(created.GroupMappings).toEqual(body.GroupMappings);

    const { sub } = newPerson();
    peer.accounts.get(sub)!.groups = ['planung', 'andere'];
    const first = new OidcBrowser(origin);
    await first.fetch(`${API}/auth/info`);
    await first.follow(`${API}/auth/oidc/${created.ID}/start?return=%23%2F`);
    await first.fetch(`${API}/auth/oidc/pending/create`, { body: {} });
    const me = (await (await first.fetch(`${API}/auth/info`)).json()) as { ID: string; Permissions: string[] };
    expect(me.Permissions).toEqual(['project']);
    await t.db.insertInto('user_groups').values({ user_id: me.ID, group_id: other }).execute();

    // The provider takes the group away: the next sign-in takes the permission away.
    peer.accounts.get(sub)!.groups = ['andere'];
    const second = new OidcBrowser(origin);
    await second.fetch(`${API}/auth/info`);
    const { landing } = await second.follow(`${API}/auth/oidc/${created.ID}/start?return=%23%2F`);
    expect(landing).toBe(`${origin}/#/`);
    expect(((await (await second.fetch(`${API}/auth/info`)).json()) as { Permissions: string[] }).Permissions).toEqual([]);
    // The live session of the first sign-in loses it at once too (rights are decided per request).
    expect(((await (await first.fetch(`${API}/auth/info`)).json()) as { Permissions: string[] }).Permissions).toEqual([]);
    expect((await t.db.selectFrom('user_groups').select('group_id').where('user_id', '=', me.ID).execute()).map((r) => r.group_id)).toEqual([other]);
    await admin.fetch(`${API}/admin/organisation/${orgId}/identity-providers/${created.ID}`, { method: 'DELETE' });
  });
});
