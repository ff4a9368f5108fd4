import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_SETTINGS, type MfaSetup } from '@mitmachkarte/contract';
import { confirmResetLink } from '../account-links.js';
import { userWith } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { createOrganisation, createUser, PASSWORD } from '../factories.js';
import { linkIn, type ReceivedMail, SmtpPeer } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Security notices to the account holder (docs/security.md, Accounts and mailed links; OWASP
 *  ASVS 4.0.3 2.2.3): a changed or reset password, two-factor login switched on or off (also by a
 *  user manager), new recovery codes, the account deleted. Each arrives at a real SMTP peer, in
 *  German, in the organisation's name, says what to do if it was not the holder and carries no
 *  secret. */

const PUBLIC_URL = 'http://karte.test:8080';
const API = '/api/v1';
let t: TestApp;
let peer: SmtpPeer;

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url, PUBLIC_URL }, rateLimits: { resetPerHour: 1000, confirmLinkPerHour: 1000, loginPerMinute: 1000 } });
  await createOrganisation(t.db, { host: 'localhost', title: 'Testkarte', isDefault: true, other: { [LANDING_SETTINGS.contactEmail]: 'hilfe@testkarte.example' } });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const codeAt = (secret: string, seconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });

/** A user logged in with the password in a browser of their own. */
async function loggedInUser() {
  const u = await createUser(t.db);
  const c = new TestClient(t.app);
  await c.login(u.email, PASSWORD);
  return { ...u, c };
}

/** The next mail to `address` (the `count`-th in all), with the checks every notice passes: from
 *  the organisation, German, the way out if it was not the holder, none of `secrets`. */
async function notice(address: string, count: number, subject: string, secrets: string[] = []): Promise<ReceivedMail> {
  const mail = await peer.waitForMail(address, count);
  expect(mail.subject).toBe(subject);
  expect(mail.text).toMatch(/^Guten Tag,\n/);
  expect(mail.text).toContain('hilfe@testkarte.example');
  expect(mail.text).toMatch(/Falls Sie das nicht (selbst waren|erbeten haben)|Wenn Sie Fragen dazu haben/);
  expect(mail.text).toContain('Mit freundlichen Grüßen\nTestkarte');
  for (const secret of [PASSWORD, ...secrets]) {
    expect(mail.text, secret).not.toContain(secret);
    expect(String(mail.html), secret).not.toContain(secret);
  }
  return mail;
}

describe('security notices', () => {
  it('tell of a changed password, and of one reset through the mailed link', async () => {
    const u = await loggedInUser();
    const next = 'Fluss-Ufer-Kiesel-42';
    expect((await u.c.post(`${API}/auth/password`, { CurrentPassword: PASSWORD, Password: next })).statusCode).toBe(200);
    const changed = await notice(u.email, 1, 'Ihr Passwort wurde geändert – Testkarte', [next]);
    expect(linkIn(changed, '/').href).toBe(`${PUBLIC_URL}/#/resetpassword`);

    const reset = 'Wiesen-Pfad-Schilf-77';
    expect((await new TestClient(t.app).post(`${API}/auth/resetpassword`, { Email: u.email, Password: reset })).statusCode).toBe(200);
    const link = linkIn(await peer.waitForMail(u.email, 2), '/api/v1/auth/activatepassword/');
    expect((await confirmResetLink(t.app, link, reset)).statusCode).toBe(200);
    await notice(u.email, 3, 'Ihr Passwort wurde geändert – Testkarte', [reset, link.pathname.split('/').at(-1)!]);
  });

  it('tell of two-factor login switched on, of new recovery codes and of it switched off, without secret or codes', async () => {
    const u = await loggedInUser();
    const setup = (await u.c.post(`${API}/auth/mfa/setup`, { Password: PASSWORD })).json() as MfaSetup;
    const enable = await u.c.post(`${API}/auth/mfa/enable`, { Password: PASSWORD, Code: await codeAt(setup.Secret) });
    const first = enable.json().RecoveryCodes as string[];
    const on = await notice(u.email, 1, 'Zwei-Faktor-Anmeldung eingeschaltet – Testkarte', [setup.Secret, ...first]);
    expect(on.text).toContain('Falls Sie das nicht selbst waren, kennt jemand anderes Ihr Passwort.');

    const renewed = await u.c.post(`${API}/auth/mfa/recovery-codes`, { Password: PASSWORD, Code: await codeAt(setup.Secret, 30) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    await notice(u.email, 2, 'Neue Wiederherstellungscodes – Testkarte', [setup.Secret, ...(renewed.json().RecoveryCodes as string[])]);

    const second = (renewed.json().RecoveryCodes as string[])[0]!;
    expect((await u.c.post(`${API}/auth/mfa/disable`, { Password: PASSWORD, RecoveryCode: second })).statusCode).toBe(200);
    const off = await notice(u.email, 3, 'Zwei-Faktor-Anmeldung ausgeschaltet – Testkarte', [setup.Secret, second]);
    expect(off.text).toContain('in Ihrem Profil wieder ein');
  });

  it('tell of what a user manager did: a new password, two-factor login reset, the account deleted', async () => {
    const manager = await userWith(t, ['usermanager']);
    const u = await loggedInUser();
    const setup = (await u.c.post(`${API}/auth/mfa/setup`, { Password: PASSWORD })).json() as MfaSetup;
    expect((await u.c.post(`${API}/auth/mfa/enable`, { Password: PASSWORD, Code: await codeAt(setup.Secret) })).statusCode).toBe(200);
    expect((await manager.client.delete(`${API}/admin/user/${u.id}/mfa`)).statusCode).toBe(200);
    await notice(u.email, 2, 'Zwei-Faktor-Anmeldung zurückgesetzt – Testkarte', [setup.Secret]);

    const user = (await manager.client.get(`${API}/admin/user/${u.id}`)).json();
    const set = 'Neues-Verwalter-Passwort-9';
    expect((await manager.client.put(`${API}/admin/user/${u.id}`, { ...user, Groups: [], Password: set })).statusCode).toBe(200);
    await notice(u.email, 3, 'Ein neues Passwort für Ihr Konto – Testkarte', [set]);

    expect((await manager.client.delete(`${API}/admin/user/${u.id}`)).statusCode).toBe(200);
    const deleted = await notice(u.email, 4, 'Ihr Konto wurde gelöscht – Testkarte');
    expect(deleted.text).toContain('ein Benutzerverwalter von Testkarte hat soeben Ihr Konto gelöscht.');
  });

  it('tell of the own account deleted, and of nothing when the password was wrong', async () => {
    const u = await loggedInUser();
    expect((await u.c.post(`${API}/auth/account/delete`, { Password: 'geraten-1' })).statusCode).toBe(403);
    expect((await u.c.post(`${API}/auth/account/delete`, { Password: PASSWORD })).statusCode).toBe(200);
    const mail = await notice(u.email, 1, 'Ihr Konto wurde gelöscht – Testkarte');
    expect(mail.text).toContain('Ein gelöschtes Konto lässt sich nicht wiederherstellen');
    expect(peer.mailsTo(u.email)).toHaveLength(1);
  });
});
