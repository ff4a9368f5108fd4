import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiToken, CreatedApiToken } from '@mitmachkarte/contract';
import { hashToken } from '../../src/lib/tokens.js';
import { TestClient } from '../client.js';
import { createUser } from '../factories.js';
import { API, createPointsWorld, type PointsWorld, validAnswers } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** API keys (docs/product.md §24.6; docs/security.md, API keys): made, listed and withdrawn by the
 *  signed-in account; a request with `Authorization: Bearer mk_…` acts as the account within the
 *  key's scopes (read: GET only; write: entries as the account may; manage:<project>: the
 *  manager's rights in that project only), uses no cookie and needs no anti-forgery token, and
 *  never reaches the account's security. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { anonPointsPerHour: 1000 } });
  w = await createPointsWorld(t);
});
afterAll(async () => t?.close());

const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600_000).toISOString();

async function makeToken(client: TestClient, Scopes: string[], Name = 'Skript'): Promise<CreatedApiToken> {
  const res = await client.post(`${API}/auth/tokens`, { Name, Scopes, ExpiresAt: inAMonth() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CreatedApiToken;
}

/** A request with the key only: no cookie, no anti-forgery header. */
const withKey = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, remoteAddress = '127.0.0.1') => t.app.inject({
  method, url: `${API}${url}`, remoteAddress,
  headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
});

const point = (layer: string) => ({ Layer: layer, Latitude: 51.3, Longitude: 9.47, Attributes: validAnswers() });

describe('making, listing and withdrawing keys', () => {
  it('shows the key once, stores only its hash, and lists name, scopes, expiry and last use', async () => {
    const made = await makeToken(w.owner, ['read', 'write'], 'Auswertung');
    expect(made.Token).toMatch(/^mk_[A-Za-z0-9_-]{43}$/);
    expect(made.Prefix).toBe(made.Token.slice(0, 9));
    const row = await t.db.selectFrom('api_tokens').selectAll().where('id', '=', made.ID).executeTakeFirstOrThrow();
    expect(row.hash).toBe(hashToken(made.Token));
    expect(JSON.stringify(row)).not.toContain(made.Token);
    const list = (await w.owner.get(`${API}/auth/tokens`)).json() as ApiToken[];
    const listed = list.find((k) => k.ID === made.ID)!;
    expect(Object.keys(listed).sort()).toEqual(['CreatedAt', 'Expired', 'ExpiresAt', 'ID', 'LastUsedAt', 'Name', 'Prefix', 'Scopes']);
    expect(listed).toMatchObject({ Name: 'Auswertung', Scopes: ['read', 'write'], LastUsedAt: null, Expired: false });
    expect(JSON.stringify(list)).not.toContain(made.Token);
  });

  it('notes the last use at most once a minute', async () => {
    const made = await makeToken(w.user, ['read']);
    expect((await withKey(made.Token, 'GET', '/auth/info')).statusCode).toBe(200);
    const first = (await t.db.selectFrom('api_tokens').select('last_used_at').where('id', '=', made.ID).executeTakeFirstOrThrow()).last_used_at;
    expect(first).not.toBeNull();
    expect((await withKey(made.Token, 'GET', '/auth/info')).statusCode).toBe(200);
    const second = (await t.db.selectFrom('api_tokens').select('last_used_at').where('id', '=', made.ID).executeTakeFirstOrThrow()).last_used_at;
    expect(second).toBe(first);
  });

  it('withdraws a key, which then works no more and is listed no more; another account\'s key is 404', async () => {
    const made = await makeToken(w.user, ['read']);
    expect((await w.outsider.delete(`${API}/auth/tokens/${made.ID}`)).statusCode).toBe(404);
    const res = await w.user.delete(`${API}/auth/tokens/${made.ID}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Message: 'Der API-Schlüssel wurde widerrufen.' });
    expect((await withKey(made.Token, 'GET', '/auth/info')).statusCode).toBe(401);
    expect(((await w.user.get(`${API}/auth/tokens`)).json() as ApiToken[]).map((k) => k.ID)).not.toContain(made.ID);
    expect((await w.user.delete(`${API}/auth/tokens/${made.ID}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear German message, anonymous visitors with 401', async () => {
    const bad = async (body: unknown, status = 400) => {
      const res = await w.owner.post(`${API}/auth/tokens`, body);
      expect(res.statusCode, res.body).toBe(status);
      const answer = res.json() as { Message: string; Errors?: { Message: string }[] };
      expect(typeof answer.Message).toBe('string');
      return answer.Errors?.[0]?.Message ?? answer.Message;
    };
    expect(await bad({ Name: ' ', Scopes: ['read'], ExpiresAt: inAMonth() })).toBe('Bitte geben Sie dem API-Schlüssel einen Namen.');
    expect(await bad({ Name: 'x', Scopes: [], ExpiresAt: inAMonth() })).toBe('Bitte wählen Sie mindestens eine Berechtigung.');
    expect(await bad({ Name: 'x', Scopes: ['admin'], ExpiresAt: inAMonth() })).toBe('Diese Berechtigung gibt es nicht.');
    expect(await bad({ Name: 'x', Scopes: ['read'], ExpiresAt: 'morgen' })).toBe('Bitte geben Sie ein gültiges Ablaufdatum an.');
    expect(await bad({ Name: 'x', Scopes: ['read'], ExpiresAt: '2020-01-01' })).toMatch(/Ablaufdatum muss in der Zukunft liegen, höchstens 366 Tage/);
    expect(await bad({ Name: 'x', Scopes: ['read'], ExpiresAt: new Date(Date.now() + 400 * 24 * 3600_000).toISOString() })).toMatch(/höchstens 366 Tage/);
    expect(await bad({ Name: 'x', Scopes: ['read'] })).toBeTruthy();
    expect(await bad({ Name: 'x', Scopes: ['read'], ExpiresAt: inAMonth(), Extra: 1 })).toBeTruthy();
    expect(await bad({ Name: 'x'.repeat(61), Scopes: ['read'], ExpiresAt: inAMonth() })).toBeTruthy();
    // A project the account does not manage, or none at all.
    const res = await w.user.post(`${API}/auth/tokens`, { Name: 'x', Scopes: [`manage:${w.workspaces.pub}`], ExpiresAt: inAMonth() });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toBe('Sie verwalten das Projekt einer gewählten Berechtigung nicht.');
    expect((await w.owner.delete(`${API}/auth/tokens/kein-schluessel`)).statusCode).toBe(400);
    expect((await w.anon.post(`${API}/auth/tokens`, { Name: 'x', Scopes: ['read'], ExpiresAt: inAMonth() })).statusCode).toBe(401);
    expect((await w.anon.get(`${API}/auth/tokens`)).statusCode).toBe(401);
  });

  it('holds at most 20 live keys per account (409)', async () => {
    const u = await createUser(t.db);
    const c = new TestClient(t.app);
    await c.login(u.email, u.password);
    for (let i = 0; i < 20; i++) await makeToken(c, ['read'], `Schlüssel ${i}`);
    const res = await c.post(`${API}/auth/tokens`, { Name: 'einer zu viel', Scopes: ['read'], ExpiresAt: inAMonth() });
    expect(res.statusCode).toBe(409);
    expect(res.json().Message).toBe('Sie haben bereits 20 API-Schlüssel. Bitte widerrufen Sie zuerst einen.');
  });
});

describe('requests with a key', () => {
  it('act as the account without a cookie: a reading key sees what the account sees and writes nothing', async () => {
    const { Token } = await makeToken(w.member, ['read']);
    const info = await withKey(Token, 'GET', '/auth/info');
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ LoggedIn: true, Name: 'Mitglied' });
    expect(info.headers['set-cookie']).toBeUndefined();
    const workspaces = (await withKey(Token, 'GET', '/gis/workspaces')).json() as { ID: string }[];
    expect(workspaces.map((x) => x.ID)).toContain(w.workspaces.priv);
    const write = await withKey(Token, 'POST', '/gis/point', point(w.layers.open));
    expect(write.statusCode).toBe(403);
    expect(write.json().Message).toBe('Dieser API-Schlüssel darf nur lesen.');
  });

  it('with `write` add entries where the account may, without an anti-forgery token, but do no manager\'s work', async () => {
    const { Token } = await makeToken(w.owner, ['write']);
    const added = await withKey(Token, 'POST', '/gis/point', point(w.layers.open));
    expect(added.statusCode, added.body).toBe(200);
    const ws = (await withKey(Token, 'GET', `/gis/workspace/${w.workspaces.pub}`)).json() as { Name: string; Public: boolean; Editable: boolean };
    const change = await withKey(Token, 'PUT', `/gis/workspace/${w.workspaces.pub}`, { Name: 'Umbenannt', Public: ws.Public, Editable: ws.Editable });
    expect(change.statusCode).toBe(403);
  });

  it('with `manage:<project>` do the manager\'s work in that project only', async () => {
    const { Token } = await makeToken(w.owner, [`manage:${w.workspaces.pub}`]);
    const body = { Name: 'Öffentlich', Public: true, Editable: true };
    const change = await withKey(Token, 'PUT', `/gis/workspace/${w.workspaces.pub}`, body);
    expect(change.statusCode, change.body).toBe(200);
    const other = await withKey(Token, 'PUT', `/gis/workspace/${w.workspaces.pubFrozen}`, { Name: 'Öffentlich, nicht editierbar', Public: true, Editable: false });
    expect(other.statusCode).toBe(403);
  });

  it('never reach the account\'s security, the keys themselves or the administration', async () => {
    const { Token } = await makeToken(w.owner, ['read', 'write', `manage:${w.workspaces.pub}`]);
    for (const [method, url, body] of [
      ['GET', '/auth/tokens'], ['POST', '/auth/tokens', { Name: 'x', Scopes: ['read'], ExpiresAt: inAMonth() }], ['GET', '/auth/sessions'],
      ['POST', '/auth/password', { OldPassword: 'a', NewPassword: 'b' }], ['GET', '/auth/mfa'], ['GET', '/auth/passkeys'],
      ['POST', '/auth/account/delete', { Password: 'x' }], ['GET', '/auth/account/export'], ['GET', '/admin/users'],
    ] as const) {
      const res = await withKey(Token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().Message).toBe('Das geht nicht mit einem API-Schlüssel. Bitte melden Sie sich an.');
    }
  });

  it('with an unknown, malformed, expired key or of a deactivated account are 401, even with a signed-in cookie', async () => {
    const u = await createUser(t.db);
    const c = new TestClient(t.app);
    await c.login(u.email, u.password);
    const made = await makeToken(c, ['read']);
    expect((await withKey(`mk_${'A'.repeat(43)}`, 'GET', '/auth/info')).statusCode).toBe(401);
    expect((await withKey('irgendwas', 'GET', '/auth/info')).statusCode).toBe(401);
    const mixed = await c.request('GET', `${API}/auth/info`, undefined, { headers: { authorization: 'Bearer falsch' } });
    expect(mixed.statusCode).toBe(401);
    expect(mixed.json().Message).toBe('Der API-Schlüssel ist ungültig, abgelaufen oder widerrufen.');
    await t.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', made.ID).execute();
    expect((await withKey(made.Token, 'GET', '/auth/info')).statusCode).toBe(401);
    expect(((await c.get(`${API}/auth/tokens`)).json() as ApiToken[]).find((k) => k.ID === made.ID)?.Expired).toBe(true);
    const live = await makeToken(c, ['read']);
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', u.id).execute();
    expect((await withKey(live.Token, 'GET', '/auth/info')).statusCode).toBe(401);
  });

  it('leave a signed-in session\'s writes under the anti-forgery check', async () => {
    const res = await w.user.post(`${API}/gis/point`, point(w.layers.open), { xsrf: false });
    expect(res.statusCode).toBe(403);
    const forged = await w.user.post(`${API}/gis/point`, point(w.layers.open), { xsrf: 'falsch' });
    expect(forged.statusCode).toBe(403);
  });

  it('with failing keys are slowed per address (429 after 20 failures an hour)', async () => {
    const from = '10.9.8.7';
    for (let i = 0; i < 20; i++) expect((await withKey(`mk_${String(i).padStart(43, 'x')}`, 'GET', '/auth/info', undefined, from)).statusCode).toBe(401);
    const limited = await withKey(`mk_${'y'.repeat(43)}`, 'GET', '/auth/info', undefined, from);
    expect(limited.statusCode).toBe(429);
    // Another address is not affected.
    expect((await withKey(`mk_${'y'.repeat(43)}`, 'GET', '/auth/info', undefined, '10.9.8.8')).statusCode).toBe(401);
  });
});
