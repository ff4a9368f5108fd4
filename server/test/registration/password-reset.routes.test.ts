import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmResetLink, tokenOf } from '../account-links.js';
import { TestClient } from '../client.js';
import { countRows, createOrganisation, createUser, PASSWORD } from '../factories.js';
import { linkIn, SmtpPeer } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** POST /auth/resetpassword and the password links (docs/product.md §5, §7) against a real SMTP
 *  peer: the new password counts only after the link, which ends every session of the user; the
 *  answer never tells whether an address has an account. */

const PUBLIC_URL = 'http://karte.test:8080';
const CONFIRM = '/api/v1/auth/activatepassword/';
const NEW_PASSWORD = 'ganz-neues-passwort';

let t: TestApp;
let peer: SmtpPeer;
const url = (p: string) => `/api/v1${p}`;

const reset = (email: string, password = NEW_PASSWORD) =>
  new TestClient(t.app).post(url('/auth/resetpassword'), { Email: email, Password: password });
const login = (email: string, password: string) =>
  new TestClient(t.app).post(url('/auth/login'), { Email: email, Password: password });
const confirm = (link: URL, password = NEW_PASSWORD) => confirmResetLink(t.app, link, password);

/** Waits long enough for a mail that is not supposed to come. */
const settle = () => new Promise((r) => setTimeout(r, 300));

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL }, rateLimits: { resetPerHour: 1000 } });
  await createOrganisation(t.db, { host: 'localhost', title: 'Testkarte', isDefault: true });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('POST /auth/resetpassword', () => {
  it('changes the password only after the mailed link, and the link ends all of the user\'s sessions', async () => {
    const u = await createUser(t.db);
    const other = new TestClient(t.app);
    await other.login(u.email, PASSWORD);
    expect((await other.get(url('/auth/info'))).json().LoggedIn).toBe(true);

    const res = await reset(u.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Message: 'success' });
    const mail = await peer.waitForMail(u.email);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihr neues Passwort bei Testkarte');
    expect(mail.text).toContain('Das neue Passwort wird erst gültig, wenn Sie den folgenden Link öffnen und es dort zur Bestätigung noch einmal eingeben');
    expect(mail.text).toContain('30 Minuten');
    expect(mail.text).toContain('ignorieren Sie diese Email');
    expect(mail.html).toContain('Passwort');
    const link = linkIn(mail, CONFIRM);
    expect(link.origin).toBe(PUBLIC_URL);

    // Before the link the new password does not work. (The old one still does, but a successful
    // login would end the link: tested below.)
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(401);
    const row = await t.db.selectFrom('auth_tokens').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.purpose).toBe('password');
    expect(row.pending_password_hash).toMatch(/^scrypt\$/);

    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 60_000);

    // Opening the link leads to its page and changes nothing.
    const opened = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${PUBLIC_URL}/#/passwort-bestaetigen/${tokenOf(link)}`);
    expect((await other.get(url('/auth/info'))).json().LoggedIn).toBe(true);
    const wrong = await confirm(link, 'ein-anderes-passwort');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Errors).toEqual([{ Field: 'Password', Message: 'Das Passwort stimmt nicht mit dem neuen Passwort überein, das Sie beim Zurücksetzen angegeben haben.' }]);
    const confirmed = await confirm(link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ Message: 'success' });
    expect(await t.db.selectFrom('sessions').selectAll().where('user_id', '=', u.id).execute()).toEqual([]);
    expect((await other.get(url('/auth/info'))).json().LoggedIn).toBe(false);
    expect((await login(u.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(200);
    const used = await t.db.selectFrom('auth_tokens').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(used.used_at).not.toBeNull();
    expect(used.pending_password_hash).toBeNull();

    const again = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(again.headers.location).toBe(`${PUBLIC_URL}/#/activationfailure`);
    const twice = await confirm(link);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Message).toMatch(/^Das neue Passwort konnte nicht aktiviert werden\./);
  });

  it('a successful login ends a pending reset link', async () => {
    const u = await createUser(t.db);
    await reset(u.email);
    const link = linkIn(await peer.waitForMail(u.email), CONFIRM);
    expect((await login(u.email, PASSWORD)).statusCode).toBe(200);
    expect((await confirm(link)).statusCode).toBe(400);
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('answers an unknown or inactive address exactly like a known one and sends nothing', async () => {
    const known = await createUser(t.db);
    const inactive = await createUser(t.db, { active: false });
    const answers = [];
    for (const email of [known.email, 'niemand@example.org', inactive.email, 'kein-email-format']) {
      const res = await reset(email);
      answers.push({ status: res.statusCode, body: res.body, type: res.headers['content-type'] });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 200, body: '{"Message":"success"}', type: 'application/json; charset=utf-8' });
    await peer.waitForMail(known.email);
    await settle();
    expect(peer.mailsTo('niemand@example.org')).toHaveLength(0);
    expect(peer.mailsTo(inactive.email)).toHaveLength(0);
    expect(await t.db.selectFrom('auth_tokens').selectAll().where('user_id', '=', inactive.id).execute()).toEqual([]);
  });

  it('replaces an earlier unused link by the newer one', async () => {
    const u = await createUser(t.db);
    await reset(u.email, 'erstes-passwort');
    const first = linkIn(await peer.waitForMail(u.email, 1), CONFIRM);
    await reset(u.email, 'zweites-passwort');
    const second = linkIn(await peer.waitForMail(u.email, 2), CONFIRM);
    expect((await t.app.inject({ method: 'GET', url: first.pathname })).headers.location).toBe(`${PUBLIC_URL}/#/activationfailure`);
    expect((await confirm(first, 'erstes-passwort')).statusCode).toBe(400);
    expect((await confirm(second, 'zweites-passwort')).statusCode).toBe(200);
    expect((await login(u.email, 'zweites-passwort')).statusCode).toBe(200);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const u = await createUser(t.db);
    await reset(u.email);
    const link = linkIn(await peer.waitForMail(u.email), CONFIRM);
    await t.db.updateTable('auth_tokens').set({ expires_at: new Date(Date.now() - 1).toISOString() }).where('user_id', '=', u.id).execute();
    expect((await t.app.inject({ method: 'GET', url: link.pathname })).headers.location).toBe(`${PUBLIC_URL}/#/activationfailure`);
    expect((await confirm(link)).statusCode).toBe(400);
    expect((await login(u.email, PASSWORD)).statusCode).toBe(200);
  });

  it('activatepasswordjson tells whether a link is usable and changes nothing; an activation link is no password link', async () => {
    const u = await createUser(t.db);
    await reset(u.email);
    const link = linkIn(await peer.waitForMail(u.email), CONFIRM);
    const token = tokenOf(link);
    expect((await t.app.inject({ method: 'GET', url: url(`/auth/activatejson/${token}`) })).statusCode).toBe(400);
    expect((await new TestClient(t.app).post(url('/auth/activate'), { Token: token, Password: NEW_PASSWORD })).statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'GET', url: url(`/auth/activatepasswordjson/${token}`) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ Message: 'success' });
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await confirm(link)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: url(`/auth/activatepasswordjson/${token}`) });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toMatch(/^Das neue Passwort konnte nicht aktiviert werden\./);
  });

  it('answers 400 for a short password, a missing address or extra fields, storing nothing', async () => {
    const u = await createUser(t.db);
    const tokens = await countRows(t.db, 'auth_tokens');
    const short = await reset(u.email, 'kurz');
    expect(short.statusCode).toBe(400);
    expect(short.json().Errors).toContainEqual({ Field: 'Password', Message: 'Das Passwort ist zu kurz. Es muss mindestens 8 Zeichen lang sein.' });
    const empty = await reset('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Errors).toContainEqual({ Field: 'Email', Message: 'Sie haben Ihre Email-Adresse nicht angegeben,' });
    const c = new TestClient(t.app);
    expect((await c.post(url('/auth/resetpassword'), { Password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await c.post(url('/auth/resetpassword'), { Email: u.email, Password: NEW_PASSWORD, Admin: true })).statusCode).toBe(400);
    expect(await countRows(t.db, 'auth_tokens')).toBe(tokens);
    await settle();
    expect(peer.mailsTo(u.email)).toHaveLength(0);
  });
});
