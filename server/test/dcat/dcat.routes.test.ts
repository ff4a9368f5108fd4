import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import jsonld from 'jsonld';
import { type Quad, Writer } from 'n3';
import { FIELD_MESSAGES, type Point } from '@mitmachkarte/contract';
import { validateDcatApDe, parseRdfXml, parseTurtle } from '../dcat-shacl.js';
import { createOrganisation } from '../factories.js';
import { addPoint, API, openPointsWorld, validAnswers, type PointsWorld } from '../points-fixtures.js';
import type { TestApp } from '../test-app.js';

/** The open data catalogue (DCAT-AP.de 3.0; docs/product.md §24.4) through app.inject: the three
 *  formats read back to the same triples, the DCAT-AP.de SHACL shapes, who and what is listed,
 *  no person's data, and bad formats. */
const DCAT = `${API}/dcat`;
const BASE = 'http://localhost/api/v1/dcat';
const OGC = 'http://localhost/api/v1/ogc';
const DCAT_NS = 'http://www.w3.org/ns/dcat#';
const DCT = 'http://purl.org/dc/terms/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
let t: TestApp;
let w: PointsWorld;
let closedWs: string;
let boundaryWs: string;
let boundaryLayer: string;
const p = {} as Record<'first' | 'last' | 'hidden' | 'nonPublic', Point>;
const ORG_EMAIL = 'beteiligung@stadt-beispiel.de';
const PERSON = 'Erika Mustermann';

const put = async (id: string, changes: Record<string, unknown>) => {
  const current = (await w.owner.get(`${API}/gis/workspace/${id}`)).json() as Record<string, unknown>;
  return w.owner.put(`${API}/gis/workspace/${id}`, { ...current, ...changes });
};
const at = (id: string, createdAt: string) => t.db.updateTable('points').set({ created_at: createdAt, updated_at: createdAt }).where('id', '=', id).execute();

beforeAll(async () => {
  ({ t, w } = await openPointsWorld());
  await createOrganisation(t.db, {
    host: 'localhost', title: 'Mitmachkarte Beispiel', isDefault: true,
    other: { impressum_verein: 'Stadt Beispiel', impressum_vorsitz: PERSON, impressum_adresse: 'Markt 1\n12345 Beispiel', kontakt_email: ORG_EMAIL, datenschutz_beauftragter: 'Max Muster',
      opendata_datenbereitsteller: 'http://dcat-ap.de/def/contributors/stadtAugsburg' },
  });
  expect((await put(w.workspaces.pub, { Licence: 'dl-by-de/2.0' })).statusCode).toBe(200);
  expect((await put(w.workspaces.priv, { Licence: 'cc-by/4.0' })).statusCode).toBe(200);
  const open = w.layers.open;
  p.first = await addPoint(w.owner, { Layer: open, Latitude: 51.30, Longitude: 9.40, Attributes: validAnswers('Klar') });
  p.last = await addPoint(w.anon, { Layer: open, Latitude: 52.50, Longitude: 13.40, Attributes: validAnswers('Klar') });
  p.hidden = await addPoint(w.owner, { Layer: open, Latitude: 47.0, Longitude: 6.0, Attributes: validAnswers('Klar') });
  p.nonPublic = await addPoint(w.owner, { Layer: open, Public: false, Latitude: 54.0, Longitude: 14.0, Attributes: validAnswers('Klar') });
  await t.db.updateTable('points').set({ moderation: 'hidden', moderation_reason: 'Werbung' }).where('id', '=', p.hidden.ID).execute();
  await at(p.first.ID, '2026-01-10T08:00:00.000Z');
  await at(p.last.ID, '2026-02-10T08:00:00.000Z');
  await at(p.hidden.ID, '2026-03-11T08:00:00.000Z');
  await at(p.nonPublic.ID, '2026-03-12T08:00:00.000Z');
  const created = await w.owner.post(`${API}/gis/workspace`, { Name: 'Abgeschlossen & „fertig“ <alt>', Public: true, Editable: false, Closed: true, Licence: 'cc-zero' });
  closedWs = (created.json() as { ID: string }).ID;
  await w.owner.post(`${API}/gis/layer`, { Workspace: closedWs, Name: 'Rückblick', Public: true, Editable: false, Schema: { Schema: [], Categories: [] } });
  const square = { type: 'Polygon', coordinates: [[[9.9, 51.5], [10.0, 51.5], [10.0, 51.6], [9.9, 51.6], [9.9, 51.5]]] };
  boundaryWs = ((await w.owner.post(`${API}/gis/workspace`, { Name: 'Radwege', Public: true, Editable: true, Boundary: square, Licence: 'cc-by-sa/4.0' })).json() as { ID: string }).ID;
  boundaryLayer = ((await w.owner.post(`${API}/gis/layer`, { Workspace: boundaryWs, Name: 'Radwege', Public: true, Editable: true, Schema: { Schema: [], Categories: [] } })).json() as { ID: string }).ID;
}, 60_000);
afterAll(async () => t?.close());

const get = async (query = '', headers: Record<string, string> = {}, status = 200): Promise<LightMyRequestResponse> => {
  const res = await w.anon.request('GET', `${DCAT}${query}`, undefined, { headers });
  expect(res.statusCode, res.body).toBe(status);
  return res;
};
const nquads = (quads: readonly Quad[]) => new Writer({ format: 'N-Quads' }).quadsToString([...quads]);
/** The triples in canonical N-Quads (RDF Dataset Canonicalization), blank nodes renamed alike. */
const canonical = (quads: readonly Quad[]) => jsonld.canonize(nquads(quads) as unknown as object, { algorithm: 'URDNA2015', inputFormat: 'application/n-quads' });
const fromJsonLd = async (text: string) => parseTurtle(await jsonld.toRDF(JSON.parse(text) as object, { format: 'application/n-quads' }) as unknown as string);
const objects = (quads: readonly Quad[], subject: string, predicate: string) => quads.filter((q) => q.subject.value === subject && q.predicate.value === predicate).map((q) => q.object.value);
const datasets = (quads: readonly Quad[]) => quads.filter((q) => q.predicate.value === RDF_TYPE && q.object.value === `${DCAT_NS}Dataset`).map((q) => q.subject.value).sort();
const dataset = (layerId: string) => `${BASE}#karte-${layerId}`;

describe('formats', () => {
  it('answers Turtle by default, which passes the DCAT-AP.de shapes', async () => {
    const res = await get();
    expect(res.headers['content-type']).toBe('text/turtle; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const quads = parseTurtle(res.body);
    const { conforms, problems } = await validateDcatApDe(quads);
    expect(problems, JSON.stringify(problems, null, 1)).toEqual([]);
    expect(conforms).toBe(true);
  });
  it('gives the same triples as Turtle, RDF/XML and JSON-LD, by format and by Accept', async () => {
    const turtle = parseTurtle((await get('?format=ttl')).body);
    const rdfXml = await parseRdfXml((await get('?format=rdf')).body);
    const jsonLd = await fromJsonLd((await get('?format=jsonld')).body);
    expect(turtle.length).toBeGreaterThan(50);
    expect(await canonical(rdfXml)).toBe(await canonical(turtle));
    expect(await canonical(jsonLd)).toBe(await canonical(turtle));
    expect((await get('', { accept: 'application/rdf+xml' })).headers['content-type']).toBe('application/rdf+xml; charset=utf-8');
    expect((await get('', { accept: 'text/html;q=0.9, application/ld+json' })).headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect((await get('', { accept: 'application/ld+json;q=0.5, text/turtle' })).headers['content-type']).toBe('text/turtle; charset=utf-8');
    expect((await get('', { accept: '*/*' })).headers['content-type']).toBe('text/turtle; charset=utf-8');
    expect((await get('?format=rdf', { accept: 'text/turtle' })).headers['content-type']).toBe('application/rdf+xml; charset=utf-8');
  });
  it('passes the shapes in RDF/XML and JSON-LD too', async () => {
    for (const quads of [await parseRdfXml((await get('?format=rdf')).body), await fromJsonLd((await get('?format=jsonld')).body)]) {
      const { problems } = await validateDcatApDe(quads);
      expect(problems, JSON.stringify(problems, null, 1)).toEqual([]);
    }
  });
  it('refuses an Accept header it cannot serve with 406, a bad format or parameter with 400, in German', async () => {
    expect((await get('', { accept: 'text/html' }, 406)).json()).toEqual({ Message: expect.stringContaining('Der Katalog wird als Turtle (text/turtle)') });
    expect((await get('', { accept: 'application/ld+json;q=0' }, 406)).statusCode).toBe(406);
    const bad = (await get('?format=xml', {}, 400)).json() as { Errors: { Field: string; Message: string }[] };
    expect(bad.Errors).toEqual([{ Field: 'querystring.format', Message: FIELD_MESSAGES.dcatFormat }]);
    expect(JSON.stringify((await get('?f=json', {}, 400)).json())).toContain(FIELD_MESSAGES.ogcUnknownParameter);
  });
});

describe('what is listed', () => {
  it('lists the public maps of public projects with a licence, nothing else', async () => {
    const quads = parseTurtle((await get()).body);
    const closedLayer = (await t.db.selectFrom('layers').select('id').where('workspace_id', '=', closedWs).executeTakeFirstOrThrow()).id;
    // pub: open, readonly, plain (not its non-public map „Versteckt“); pubFrozen has no licence; priv is private.
    expect(datasets(quads)).toEqual([w.layers.open, w.layers.readonly, w.layers.plain, closedLayer, boundaryLayer].map(dataset).sort());
    expect(objects(quads, BASE, `${DCAT_NS}dataset`).sort()).toEqual(datasets(quads));
  });
  it('gives each map licence, publisher, contact, place, time, frequency and its OGC API distributions', async () => {
    const quads = parseTurtle((await get()).body);
    const d = dataset(w.layers.open);
    const [ogc, geojson, csv, gpkg] = [`${d}-ogc`, `${d}-geojson`, `${d}-csv`, `${d}-gpkg`] as const;
    expect(objects(quads, d, `${DCAT_NS}distribution`).sort()).toEqual([csv, geojson, gpkg, ogc]);
    for (const dist of [ogc, geojson, csv, gpkg]) expect(objects(quads, dist, `${DCT}license`)).toEqual(['http://dcat-ap.de/def/licenses/dl-by-de/2.0']);
    expect(objects(quads, ogc, `${DCAT_NS}accessURL`)).toEqual([`${OGC}/collections/${w.layers.open}`]);
    for (const [dist, format] of [[geojson, 'geojson'], [csv, 'csv'], [gpkg, 'gpkg']] as const) {
      expect(objects(quads, dist, `${DCAT_NS}downloadURL`)).toEqual([`${BASE}/download/${w.layers.open}?format=${format}`]);
    }
    expect(objects(quads, gpkg, `${DCT}format`)).toEqual(['http://publications.europa.eu/resource/authority/file-type/GPKG']);
    expect(objects(quads, d, `${DCT}publisher`)).toEqual([`${BASE}#herausgeber`]);
    expect(objects(quads, `${BASE}#herausgeber`, 'http://xmlns.com/foaf/0.1/name')).toEqual(['Stadt Beispiel']);
    expect(objects(quads, `${BASE}#kontakt`, 'http://www.w3.org/2006/vcard/ns#hasEmail')).toEqual([`mailto:${ORG_EMAIL}`]);
    expect(objects(quads, d, `${DCT}accrualPeriodicity`)).toEqual(['http://publications.europa.eu/resource/authority/frequency/CONT']);
    expect(objects(quads, d, 'http://dcat-ap.de/def/dcatde/contributorID')).toEqual(['http://dcat-ap.de/def/contributors/stadtAugsburg']);
    // Place and time of the entries an anonymous visitor sees: not the hidden or the non-public one.
    const [place] = objects(quads, d, `${DCT}spatial`);
    expect(objects(quads, place!, `${DCAT_NS}bbox`)).toEqual(['POLYGON((9.4 51.3,13.4 51.3,13.4 52.5,9.4 52.5,9.4 51.3))']);
    const [period] = objects(quads, d, `${DCT}temporal`);
    expect(objects(quads, period!, `${DCAT_NS}startDate`)).toEqual(['2026-01-10T08:00:00.000Z']);
    expect(objects(quads, period!, `${DCAT_NS}endDate`)).toEqual(['2026-02-10T08:00:00.000Z']);
    // A map without public entries has neither.
    expect(objects(quads, dataset(w.layers.plain), `${DCT}temporal`)).toEqual([]);
  });
  it('takes the place of a project with a boundary from it, and says IRREG for a closed project', async () => {
    const quads = parseTurtle((await get()).body);
    const [place] = objects(quads, dataset(boundaryLayer), `${DCT}spatial`);
    const [geometry] = objects(quads, place!, 'http://www.w3.org/ns/locn#geometry');
    expect(objects(quads, geometry!, 'http://www.opengis.net/ont/geosparql#asWKT')).toEqual(['POLYGON((9.9 51.5,10 51.5,10 51.6,9.9 51.6,9.9 51.5))']);
    expect(objects(quads, place!, `${DCAT_NS}bbox`)).toEqual(['POLYGON((9.9 51.5,10 51.5,10 51.6,9.9 51.6,9.9 51.5))']);
    const closedLayer = (await t.db.selectFrom('layers').select('id').where('workspace_id', '=', closedWs).executeTakeFirstOrThrow()).id;
    expect(objects(quads, dataset(closedLayer), `${DCT}accrualPeriodicity`)).toEqual(['http://publications.europa.eu/resource/authority/frequency/IRREG']);
    expect(objects(quads, dataset(closedLayer), `${DCT}title`)).toEqual(['Abgeschlossen & „fertig“ <alt>: Rückblick']);
  });
  it('names no person: no account, no representative, only the organisation’s address', async () => {
    for (const format of ['ttl', 'rdf', 'jsonld']) {
      const { body } = await get(`?format=${format}`);
      for (const u of await t.db.selectFrom('users').select(['name', 'email']).execute()) {
        expect(body).not.toContain(u.email);
        expect(body).not.toContain(u.name);
      }
      expect(body).not.toContain(PERSON);
      expect(body).not.toContain('Max Muster');
      expect([...new Set(body.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g))]).toEqual([ORG_EMAIL]);
    }
  });
  it('drops a map once its project takes its licence back, and keeps one of a project saved without naming it', async () => {
    expect((await put(boundaryWs, { Licence: null })).statusCode).toBe(200);
    expect(datasets(parseTurtle((await get()).body))).not.toContain(dataset(boundaryLayer));
    const { Licence: _l, ...withoutLicence } = (await w.owner.get(`${API}/gis/workspace/${w.workspaces.pub}`)).json() as Record<string, unknown>;
    expect((await w.owner.put(`${API}/gis/workspace/${w.workspaces.pub}`, { ...withoutLicence, Name: 'Öffentlich' })).json()).toMatchObject({ Licence: 'dl-by-de/2.0' });
    expect(datasets(parseTurtle((await get()).body))).toContain(dataset(w.layers.open));
  });
});

describe('downloads', () => {
  const download = (layer: string, query: string, status = 200) => get(`/download/${layer}${query}`, {}, status);
  it('gives everyone a map’s public entries as GeoJSON, CSV and GeoPackage, and nothing of a person', async () => {
    const geojson = await download(w.layers.open, '?format=geojson');
    expect(geojson.headers['content-type']).toMatch(/^application\/geo\+json/);
    const ids = (geojson.json() as { features: { id: string }[] }).features.map((f) => f.id);
    expect(ids).toEqual([p.first.ID, p.last.ID]);
    const csv = await download(w.layers.open, '?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(p.last.ID);
    expect(csv.body).not.toContain(p.hidden.ID);
    expect(csv.body).not.toContain(p.nonPublic.ID);
    const gpkg = await download(w.layers.open, '?format=gpkg');
    expect(gpkg.rawPayload.subarray(0, 15).toString()).toBe('SQLite format 3');
    for (const body of [geojson.body, csv.body]) {
      for (const u of await t.db.selectFrom('users').select(['name', 'email']).execute()) expect(body).not.toContain(u.email);
    }
  });
  it('refuses maps that are not open data with 404 and a bad format with 400, in German', async () => {
    const layerNotFound = 'Die Karte wurde nicht gefunden.';
    expect((await download(w.layers.private, '?format=csv', 404)).json()).toEqual({ Message: layerNotFound });
    expect((await download(w.layers.hidden, '?format=csv', 404)).json()).toEqual({ Message: layerNotFound });
    expect((await download(w.layers.frozen, '?format=csv', 404)).json()).toEqual({ Message: 'Diese Karte ist nicht als offene Daten veröffentlicht.' });
    const bad = (await download(w.layers.open, '?format=xlsx', 400)).json() as { Errors: { Field: string; Message: string }[] };
    expect(bad.Errors).toEqual([{ Field: 'querystring.format', Message: FIELD_MESSAGES.openDataFormat }]);
    expect((await download(w.layers.open, '', 400)).statusCode).toBe(400);
    expect((await download('kein-id', '?format=csv', 400)).statusCode).toBe(400);
  });
});

describe('the project licence', () => {
  it('is answered with the project and refuses an unknown licence in German', async () => {
    expect((await w.anon.get(`${API}/gis/workspace/${w.workspaces.pub}`)).json()).toMatchObject({ Licence: 'dl-by-de/2.0' });
    const res = await put(w.workspaces.pub, { Licence: 'cc-by-nc/4.0' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { Errors: { Field: string; Message: string }[] }).Errors).toEqual([{ Field: 'Licence', Message: FIELD_MESSAGES.licenceUnknown }]);
    const created = await w.owner.post(`${API}/gis/workspace`, { Name: 'Falsch', Public: true, Editable: true, Licence: 'MIT' });
    expect(created.statusCode).toBe(400);
  });
  it('is recorded in the protocol when it changes', async () => {
    expect((await put(closedWs, { Licence: 'dl-zero-de/2.0' })).statusCode).toBe(200);
    const entry = await t.db.selectFrom('audit_log').select(['before', 'after']).where('target_id', '=', closedWs).where('action', '=', 'workspace.update').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(entry.before).toContain('Lizenz: cc-zero');
    expect(entry.after).toContain('Lizenz: dl-zero-de/2.0');
  });
});
