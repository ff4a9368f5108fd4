import { describe, expect, it } from 'vitest';
import { DataFactory, type Quad } from 'n3';
import { catalogueQuads, type DatasetFacts } from '../../src/modules/dcat/dcat.presenter.js';
import { writeRdfXml } from '../../src/modules/dcat/dcat-rdfxml.js';
import { negotiateFormat } from '../../src/modules/dcat/dcat-negotiation.js';
import { parseRdfXml, validateDcatApDe } from '../dcat-shacl.js';

/** The catalogue's triples against the DCAT-AP.de shapes without a server: the shapes do find
 *  what DCAT-AP.de forbids (so the route tests' „conforms“ means something), the RDF/XML writer
 *  keeps every character, and the Accept header is read by quality. */
const AT = { site: 'https://karte.example.org', base: 'https://karte.example.org/api/v1/dcat', ogc: 'https://karte.example.org/api/v1/ogc' };
const MAP: DatasetFacts = {
  layerId: 'L1', layerName: 'Gewässer <Süd> & "Nord"', workspaceId: 'W1', projectName: 'Bäche', description: 'Ein **Projekt** mit [Link](https://example.org)',
  licence: 'cc-by/4.0', closed: false, issued: '2026-01-01T00:00:00.000Z', modified: '2026-02-01T00:00:00.000Z',
  bbox: [9.4, 51.3, 13.4, 52.5], first: '2026-01-10T08:00:00.000Z', last: '2026-02-10T08:00:00.000Z',
};
const quads = () => catalogueQuads(AT, { name: 'Stadt X', email: 'karte@stadt-x.de' }, [MAP], '2026-02-01T00:00:00.000Z');
const without = (all: Quad[], predicate: string) => all.filter((q) => q.predicate.value !== predicate);

describe('DCAT-AP.de shapes', () => {
  it('let the catalogue pass', async () => {
    const { conforms, problems } = await validateDcatApDe(quads());
    expect(problems, JSON.stringify(problems, null, 1)).toEqual([]);
    expect(conforms).toBe(true);
  });
  it('find a distribution without licence, a dataset without publisher and a contact without any address', async () => {
    expect((await validateDcatApDe(without(quads(), 'http://purl.org/dc/terms/license'))).problems.map((p) => p.message))
      .toContain('DE: dcat:Distribution: MUSS eine dcterms:license haben.');
    const noPublisher = quads().filter((q) => !(q.subject.value.includes('#karte-L1') && q.predicate.value === 'http://purl.org/dc/terms/publisher'));
    expect((await validateDcatApDe(noPublisher)).conforms).toBe(false);
    const noContact = without(without(quads(), 'http://www.w3.org/2006/vcard/ns#hasEmail'), 'http://www.w3.org/2006/vcard/ns#hasURL');
    expect((await validateDcatApDe(noContact)).problems.map((p) => p.message)).toContain('DE: vcard:Kind: MUSS über vcard:hasEmail, vcard:hasURL oder vcard:hasTelephone verfügen.');
  });
  it('take a data provider of GovData’s list and find one outside it', async () => {
    const publisher = { name: 'Stadt X', email: 'karte@stadt-x.de' };
    const listed = catalogueQuads(AT, { ...publisher, contributorId: 'http://dcat-ap.de/def/contributors/stadtAugsburg' }, [MAP], '2026-02-01T00:00:00.000Z');
    expect((await validateDcatApDe(listed)).problems).toEqual([]);
    const unlisted = catalogueQuads(AT, { ...publisher, contributorId: 'http://dcat-ap.de/def/contributors/stadtNirgendwo' }, [MAP], '2026-02-01T00:00:00.000Z');
    expect((await validateDcatApDe(unlisted)).problems.map((p) => p.severity)).toEqual(['Warning']);
  });
  it('find a frequency outside the EU vocabulary', async () => {
    const bad = quads().map((q) => (q.object.value.endsWith('frequency/CONT') ? DataFactory.quad(q.subject, q.predicate, DataFactory.namedNode('http://example.org/oft')) : q));
    expect((await validateDcatApDe(bad)).problems.map((p) => p.message)).toEqual([expect.stringContaining('dcterms:accrualPeriodicity MUSS folgendes Vokabular benutzen')]);
  });
});

describe('RDF/XML writer', () => {
  it('writes text with markup characters and reads back to the same triples', async () => {
    const written = quads();
    const read = await parseRdfXml(writeRdfXml(written));
    const key = (q: Quad) => `${q.subject.termType === 'BlankNode' ? '_' : q.subject.value} ${q.predicate.value} ${q.object.termType === 'BlankNode' ? '_' : q.object.value} ${q.object.termType === 'Literal' ? `${q.object.language}|${q.object.datatype.value}` : ''}`;
    expect(read.map(key).sort()).toEqual(written.map(key).sort());
    expect(read.some((q) => q.object.value === 'Bäche: Gewässer <Süd> & "Nord"')).toBe(true);
  });
});

describe('content negotiation', () => {
  it('takes the served type of highest quality, Turtle for none or any', () => {
    expect(negotiateFormat(undefined)).toBe('ttl');
    expect(negotiateFormat('*/*')).toBe('ttl');
    expect(negotiateFormat('application/rdf+xml;q=0.8, application/ld+json')).toBe('jsonld');
    expect(negotiateFormat('text/html, application/rdf+xml;q=0.1')).toBe('rdf');
    expect(negotiateFormat('text/html, application/xhtml+xml')).toBeUndefined();
    expect(negotiateFormat('text/turtle;q=0')).toBeUndefined();
  });
});
