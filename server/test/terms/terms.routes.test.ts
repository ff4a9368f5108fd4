import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_MISSING, TERMS_NONE, TERMS_OUTDATED } from '@mitmachkarte/contract';
import { adminId, sessionFor } from '../admin-fixtures.js';
import { TestClient } from '../client.js';
import { countRows, createOrganisation, createUser } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Terms of use and netiquette (docs/product.md §2.22): GET /auth/org names their version, the
 *  registration needs the current one while an organisation has them, every acceptance is stored
 *  as a new row, and GET/POST /auth/terms ask for and record a new acceptance after a change —
 *  signed-in only, with German refusals that store nothing. */

const TERMS_HOST = 'nutzung.example.org';
const PLAIN_HOST = 'ohne.example.org';
const TERMS = { 'nutzung.bedingungen': 'Bitte **sachlich** bleiben.', 'nutzung.netiquette': 'Keine Beleidigungen.' };

let t: TestApp;
let termsOrg: string;
let seq = 0;
const url = (p: string) => `/api/v1${p}`;
const newEmail = () => `terms-${++seq}-${Date.now()}@example.org`;

/** A request from `client` as a browser on `host` sends it. */
const on = (client: TestClient, host: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  client.request(method, url(path), body, { headers: { host } });
const orgOf = async (host: string) => (await new TestClient(t.app).request('GET', url('/auth/org'), undefined, { headers: { host } })).json() as { TermsVersion: string | null };
const versionOf = async (host: string) => (await orgOf(host)).TermsVersion;
const register = (host: string, email: string, extra: Record<string, unknown> = {}) =>
  on(new TestClient(t.app), host, 'POST', '/auth/register', { Email: email, Name: 'Erika Muster', Password: 'Fluss-Ufer-123', ...extra });
const acceptancesOf = (userId: string) =>
  t.db.selectFrom('terms_acceptances').selectAll().where('user_id', '=', userId).orderBy('accepted_at').orderBy('id').execute();
const userIdOf = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
/** Replaces the terms organisation's page content, as saving it in the organisation editor does. */
const setTerms = (content: Record<string, string>) =>
  t.db.updateTable('organisations').set({ content: JSON.stringify(content) }).where('id', '=', termsOrg).execute();
async function signedIn() {
  const user = await createUser(t.db);
  return { ...user, client: await sessionFor(t, user.id) };
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { registerPerHour: 1000, termsPerHour: 1000 } });
  await createOrganisation(t.db, { host: PLAIN_HOST, title: 'Ohne Bedingungen', isDefault: true });
  termsOrg = (await createOrganisation(t.db, { host: TERMS_HOST, title: 'Mit Bedingungen', content: TERMS })).id;
});
afterAll(async () => t?.close());

describe('GET /auth/org TermsVersion', () => {
  it('is null without terms and 16 hex digits with them; it follows the wording of either text, not blank space around it', async () => {
    expect(await versionOf(PLAIN_HOST)).toBeNull();
    const version = await versionOf(TERMS_HOST);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    await setTerms({ 'nutzung.bedingungen': `\n  ${TERMS['nutzung.bedingungen']}\r\n`, 'nutzung.netiquette': TERMS['nutzung.netiquette'] });
    expect(await versionOf(TERMS_HOST)).toBe(version);
    await setTerms({ ...TERMS, 'nutzung.netiquette': 'Keine Beleidigungen!' });
    const changed = await versionOf(TERMS_HOST);
    expect(changed).toMatch(/^[0-9a-f]{16}$/);
    expect(changed).not.toBe(version);
    // A netiquette alone is terms to accept too; blank texts are none.
    await setTerms({ 'nutzung.netiquette': 'Nur die Netiquette.' });
    expect(await versionOf(TERMS_HOST)).toMatch(/^[0-9a-f]{16}$/);
    await setTerms({ 'nutzung.bedingungen': '   ', 'nutzung.netiquette': '\n' });
    expect(await versionOf(TERMS_HOST)).toBeNull();
    await setTerms(TERMS);
    expect(await versionOf(TERMS_HOST)).toBe(version);
  });

  it('is null where the database holds no organisation at all', async () => {
    const empty = await createTestApp();
    try {
      expect((await new TestClient(empty.app).get(url('/auth/org'))).json()).toMatchObject({ TermsVersion: null });
    } finally {
      await empty.close();
    }
  });
});

describe('POST /auth/register with terms of use', () => {
  it('registers without a version where the organisation has no terms, and stores no acceptance', async () => {
    const email = newEmail();
    const res = await register(PLAIN_HOST, email);
    expect(res.statusCode, res.body).toBe(200);
    const id = await userIdOf(email);
    expect(id).toBeDefined();
    expect(await acceptancesOf(id!)).toEqual([]);
  });

  it.each([
    ['no version', {}, TERMS_MISSING],
    ['an empty version', { AcceptTerms: '' }, TERMS_MISSING],
    ['an outdated version', { AcceptTerms: '0123456789abcdef' }, TERMS_OUTDATED],
  ])('refuses %s with 400 and a German message at AcceptTerms, creating nothing', async (_case, extra, message) => {
    // Earlier tests' mails leave the outbox first, so that its count holds still.
    await t.app.mailOutbox.drain();
    const before = { users: await countRows(t.db, 'users'), acceptances: await countRows(t.db, 'terms_acceptances'), tokens: await countRows(t.db, 'auth_tokens'), mails: await countRows(t.db, 'mail_outbox') };
    const email = newEmail();
    const res = await register(TERMS_HOST, email, extra);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: message, Errors: [{ Field: 'AcceptTerms', Message: message }] });
    expect(await userIdOf(email)).toBeUndefined();
    expect({ users: await countRows(t.db, 'users'), acceptances: await countRows(t.db, 'terms_acceptances'), tokens: await countRows(t.db, 'auth_tokens'), mails: await countRows(t.db, 'mail_outbox') }).toEqual(before);
  });

  it('refuses a version that is no text, or too long, with a German 400', async () => {
    for (const AcceptTerms of [12, null, 'x'.repeat(65)]) {
      const res = await register(TERMS_HOST, newEmail(), { AcceptTerms });
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors).toEqual([{ Field: 'AcceptTerms', Message: TERMS_OUTDATED }]);
    }
  });

  it('refuses terms before it says whether the address has an account', async () => {
    const existing = await createUser(t.db);
    const res = await register(TERMS_HOST, existing.email);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe(TERMS_MISSING);
  });

  it('stores the current version with the new account, and again with the new link of a pending one', async () => {
    const version = (await versionOf(TERMS_HOST))!;
    const email = newEmail();
    expect((await register(TERMS_HOST, email, { AcceptTerms: version })).statusCode).toBe(200);
    const id = (await userIdOf(email))!;
    const [first] = await acceptancesOf(id);
    expect(await acceptancesOf(id)).toEqual([{ id: expect.any(String), user_id: id, organisation_id: termsOrg, version, accepted_at: expect.any(String) }]);
    expect(Date.now() - Date.parse(first!.accepted_at)).toBeLessThan(60_000);
    // Registering again before the activation: a new link, and the acceptance of this request.
    expect((await register(TERMS_HOST, email, { AcceptTerms: version })).statusCode).toBe(200);
    expect((await acceptancesOf(id)).map((a) => a.version)).toEqual([version, version]);
  });

  it('stores nothing for a switched-off account, which stays unchanged', async () => {
    const locked = await createUser(t.db);
    await t.db.updateTable('users').set({ active: 0, deactivated_at: new Date().toISOString() }).where('id', '=', locked.id).execute();
    expect((await register(TERMS_HOST, locked.email, { AcceptTerms: await versionOf(TERMS_HOST) })).statusCode).toBe(200);
    expect(await acceptancesOf(locked.id)).toEqual([]);
  });
});

describe('GET and POST /auth/terms', () => {
  it('answers 401 to visitors and stores nothing', async () => {
    const visitor = new TestClient(t.app);
    const before = await countRows(t.db, 'terms_acceptances');
    expect((await on(visitor, TERMS_HOST, 'GET', '/auth/terms')).statusCode).toBe(401);
    const res = await on(visitor, TERMS_HOST, 'POST', '/auth/terms', { Version: await versionOf(TERMS_HOST) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: 'Bitte melden Sie sich an.' });
    expect(await countRows(t.db, 'terms_acceptances')).toBe(before);
  });

  it('asks a person without an acceptance, records the current version once, and asks again after a change, keeping the history', async () => {
    const { id, client } = await signedIn();
    const version = (await versionOf(TERMS_HOST))!;
    expect((await on(client, TERMS_HOST, 'GET', '/auth/terms')).json()).toEqual({ Version: version, AcceptedVersion: null });

    const accepted = await on(client, TERMS_HOST, 'POST', '/auth/terms', { Version: version });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ Version: version, AcceptedVersion: version });
    expect((await on(client, TERMS_HOST, 'GET', '/auth/terms')).json()).toEqual({ Version: version, AcceptedVersion: version });
    // Accepting the same version again adds no row.
    expect((await on(client, TERMS_HOST, 'POST', '/auth/terms', { Version: version })).statusCode).toBe(200);
    expect((await acceptancesOf(id)).map((a) => [a.organisation_id, a.version])).toEqual([[termsOrg, version]]);

    await setTerms({ ...TERMS, 'nutzung.bedingungen': 'Neue Fassung.' });
    const next = (await versionOf(TERMS_HOST))!;
    expect((await on(client, TERMS_HOST, 'GET', '/auth/terms')).json()).toEqual({ Version: next, AcceptedVersion: version });
    // The old version is refused now; the new one is added beside the old row.
    const outdated = await on(client, TERMS_HOST, 'POST', '/auth/terms', { Version: version });
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json()).toEqual({ Message: TERMS_OUTDATED, Errors: [{ Field: 'Version', Message: TERMS_OUTDATED }] });
    expect((await on(client, TERMS_HOST, 'POST', '/auth/terms', { Version: next })).json()).toEqual({ Version: next, AcceptedVersion: next });
    expect((await acceptancesOf(id)).map((a) => a.version)).toEqual([version, next]);
    await setTerms(TERMS);
  });

  it('answers the state of the organisation of the Host header: none where it has no terms, and refuses to accept there', async () => {
    const { id, client } = await signedIn();
    expect((await on(client, PLAIN_HOST, 'GET', '/auth/terms')).json()).toEqual({ Version: null, AcceptedVersion: null });
    const res = await on(client, PLAIN_HOST, 'POST', '/auth/terms', { Version: await versionOf(TERMS_HOST) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Message: TERMS_NONE, Errors: [{ Field: 'Version', Message: TERMS_NONE }] });
    expect(await acceptancesOf(id)).toEqual([]);
  });

  it('refuses bad bodies and a missing anti-forgery token with German messages, never 500, storing nothing', async () => {
    const { id, client } = await signedIn();
    for (const body of [{}, { Version: 5 }, { Version: 'x'.repeat(65) }, { Version: 'a', Extra: 1 }, []]) {
      const res = await on(client, TERMS_HOST, 'POST', '/auth/terms', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().Message).toBe('string');
    }
    const forged = await client.request('POST', url('/auth/terms'), { Version: await versionOf(TERMS_HOST) }, { xsrf: false, headers: { host: TERMS_HOST } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().Message).toMatch(/Sicherheits-Token/);
    expect(await acceptancesOf(id)).toEqual([]);
  });

  it('limits acceptances per IP and hour (429)', async () => {
    const limited = await createTestApp({ rateLimits: { termsPerHour: 2 } });
    try {
      await createOrganisation(limited.db, { host: TERMS_HOST, title: 'Mit Bedingungen', content: TERMS, isDefault: true });
      const user = await createUser(limited.db);
      const client = await sessionFor(limited, user.id);
      const version = ((await client.get(url('/auth/org'))).json() as { TermsVersion: string }).TermsVersion;
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await client.post(url('/auth/terms'), { Version: version })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('acceptances and the account', () => {
  it('go with the deleted account, and with the deleted organisation', async () => {
    const { id, client, password } = await signedIn();
    expect((await on(client, TERMS_HOST, 'POST', '/auth/terms', { Version: await versionOf(TERMS_HOST) })).statusCode).toBe(200);
    expect(await acceptancesOf(id)).toHaveLength(1);
    expect((await client.post(url('/auth/account/delete'), { Password: password })).statusCode).toBe(200);
    expect(await acceptancesOf(id)).toEqual([]);

    const other = await signedIn();
    const org = await createOrganisation(t.db, { host: 'weg.example.org', title: 'Weg', content: TERMS });
    expect((await on(other.client, 'weg.example.org', 'POST', '/auth/terms', { Version: await versionOf('weg.example.org') })).statusCode).toBe(200);
    const admin = await sessionFor(t, await adminId(t));
    expect((await admin.delete(url(`/admin/organisation/${org.id}`))).statusCode).toBe(200);
    expect(await acceptancesOf(other.id)).toEqual([]);
  });
});
