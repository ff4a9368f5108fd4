import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { hashPassword, PRODUCTION_HASH_COST, setPasswordHashCost } from '../../src/lib/password.js';
import { loginAccountKey } from '../../src/modules/auth/login-failures.service.js';
import { confirmResetLink } from '../account-links.js';
import { TestClient } from '../client.js';
import { createOrganisation, createUser, PASSWORD } from '../factories.js';
import { linkIn, SmtpPeer } from '../smtp-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Regression tests of the probe's finding 3 (docs/security.md, Passwords and logins): failed logins
 *  from anywhere must not lock an account's owner out, a password reset must lift the throttling,
 *  and password hashing must not stall file and image work in libuv's thread pool. */

const url = (p: string) => `/api/v1${p}`;
let t: TestApp;
let peer: SmtpPeer;

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url }, rateLimits: { loginPerMinute: 1000, resetPerHour: 1000 } });
  await createOrganisation(t.db, { host: 'localhost', title: 'Testkarte', isDefault: true });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const secret = async () => (await t.db.selectFrom('system_secrets').select('value').where('name', '=', 'xsrf-hmac').executeTakeFirstOrThrow()).value;

/** Stores `n` failed logins of `email` spread over the last half hour, as an attacker's attempts
 *  from many addresses would have left them. */
async function attackerFailures(email: string, n: number) {
  const key = loginAccountKey(await secret(), email);
  const rows = Array.from({ length: n }, (_, i) => ({ account_key: key, failed_at: new Date(Date.now() - 30 * 60_000 + i * 1000).toISOString() }));
  await t.db.insertInto('login_failures').values(rows).execute();
}

const loginWith = (client: TestClient, email: string, password: string) => client.post(url('/auth/login'), { Email: email, Password: password });

describe('finding 3: anonymous lockout and pool stall', () => {
  it('finding 3: 100 failed logins by others do not lock the owner out of the browser they logged in with before', async () => {
    const owner = await createUser(t.db, { email: 'eigentuemerin@example.org' });
    const browser = new TestClient(t.app);
    expect((await loginWith(browser, owner.email, PASSWORD)).statusCode).toBe(200);
    expect((await browser.get(url('/auth/logout'))).statusCode).toBe(200);

    await attackerFailures(owner.email, 100);
    const again = await loginWith(browser, owner.email, PASSWORD);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().LoggedIn).toBe(true);
  });

  it('finding 3: a confirmed password reset lifts the throttling for every browser', async () => {
    const owner = await createUser(t.db, { email: 'zurueckgesetzt@example.org' });
    await attackerFailures(owner.email, 100);
    expect((await new TestClient(t.app).post(url('/auth/resetpassword'), { Email: owner.email, Password: 'ganz-neues-passwort-5' })).statusCode).toBe(200);
    const link = linkIn(await peer.waitForMail(owner.email), '/api/v1/auth/activatepassword/');
    expect((await confirmResetLink(t.app, link, 'ganz-neues-passwort-5')).statusCode).toBe(200);

    const res = await loginWith(new TestClient(t.app), owner.email, 'ganz-neues-passwort-5');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('finding 3: password hashing leaves the libuv thread pool to file work (a read finishes before the first of 8 hashes)', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pool-'));
    const file = path.join(dir, 'bild.bin');
    await fs.writeFile(file, Buffer.alloc(64 * 1024, 7));
    const order: string[] = [];
    // At the production cost, which the route tests lower (docs/architecture.md §10): a hash must
    // take long enough for a read to overtake it.
    setPasswordHashCost(PRODUCTION_HASH_COST);
    onTestFinished(() => setPasswordHashCost(t.app.config.passwordHashCost));
    const hashes = Array.from({ length: 8 }, () => hashPassword('ein-passwort-1').then(() => order.push('hash')));
    // Let the hashes start first, as the logins of a burst would.
    await new Promise((r) => setTimeout(r, 20));
    const read = fs.readFile(file).then(() => order.push('read'));
    await Promise.all([...hashes, read]);
    expect(order[0]).toBe('read');
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('finding 3: after 5 failures an address waits, doubling, and is told how long (429, Retry-After), without a password check', async () => {
    const u = await createUser(t.db, { email: 'gebremst@example.org' });
    const attacker = new TestClient(t.app);
    for (let i = 1; i <= 5; i++) expect((await loginWith(attacker, u.email, `falsch-${i}`)).statusCode).toBe(401);
    const slowed = await loginWith(attacker, u.email, PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(slowed.json().Message).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche\. Bitte warten Sie/);
    // After the wait the next try is checked again: one more failure doubles the wait.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await loginWith(attacker, u.email, 'falsch-6')).statusCode).toBe(401);
    const longer = await loginWith(attacker, u.email, PASSWORD);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThanOrEqual(2);
  });
});
