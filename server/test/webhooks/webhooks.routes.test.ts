import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WEBHOOKS, type CreatedApiToken, type Webhook, type WebhookWithSecret } from '@mitmachkarte/contract';
import { open } from '../../src/lib/secret-box.js';
import { isPrivateAddress, resolveTarget, targetProblem } from '../../src/modules/webhooks/webhook-target.js';
import { API, createPointsWorld, expectRefused, type PointsWorld, UNKNOWN_ID } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { startReceiver } from './webhook-receiver.js';

/** Managing a project's webhooks (docs/product.md §24.6) in production mode (no
 *  WEBHOOK_LOCAL_TARGETS): https to public hosts only, checked when saved and again when sent;
 *  the secret is shown once and stored sealed; bad input is a German 400/404/409 that changes
 *  nothing; API keys manage them with `manage:<project>` only. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createPointsWorld(t);
});
afterAll(async () => t?.close());

const base = () => `${API}/gis/workspace/${w.workspaces.pub}/webhooks`;
const good = { Url: 'https://hooks.example.invalid/mitmachkarte', Events: ['entry.created', 'comment.created'] };
const snapshot = () => t.db.selectFrom('webhooks').selectAll().orderBy('id').execute();

async function create(body: Record<string, unknown> = good): Promise<WebhookWithSecret> {
  const res = await w.owner.post(base(), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WebhookWithSecret;
}

describe('registering', () => {
  it('shows the secret once, stores it sealed, lists without it', async () => {
    const made = await create({ ...good, Events: ['comment.created', 'entry.created', 'entry.created'] });
    expect(made.Secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ Url: good.Url, Events: ['entry.created', 'comment.created'], Active: true, SecretPrefix: made.Secret.slice(0, 10), LastState: null });
    const row = await t.db.selectFrom('webhooks').selectAll().where('id', '=', made.ID).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(made.Secret);
    const list = (await w.member.get(base())).json() as Webhook[];
    expect(list.map((h) => h.ID)).toContain(made.ID);
    expect(JSON.stringify(list)).not.toContain(made.Secret);
    expect(Object.keys(list[0]!).sort()).toEqual(['Active', 'CreatedAt', 'Events', 'ID', 'LastState', 'SecretPrefix', 'UpdatedAt', 'Url', 'Workspace']);
    const rotated = (await w.owner.post(`${API}/gis/webhook/${made.ID}/secret`)).json() as WebhookWithSecret;
    expect(rotated.Secret).not.toBe(made.Secret);
    const after = await t.db.selectFrom('webhooks').selectAll().where('id', '=', made.ID).executeTakeFirstOrThrow();
    expect(after.secret).not.toBe(row.secret);
    expect(after.secret_prefix).toBe(rotated.Secret.slice(0, 10));
    expect(() => open('falsches-geheimnis', after.secret)).toThrow();
    expect((await w.owner.delete(`${API}/gis/webhook/${made.ID}`)).statusCode).toBe(200);
    expect((await w.owner.get(`${API}/gis/webhook/${made.ID}/deliveries`)).statusCode).toBe(404);
  });

  it.each([
    ['no address', { ...good, Url: '' }],
    ['not an address', { ...good, Url: 'hooks.example.org/x' }],
    ['another scheme', { ...good, Url: 'ftp://hooks.example.org/x' }],
    ['with a password', { ...good, Url: 'https://ich:geheim@hooks.example.org/x' }],
    ['plain http', { ...good, Url: 'http://hooks.example.org/x' }],
    ['loopback', { ...good, Url: 'https://127.0.0.1:8443/x' }],
    ['localhost', { ...good, Url: 'https://localhost/x' }],
    ['a private network', { ...good, Url: 'https://10.1.2.3/x' }],
    ['link-local (cloud metadata)', { ...good, Url: 'https://169.254.169.254/latest' }],
    ['IPv6 loopback', { ...good, Url: 'https://[::1]/x' }],
    ['IPv4 mapped into IPv6', { ...good, Url: 'https://[::ffff:127.0.0.1]/x' }],
    ['an unknown event', { ...good, Events: ['entry.deleted'] }],
    ['no event', { ...good, Events: [] }],
    ['events not a list', { ...good, Events: 'entry.created' }],
    ['an unknown field', { ...good, Secret: 'meins' }],
    ['a too long address', { ...good, Url: `https://hooks.example.org/${'x'.repeat(2000)}` }],
  ])('refuses %s with a German 400 and stores nothing', async (_label, body) => {
    await expectRefused(t, 400, () => w.owner.post(base(), body));
    const before = await snapshot();
    const res = await w.owner.post(base(), body);
    expect(res.json()).toHaveProperty('Message');
    expect(await snapshot()).toEqual(before);
  });

  it(`refuses more than ${MAX_WEBHOOKS} per project with 409`, async () => {
    const existing = ((await w.owner.get(base())).json() as Webhook[]).length;
    for (let i = existing; i < MAX_WEBHOOKS; i++) await create();
    const before = await snapshot();
    const res = await w.owner.post(base(), good);
    expect(res.statusCode).toBe(409);
    expect((res.json() as { Message: string }).Message).toContain(String(MAX_WEBHOOKS));
    expect(await snapshot()).toEqual(before);
    for (const h of (await w.owner.get(base())).json() as Webhook[]) await w.owner.delete(`${API}/gis/webhook/${h.ID}`);
  });
});

describe('bad input on every route', () => {
  it('answers 400 for a malformed id and 404 for an unknown one, changing nothing', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/gis/workspace/%s/webhooks'], ['POST', '/gis/workspace/%s/webhooks', good], ['PUT', '/gis/webhook/%s', good],
      ['DELETE', '/gis/webhook/%s'], ['POST', '/gis/webhook/%s/secret'], ['POST', '/gis/webhook/%s/test'], ['GET', '/gis/webhook/%s/deliveries'],
    ];
    const before = await snapshot();
    for (const [method, path, body] of calls) {
      for (const [id, status] of [['kein-id', 400], [UNKNOWN_ID, 404]] as const) {
        const res = await w.owner.request(method as 'GET', `${API}${path.replace('%s', id)}`, body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}));
        expect(res.statusCode, `${method} ${path} ${id}`).toBe(status);
        expect(res.json()).toHaveProperty('Message');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a change to a bad address or events with 400, the webhook unchanged', async () => {
    const made = await create();
    const before = await snapshot();
    for (const body of [{ ...good, Url: 'http://hooks.example.org' }, { ...good, Events: ['ping'] }, { ...good, Active: 'ja' }]) {
      await expectRefused(t, 400, () => w.owner.put(`${API}/gis/webhook/${made.ID}`, body));
    }
    expect(await snapshot()).toEqual(before);
    await w.owner.delete(`${API}/gis/webhook/${made.ID}`);
  });

  it('refuses writes without the anti-forgery token', async () => {
    const before = await snapshot();
    expect((await w.owner.post(base(), good, { xsrf: false })).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('is 401 for anonymous visitors and 403 for others on a public project', async () => {
    expect((await w.anon.get(base())).statusCode).toBe(401);
    expect((await w.user.get(base())).statusCode).toBe(403);
    expect((await w.user.post(base(), good)).statusCode).toBe(403);
    expect((await w.user.get(`${API}/gis/workspace/${w.workspaces.priv}/webhooks`)).statusCode).toBe(404);
  });
});

describe('API keys', () => {
  const key = async (Scopes: string[]) => {
    const res = await w.owner.post(`${API}/auth/tokens`, { Name: 'Webhooks', Scopes, ExpiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as CreatedApiToken).Token;
  };
  const withKey = (token: string, method: 'GET' | 'POST', url: string, body?: unknown) => t.app.inject({
    method, url: `${API}${url}`, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  const path = () => `/gis/workspace/${w.workspaces.pub}/webhooks`;

  it('a reading key lists but makes none; a writing key without manage makes none; manage:<project> makes one', async () => {
    const read = await key(['read']);
    expect((await withKey(read, 'GET', path())).statusCode).toBe(200);
    expect((await withKey(read, 'POST', path(), good)).statusCode).toBe(403);
    expect((await withKey(await key(['write']), 'POST', path(), good)).statusCode).toBe(403);
    expect((await withKey(await key([`manage:${w.workspaces.priv}`]), 'POST', path(), good)).statusCode).toBe(403);
    const made = await withKey(await key([`manage:${w.workspaces.pub}`]), 'POST', path(), good);
    expect(made.statusCode, made.body).toBe(200);
    await w.owner.delete(`${API}/gis/webhook/${(made.json() as Webhook).ID}`);
  });
});

describe('targets in production mode', () => {
  it('knows the private and reserved ranges', () => {
    for (const a of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '224.0.0.1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['93.184.215.14', '2a00:1450:4001:80b::200e', '8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
    expect(targetProblem('http://127.0.0.1:9/x', true)).toBe('');
    expect(targetProblem('http://127.0.0.1:9/x', false)).toBe('https');
  });

  it('refuses at delivery time a target that became private (e.g. by DNS), sending nothing', async () => {
    await expect(resolveTarget('https://localhost/x', false)).rejects.toThrow(/Private/);
    const receiver = await startReceiver();
    try {
      const made = await create();
      // As if its name now resolved to the receiver on this machine: the sender checks again.
      await t.db.updateTable('webhooks').set({ url: `https://127.0.0.1:${receiver.port}/hook` }).where('id', '=', made.ID).execute();
      expect((await w.owner.post(`${API}/gis/webhook/${made.ID}/test`)).statusCode).toBe(200);
      await t.app.webhookSender.drain();
      const [d] = (await w.owner.get(`${API}/gis/webhook/${made.ID}/deliveries`)).json() as { State: string; Error: string; HttpStatus: number | null }[];
      expect(d).toMatchObject({ State: 'pending', HttpStatus: null, Error: 'Private oder lokale Adresse abgelehnt' });
      expect(receiver.received).toEqual([]);
      await w.owner.delete(`${API}/gis/webhook/${made.ID}`);
    } finally {
      await receiver.close();
    }
  });
});
