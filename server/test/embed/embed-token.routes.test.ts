import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbedConfig, EmbedToken, Point } from '@mitmachkarte/contract';
import { expectStatus } from '../admin-fixtures.js';
import { clientFrom, TestClient } from '../client.js';
import { createOrganisation } from '../factories.js';
import { API, createPointsWorld, type PointsWorld, UNKNOWN_ID, validAnswers } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Entries inside the embedded map (docs/product.md §24.1; docs/security.md, Embed tokens) through
 *  app.inject: the organisation's switch and the map's rules decide per map whether the frame takes
 *  entries; POST /embed/{id}/token hands the frame a token only then (404 otherwise), never to
 *  another site (403) and at most `embedTokensPerHour` per IP (429); the token makes entries in its
 *  project only, through the app's own route and its rules, and reaches nothing else (403); an
 *  expired one is 401. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL. */
const ALLOWING = 'einbetten.example';
const TOKENS_PER_HOUR = 4;
let t: TestApp;
let w: PointsWorld;
let other: { workspace: string; layer: string };
let held: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { anonPointsPerHour: 1000, anonPointsPerLayerHour: 1000, embedTokensPerHour: TOKENS_PER_HOUR } });
  w = await createPointsWorld(t);
  await createOrganisation(t.db, { host: 'localhost', title: 'Ohne Einträge im Rahmen', isDefault: true });
  await createOrganisation(t.db, { host: ALLOWING, title: 'Mit Einträgen im Rahmen', other: { einbettung_eintraege: true } });
  const ws = await w.owner.post(`${API}/gis/workspace`, { Name: 'Zweites Projekt', Public: true, Editable: true });
  const layer = await w.owner.post(`${API}/gis/layer`, { Workspace: ws.json().ID, Name: 'Zweite Karte', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } });
  other = { workspace: ws.json().ID, layer: layer.json().ID };
  const moderated = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Mit Freigabe', Public: true, Editable: true, Premoderation: true });
  held = moderated.json().ID;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A client from its own address, so that each test has its own tokens per hour. */
let address = 10;
const visitor = () => clientFrom(t.app, `192.0.2.${address++}`);
const onHost = (host: string, more: Record<string, string> = {}) => ({ headers: { host, ...more } });

/** A token for project `id` from the allowing organisation's host. */
async function tokenFor(client: TestClient, id = w.workspaces.pub): Promise<string> {
  const res = await client.request('POST', `${API}/embed/${id}/token`, undefined, { xsrf: false, ...onHost(ALLOWING, { 'sec-fetch-site': 'same-origin' }) });
  expectStatus(res, 200);
  const body = res.json() as EmbedToken;
  expect(body.Token).toMatch(/^mke_[A-Za-z0-9_-]{43}$/);
  expect(Date.parse(body.ExpiresAt) - Date.now()).toBeGreaterThan(3500_000);
  expect(Date.parse(body.ExpiresAt) - Date.now()).toBeLessThanOrEqual(3600_000);
  return body.Token;
}

/** A request with the token alone: no cookie, no anti-forgery header, as the frame sends it. */
const withToken = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.app.inject({
    method, url: `${API}${url}`, headers: { host: ALLOWING, authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

describe('which maps take entries inside the frame', () => {
  const config = async (host: string) => {
    const res = await w.anon.request('GET', `${API}/embed/${w.workspaces.pub}/config`, undefined, onHost(host));
    expectStatus(res, 200);
    return Object.fromEntries((res.json() as EmbedConfig).Layers.map((l) => [l.ID, l.Entries]));
  };

  it('are the maps that take anonymous entries and whose form the frame can fill in, when the organisation allows it', async () => {
    expect(await config(ALLOWING)).toEqual({ [w.layers.open]: true, [w.layers.plain]: true, [w.layers.readonly]: false, [held]: true });
    expect(Object.values(await config('localhost')).some(Boolean)).toBe(false);
  });

  it('leaves out a map with a required question the frame cannot show (an image)', async () => {
    const res = await w.owner.post(`${API}/gis/layer`, {
      Workspace: other.workspace, Name: 'Mit Foto', Public: true, Editable: true,
      Schema: { Schema: [{ Name: 'Foto', DataType: 'image', Question: 'Foto?' }], Categories: [] },
    });
    expectStatus(res, 200);
    const answer = await w.anon.request('GET', `${API}/embed/${other.workspace}/config`, undefined, onHost(ALLOWING));
    const layers = (answer.json() as EmbedConfig).Layers;
    expect(layers.find((l) => l.ID === res.json().ID)!.Entries).toBe(false);
    expect(layers.find((l) => l.ID === other.layer)!.Entries).toBe(true);
  });
});

describe('POST /embed/{id}/token', () => {
  it('answers 404 in German where the organisation does not allow entries in the frame, and for private and unknown projects', async () => {
    const client = visitor();
    for (const [id, host] of [[w.workspaces.pub, 'localhost'], [w.workspaces.priv, ALLOWING], [UNKNOWN_ID, ALLOWING], [w.workspaces.pubFrozen, ALLOWING]] as const) {
      const res = await client.request('POST', `${API}/embed/${id}/token`, undefined, { xsrf: false, ...onHost(host) });
      expectStatus(res, 404);
      expect(res.json().Message).toBe('Das Projekt wurde nicht gefunden.');
    }
    expect(await t.db.selectFrom('embed_tokens').select('id').where('workspace_id', '!=', w.workspaces.pub).execute()).toEqual([]);
  });

  it('answers 403 to a request from another site', async () => {
    const client = visitor();
    for (const more of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://www.boese.example' }] as Record<string, string>[]) {
      const res = await client.request('POST', `${API}/embed/${w.workspaces.pub}/token`, undefined, { xsrf: false, ...onHost(ALLOWING, more) });
      expectStatus(res, 403);
      expect(res.json().Message).toMatch(/[äöüß]|Seite|Website/);
    }
  });

  it(`answers 429 after ${TOKENS_PER_HOUR} tokens per address and hour`, async () => {
    const client = visitor();
    for (let i = 0; i < TOKENS_PER_HOUR; i++) await tokenFor(client);
    const res = await client.request('POST', `${API}/embed/${w.workspaces.pub}/token`, undefined, { xsrf: false, ...onHost(ALLOWING) });
    expectStatus(res, 429);
    expect(await tokenFor(visitor())).toMatch(/^mke_/);
  });

  it('stores only the token’s hash', async () => {
    const token = await tokenFor(visitor());
    const rows = await t.db.selectFrom('embed_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token.slice(4));
  });
});

describe('an entry with the token', () => {
  it('is made through the app’s route as the anonymous visitor’s, without cookie or anti-forgery token', async () => {
    const token = await tokenFor(visitor());
    const res = await withToken(token, 'POST', '/gis/point', { Layer: w.layers.open, Latitude: 51.3, Longitude: 9.47, Attributes: validAnswers('Klar') });
    expectStatus(res, 200);
    const point = res.json() as Point;
    const row = await t.db.selectFrom('points').selectAll().where('id', '=', point.ID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ layer_id: w.layers.open, created_by: null, moderation: '', public: 1 });
    // It is on the public map at once.
    expectStatus(await w.anon.get(`${API}/embed/point/${point.ID}`), 200);
  });

  it('waits for approval on a map with pre-moderation, as an anonymous entry in the app', async () => {
    const token = await tokenFor(visitor());
    const res = await withToken(token, 'POST', '/gis/point', { Layer: held, Latitude: 51.3, Longitude: 9.47, Attributes: {} });
    expectStatus(res, 200);
    const row = await t.db.selectFrom('points').select('moderation').where('id', '=', (res.json() as Point).ID).executeTakeFirstOrThrow();
    expect(row.moderation).toBe('pending');
  });

  it('answers 400 with the German messages at the fields for answers that do not fit, and stores nothing', async () => {
    const token = await tokenFor(visitor());
    const before = await t.db.selectFrom('points').select('id').execute();
    const res = await withToken(token, 'POST', '/gis/point', { Layer: w.layers.open, Latitude: 51.3, Longitude: 9.47, Attributes: { category: { DataType: 'category', Value: 'Klar' } } });
    expectStatus(res, 400);
    expect(res.json().Errors).toContainEqual({ Field: 'Attributes.Titel', Message: 'Bitte geben Sie einen Titel an.' });
    const malformed = await withToken(token, 'POST', '/gis/point', { Layer: w.layers.open, Latitude: 'Norden' });
    expectStatus(malformed, 400);
    expect(malformed.json().Message).toMatch(/[äöüß]|ungültig/i);
    expect(await t.db.selectFrom('points').select('id').execute()).toHaveLength(before.length);
  });

  it('is refused with 403 in another project, and with 404 where the project is not public', async () => {
    const token = await tokenFor(visitor());
    const res = await withToken(token, 'POST', '/gis/point', { Layer: other.layer, Latitude: 51.3, Longitude: 9.47, Attributes: {} });
    expectStatus(res, 403);
    expect(res.json().Message).toBe('Mit dieser eingebetteten Karte lassen sich nur Einträge in ihrem eigenen Projekt machen.');
    expectStatus(await withToken(token, 'POST', '/gis/point', { Layer: w.layers.private, Latitude: 51.3, Longitude: 9.47, Attributes: {} }), 404);
    // The other project's own token works there.
    expectStatus(await withToken(await tokenFor(visitor(), other.workspace), 'POST', '/gis/point', { Layer: other.layer, Latitude: 51.3, Longitude: 9.47, Attributes: {} }), 200);
  });

  it('reaches no other route, reading ones neither (403)', async () => {
    const token = await tokenFor(visitor());
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', `/gis/layer/${w.layers.open}`], ['GET', '/gis/workspaces'], ['GET', `/gis/points/${w.layers.open}`], ['GET', '/auth/info'],
      ['GET', `/embed/${w.workspaces.pub}/config`], ['POST', `/embed/${w.workspaces.pub}/token`],
      ['POST', '/gis/comment', { Point: UNKNOWN_ID, Text: 'Hallo' }], ['PUT', `/gis/workspace/${w.workspaces.pub}`, {}], ['DELETE', `/gis/point/${UNKNOWN_ID}`],
      ['POST', '/gis/images/upload', {}], ['GET', '/auth/tokens'],
    ];
    for (const [method, url, body] of calls) {
      const res = await withToken(token, method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().Message).toBe('Mit der eingebetteten Karte lassen sich nur Einträge machen.');
    }
  });

  it('is refused with 401 once the token has expired, and for an unknown token', async () => {
    const token = await tokenFor(visitor());
    await t.db.updateTable('embed_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const body = { Layer: w.layers.plain, Latitude: 51.3, Longitude: 9.47, Attributes: {} };
    for (const sent of [token, `mke_${'A'.repeat(43)}`, 'mke_kurz']) {
      const res = await withToken(sent, 'POST', '/gis/point', body);
      expectStatus(res, 401);
      expect(res.json().Message).toMatch(/ungültig|abgelaufen/);
    }
  });
});
