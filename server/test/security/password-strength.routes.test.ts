import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminId, sessionFor, url } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { countRows, createUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** The password rule (docs/security.md, Passwords and logins): beyond 8 characters, a password that is easy
 *  to guess is refused with a German hint wherever a password is chosen — registration, reset
 *  request, user administration — and nothing is stored or mailed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { registerPerHour: 1000, resetPerHour: 1000 } });
});
afterAll(async () => t?.close());

const WEAK = /^Das Passwort ist zu leicht zu erraten\. \S/;

function expectWeak(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { Message: string; Errors: { Field: string; Message: string }[] };
  expect(body.Message).toMatch(WEAK);
  expect(body.Errors).toEqual([{ Field: 'Password', Message: body.Message }]);
}

describe('weak passwords', () => {
  it('are refused at registration, also when built from the own name, and nothing is stored', async () => {
    const users = await countRows(t.db, 'users');
    expectWeak(await new TestClient(t.app).post(url('/auth/register'), { Email: 'neu@example.org', Name: 'Neu', Password: 'Passwort1!' }));
    expectWeak(await new TestClient(t.app).post(url('/auth/register'), { Email: 'karla.kolumna@example.org', Name: 'Karla Kolumna', Password: 'kolumna1990' }));
    expect(await countRows(t.db, 'users')).toBe(users);
    expect(await countRows(t.db, 'auth_tokens')).toBe(0);
  });

  it('are refused for a reset request whatever the address (the answer reveals no account)', async () => {
    const u = await createUser(t.db);
    for (const email of [u.email, 'niemand@example.org']) {
      expectWeak(await new TestClient(t.app).post(url('/auth/resetpassword'), { Email: email, Password: 'qwertzuiop' }));
    }
    expect(await countRows(t.db, 'auth_tokens')).toBe(0);
  });

  it('are refused when an administrator creates a user or sets a password', async () => {
    const admin = await sessionFor(t, await adminId(t));
    const users = await countRows(t.db, 'users');
    expectWeak(await admin.post(url('/admin/user'), { Name: 'Neu', Email: 'neu2@example.org', Password: 'Sommer2024', Active: true, Groups: [], Attributes: [] }));
    expect(await countRows(t.db, 'users')).toBe(users);
    const u = await createUser(t.db, { name: 'Bestand' });
    expectWeak(await admin.put(url(`/admin/user/${u.id}`), { Name: 'Bestand', Email: u.email, Password: 'Hallo123', Active: true, Groups: [], Attributes: [] }));
    const strong = await admin.put(url(`/admin/user/${u.id}`), { Name: 'Bestand', Email: u.email, Password: 'Pegel-am-Wehr-7', Active: true, Groups: [], Attributes: [] });
    expect(strong.statusCode, strong.body).toBe(200);
  });
});
