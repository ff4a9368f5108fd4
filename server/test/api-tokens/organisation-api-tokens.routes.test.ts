import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiToken, CreatedApiToken } from '@mitmachkarte/contract';
import { hashToken } from '../../src/lib/tokens.js';
import { userWith } from '../admin-fixtures.js';
import { createOrganisation } from '../factories.js';
import { API, createPointsWorld, expectRefused, type PointsWorld, validAnswers } from '../points-fixtures.js';
import type { TestClient } from '../client.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Organisation keys (docs/product.md §24.6, Organisation keys; docs/decisions/0044): made, listed
 *  and withdrawn by the organisations' administration (`orgmanager`), stored hashed, shown once,
 *  expiring within 366 days, at most 20 live per organisation; a request with one acts as a
 *  visitor without an account (reads what the public reads, writes where visitors may), its
 *  anonymous writes counted per key instead of per address. */
let t: TestApp;
let w: PointsWorld;
let admin: TestClient;
let orgId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { anonPointsPerHour: 3 } });
  w = await createPointsWorld(t);
  admin = (await userWith(t, ['orgmanager'])).client;
  orgId = (await createOrganisation(t.db, { host: 'stadt.example', title: 'Stadt' })).id;
});
afterAll(async () => t?.close());

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString();
const tokens = (id = orgId) => `${API}/admin/organisation/${id}/tokens`;
async function makeKey(Scopes: string[], Name = 'Fachverfahren'): Promise<CreatedApiToken> {
  const res = await admin.post(tokens(), { Name, Scopes, ExpiresAt: inDays(30) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CreatedApiToken;
}
const withKey = (token: string, method: 'GET' | 'POST', url: string, body?: unknown, remoteAddress = '127.0.0.1') => t.app.inject({
  method, url: `${API}${url}`, remoteAddress,
  headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
});

describe('the administration makes, lists and withdraws an organisation\'s keys', () => {
  it('shows the key once, stores its hash, lists it with scopes and last use', async () => {
    const made = await makeKey(['read', 'write']);
    expect(made.Token).toMatch(/^mk_[A-Za-z0-9_-]{43}$/);
    const row = await t.db.selectFrom('organisation_api_tokens').selectAll().where('id', '=', made.ID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ organisation_id: orgId, hash: hashToken(made.Token), scopes: 'read write', prefix: made.Token.slice(0, 9) });
    expect(JSON.stringify(row)).not.toContain(made.Token);
    const list = (await admin.get(tokens())).json() as ApiToken[];
    expect(list.find((k) => k.ID === made.ID)).toMatchObject({ Name: 'Fachverfahren', Scopes: ['read', 'write'], LastUsedAt: null, Expired: false });
    expect(JSON.stringify(list)).not.toContain(made.Token);
    expect((await withKey(made.Token, 'GET', '/gis/workspaces')).statusCode).toBe(200);
    const listed = ((await admin.get(tokens())).json() as ApiToken[]).find((k) => k.ID === made.ID)!;
    expect(listed.LastUsedAt).not.toBeNull();
  });

  it('withdraws a key, which then works no more; another organisation\'s id is 404', async () => {
    const made = await makeKey(['write']);
    const other = (await createOrganisation(t.db, { host: 'andere.example', title: 'Andere' })).id;
    expect((await admin.delete(`${tokens(other)}/${made.ID}`)).statusCode).toBe(404);
    const res = await admin.delete(`${tokens()}/${made.ID}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await withKey(made.Token, 'GET', '/gis/workspaces')).statusCode).toBe(401);
    expect(((await admin.get(tokens())).json() as ApiToken[]).map((k) => k.ID)).not.toContain(made.ID);
  });

  it('refuses bad input (400), more than 20 keys (409), an unknown organisation (404) and anyone but orgmanager (401/403)', async () => {
    const bad = async (body: unknown, status = 400) => {
      const res = await admin.post(tokens(), body);
      expect(res.statusCode, res.body).toBe(status);
      expect(typeof (res.json() as { Message: string }).Message).toBe('string');
    };
    await bad({ Name: 'x', Scopes: [`manage:${w.workspaces.pub}`], ExpiresAt: inDays(1) });
    await bad({ Name: 'x', Scopes: [], ExpiresAt: inDays(1) });
    await bad({ Name: '', Scopes: ['read'], ExpiresAt: inDays(1) });
    await bad({ Name: 'x', Scopes: ['read'], ExpiresAt: inDays(367) });
    await bad({ Name: 'x', Scopes: ['read'], ExpiresAt: inDays(-1) });
    expect((await admin.post(tokens('0190f5a2-dead-7000-8000-00000000beef'), { Name: 'x', Scopes: ['read'], ExpiresAt: inDays(1) })).statusCode).toBe(404);
    expect((await w.owner.post(tokens(), { Name: 'x', Scopes: ['read'], ExpiresAt: inDays(1) })).statusCode).toBe(403);
    expect((await w.anon.get(tokens())).statusCode).toBe(401);
    const fresh = (await createOrganisation(t.db, { host: 'voll.example', title: 'Voll' })).id;
    for (let i = 0; i < 20; i++) expect((await admin.post(tokens(fresh), { Name: `k${i}`, Scopes: ['read'], ExpiresAt: inDays(1) })).statusCode).toBe(200);
    const full = await admin.post(tokens(fresh), { Name: 'zu viel', Scopes: ['read'], ExpiresAt: inDays(1) });
    expect(full.statusCode, full.body).toBe(409);
  });
});

describe('a request with an organisation\'s key acts as a visitor without an account', () => {
  it('reads what the public reads, writes where visitors may, and reaches no account or administration', async () => {
    const write = await makeKey(['write']);
    const read = await makeKey(['read']);
    expect((await withKey(write.Token, 'GET', `/gis/points/${w.layers.open}`)).statusCode).toBe(200);
    expect((await withKey(write.Token, 'GET', `/gis/points/${w.layers.hidden}`)).statusCode).toBe(404);
    expect((await withKey(write.Token, 'GET', `/gis/points/${w.layers.private}`)).statusCode).toBe(404);
    const made = await withKey(write.Token, 'POST', '/gis/point', { Layer: w.layers.open, Latitude: 51.3, Longitude: 9.47, Attributes: validAnswers() });
    expect(made.statusCode, made.body).toBe(200);
    const row = await t.db.selectFrom('points').select('created_by').where('id', '=', (made.json() as { ID: string }).ID).executeTakeFirstOrThrow();
    expect(row.created_by).toBeNull();
    await expectRefused(t, 401, () => withKey(write.Token, 'POST', '/gis/point', { Layer: w.layers.readonly, Latitude: 51.3, Longitude: 9.47 }));
    await expectRefused(t, 403, () => withKey(read.Token, 'POST', '/gis/point', { Layer: w.layers.open, Latitude: 51.3, Longitude: 9.47, Attributes: validAnswers() }));
    expect((await withKey(write.Token, 'GET', '/auth/tokens')).statusCode).toBe(403);
    expect((await withKey(write.Token, 'GET', `/admin/organisation/${orgId}/tokens`)).statusCode).toBe(403);
    expect((await withKey(write.Token, 'GET', '/admin/organisations')).statusCode).toBe(403);
  });

  it('counts its anonymous entries per key, wherever it runs, and not against the address', async () => {
    const key = await makeKey(['write'], 'Zähler');
    const entry = { Layer: w.layers.open, Latitude: 51.3, Longitude: 9.47, Attributes: validAnswers() };
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await withKey(key.Token, 'POST', '/gis/point', entry, ip)).statusCode).toBe(200);
    expect((await withKey(key.Token, 'POST', '/gis/point', entry, '10.0.0.4')).statusCode).toBe(429);
    const other = await makeKey(['write'], 'Anderer');
    expect((await withKey(other.Token, 'POST', '/gis/point', entry, '10.0.0.1')).statusCode).toBe(200);
  });
});
