import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { OGC_BBOX_MESSAGE, OGC_DATETIME_MESSAGE, OGC_FORMAT_MESSAGE, OGC_LIMIT_MESSAGE, OGC_OFFSET_MESSAGE, OGC_UNKNOWN_PARAMETER, type Point } from '@mitmachkarte/contract';
import type { TestClient } from '../client.js';
import { a, addPoint, API, openPointsWorld, UNKNOWN_ID, validAnswers, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** OGC API – Features (OGC 17-069r4 Part 1; docs/product.md §20) through app.inject: every path,
 *  bad input for every parameter, and the rights of the point lists (docs/architecture.md §6). */
const OGC = `${API}/ogc`;
let t: TestApp;
let w: PointsWorld;
/** Points of the open layer: the owner's two (one with a number and a yes/no answer), an
 *  anonymous one, one the moderation hid, one not public; one in the private layer. */
const p = {} as Record<'first' | 'second' | 'anon' | 'hidden' | 'nonPublic' | 'private', Point>;

type Json = Record<string, unknown> & { links: { href: string; rel: string; type?: string }[] };
type Features = Json & { features: { id: string; properties: Record<string, unknown>; geometry: { coordinates: number[] } }[]; numberMatched: number; numberReturned: number; timeStamp: string };

const at = (id: string, createdAt: string) => t.db.updateTable('points').set({ created_at: createdAt }).where('id', '=', id).execute();

beforeAll(async () => {
  ({ t, w } = await openPointsWorld());
  const open = w.layers.open;
  p.first = await addPoint(w.owner, { Layer: open, Latitude: 51.30, Longitude: 9.40, Attributes: { ...validAnswers('Klar'), Anzahl: a('number', 3), Gesehen: a('boolean', true), Merkmale: a('multiple', ['a', 'b']) } });
  p.second = await addPoint(w.owner, { Layer: open, Latitude: 52.50, Longitude: 13.40, Attributes: { ...validAnswers('Fische'), Titel: a('text', 'Reiher') } });
  p.anon = await addPoint(w.anon, { Layer: open, Latitude: 48.10, Longitude: 11.50, Attributes: validAnswers('Klar') });
  p.hidden = await addPoint(w.owner, { Layer: open, Latitude: 51.31, Longitude: 9.41, Attributes: validAnswers('Klar') });
  p.nonPublic = await addPoint(w.owner, { Layer: open, Public: false, Latitude: 51.32, Longitude: 9.42, Attributes: validAnswers('Klar') });
  p.private = await addPoint(w.owner, { Layer: w.layers.private, Latitude: 51.3, Longitude: 9.47 });
  await t.db.updateTable('points').set({ moderation: 'hidden', moderation_reason: 'Werbung' }).where('id', '=', p.hidden.ID).execute();
  await at(p.first.ID, '2026-01-10T08:00:00.000Z');
  await at(p.second.ID, '2026-02-10T08:00:00.000Z');
  await at(p.anon.ID, '2026-03-10T08:00:00.000Z');
  await at(p.hidden.ID, '2026-03-11T08:00:00.000Z');
  await at(p.nonPublic.ID, '2026-03-12T08:00:00.000Z');
}, 60_000);
afterAll(async () => t?.close());

const get = async (client: TestClient, path: string, status = 200): Promise<LightMyRequestResponse> => {
  const res = await client.get(`${OGC}${path}`);
  expect(res.statusCode, res.body).toBe(status);
  return res;
};
const items = async (client: TestClient, query = '', layer = w.layers.open) => (await get(client, `/collections/${layer}/items${query}`)).json() as Features;
const ids = (f: Features) => f.features.map((x) => x.id);
/** A refusal: status, German `{ Message }`, and the message of the one field error if given. */
async function refused(client: TestClient, path: string, status: number, message?: string) {
  const res = await get(client, path, status);
  const body = res.json() as { Message: string; Errors?: { Field: string; Message: string }[] };
  expect(typeof body.Message).toBe('string');
  if (message) expect([body.Message, ...(body.Errors ?? []).map((e) => e.Message)]).toContain(message);
  return body;
}

describe('landing page, conformance, API document', () => {
  it('links to itself, the API document, conformance and the collections, absolutely', async () => {
    const res = await get(w.anon, '');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const rels = Object.fromEntries((res.json() as Json).links.map((l) => [l.rel, l.href]));
    expect(rels).toEqual({
      self: 'http://localhost/api/v1/ogc', 'service-desc': 'http://localhost/api/v1/ogc/api',
      conformance: 'http://localhost/api/v1/ogc/conformance', data: 'http://localhost/api/v1/ogc/collections',
      describedby: 'http://localhost/api/v1/dcat',
    });
    expect((await get(w.anon, '?f=json')).statusCode).toBe(200);
  });
  it('names the conformance classes core, geojson and oas30', async () => {
    const { conformsTo } = (await get(w.anon, '/conformance')).json() as { conformsTo: string[] };
    expect(conformsTo).toEqual(expect.arrayContaining(['core', 'geojson', 'oas30'].map((c) => `http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/${c}`)));
  });
  it('describes its paths in OpenAPI 3.0, with the bounds of limit', async () => {
    const res = await get(w.anon, '/api');
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.oai\.openapi\+json; ?version="?3\.0/);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown>; components: { parameters: { limit: { schema: object } } } };
    expect(doc.openapi).toMatch(/^3\.0\./);
    expect(Object.keys(doc.paths)).toEqual(['/', '/conformance', '/api', '/collections', '/collections/{collectionId}',
      '/collections/{collectionId}/items', '/collections/{collectionId}/items/{featureId}']);
    expect(doc.components.parameters.limit.schema).toEqual({ type: 'integer', minimum: 1, maximum: 10_000, default: 100 });
  });
  it('refuses other formats and unknown parameters with a German 400', async () => {
    for (const path of ['', '/conformance', '/api', '/collections', `/collections/${w.layers.open}`, `/collections/${w.layers.open}/items`, `/collections/${w.layers.open}/items/${p.first.ID}`]) {
      await refused(w.anon, `${path}?f=xml`, 400, OGC_FORMAT_MESSAGE);
      await refused(w.anon, `${path}?f=html`, 400, OGC_FORMAT_MESSAGE);
    }
    for (const path of ['', '/conformance', '/api', '/collections', `/collections/${w.layers.open}`]) await refused(w.anon, `${path}?gibtsnicht=1`, 400, OGC_UNKNOWN_PARAMETER);
  });
});

describe('collections', () => {
  const titles = async (client: TestClient) => ((await get(client, '/collections')).json() as { collections: { id: string; title: string }[] }).collections.map((c) => c.title);
  it('lists the layers the caller sees, as the layer list does', async () => {
    expect(await titles(w.anon)).toEqual(['Eingefroren', 'Nur lesen', 'Offen', 'Ohne Fragen']);
    expect(await titles(w.user)).toEqual(['Eingefroren', 'Nur lesen', 'Offen', 'Ohne Fragen']);
    expect(await titles(w.owner)).toEqual(['Eingefroren', 'Nur lesen', 'Offen', 'Ohne Fragen', 'Privat', 'Versteckt']);
  });
  it('describes a layer: title, extent of the points the caller sees, CRS84, links', async () => {
    const c = (await get(w.anon, `/collections/${w.layers.open}`)).json() as Json & { extent: { spatial: { bbox: number[][]; crs: string } } };
    expect(c).toMatchObject({ id: w.layers.open, title: 'Offen', itemType: 'feature', crs: ['http://www.opengis.net/def/crs/OGC/1.3/CRS84'] });
    // The hidden and the non-public point lie inside the others' box: it is the same for the manager.
    expect(c.extent.spatial.bbox).toEqual([[9.4, 48.1, 13.4, 52.5]]);
    expect(c.links.map((l) => [l.rel, l.type])).toEqual([['self', 'application/json'], ['items', 'application/geo+json']]);
    expect(c.links[1]!.href).toBe(`http://localhost/api/v1/ogc/collections/${w.layers.open}/items`);
    const empty = (await get(w.anon, `/collections/${w.layers.readonly}`)).json() as { extent: { spatial: { bbox: number[][] } } };
    expect(empty.extent.spatial.bbox).toEqual([[-180, -90, 180, 90]]);
  });
  it('answers 404 with a German message for a layer the caller may not see or that does not exist, 400 for a malformed id', async () => {
    for (const layer of [w.layers.private, w.layers.hidden, UNKNOWN_ID]) {
      expect((await refused(w.anon, `/collections/${layer}`, 404)).Message).toBe('Die Karte wurde nicht gefunden.');
      await refused(w.anon, `/collections/${layer}/items`, 404);
      await refused(w.user, `/collections/${layer}/items`, 404);
    }
    expect((await get(w.owner, `/collections/${w.layers.private}`)).statusCode).toBe(200);
    await refused(w.anon, '/collections/keine-id', 400);
    await refused(w.anon, '/collections/keine-id/items', 400);
    await refused(w.anon, `/collections/${w.layers.open}/items/keine-id`, 400);
  });
});

describe('items', () => {
  it('answers the points of the point list as GeoJSON features, oldest first', async () => {
    const res = await get(w.anon, `/collections/${w.layers.open}/items`);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    const f = res.json() as Features;
    expect(f.type).toBe('FeatureCollection');
    expect(ids(f)).toEqual([p.first.ID, p.second.ID, p.anon.ID]);
    expect(f).toMatchObject({ numberMatched: 3, numberReturned: 3 });
    expect(Date.parse(f.timeStamp)).toBeGreaterThan(Date.now() - 60_000);
    const first = f.features[0]!;
    expect(first.geometry).toEqual({ type: 'Point', coordinates: [9.4, 51.3] });
    expect(first.properties).toMatchObject({
      ID: p.first.ID, category: 'Klar', Status: 'neu', Titel: 'Frosch am Ufer', Art: 'selten', Anzahl: 3, Gesehen: true, Merkmale: ['a', 'b'],
      Beschreibung: null, CreatedAt: '2026-01-10T08:00:00.000Z', OfficialAnswer: null, category_label: 'Wasser › Klar', Art_label: 'SELTEN',
    });
    // Counts are left out (docs/decisions/0014): votes and comments do not change a layer's revision.
    expect(first.properties).not.toHaveProperty('VotesUp');
    expect(first.properties).not.toHaveProperty('Comments');
    expect(f.links.map((l) => l.rel)).toEqual(['self']);
  });
  it('shows managers every live point, as their point list does', async () => {
    expect(ids(await items(w.owner))).toEqual([p.first.ID, p.second.ID, p.anon.ID, p.hidden.ID, p.nonPublic.ID]);
    expect(ids(await items(w.member))).toEqual([p.first.ID, p.second.ID, p.anon.ID, p.hidden.ID, p.nonPublic.ID]);
    expect(ids(await items(w.user))).toEqual([p.first.ID, p.second.ID, p.anon.ID]);
    expect(ids(await items(w.owner, '', w.layers.private))).toEqual([p.private.ID]);
  });
  it('pages by limit and offset with absolute next and prev links that keep the other parameters', async () => {
    const page1 = await items(w.anon, '?limit=2&Art=selten');
    expect(ids(page1)).toEqual([p.first.ID, p.second.ID]);
    expect(page1).toMatchObject({ numberMatched: 3, numberReturned: 2 });
    const all = await items(w.anon, '?limit=1&datetime=../2026-12-31T00:00:00Z');
    const next = all.links.find((l) => l.rel === 'next')!.href;
    expect(next).toBe(`http://localhost/api/v1/ogc/collections/${w.layers.open}/items?limit=1&datetime=..%2F2026-12-31T00%3A00%3A00Z&offset=1`);
    const page2 = (await w.anon.get(next.replace('http://localhost', ''))).json() as Features;
    expect(ids(page2)).toEqual([p.second.ID]);
    expect(page2.links.find((l) => l.rel === 'prev')!.href).toContain('offset=0');
    const last = await items(w.anon, '?limit=1&offset=2');
    expect(ids(last)).toEqual([p.anon.ID]);
    expect(last.links.map((l) => l.rel)).toEqual(['self', 'prev']);
    expect(await items(w.anon, '?offset=10')).toMatchObject({ numberMatched: 3, numberReturned: 0, features: [] });
  });
  it('lowers a limit over 10,000 to 10,000', async () => {
    const f = await items(w.anon, '?limit=50000&offset=1');
    expect(ids(f)).toEqual([p.second.ID, p.anon.ID]);
    expect(f.links.find((l) => l.rel === 'prev')!.href).toContain('limit=10000');
  });
  it('filters by bbox, edges included, also across the antimeridian', async () => {
    expect(ids(await items(w.anon, '?bbox=9,51,10,52'))).toEqual([p.first.ID]);
    expect(ids(await items(w.anon, '?bbox=9.4,48.1,13.4,52.5'))).toEqual([p.first.ID, p.second.ID, p.anon.ID]);
    expect(ids(await items(w.owner, '?bbox=9,51,10,52'))).toEqual([p.first.ID, p.hidden.ID, p.nonPublic.ID]);
    expect(ids(await items(w.anon, '?bbox=170,-90,-170,90'))).toEqual([]);
    expect(ids(await items(w.anon, '?bbox=12,-90,-170,90'))).toEqual([p.second.ID]);
  });
  it('filters by datetime on the creation: instant, closed and half-open intervals', async () => {
    expect(ids(await items(w.anon, '?datetime=2026-02-10T08:00:00Z'))).toEqual([p.second.ID]);
    expect(ids(await items(w.anon, '?datetime=2026-02-10T09:00:00%2B01:00'))).toEqual([p.second.ID]);
    expect(ids(await items(w.anon, '?datetime=2026-02-01T00:00:00Z/2026-03-10T08:00:00Z'))).toEqual([p.second.ID, p.anon.ID]);
    expect(ids(await items(w.anon, '?datetime=../2026-02-10T08:00:00Z'))).toEqual([p.first.ID, p.second.ID]);
    expect(ids(await items(w.anon, '?datetime=2026-02-11T00:00:00Z/..'))).toEqual([p.anon.ID]);
    expect(ids(await items(w.anon, '?datetime=2026-02-11T00:00:00Z/'))).toEqual([p.anon.ID]);
  });
  it('filters by answers, category and status under their property names', async () => {
    expect(ids(await items(w.anon, '?Titel=Reiher'))).toEqual([p.second.ID]);
    expect(ids(await items(w.anon, '?Anzahl=3'))).toEqual([p.first.ID]);
    expect(ids(await items(w.anon, '?Anzahl=3.0&Gesehen=true'))).toEqual([p.first.ID]);
    expect(ids(await items(w.anon, '?Gesehen=false'))).toEqual([]);
    expect(ids(await items(w.anon, '?Merkmale=b'))).toEqual([p.first.ID]);
    expect(ids(await items(w.anon, '?category=Klar'))).toEqual([p.first.ID, p.anon.ID]);
    expect(ids(await items(w.anon, '?Status=neu&category=Fische'))).toEqual([p.second.ID]);
    expect(ids(await items(w.anon, `?Titel=${encodeURIComponent("x' or 1=1 --")}`))).toEqual([]);
  });
  it('refuses bad parameters with a German 400', async () => {
    const path = `/collections/${w.layers.open}/items`;
    for (const bbox of ['9,51,10', '9,51,10,52,1,2', '9,-91,10,52', '9,51,10,91', '9,52,10,51', '181,0,182,1', 'a,b,c,d', '9,,10,52', '']) {
      await refused(w.anon, `${path}?bbox=${bbox}`, 400, OGC_BBOX_MESSAGE);
    }
    for (const limit of ['0', 'abc', '-1', '1.5', '']) await refused(w.anon, `${path}?limit=${limit}`, 400, OGC_LIMIT_MESSAGE);
    for (const offset of ['-1', 'abc', '1e3']) await refused(w.anon, `${path}?offset=${offset}`, 400, OGC_OFFSET_MESSAGE);
    for (const datetime of ['gestern', '2026-02-30T00:00:00Z', '2026-02-10', '2026-02-10T08:00:00', '../..', '2026-03-01T00:00:00Z/2026-02-01T00:00:00Z', 'a/b/c']) {
      await refused(w.anon, `${path}?datetime=${encodeURIComponent(datetime)}`, 400, OGC_DATETIME_MESSAGE);
    }
    await refused(w.anon, `${path}?limit=1&limit=2`, 400, 'Jeder Parameter darf nur einmal vorkommen.');
    await refused(w.anon, `${path}?Farbe=blau`, 400, OGC_UNKNOWN_PARAMETER);
    await refused(w.anon, `${path}?Anzahl=viele`, 400, 'Anzahl muss eine Zahl sein.');
    await refused(w.anon, `${path}?Gesehen=ja`, 400, 'Gesehen muss true oder false sein.');
    await refused(w.anon, `${path}?Foto=x`, 400, 'Nach Foto kann nicht gefiltert werden.');
  });
  it('is tagged per caller like the point lists: private, no-cache, and 304 while nothing changed', async () => {
    const res = await get(w.anon, `/collections/${w.layers.open}/items`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = String(res.headers.etag);
    const again = await w.anon.request('GET', `${OGC}/collections/${w.layers.open}/items`, undefined, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const owner = await w.owner.request('GET', `${OGC}/collections/${w.layers.open}/items`, undefined, { headers: { 'if-none-match': etag } });
    expect(owner.statusCode).toBe(200);
  });
});

describe('after a change', () => {
  it('counts and pages anew: the revision of the layer names the kept count and the entity tag', async () => {
    const before = await get(w.anon, `/collections/${w.layers.open}/items?limit=1`);
    expect((before.json() as Features).numberMatched).toBe(3);
    const added = await addPoint(w.anon, { Layer: w.layers.open, Latitude: 50.2, Longitude: 8.8, Attributes: validAnswers('Klar') });
    try {
      const after = await get(w.anon, `/collections/${w.layers.open}/items?limit=1`);
      expect((after.json() as Features).numberMatched).toBe(4);
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await w.owner.delete(`${API}/gis/point/${added.ID}`);
    }
    expect((await items(w.anon, '?limit=1')).numberMatched).toBe(3);
  });
});

describe('an author\'s own held-back entry', () => {
  it('is in the author\'s items, as in their point list, and in nobody else\'s but the managers\'', async () => {
    const own = await addPoint(w.outsider, { Layer: w.layers.open, Latitude: 50.1, Longitude: 8.7, Attributes: validAnswers('Klar') });
    await t.db.updateTable('points').set({ moderation: 'pending' }).where('id', '=', own.ID).execute();
    try {
      expect(ids(await items(w.outsider))).toContain(own.ID);
      expect(ids(await items(w.user))).not.toContain(own.ID);
      expect(ids(await items(w.anon))).not.toContain(own.ID);
      expect(ids(await items(w.owner))).toContain(own.ID);
      expect((await get(w.outsider, `/collections/${w.layers.open}/items/${own.ID}`)).statusCode).toBe(200);
      await refused(w.user, `/collections/${w.layers.open}/items/${own.ID}`, 404);
    } finally {
      await t.db.deleteFrom('points').where('id', '=', own.ID).execute();
    }
  });
});

describe('one item', () => {
  it('answers a visible point as a feature with links', async () => {
    const res = await get(w.anon, `/collections/${w.layers.open}/items/${p.second.ID}`);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    const f = res.json() as Json & { id: string; properties: Record<string, unknown> };
    expect(f).toMatchObject({ type: 'Feature', id: p.second.ID, geometry: { type: 'Point', coordinates: [13.4, 52.5] } });
    expect(f.properties).toMatchObject({ Titel: 'Reiher', category: 'Fische' });
    expect(f.links.map((l) => l.rel)).toEqual(['self', 'collection']);
  });
  it('answers 404 for hidden, non-public, deleted and foreign points, as the point itself does', async () => {
    for (const id of [p.hidden.ID, p.nonPublic.ID, UNKNOWN_ID]) {
      expect((await refused(w.anon, `/collections/${w.layers.open}/items/${id}`, 404)).Message).toBe('Der Punkt wurde nicht gefunden.');
    }
    expect((await get(w.owner, `/collections/${w.layers.open}/items/${p.hidden.ID}`)).statusCode).toBe(200);
    // A point asked for under another layer than its own.
    await refused(w.owner, `/collections/${w.layers.readonly}/items/${p.first.ID}`, 404);
    await refused(w.anon, `/collections/${w.layers.private}/items/${p.private.ID}`, 404);
    expect((await get(w.owner, `/collections/${w.layers.private}/items/${p.private.ID}`)).statusCode).toBe(200);
  });
});

describe('addresses', () => {
  it('links to the host the request came to, and refuses a Host header that names none', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${OGC}/collections`, headers: { host: 'gis.example.org:8443' } });
    expect((res.json() as Json).links[0]!.href).toBe('http://gis.example.org:8443/api/v1/ogc/collections');
    const bad = await t.app.inject({ method: 'GET', url: `${OGC}/collections`, headers: { host: 'a b' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Message: 'Die Adresse ist ungültig.' });
  });
});
