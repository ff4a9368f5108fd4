import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/lib/tokens.js';
import { purgeNeverActivatedAccounts } from '../../src/modules/users/users.service.js';
import { activateByLink, tokenOf } from '../account-links.js';
import { TestClient } from '../client.js';
import { countRows, createOrganisation, createUser } from '../factories.js';
import { linkIn, SmtpPeer } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** POST /auth/register and the activation links (docs/product.md §3, §4, §7, §8) against a real
 *  SMTP peer. Links come from PUBLIC_URL, sender and product name from the host's organisation. */

const PUBLIC_URL = 'http://karte.test:8080';
const MAIL_FROM = 'Mitmachkarte Test <noreply@example.org>';
const ORG_FROM = 'Stadt & Fluss <karte@stadt.example>';
const DEFAULT_GROUP = 'Registrierte';
const ACTIVATE = '/api/v1/auth/activate/';
const NOT_ACTIVATED = 'Ihr Konto ist noch nicht aktiviert. Bitte folgen Sie dem Link in der Aktivierungs-Email.';

let t: TestApp;
let peer: SmtpPeer;
let seq = 0;
const url = (p: string) => `/api/v1${p}`;
const newEmail = () => `neu-${++seq}-${Date.now()}@example.org`;
const body = (email: string, extra: Record<string, unknown> = {}) =>
  ({ Email: email, Name: 'Erika Muster', Password: 'Fluss-Ufer-123', Attributes: [], ...extra });

/** Registers from a fresh client (Host header as a browser on `host` would send it). */
async function registerAs(payload: unknown, host = 'localhost') {
  return new TestClient(t.app).request('POST', url('/auth/register'), payload, { headers: { host } });
}

const login = (email: string, password: string) =>
  new TestClient(t.app).post(url('/auth/login'), { Email: email, Password: password });
const activate = (link: URL, password: string) => activateByLink(t.app, link, password);

const userRow = (email: string) => t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({
    env: { SMTP_URL: peer.url, PUBLIC_URL, MAIL_FROM, DEFAULT_GROUP },
    rateLimits: { registerPerHour: 1000, resetPerHour: 1000 },
  });
  await createOrganisation(t.db, { host: 'localhost', title: 'Stadt & Fluss <Karte>', other: { mail_from: ORG_FROM }, isDefault: true });
  await createOrganisation(t.db, { host: 'andere.example', title: 'Andere Karte' });
  await t.db.insertInto('groups').values({ id: '0190f1e0-0000-7000-8000-000000000001', name: DEFAULT_GROUP, created_at: new Date().toISOString() }).execute();
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('POST /auth/register', () => {
  it('creates an inactive user and mails a link that activates it once', async () => {
    const email = newEmail();
    const res = await registerAs(body(email.toUpperCase(), { Attributes: [{ Key: 'Verein', Value: 'Angler' }] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'success' });

    const row = await userRow(email);
    expect(row).toMatchObject({ email, name: 'Erika Muster', active: 0 });
    expect(JSON.parse(row!.attributes)).toEqual([{ Key: 'Verein', Value: 'Angler' }]);
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    const groups = await t.db.selectFrom('user_groups').innerJoin('groups', 'groups.id', 'user_groups.group_id')
      .select('groups.name').where('user_groups.user_id', '=', row!.id).execute();
    expect(groups.map((g) => g.name)).toEqual([DEFAULT_GROUP]);

    const mail = await peer.waitForMail(email);
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([email]);
    expect(mail.from?.value).toEqual([{ name: 'Stadt & Fluss', address: 'karte@stadt.example' }]);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Registrierung bei Stadt & Fluss <Karte>');
    expect(mail.text).toContain('vielen Dank für Ihre Registrierung bei Stadt & Fluss <Karte>');
    expect(mail.text).toContain('24 Stunden');
    const link = linkIn(mail, ACTIVATE);
    expect(link.origin).toBe(PUBLIC_URL);
    const token = link.pathname.slice(ACTIVATE.length);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The HTML part carries the same link and escapes every inserted value.
    expect(mail.html).toContain(`href="${link.href}"`);
    expect(mail.html).toContain('Stadt &#38; Fluss &#60;Karte&#62;');
    expect(mail.html).not.toContain('<Karte>');
    // Only the hash of the token is stored.
    const tokens = await t.db.selectFrom('auth_tokens').selectAll().where('user_id', '=', row!.id).execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ id: hashToken(token), purpose: 'activation', used_at: null, pending_name: 'Erika Muster', failed_attempts: 0 });
    expect(tokens[0]!.pending_password_hash).toMatch(/^scrypt\$/);
    expect(Date.parse(tokens[0]!.expires_at) - Date.parse(tokens[0]!.created_at)).toBe(24 * 3600_000);
    expect(JSON.stringify(tokens)).not.toContain(token);

    const before = await login(email, 'Fluss-Ufer-123');
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ Message: NOT_ACTIVATED });

    // Opening the link leads to its page and changes nothing; the page confirms it.
    const opened = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${PUBLIC_URL}/#/konto-aktivieren/${token}`);
    expect((await userRow(email))!.active).toBe(0);
    const activated = await activate(link, 'Fluss-Ufer-123');
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ LoggedIn: true, Email: email, Name: 'Erika Muster' });
    expect((await userRow(email))!.active).toBe(1);
    expect((await login(email, 'Fluss-Ufer-123')).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe(`${PUBLIC_URL}/#/activationfailure`);
    expect((await activate(link, 'Fluss-Ufer-123')).statusCode).toBe(400);
  });

  it('refuses a wrong password on the activation page, and uses the link up after 5 wrong ones', async () => {
    const email = newEmail();
    await registerAs(body(email));
    const link = linkIn(await peer.waitForMail(email), ACTIVATE);
    const wrong = await activate(link, 'falsches-passwort');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Errors).toEqual([{ Field: 'Password', Message: expect.stringMatching(/^Das Passwort passt nicht zu dieser Registrierung\./) }]);
    for (let i = 1; i < 5; i++) expect((await activate(link, `falsch-${i}`)).statusCode).toBe(400);
    const dead = await activate(link, 'Fluss-Ufer-123');
    expect(dead.statusCode).toBe(400);
    expect(dead.json().Message).toMatch(/^Die Aktivierung war nicht erfolgreich\./);
    expect((await userRow(email))!.active).toBe(0);
  });

  it('takes the product name from the host and the sender from MAIL_FROM when the organisation sets none; links from PUBLIC_URL only', async () => {
    const email = newEmail();
    expect((await registerAs(body(email), 'andere.example')).statusCode).toBe(200);
    const mail = await peer.waitForMail(email);
    expect(mail.from?.value).toEqual([{ name: 'Mitmachkarte Test', address: 'noreply@example.org' }]);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Registrierung bei Andere Karte');
    expect(linkIn(mail, ACTIVATE).origin).toBe(PUBLIC_URL);
    expect(mail.text).not.toContain('andere.example');
  });

  it('refuses an expired link and leaves the account inactive', async () => {
    const email = newEmail();
    await registerAs(body(email));
    const link = linkIn(await peer.waitForMail(email), ACTIVATE);
    const user = (await userRow(email))!;
    await t.db.updateTable('auth_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', user.id).execute();
    const res = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(res.headers.location).toBe(`${PUBLIC_URL}/#/activationfailure`);
    expect((await userRow(email))!.active).toBe(0);
  });

  it('redirects unknown and malformed links to /activationfailure', async () => {
    for (const token of ['A'.repeat(43), 'kurz', 'x'.repeat(60), '%20']) {
      const res = await t.app.inject({ method: 'GET', url: url(`/auth/activate/${token}`) });
      expect(res.statusCode, token).toBe(302);
      expect(res.headers.location).toBe(`${PUBLIC_URL}/#/activationfailure`);
    }
  });

  it('activatejson tells whether a link is usable and changes nothing; 400 with a German message once used', async () => {
    const email = newEmail();
    await registerAs(body(email));
    const link = linkIn(await peer.waitForMail(email), ACTIVATE);
    const token = tokenOf(link);
    const ok = await t.app.inject({ method: 'GET', url: url(`/auth/activatejson/${token}`) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ Message: 'success' });
    expect((await userRow(email))!.active).toBe(0);
    expect((await activate(link, 'Fluss-Ufer-123')).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: url(`/auth/activatejson/${token}`) });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toMatch(/^Die Aktivierung war nicht erfolgreich\./);
  });

  it('answers a second registration of a pending address with its own link, which only its own password confirms; no second account', async () => {
    const email = newEmail();
    await registerAs(body(email));
    const first = linkIn(await peer.waitForMail(email, 1), ACTIVATE);
    const users = await countRows(t.db, 'users');
    const res = await registerAs(body(email.replace('neu', 'NEU'), { Name: 'Jemand Anderes', Password: 'anderes-passwort' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Message: 'success' });
    expect(await countRows(t.db, 'users')).toBe(users);
    const second = linkIn(await peer.waitForMail(email, 2), ACTIVATE);
    expect(second.href).not.toBe(first.href);

    // The account row is unchanged until a link is confirmed; each link carries its registration.
    expect((await userRow(email))!.name).toBe('Erika Muster');
    expect((await activate(second, 'Fluss-Ufer-123')).statusCode).toBe(400);
    expect((await activate(second, 'anderes-passwort')).statusCode).toBe(200);
    expect((await userRow(email))!.name).toBe('Jemand Anderes');
    expect((await login(email, 'anderes-passwort')).statusCode).toBe(200);
    expect((await login(email, 'Fluss-Ufer-123')).statusCode).toBe(401);
    // Activation ends the other registration's link.
    expect((await t.app.inject({ method: 'GET', url: first.pathname })).headers.location).toBe(`${PUBLIC_URL}/#/activationfailure`);
  });

  it('creates one account when the same address registers twice at the same time', async () => {
    const email = newEmail();
    const users = await countRows(t.db, 'users');
    const answers = await Promise.all([registerAs(body(email)), registerAs(body(email))]);
    expect(answers.map((r) => [r.statusCode, r.json()])).toEqual([[200, { Message: 'success' }], [200, { Message: 'success' }]]);
    expect(await countRows(t.db, 'users')).toBe(users + 1);
    // Each answer sent a link; the newer killed the earlier (docs/security.md), so exactly one works.
    await peer.waitForMail(email, 2);
    const outcomes = [];
    for (const mail of peer.mailsTo(email)) outcomes.push((await activate(linkIn(mail, ACTIVATE), 'Fluss-Ufer-123')).statusCode);
    expect(outcomes.sort()).toEqual([200, 400]);
  });

  it('answers 409 exists for an active account and sends nothing', async () => {
    const u = await createUser(t.db);
    const users = await countRows(t.db, 'users');
    const res = await registerAs(body(u.email.toUpperCase()));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ Message: 'exists' });
    expect(await countRows(t.db, 'users')).toBe(users);
    expect(peer.mailsTo(u.email)).toHaveLength(0);
  });

  it('answers 400 noemail for an invalid address and stores nothing', async () => {
    const users = await countRows(t.db, 'users');
    for (const email of ['', '   ', 'kein-at-zeichen', 'a@b', 'zwei@@example.org', 'leer zeichen@example.org']) {
      const res = await registerAs(body(email));
      expect(res.statusCode, email).toBe(400);
      expect(res.json(), email).toEqual({ Message: 'noemail' });
    }
    expect(await countRows(t.db, 'users')).toBe(users);
  });

  it('answers 400 with German messages for a short password, a missing field or an extra field, storing nothing', async () => {
    const users = await countRows(t.db, 'users');
    const tokens = await countRows(t.db, 'auth_tokens');
    const short = await registerAs(body(newEmail(), { Password: 'kurz' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().Errors).toContainEqual({ Field: 'Password', Message: 'Das Passwort ist zu kurz. Es muss mindestens 8 Zeichen lang sein.' });
    for (const field of ['Email', 'Name', 'Password']) {
      const payload: Record<string, unknown> = body(newEmail());
      delete payload[field];
      const res = await registerAs(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().Message).toBe('Die Eingaben sind ungültig.');
    }
    for (const extra of [{ Admin: true }, { Attributes: [{ Key: 'a', Value: 'b', Extra: 1 }] }, { Name: '  ' }, { Password: 7 }]) {
      expect((await registerAs(body(newEmail(), extra))).statusCode, JSON.stringify(extra)).toBe(400);
    }
    const array = await new TestClient(t.app).request('POST', url('/auth/register'), '[]', { headers: { 'content-type': 'application/json' } });
    expect(array.statusCode).toBe(400);
    expect(await countRows(t.db, 'users')).toBe(users);
    expect(await countRows(t.db, 'auth_tokens')).toBe(tokens);
  });

  it('needs the anti-forgery token like every write', async () => {
    const users = await countRows(t.db, 'users');
    const res = await new TestClient(t.app).post(url('/auth/register'), body(newEmail()), { xsrf: false });
    expect(res.statusCode).toBe(403);
    expect(await countRows(t.db, 'users')).toBe(users);
  });

  it('skips a DEFAULT_GROUP that does not exist and still registers', async () => {
    await t.db.deleteFrom('groups').where('name', '=', DEFAULT_GROUP).execute();
    const email = newEmail();
    expect((await registerAs(body(email))).statusCode).toBe(200);
    const user = (await userRow(email))!;
    expect(await t.db.selectFrom('user_groups').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
    await peer.waitForMail(email);
  });

});

describe('registrations never activated', () => {
  it('are deleted 30 days after registering, with their links; switched-off, active and newer accounts stay', async () => {
    const old = new Date(Date.now() - 31 * 24 * 3600_000).toISOString();
    const pendingOld = newEmail();
    const pendingNew = newEmail();
    await registerAs(body(pendingOld));
    await registerAs(body(pendingNew));
    await peer.waitForMail(pendingOld);
    const switchedOff = await createUser(t.db, { active: false });
    await t.db.updateTable('users').set({ deactivated_at: old }).where('id', '=', switchedOff.id).execute();
    const active = await createUser(t.db);
    const oldId = (await userRow(pendingOld))!.id;
    await t.db.updateTable('users').set({ created_at: old }).where('id', 'in', [oldId, switchedOff.id, active.id]).execute();

    expect(await purgeNeverActivatedAccounts(t.db)).toBe(1);
    expect(await userRow(pendingOld)).toBeUndefined();
    expect(await t.db.selectFrom('auth_tokens').selectAll().where('user_id', '=', oldId).execute()).toEqual([]);
    for (const email of [pendingNew, switchedOff.email, active.email]) expect(await userRow(email), email).toBeDefined();
  });
});
