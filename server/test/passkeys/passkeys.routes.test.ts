import { generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PASSKEYS, MFA_REQUIRED_SETTING, type PermissionName } from '@mitmachkarte/contract';
import { seal } from '../../src/lib/secret-box.js';
import { sessionFor, url } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { countRows, createOrganisation, createUser, PASSWORD } from '../factories.js';
import { type Overrides, SoftAuthenticator } from '../passkey-authenticator.js';
import { SmtpPeer } from '../smtp-peer.js';
import { readZip } from '../zip.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Passkeys (docs/product.md §14; docs/security.md, Passkeys) through the routes, with a
 *  software authenticator, real SQLite and a real SMTP peer: adding, listing, renaming and
 *  removing them, signing in without a password, as the second factor, the refusals of every
 *  falsified answer, and the reset by a user manager. app.inject's Host is localhost:80, so the
 *  relying party is `localhost` with the origin http://localhost:80. */

const ORIGIN = 'http://localhost:80';
const FAILED = 'Die Anmeldung mit dem Passkey ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.';
let t: TestApp;
let peer: SmtpPeer;

beforeAll(async () => {
  peer = await SmtpPeer.start();
  t = await createTestApp({ env: { SMTP_URL: peer.url }, rateLimits: { loginPerMinute: 10_000, confirmLinkPerHour: 10_000 } });
  await createOrganisation(t.db, { host: 'localhost', title: 'Testkarte', isDefault: true });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

type Json = Record<string, unknown>;

/** A user with a logged-in client and a passkey registered through the routes. */
async function withPasskey(opts: { permissions?: PermissionName[]; name?: string } = {}) {
  const user = await createUser(t.db, { permissions: opts.permissions ?? [] });
  const client = await sessionFor(t, user.id);
  const auth = new SoftAuthenticator(ORIGIN);
  const passkey = await register(client, auth, opts.name);
  return { ...user, client, auth, passkey };
}

async function register(client: TestClient, auth: SoftAuthenticator, name?: string, o: Overrides = {}) {
  const options = await client.post(url('/auth/passkeys/registration/options'), { Password: PASSWORD });
  expect(options.statusCode, options.body).toBe(200);
  const res = await client.post(url('/auth/passkeys/registration'), { Response: auth.register(options.json(), o), ...(name ? { Name: name } : {}) });
  return res;
}

/** A passwordless sign-in from a new browser; answers the response and the browser. */
async function passkeyLogin(auth: SoftAuthenticator, o: Overrides = {}, index?: number) {
  const c = new TestClient(t.app);
  const options = await c.post(url('/auth/passkeys/login/options'));
  expect(options.statusCode, options.body).toBe(200);
  const response = auth.authenticate(options.json(), o, index);
  return { c, options: options.json() as Json, response, res: await c.post(url('/auth/passkeys/login'), { Response: response }) };
}

const info = async (c: TestClient) => (await c.get(url('/auth/info'))).json() as Json;

describe('the own passkeys', () => {
  it('adds a passkey with the name given or „Passkey N“, lists, renames and removes it, and tells the holder by mail', async () => {
    const u = await withPasskey({ name: 'Laptop' });
    expect(u.passkey.statusCode, u.passkey.body).toBe(200);
    expect(u.passkey.json()).toMatchObject({ Name: 'Laptop', LastUsedAt: null });
    const added = await peer.waitForMail(u.email, 1);
    expect(added.subject).toMatch(/^Ein Passkey wurde zu Ihrem Konto hinzugefügt/);
    expect(added.text).toContain('„Laptop“');
    expect(added.text).toContain('Falls Sie das nicht selbst waren');

    const second = await register(u.client, u.auth);
    expect(second.json()).toMatchObject({ Name: 'Passkey 2' });
    const list = await u.client.get(url('/auth/passkeys'));
    expect(list.json().map((p: Json) => p.Name)).toEqual(['Laptop', 'Passkey 2']);
    expect(Object.keys(list.json()[0]).sort()).toEqual(['CreatedAt', 'ID', 'LastUsedAt', 'Name']);

    const id = second.json().ID as string;
    const renamed = await u.client.put(url(`/auth/passkeys/${id}`), { Name: '  Telefon  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ ID: id, Name: 'Telefon' });
    expect((await u.client.put(url(`/auth/passkeys/${id}`), { Name: 'x'.repeat(61) })).statusCode).toBe(400);

    const removed = await u.client.delete(url(`/auth/passkeys/${id}`));
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await u.client.get(url('/auth/passkeys'))).json()).toHaveLength(1);
    const mail = await peer.waitForMail(u.email, 3);
    expect(mail.subject).toMatch(/^Ein Passkey wurde von Ihrem Konto entfernt/);
    expect(mail.text).toContain('„Telefon“');
    expect((await u.client.delete(url(`/auth/passkeys/${id}`))).statusCode).toBe(404);
  });

  it('answers 404 for another account’s passkey and changes nothing', async () => {
    const owner = await withPasskey();
    const other = await sessionFor(t, (await createUser(t.db)).id);
    const id = owner.passkey.json().ID as string;
    const rename = await other.put(url(`/auth/passkeys/${id}`), { Name: 'Meins' });
    expect(rename.statusCode).toBe(404);
    expect(rename.json().Message).toBe('Diesen Passkey gibt es nicht (mehr).');
    expect((await other.delete(url(`/auth/passkeys/${id}`))).statusCode).toBe(404);
    expect((await owner.client.get(url('/auth/passkeys'))).json()).toMatchObject([{ ID: id, Name: 'Passkey 1' }]);
  });

  it('refuses an answer for another origin or rpId, without user verification, or without a challenge, storing nothing', async () => {
    const user = await createUser(t.db);
    const client = await sessionFor(t, user.id);
    const auth = new SoftAuthenticator(ORIGIN);
    const before = await countRows(t.db, 'passkeys');
    for (const o of [{ origin: 'https://boese.example' }, { rpId: 'boese.example' }, { userVerified: false }, { challenge: 'AAAA' }] as Overrides[]) {
      const res = await register(client, auth, undefined, o);
      expect(res.statusCode, JSON.stringify(o)).toBe(400);
      expect(res.json().Message).toBe('Der Passkey konnte nicht hinzugefügt werden. Bitte versuchen Sie es noch einmal.');
    }
    // An answer without a challenge asked for first.
    const orphan = await client.post(url('/auth/passkeys/registration'), { Response: auth.register({ challenge: 'AAAA', rp: { id: 'localhost' }, user: { id: 'eA' } }) });
    expect(orphan.statusCode).toBe(400);
    expect(await countRows(t.db, 'passkeys')).toBe(before);
  });

  it(`holds at most ${MAX_PASSKEYS} passkeys per account`, async () => {
    const u = await withPasskey();
    const row = await t.db.selectFrom('passkeys').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    for (let i = 1; i < MAX_PASSKEYS; i++) await t.db.insertInto('passkeys').values({ ...row, id: `${row.id}x${i}` }).execute();
    const res = await u.client.post(url('/auth/passkeys/registration/options'), { Password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toMatch(/höchstens 20 Passkeys/);
  });

  it('needs a login for the own passkeys', async () => {
    const anon = new TestClient(t.app);
    expect((await anon.get(url('/auth/passkeys'))).statusCode).toBe(401);
    expect((await anon.post(url('/auth/passkeys/registration/options'), { Password: PASSWORD })).statusCode).toBe(401);
  });

  it('asks for the current password before adding one: a wrong one is refused and counted, nothing stored', async () => {
    const user = await createUser(t.db);
    const client = await sessionFor(t, user.id);
    const wrong = await client.post(url('/auth/passkeys/registration/options'), { Password: 'nicht-das-richtige' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().Message).toBe('Das Passwort ist nicht richtig. Es wurde kein Passkey hinzugefügt.');
    const missing = await client.post(url('/auth/passkeys/registration/options'), {});
    expect(missing.statusCode).toBe(400);
    expect(await t.db.selectFrom('passkeys').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('webauthn_challenges').select('purpose').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});

describe('signing in with a passkey, without a password', () => {
  it('logs in with a passkey, notes its use, and counts as a completed second factor', async () => {
    const u = await withPasskey();
    const { c, res } = await passkeyLogin(u.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ LoggedIn: true, ID: u.id });
    expect(await info(c)).toMatchObject({ LoggedIn: true, ID: u.id });
    const stored = await t.db.selectFrom('passkeys').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(1);
    expect(stored.last_used_at).not.toBeNull();
    const session = await t.db.selectFrom('sessions').select('mfa_completed').where('user_id', '=', u.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(session.mfa_completed).toBe(1);
  });

  it.each<[string, Overrides]>([
    ['another origin (phishing site)', { origin: 'https://stadt-karte.example' }],
    ['another rpId', { rpId: 'stadt-karte.example' }],
    ['another challenge', { challenge: 'dGhpcyBpcyBub3QgdGhlIGNoYWxsZW5nZQ' }],
    ['no user verification', { userVerified: false }],
    ['a counter that did not grow', { counter: 0 }],
    ['a registration ceremony’s type', { type: 'webauthn.create' }],
  ])('refuses an answer with %s: 401, no session', async (_what, o) => {
    const u = await withPasskey();
    // One sign-in first, so that the stored counter is 1.
    expect((await passkeyLogin(u.auth)).res.statusCode).toBe(200);
    const { c, res } = await passkeyLogin(u.auth, o);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().Message).toBe(FAILED);
    expect((await info(c)).LoggedIn).toBe(false);
  });

  it('refuses a replayed answer (the challenge serves once) and an unknown credential', async () => {
    const u = await withPasskey();
    const first = await passkeyLogin(u.auth);
    expect(first.res.statusCode).toBe(200);
    const replay = await first.c.post(url('/auth/passkeys/login'), { Response: first.response });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().Message).toBe(FAILED);

    const stranger = new SoftAuthenticator(ORIGIN);
    stranger.register({ challenge: 'AAAA', rp: { id: 'localhost' }, user: { id: 'eA' } });
    const { c, res } = await passkeyLogin(stranger);
    expect(res.statusCode).toBe(401);
    expect((await info(c)).LoggedIn).toBe(false);
    // Replayed into a fresh challenge: the counter did not grow.
    const fresh = new TestClient(t.app);
    expect((await fresh.post(url('/auth/passkeys/login/options'))).statusCode).toBe(200);
    expect((await fresh.post(url('/auth/passkeys/login'), { Response: first.response })).statusCode).toBe(401);
  });

  it('refuses the passkey of a switched-off account with 403', async () => {
    const u = await withPasskey();
    await t.db.updateTable('users').set({ active: 0, deactivated_at: new Date().toISOString() }).where('id', '=', u.id).execute();
    const { c, res } = await passkeyLogin(u.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toMatch(/gesperrt/);
    expect((await info(c)).LoggedIn).toBe(false);
  });
});

describe('a passkey as the second factor', () => {
  const serverSecret = async () => (await t.db.selectFrom('system_secrets').select('value').where('name', '=', 'xsrf-hmac').executeTakeFirstOrThrow()).value;

  it('answers the code step after the password of an account with app codes', async () => {
    const u = await withPasskey();
    const totp = generateSecret();
    await t.db.updateTable('users').set({ mfa_secret: seal(await serverSecret(), totp) }).where('id', '=', u.id).execute();
    const c = new TestClient(t.app);
    const login = await c.post(url('/auth/login'), { Email: u.email, Password: PASSWORD });
    expect(login.json()).toMatchObject({ LoggedIn: false, MfaRequired: true, MfaCode: true, MfaPasskey: true });
    const options = await c.post(url('/auth/mfa/passkey/options'));
    expect(options.statusCode, options.body).toBe(200);
    expect((options.json().allowCredentials as Json[]).map((x) => x.id)).toEqual([u.passkey.json().ID]);
    // A falsified answer counts like a wrong code and logs nobody in.
    const wrong = await c.post(url('/auth/mfa/passkey'), { Response: u.auth.authenticate(options.json(), { origin: 'https://boese.example' }) });
    expect(wrong.statusCode).toBe(401);
    expect((await info(c)).LoggedIn).toBe(false);
    const again = await c.post(url('/auth/mfa/passkey/options'));
    const ok = await c.post(url('/auth/mfa/passkey'), { Response: u.auth.authenticate(again.json()) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ LoggedIn: true, ID: u.id });
    // The step is used up.
    expect((await c.post(url('/auth/mfa/passkey/options'))).statusCode).toBe(401);
  });

  it('asks the passkey of an account whose organisation requires a second factor and that has no app codes; a passkey satisfies the rule', async () => {
    const org = await createOrganisation(t.db, { host: 'streng.example.org', title: 'Streng', other: { [MFA_REQUIRED_SETTING]: true } });
    try {
      const u = await withPasskey({ permissions: ['usermanager'] });
      const c = new TestClient(t.app);
      const login = await c.post(url('/auth/login'), { Email: u.email, Password: PASSWORD });
      expect(login.json()).toMatchObject({ LoggedIn: false, MfaRequired: true, MfaCode: false, MfaPasskey: true });
      // A code cannot answer: the account has none.
      expect((await c.post(url('/auth/login/mfa'), { Code: '123456' })).statusCode).toBe(401);
      const { res, c: pc } = await passkeyLogin(u.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().MfaSetupRequired).toBeUndefined();
      expect((await pc.get(url('/admin/users'))).statusCode).toBe(200);
      // The last passkey of such an account stays.
      const last = await u.client.delete(url(`/auth/passkeys/${u.passkey.json().ID}`));
      expect(last.statusCode).toBe(409);
    } finally {
      await t.db.deleteFrom('organisations').where('id', '=', org.id).execute();
    }
  });

  it('makes a session of a covered account add a second factor again at once, when a user manager removed its passkeys', async () => {
    const org = await createOrganisation(t.db, { host: 'pflicht.example.org', title: 'Pflicht', other: { [MFA_REQUIRED_SETTING]: true } });
    try {
      // The manager is covered too: their second factor is the app's (any sealed secret will do here).
      const managerId = (await createUser(t.db, { permissions: ['usermanager'] })).id;
      await t.db.updateTable('users').set({ mfa_secret: 'versiegelt' }).where('id', '=', managerId).execute();
      const manager = await sessionFor(t, managerId);
      const u = await withPasskey({ permissions: ['usermanager'] });
      const { c } = await passkeyLogin(u.auth);
      // Twice: the second answer may come from the kept actor (decision 0030).
      for (let i = 0; i < 2; i++) expect((await c.get(url('/admin/users'))).statusCode).toBe(200);
      expect((await manager.delete(url(`/admin/user/${u.id}/passkeys`))).statusCode).toBe(200);
      const after = await c.get(url('/admin/users'));
      expect(after.statusCode).toBe(403);
      expect(after.json().Message).toMatch(/Zwei-Faktor-Anmeldung/);
      expect((await c.get(url('/auth/info'))).json()).toMatchObject({ LoggedIn: true, MfaSetupRequired: true });
    } finally {
      await t.db.deleteFrom('organisations').where('id', '=', org.id).execute();
    }
  });

  it('refuses the passkey step without a password step', async () => {
    const c = new TestClient(t.app);
    const res = await c.post(url('/auth/mfa/passkey/options'));
    expect(res.statusCode).toBe(401);
    expect(res.json().Message).toBe('Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.');
  });
});

describe('the last way to sign in', () => {
  it('keeps the last passkey of an account without a password and a linked provider; with a provider it may go', async () => {
    const u = await withPasskey();
    await t.db.updateTable('users').set({ password_hash: '' }).where('id', '=', u.id).execute();
    const id = (await u.client.get(url('/auth/passkeys'))).json()[0].ID as string;
    const refused = await u.client.delete(url(`/auth/passkeys/${id}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toMatch(/letzte Möglichkeit, sich anzumelden/);
    const org = await t.db.selectFrom('organisations').select('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await t.db.insertInto('identity_providers').values({
      id: 'idp-letzte', organisation_id: org.id, label: 'Stadt', issuer: 'http://localhost:1', client_id: 'c', client_secret: '', scopes: 'openid',
      audience: 'both', enabled: 1, created_at: now, updated_at: now,
    } as never).execute();
    await t.db.insertInto('user_identities').values({ user_id: u.id, provider_id: 'idp-letzte', subject: 's1', email: u.email, linked_at: now, last_login_at: null } as never).execute();
    expect((await u.client.delete(url(`/auth/passkeys/${id}`))).statusCode).toBe(200);
  });
});

describe('the data download', () => {
  it('lists the own passkeys with name and dates, without their keys; the two-factor state counts them', async () => {
    const u = await withPasskey({ name: 'Laptop' });
    await passkeyLogin(u.auth);
    const res = await u.client.get(url('/auth/account/export'));
    expect(res.statusCode).toBe(200);
    const konto = JSON.parse((await readZip(res.rawPayload)).get('konto.json')!.toString('utf8'));
    expect(konto.Passkeys).toEqual([{ Name: 'Laptop', CreatedAt: expect.any(String), LastUsedAt: expect.any(String) }]);
    // The profile's two-factor card counts them: each serves as the second factor.
    expect((await u.client.get(url('/auth/mfa'))).json()).toEqual({ Enabled: false, RecoveryCodesLeft: 0, Required: false, Passkeys: 1 });
    const stored = await t.db.selectFrom('passkeys').select('public_key').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(konto)).not.toContain(stored.public_key);
  });
});

describe('the reset by a user manager', () => {
  it('removes every passkey of the user, audits it and tells the holder', async () => {
    const u = await withPasskey();
    await register(u.client, u.auth);
    const manager = await sessionFor(t, (await createUser(t.db, { permissions: ['usermanager'] })).id);
    const plain = await sessionFor(t, (await createUser(t.db)).id);
    expect((await plain.delete(url(`/admin/user/${u.id}/passkeys`))).statusCode).toBe(403);
    const res = await manager.delete(url(`/admin/user/${u.id}/passkeys`));
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.selectFrom('passkeys').select('id').where('user_id', '=', u.id).execute()).toEqual([]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('target_id', '=', u.id).where('action', '=', 'user.passkeys_reset').execute();
    expect(audit).toHaveLength(1);
    const mail = await peer.waitForMail(u.email, 3);
    expect(mail.subject).toMatch(/^Ihre Passkeys wurden zurückgesetzt/);
    expect((await passkeyLogin(u.auth)).res.statusCode).toBe(401);
    expect((await manager.delete(url('/admin/user/00000000-0000-4000-8000-000000000000/passkeys'))).statusCode).toBe(404);
  });
});
