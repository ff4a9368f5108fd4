import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateByLink } from '../account-links.js';
import { adminId, sessionFor } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { createOrganisation, createUser, PASSWORD } from '../factories.js';
import { linkIn, SmtpPeer } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Regression tests of the probe's findings 1 and 5 about mailed links (docs/security.md, Accounts
 *  and mailed links): a link scanner that opens every link in a mail (GET or HEAD) must change nothing, a
 *  reset is completed only by typing the new password once more, and a registration never
 *  changes an existing account. Against a real SMTP peer. */

const PUBLIC_URL = 'http://karte.test:8080';
const PASSWORD_LINK = '/api/v1/auth/activatepassword/';
const ACTIVATION_LINK = '/api/v1/auth/activate/';
const url = (p: string) => `/api/v1${p}`;

let t: TestApp;
let peer: SmtpPeer;
let seq = 0;
const newEmail = () => `link-${++seq}-${Date.now()}@example.org`;

const login = (email: string, password: string) =>
  new TestClient(t.app).post(url('/auth/login'), { Email: email, Password: password });
const userRow = (email: string) => t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

/** Opens a link as a mail gateway's scanner does: GET and HEAD, no cookies, no anti-forgery header. */
async function scan(link: URL) {
  for (const method of ['GET', 'HEAD'] as const) {
    const res = await t.app.inject({ method, url: link.pathname });
    expect(res.statusCode, `${method} ${link.pathname}`).toBeLessThan(500);
  }
}

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL }, rateLimits: { registerPerHour: 1000, resetPerHour: 1000 } });
  await createOrganisation(t.db, { host: 'localhost', title: 'Testkarte', isDefault: true });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

describe('finding 1: account takeover through the reset link', () => {
  it('finding 1: a GET or HEAD of the reset link (a link scanner) sets no password', async () => {
    const victim = await createUser(t.db, { email: newEmail() });
    // The attacker asks for a reset of someone else's address, with a password of their choice.
    const attack = await new TestClient(t.app).post(url('/auth/resetpassword'), { Email: victim.email, Password: 'vom-angreifer-gewaehlt' });
    expect(attack.statusCode).toBe(200);
    const link = linkIn(await peer.waitForMail(victim.email), PASSWORD_LINK);
    await scan(link);
    expect((await login(victim.email, 'vom-angreifer-gewaehlt')).statusCode).toBe(401);
    expect((await login(victim.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('finding 5: registration reactivates or hijacks accounts', () => {
  it('finding 5: registering the address of a deactivated account again leaves it deactivated and tells its owner', async () => {
    const owner = await createUser(t.db, { email: newEmail(), name: 'Gesperrte Person' });
    const admin = await sessionFor(t, await adminId(t));
    const off = await admin.put(url(`/admin/user/${owner.id}`), { Name: 'Gesperrte Person', Email: owner.email, Active: false, Groups: [], Attributes: [] });
    expect(off.statusCode, off.body).toBe(200);

    const res = await new TestClient(t.app).post(url('/auth/register'), { Email: owner.email, Name: 'Wieder da', Password: 'ein-anderes-passwort-9' });
    // The same answer as for a new address: the form reveals nothing.
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Message: 'success' });
    const mail = await peer.waitForMail(owner.email);
    expect(mail.subject).toContain('Ihr Konto ist gesperrt');
    expect(mail.text).not.toContain(ACTIVATION_LINK);
    const row = await userRow(owner.email);
    expect(row).toMatchObject({ active: 0, name: 'Gesperrte Person' });
    expect((await login(owner.email, 'ein-anderes-passwort-9')).statusCode).not.toBe(200);
  });

  it('finding 5: an attacker who registers a pending address first does not get the account when its owner activates', async () => {
    const email = newEmail();
    const register = (name: string, password: string) =>
      new TestClient(t.app).post(url('/auth/register'), { Email: email, Name: name, Password: password });
    expect((await register('Angreifer', 'vom-angreifer-gewaehlt')).statusCode).toBe(200);
    await peer.waitForMail(email, 1);
    expect((await register('Erika Eigentümerin', 'eigenes-passwort-7')).statusCode).toBe(200);
    const ownLink = linkIn(await peer.waitForMail(email, 2), ACTIVATION_LINK);
    const activated = await activateByLink(t.app, ownLink, 'eigenes-passwort-7');
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await userRow(email)).toMatchObject({ active: 1, name: 'Erika Eigentümerin' });
    expect((await login(email, 'vom-angreifer-gewaehlt')).statusCode).toBe(401);
    expect((await login(email, 'eigenes-passwort-7')).statusCode).toBe(200);
  });

  it('finding 15: a newer registration request kills the activation link of an earlier one', async () => {
    const email = newEmail();
    const register = (password: string) => new TestClient(t.app).post(url('/auth/register'), { Email: email, Name: 'Erika', Password: password });
    expect((await register('erstes-passwort-7')).statusCode).toBe(200);
    const earlier = linkIn(await peer.waitForMail(email, 1), ACTIVATION_LINK);
    expect((await register('zweites-passwort-8')).statusCode).toBe(200);
    const newer = linkIn(await peer.waitForMail(email, 2), ACTIVATION_LINK);
    const token = earlier.pathname.slice(ACTIVATION_LINK.length);
    expect((await new TestClient(t.app).get(url(`/auth/activatejson/${token}`))).statusCode).toBe(400);
    const refused = await activateByLink(t.app, earlier, 'erstes-passwort-7');
    expect(refused.statusCode, refused.body).toBe(400);
    expect((await userRow(email)).active).toBe(0);
    expect((await activateByLink(t.app, newer, 'zweites-passwort-8')).statusCode).toBe(200);
  });

  it('finding 5: a link scanner opening an activation link activates nothing', async () => {
    const email = newEmail();
    expect((await new TestClient(t.app).post(url('/auth/register'), { Email: email, Name: 'Jemand', Password: 'vom-angreifer-gewaehlt' })).statusCode).toBe(200);
    await scan(linkIn(await peer.waitForMail(email), ACTIVATION_LINK));
    expect((await userRow(email)).active).toBe(0);
  });

  it('an activation link does not activate an account that an administrator switched off meanwhile', async () => {
    const email = newEmail();
    expect((await new TestClient(t.app).post(url('/auth/register'), { Email: email, Name: 'Später gesperrt', Password: 'eigenes-passwort-7' })).statusCode).toBe(200);
    const link = linkIn(await peer.waitForMail(email), ACTIVATION_LINK);
    const user = await userRow(email);
    const admin = await sessionFor(t, await adminId(t));
    // Saving the pending account unchanged keeps it pending; switching it off needs it active first.
    await admin.put(url(`/admin/user/${user.id}`), { Name: user.name, Email: email, Active: true, Groups: [], Attributes: [] });
    await admin.put(url(`/admin/user/${user.id}`), { Name: user.name, Email: email, Active: false, Groups: [], Attributes: [] });
    expect((await activateByLink(t.app, link, 'eigenes-passwort-7')).statusCode).toBe(400);
    expect(await userRow(email)).toMatchObject({ active: 0 });
  });

  it('an account an administrator creates inactive counts as switched off: a registration of it changes nothing', async () => {
    const admin = await sessionFor(t, await adminId(t));
    const email = newEmail();
    const created = await admin.post(url('/admin/user'), { Name: 'Angelegt', Email: email, Password: 'admin-vergeben-1', Active: false, Groups: [], Attributes: [] });
    expect(created.statusCode, created.body).toBe(200);
    expect((await new TestClient(t.app).post(url('/auth/register'), { Email: email, Name: 'Fremd', Password: 'fremdes-passwort-1' })).json()).toEqual({ Message: 'success' });
    expect((await peer.waitForMail(email)).subject).toContain('Ihr Konto ist gesperrt');
    expect(await userRow(email)).toMatchObject({ active: 0, name: 'Angelegt' });
    const login_ = await login(email, 'admin-vergeben-1');
    expect(login_.statusCode).toBe(403);
    expect(login_.json().Message).toMatch(/^Ihr Konto ist gesperrt\./);
  });
});
