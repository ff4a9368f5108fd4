import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_REQUIRED_SETTING, type MfaSetup } from '@mitmachkarte/contract';
import { adminId, userWith } from './admin-fixtures.js';
import { TestClient } from './client.js';
import { createOrganisation, createUser, PASSWORD } from './factories.js';
import { createTestApp, type TestApp } from './test-app.js';

/** Two-factor login (docs/security.md; TOTP after RFC 6238 with otplib, 10 recovery codes): enrolment
 *  in the profile, the code step of the login, replays and guessing refused, the organisation's
 *  requirement for admin and usermanager, and the reset by a user manager. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createOrganisation(t.db, { host: 'stadt.example.org', title: 'Stadt', isDefault: true });
  await createOrganisation(t.db, { host: 'streng.example.org', title: 'Strenge Stadt', other: { [MFA_REQUIRED_SETTING]: true } });
});
afterAll(async () => t?.close());

const API = '/api/v1';
/** The code of the app `seconds` from now (a later time step than one just used). */
const codeAt = (secret: string, seconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + seconds });
const info = async (c: TestClient) => (await c.get(`${API}/auth/info`)).json();

async function loggedIn(email: string, host?: string) {
  const c = new TestClient(t.app);
  const res = await c.request('POST', `${API}/auth/login`, { Email: email, Password: PASSWORD }, host ? { headers: { host } } : {});
  expect(res.statusCode, res.body).toBe(200);
  return { c, answer: res.json() };
}

/** A user with two-factor login on: their secret and recovery codes. */
async function enrolled() {
  const u = await createUser(t.db);
  const { c } = await loggedIn(u.email);
  const setup = (await c.post(`${API}/auth/mfa/setup`)).json() as MfaSetup;
  const enable = await c.post(`${API}/auth/mfa/enable`, { Code: await codeAt(setup.Secret) });
  expect(enable.statusCode, enable.body).toBe(200);
  return { u, c, secret: setup.Secret, codes: enable.json().RecoveryCodes as string[] };
}

describe('enrolment', () => {
  it('gives a secret, its otpauth address and a QR code, turns on with the first code and answers 10 recovery codes once', async () => {
    const u = await createUser(t.db, { email: 'zwei@example.org' });
    const { c } = await loggedIn(u.email);
    expect((await c.get(`${API}/auth/mfa`)).json()).toEqual({ Enabled: false, RecoveryCodesLeft: 0, Required: false });
    const setup = (await c.post(`${API}/auth/mfa/setup`)).json() as MfaSetup;
    expect(setup.Secret).toMatch(/^[A-Z2-7]{16,}$/);
    const uri = new URL(setup.Uri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe('otpauth://totp/Mitmachkarte:zwei@example.org');
    expect(uri.searchParams.get('secret')).toBe(setup.Secret);
    expect(uri.searchParams.get('issuer')).toBe('Mitmachkarte');
    expect(setup.QrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const wrong = await c.post(`${API}/auth/mfa/enable`, { Code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe('Der Code stimmt nicht. Bitte versuchen Sie es noch einmal.');
    const ok = await c.post(`${API}/auth/mfa/enable`, { Code: await codeAt(setup.Secret) });
    expect(ok.statusCode, ok.body).toBe(200);
    const codes = ok.json().RecoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect((await c.get(`${API}/auth/mfa`)).json()).toEqual({ Enabled: true, RecoveryCodesLeft: 10, Required: false });
    expect((await c.post(`${API}/auth/mfa/setup`)).statusCode).toBe(409);
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
    expect(answer).toEqual({ LoggedIn: false, Permissions: [], MfaRequired: true });
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

  it('is turned off with the password (403 without it), and by a user manager for a user who lost it', async () => {
    const { u, c } = await enrolled();
    expect((await c.post(`${API}/auth/mfa/disable`, { Password: 'falsch-falsch' })).statusCode).toBe(403);
    expect((await c.post(`${API}/auth/mfa/disable`, { Password: PASSWORD })).statusCode).toBe(200);
    expect((await loggedIn(u.email)).answer.LoggedIn).toBe(true);

    const other = await enrolled();
    const manager = await userWith(t, ['usermanager']);
    expect((await manager.client.delete(`${API}/admin/user/${other.u.id}/mfa`)).statusCode).toBe(200);
    expect((await loggedIn(other.u.email)).answer.LoggedIn).toBe(true);
    expect((await manager.client.delete(`${API}/admin/user/${await adminId(t)}/mfa`)).statusCode).toBe(403);
  });
});

describe('an organisation that requires it', () => {
  it('gives a user manager without a second factor their other rights only, until they set it up', async () => {
    const manager = await userWith(t, ['usermanager', 'project']);
    const { c, answer } = await loggedIn(manager.email, 'streng.example.org');
    expect(answer).toMatchObject({ LoggedIn: true, Permissions: ['project'], MfaSetupRequired: true });
    expect((await c.get(`${API}/admin/users`)).statusCode).toBe(403);
    const status = await c.request('GET', `${API}/auth/mfa`, undefined, { headers: { host: 'streng.example.org' } });
    expect(status.json()).toEqual({ Enabled: false, RecoveryCodesLeft: 0, Required: true });
    const setup = (await c.post(`${API}/auth/mfa/setup`)).json() as MfaSetup;
    expect((await c.post(`${API}/auth/mfa/enable`, { Code: await codeAt(setup.Secret) })).statusCode).toBe(200);
    expect((await info(c)).Permissions).toEqual(['project', 'usermanager']);
    expect((await c.get(`${API}/admin/users`)).statusCode).toBe(200);
    // Nor can they turn it off there.
    const off = await c.request('POST', `${API}/auth/mfa/disable`, { Password: PASSWORD }, { headers: { host: 'streng.example.org' } });
    expect(off.statusCode).toBe(409);
  });

  it('leaves users without those rights alone', async () => {
    const u = await createUser(t.db);
    expect((await loggedIn(u.email, 'streng.example.org')).answer).toMatchObject({ LoggedIn: true });
    expect((await loggedIn(u.email, 'streng.example.org')).answer.MfaSetupRequired).toBeUndefined();
  });
});
