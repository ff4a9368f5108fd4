import { XMLParser } from 'fast-xml-parser';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiToken } from '@mitmachkarte/contract';
import { createOrganisationApiToken } from '../../src/modules/api-tokens/organisation-api-tokens.service.js';
import { adminId } from '../admin-fixtures.js';
import { createOrganisation } from '../factories.js';
import { addPoint, API, createPointsWorld, expectRefused, type PointsWorld, UNKNOWN_ID } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** Open311 GeoReport v2 (docs/product.md §24.5; http://wiki.open311.org/GeoReport_v2/): the
 *  standard's calls and answers in JSON and XML (read back with an XML parser), the filters, what
 *  an anonymous visitor sees and nothing more, POST with an account's or an organisation's key
 *  through the app's own points service, and refusals in the standard's error shape. */
const V2 = '/api/open311/v2';
let t: TestApp;
let w: PointsWorld;
let writeKey: CreatedApiToken;
let readKey: CreatedApiToken;
let orgKey: CreatedApiToken;
const xml = new XMLParser({ parseTagValue: false, isArray: (name) => ['service', 'request', 'error', 'attribute', 'value'].includes(name) });
const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { anonPointsPerHour: 1000, anonPointsPerLayerHour: 1000 } });
  w = await createPointsWorld(t);
  const org = await createOrganisation(t.db, { host: 'stadt.example', title: 'Stadt Beispiel', isDefault: true });
  const key = async (Scopes: string[]) => (await w.user.post(`${API}/auth/tokens`, { Name: 'Open311', Scopes, ExpiresAt: inAMonth() })).json() as CreatedApiToken;
  writeKey = await key(['write']);
  readKey = await key(['read']);
  const admin = { userId: await adminId(t), name: '', email: '', permissions: ['orgmanager'] };
  orgKey = await createOrganisationApiToken(t.db, admin, org.id, { Name: 'Fachverfahren', Scopes: ['write'], ExpiresAt: inAMonth() });
});
afterAll(async () => t?.close());

const get = (path: string) => t.app.inject({ method: 'GET', url: `${V2}${path}` });
const post = (format: 'json' | 'xml', fields: Record<string, string | string[]>, headers: Record<string, string> = {}) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of ([] as string[]).concat(v)) body.append(k, one);
  return t.app.inject({ method: 'POST', url: `${V2}/requests.${format}`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: body.toString() });
};
/** The smallest valid form for the open map (OPEN_SCHEMA), with `key`. */
const form = (key: string, extra: Record<string, string | string[]> = {}) => ({
  api_key: key, service_code: w.layers.open, lat: '51.3', long: '9.47',
  'attribute[category]': 'Klar', 'attribute[Titel]': 'Laterne defekt', 'attribute[Art]': 'selten', ...extra,
});
/** A form for a map without questions. */
const bare = (key: string, code: string, extra: Record<string, string> = {}) => ({ api_key: key, service_code: code, lat: '51.3', long: '9.47', ...extra });
const json = <T>(res: LightMyRequestResponse, status = 200): T => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as T;
};
const parsed = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^text\/xml/);
  expect(res.body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
  return xml.parse(res.body) as Record<string, Record<string, Record<string, unknown>[]>>;
};
type Request311 = Record<string, string | number>;
/** A refusal in the standard's shape, JSON: `[{ code, description }]` with the HTTP status. */
const expectError = (res: LightMyRequestResponse, status: number, description?: string | RegExp) => {
  const errors = json<{ code: number; description: string }[]>(res, status);
  expect(errors.length).toBeGreaterThan(0);
  for (const e of errors) expect(Object.keys(e).sort()).toEqual(['code', 'description']);
  expect(errors[0]!.code).toBe(status);
  if (description) expect(errors.map((e) => e.description).join(' ')).toMatch(description);
};

describe('services and service definitions', () => {
  it('lists one service per public map of a public project, in JSON and XML alike', async () => {
    const services = json<Record<string, unknown>[]>(await get('/services.json'));
    const codes = services.map((s) => s.service_code);
    expect(codes).toEqual(expect.arrayContaining([w.layers.open, w.layers.readonly, w.layers.plain, w.layers.frozen]));
    expect(codes).not.toContain(w.layers.hidden);
    expect(codes).not.toContain(w.layers.private);
    const open = services.find((s) => s.service_code === w.layers.open)!;
    expect(Object.keys(open).sort()).toEqual(['description', 'group', 'keywords', 'metadata', 'service_code', 'service_name', 'type']);
    expect(open).toMatchObject({ service_name: 'Offen', metadata: true, type: 'realtime', group: 'Öffentlich', keywords: 'Klar, Trüb, Fische, Vögel' });
    expect(services.find((s) => s.service_code === w.layers.plain)).toMatchObject({ metadata: false });
    const fromXml = parsed(await get('/services.xml')).services!.service!;
    expect(fromXml.map((s) => s.service_code)).toEqual(codes);
    expect(fromXml.find((s) => s.service_code === w.layers.open)).toMatchObject({ service_name: 'Offen', metadata: 'true', type: 'realtime', group: 'Öffentlich' });
  });

  it('defines a service from its questionnaire: category, questions with datatype, order, required and values', async () => {
    const definition = json<{ service_code: string; attributes: Record<string, unknown>[] }>(await get(`/services/${w.layers.open}.json`));
    expect(definition.service_code).toBe(w.layers.open);
    const byCode = new Map(definition.attributes.map((a) => [a.code, a]));
    expect([...byCode.keys()]).toEqual(['category', 'Hinweis', 'Titel', 'Beschreibung', 'Art', 'Merkmale', 'Gesehen', 'Anteil', 'Tiefe', 'Anzahl', 'Truebung', 'Fischart']);
    expect(byCode.get('category')).toMatchObject({ datatype: 'singlevaluelist', required: true, order: 1, values: [
      { key: 'Klar', name: 'Klar' }, { key: 'Trueb', name: 'Trüb' }, { key: 'Fische', name: 'Fische' }, { key: 'Voegel', name: 'Vögel' }] });
    expect(byCode.get('Hinweis')).toMatchObject({ variable: false, datatype: 'string', required: false });
    expect(byCode.get('Titel')).toMatchObject({ variable: true, datatype: 'string', required: true, description: 'Titel?', order: 3 });
    expect(byCode.get('Beschreibung')).toMatchObject({ datatype: 'text', required: false });
    expect(byCode.get('Art')).toMatchObject({ datatype: 'singlevaluelist', values: [{ key: 'haeufig', name: 'HAEUFIG' }, { key: 'selten', name: 'SELTEN' }] });
    expect(byCode.get('Merkmale')).toMatchObject({ datatype: 'multivaluelist' });
    expect(byCode.get('Gesehen')).toMatchObject({ datatype: 'singlevaluelist', values: [{ key: 'true', name: 'Ja' }, { key: 'false', name: 'Nein' }] });
    expect(byCode.get('Tiefe')).toMatchObject({ datatype: 'number' });
    expect(byCode.get('Truebung')).toMatchObject({ required: false });
    for (const a of definition.attributes) expect(Object.keys(a)).toEqual(expect.arrayContaining(['variable', 'code', 'datatype', 'required', 'datatype_description', 'order', 'description']));
    const fromXml = parsed(await get(`/services/${w.layers.open}.xml`)).service_definition as unknown as { service_code: string; attributes: { attribute: Record<string, unknown>[] } };
    expect(fromXml.service_code).toBe(w.layers.open);
    expect(fromXml.attributes.attribute.map((a) => a.code)).toEqual([...byCode.keys()]);
    expect((fromXml.attributes.attribute[0]!.values as { value: unknown[] }).value).toHaveLength(4);
  });

  it('answers 404 in the standard\'s shape for hidden, private and unknown maps, and 400 for an unknown format', async () => {
    for (const code of [w.layers.hidden, w.layers.private, UNKNOWN_ID, 'kein-dienst']) expectError(await get(`/services/${code}.json`), 404, 'Diesen Dienst (service_code) gibt es nicht.');
    const errors = parsed(await get(`/services/${w.layers.hidden}.xml`), 404).errors!.error!;
    expect(errors).toEqual([{ code: '404', description: 'Diesen Dienst (service_code) gibt es nicht.' }]);
    expectError(await get('/services.csv'), 400, 'json oder xml');
    expectError(await get('/gibt-es-nicht.json'), 404);
  });

  it('describes itself at discovery', async () => {
    const d = json<{ endpoints: { url: string; specification: string; formats: string[] }[] }>(await get('/discovery.json'));
    expect(d.endpoints[0]).toMatchObject({ specification: 'http://wiki.open311.org/GeoReport_v2', formats: ['application/json', 'text/xml'] });
    expect(d.endpoints[0]!.url).toMatch(/\/api\/open311\/v2$/);
    expect(parsed(await get('/discovery.xml')).discovery).toBeTruthy();
  });
});

describe('lines and areas (docs/product.md §25.1)', () => {
  it('lists a line at its centre', async () => {
    const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Wege', Public: true, Editable: true, Geometries: ['line'] });
    const line = await addPoint(w.anon, { Layer: (res.json() as { ID: string }).ID, Geometry: { type: 'LineString', coordinates: [[9.46, 51.3], [9.48, 51.3]] } });
    const [request] = json<Request311[]>(await get(`/requests/${line.ID}.json`));
    expect(request).toMatchObject({ service_request_id: line.ID, lat: line.Latitude, long: line.Longitude });
    expect(request!.long).toBeCloseTo(9.47, 6);
  });
});

describe('POST requests', () => {
  it('creates an entry with an account\'s write key, answers its id and token, and the entry is read back as the standard\'s request', async () => {
    const answer = json<Record<string, string>[]>(await post('json', form(writeKey.Token, { description: 'Die Laterne am Ufer ist aus.', 'attribute[Merkmale][]': ['a', 'c'], 'attribute[Gesehen]': 'true', 'attribute[Tiefe]': '3.5' })));
    expect(answer).toHaveLength(1);
    const id = answer[0]!.service_request_id!;
    expect(answer[0]).toMatchObject({ service_request_id: id, token: id });
    const row = await t.db.selectFrom('points').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.created_by).toBe(w.userIds.user);
    expect(JSON.parse(row.attributes)).toEqual({
      category: { DataType: 'category', Value: 'Klar' }, Titel: { DataType: 'text', Value: 'Laterne defekt' }, Art: { DataType: 'single', Value: 'selten' },
      Beschreibung: { DataType: 'text_multi', Value: 'Die Laterne am Ufer ist aus.' }, Merkmale: { DataType: 'multiple', Value: ['a', 'c'] },
      Gesehen: { DataType: 'boolean', Value: true }, Tiefe: { DataType: 'number', Value: 3.5 },
    });
    const [request] = json<Request311[]>(await get(`/requests/${id}.json`));
    expect(Object.keys(request!).sort()).toEqual(['address', 'address_id', 'agency_responsible', 'description', 'expected_datetime', 'lat', 'long', 'media_url',
      'requested_datetime', 'service_code', 'service_name', 'service_notice', 'service_request_id', 'status', 'status_notes', 'updated_datetime', 'zipcode'].sort());
    expect(request).toMatchObject({ service_request_id: id, status: 'open', status_notes: 'Neu', service_code: w.layers.open, service_name: 'Offen',
      description: 'Die Laterne am Ufer ist aus.', agency_responsible: 'Stadt Beispiel', lat: 51.3, long: 9.47 });
    expect(request!.requested_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(json<Request311[]>(await get(`/tokens/${id}.json`))).toEqual([{ service_request_id: id, token: id }]);
    const fromXml = parsed(await get(`/requests/${id}.xml`)).service_requests!.request!;
    expect(fromXml[0]).toMatchObject({ service_request_id: id, status: 'open', lat: '51.3', long: '9.47', agency_responsible: 'Stadt Beispiel' });
  });

  it('answers in XML too, and an organisation\'s key makes an entry without an account', async () => {
    const answer = parsed(await post('xml', form(orgKey.Token))).service_requests!.request!;
    const id = answer[0]!.service_request_id as string;
    expect(answer[0]!.token).toBe(id);
    const row = await t.db.selectFrom('points').select(['created_by', 'layer_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ created_by: null, layer_id: w.layers.open });
  });

  it('refuses keys that do not work with 401/403 in the standard\'s shape, storing nothing', async () => {
    const { api_key: _, ...noKey } = form('');
    expectError(await expectRefused(t, 401, () => post('json', noKey)), 401, 'api_key');
    expectError(await expectRefused(t, 401, () => post('json', form(`mk_${'x'.repeat(43)}`))), 401, 'ungültig, abgelaufen oder widerrufen');
    expectError(await expectRefused(t, 403, () => post('json', form(readKey.Token))), 403, 'nur lesen');
    const revoked = (await w.user.post(`${API}/auth/tokens`, { Name: 'weg', Scopes: ['write'], ExpiresAt: inAMonth() })).json() as CreatedApiToken;
    await w.user.delete(`${API}/auth/tokens/${revoked.ID}`);
    expectError(await expectRefused(t, 401, () => post('json', form(revoked.Token))), 401);
    const expired = (await w.user.post(`${API}/auth/tokens`, { Name: 'alt', Scopes: ['write'], ExpiresAt: inAMonth() })).json() as CreatedApiToken;
    await t.db.updateTable('api_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', expired.ID).execute();
    expectError(await expectRefused(t, 401, () => post('json', form(expired.Token))), 401);
    // A session cookie is no key: the interface reads none.
    const cookie = [...w.user.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expectError(await expectRefused(t, 401, () => post('json', noKey, { cookie })), 401);
    const errors = parsed(await post('xml', form(readKey.Token)), 403).errors!.error!;
    expect(errors[0]).toMatchObject({ code: '403' });
  });

  it('refuses bad input with 400 and a German description, storing nothing', async () => {
    const bad = async (fields: Record<string, string | string[]>, description: string | RegExp, status = 400) =>
      expectError(await expectRefused(t, status, () => post('json', fields)), status, description);
    const { service_code: _, ...noService } = form(writeKey.Token);
    await bad(noService, 'Bitte geben Sie einen Dienst (service_code) an.');
    await bad(form(writeKey.Token, { service_code: UNKNOWN_ID }), 'Diesen Dienst (service_code) gibt es nicht.', 404);
    await bad(form(writeKey.Token, { service_code: w.layers.hidden }), 'Diesen Dienst (service_code) gibt es nicht.', 404);
    await bad(form(writeKey.Token, { lat: 'neunzig' }), 'lat und long');
    await bad(form(writeKey.Token, { lat: '91' }), 'lat und long');
    await bad(form(writeKey.Token, { long: '' }), 'lat und long');
    await bad(form(writeKey.Token, { 'attribute[Farbe]': 'rot' }), 'Die Frage „Farbe“ gibt es in diesem Dienst nicht.');
    await bad(form(writeKey.Token, { 'attribute[Art]': 'gibtsnicht' }), /gibtsnicht|Art/);
    await bad(form(writeKey.Token, { 'attribute[category]': 'Wasser' }), /Unterkategorie|Wasser/);
    await bad(form(writeKey.Token, { 'attribute[Tiefe]': 'tief' }), 'Zahl');
    await bad(form(writeKey.Token, { 'attribute[Tiefe]': '11' }), /Tiefe|10/);
    await bad(form(writeKey.Token, { 'attribute[Titel]': '' }), 'Bitte geben Sie einen Titel an.');
    await bad(form(writeKey.Token, { description: 'x'.repeat(10_001) }), 'Die Beschreibung ist zu lang (höchstens 10000 Zeichen).');
    await bad(form(writeKey.Token, { media_url: 'https://example.org/foto.jpg' }), 'media_url');
    await bad(bare(writeKey.Token, w.layers.plain, { description: 'Text' }), 'kein Feld für eine Beschreibung');
    const asJson = await expectRefused(t, 415, () => t.app.inject({ method: 'POST', url: `${V2}/requests.json`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(form(writeKey.Token)) }));
    expectError(asJson, 415, 'Datenformat');
    expectError(await expectRefused(t, 400, () => t.app.inject({ method: 'POST', url: `${V2}/requests.json` })), 400, 'Formular');
    const multipart = await expectRefused(t, 415, () => t.app.inject({ method: 'POST', url: `${V2}/requests.json`, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--' }));
    expectError(multipart, 415);
  });

  it('refuses a closed project (403) and a read-only map (403), as the app does', async () => {
    await t.db.updateTable('workspaces').set({ closed: 1 }).where('id', '=', w.workspaces.pub).execute();
    try {
      expectError(await expectRefused(t, 403, () => post('json', form(writeKey.Token))), 403);
      expectError(await expectRefused(t, 403, () => post('json', form(orgKey.Token))), 403);
    } finally {
      await t.db.updateTable('workspaces').set({ closed: 0 }).where('id', '=', w.workspaces.pub).execute();
    }
    expectError(await expectRefused(t, 403, () => post('json', bare(writeKey.Token, w.layers.readonly))), 403);
    expectError(await expectRefused(t, 401, () => post('json', bare(orgKey.Token, w.layers.readonly))), 401);
  });
});

describe('GET requests', () => {
  it('lists only live public entries of public maps: hidden, waiting, deleted and non-public ones never', async () => {
    const visible = await addPoint(w.owner, { Layer: w.layers.plain });
    const notPublic = await addPoint(w.owner, { Layer: w.layers.plain, Public: false });
    const hiddenMap = await addPoint(w.owner, { Layer: w.layers.hidden });
    const privateMap = await addPoint(w.owner, { Layer: w.layers.private });
    const waiting = await addPoint(w.owner, { Layer: w.layers.plain });
    await t.db.updateTable('points').set({ moderation: 'pending' }).where('id', '=', waiting.ID).execute();
    const hidden = await addPoint(w.owner, { Layer: w.layers.plain });
    await t.db.updateTable('points').set({ moderation: 'hidden' }).where('id', '=', hidden.ID).execute();
    const deleted = await addPoint(w.owner, { Layer: w.layers.plain });
    expect((await w.owner.delete(`${API}/gis/point/${deleted.ID}`)).statusCode).toBe(200);
    const listed = json<Request311[]>(await get('/requests.json')).map((r) => r.service_request_id);
    expect(listed).toContain(visible.ID);
    const never = [notPublic.ID, hiddenMap.ID, privateMap.ID, waiting.ID, hidden.ID, deleted.ID];
    for (const id of never) {
      expect(listed).not.toContain(id);
      expectError(await get(`/requests/${id}.json`), 404, 'Diese Meldung gibt es nicht.');
      expectError(await get(`/tokens/${id}.json`), 404);
    }
    const byIds = json<Request311[]>(await get(`/requests.json?service_request_id=${[visible.ID, ...never].join(',')}`));
    expect(byIds.map((r) => r.service_request_id)).toEqual([visible.ID]);
    // A session changes nothing: the interface reads no cookie.
    const cookie = [...w.owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const asOwner = await t.app.inject({ method: 'GET', url: `${V2}/requests.json?service_request_id=${never.join(',')}`, headers: { cookie } });
    expect(json<Request311[]>(asOwner)).toEqual([]);
  });

  it('filters by service_code, status and dates; default the last 90 days; open/closed from the status with its label and the official answer', async () => {
    const done = await addPoint(w.owner, { Layer: w.layers.readonly });
    expect((await w.owner.put(`${API}/gis/point/${done.ID}/status`, { Status: 'umgesetzt' })).statusCode).toBe(200);
    expect((await w.owner.put(`${API}/gis/point/${done.ID}/answer`, { Text: 'Repariert am Montag.' })).statusCode).toBe(200);
    const fresh = await addPoint(w.owner, { Layer: w.layers.readonly });
    const old = await addPoint(w.owner, { Layer: w.layers.readonly });
    await t.db.updateTable('points').set({ created_at: new Date(Date.now() - 120 * 24 * 3600_000).toISOString() }).where('id', '=', old.ID).execute();
    const of = async (query: string) => json<Request311[]>(await get(`/requests.json?${query}`)).map((r) => r.service_request_id);
    const mine = await of(`service_code=${w.layers.readonly}`);
    expect(mine).toEqual([fresh.ID, done.ID]);
    expect(await of(`service_code=${w.layers.readonly}&status=closed`)).toEqual([done.ID]);
    expect(await of(`service_code=${w.layers.readonly}&status=open`)).toEqual([fresh.ID]);
    expect(await of(`service_code=${w.layers.readonly}&status=open,closed`)).toEqual([fresh.ID, done.ID]);
    const start = new Date(Date.now() - 200 * 24 * 3600_000).toISOString();
    const end = new Date(Date.now() - 100 * 24 * 3600_000).toISOString();
    expect(await of(`service_code=${w.layers.readonly}&start_date=${start}&end_date=${end}`)).toEqual([old.ID]);
    const [closed] = json<Request311[]>(await get(`/requests/${done.ID}.json`));
    expect(closed).toMatchObject({ status: 'closed', status_notes: 'Umgesetzt – Repariert am Montag.' });
    const fromXml = parsed(await get(`/requests.xml?service_code=${w.layers.readonly}&status=closed`)).service_requests!.request!;
    expect(fromXml.map((r) => r.service_request_id)).toEqual([done.ID]);
    const empty = parsed(await get(`/requests.xml?service_code=${UNKNOWN_ID}`));
    expect(empty.service_requests ?? '').toBe('');
    expectError(await get('/requests.json?status=erledigt'), 400, 'open oder closed');
    expectError(await get('/requests.json?start_date=gestern'), 400, 'ISO 8601');
    expectError(await get('/requests.json?service_request_id=1,2'), 400, 'service_request_id');
  });
});
