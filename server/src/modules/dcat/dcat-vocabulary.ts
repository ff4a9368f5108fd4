import { DataFactory, type Quad, type Quad_Object, type Quad_Subject } from 'n3';

/** The vocabularies of the DCAT-AP.de catalogue (DCAT-AP.de 3.0, https://www.dcat-ap.de/def/dcatde/3.0/spec/;
 *  docs/product.md §24.4): their namespaces, the prefixes the serialisations use, and small term
 *  makers. */

export const PREFIXES = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  dcatde: 'http://dcat-ap.de/def/dcatde/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  locn: 'http://www.w3.org/ns/locn#',
  geo: 'http://www.opengis.net/ont/geosparql#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
} as const;

type Prefix = keyof typeof PREFIXES;

const { namedNode, literal, quad } = DataFactory;

/** The IRI `prefix:local` as a term. */
export const term = (prefix: Prefix, local: string) => namedNode(`${PREFIXES[prefix]}${local}`);
export const iri = (value: string) => namedNode(value);
/** A German text. */
export const german = (text: string) => literal(text, 'de');
export const plain = (text: string) => literal(text);
/** An instant, xsd:dateTime (ISO 8601 in UTC as stored). */
export const dateTime = (iso: string) => literal(iso, term('xsd', 'dateTime'));
/** A geometry as WKT in WGS84 longitude/latitude (GeoSPARQL geo:wktLiteral, the form DCAT-AP asks for dcat:bbox). */
export const wkt = (text: string) => literal(text, term('geo', 'wktLiteral'));

/** The EU vocabularies DCAT-AP.de prescribes (publications office authority tables). */
const EU = 'http://publications.europa.eu/resource/authority/';
export const frequency = (code: 'CONT' | 'IRREG') => iri(`${EU}frequency/${code}`);
export const fileType = (code: 'GEOJSON' | 'CSV' | 'GPKG') => iri(`${EU}file-type/${code}`);
export const LANGUAGE_GERMAN = iri(`${EU}language/DEU`);
export const ACCESS_PUBLIC = iri(`${EU}access-right/PUBLIC`);
/** Data theme „Regierung und öffentlicher Sektor“: participation in a town's planning. */
export const THEME_GOVERNMENT = iri(`${EU}data-theme/GOVE`);
/** Media types in IANA's register: GeoJSON (RFC 7946), CSV (RFC 4180), GeoPackage (OGC 12-128r18). */
const IANA = 'http://www.iana.org/assignments/media-types/';
export const MEDIA_TYPE_GEOJSON = iri(`${IANA}application/geo+json`);
export const MEDIA_TYPE_CSV = iri(`${IANA}text/csv`);
export const MEDIA_TYPE_GEOPACKAGE = iri(`${IANA}application/geopackage+sqlite3`);
/** OGC API – Features Part 1: Core (OGC 17-069r4), the standard the GIS interface follows. */
export const OGC_API_FEATURES_CORE = iri('http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core');

/** Collects triples (the default graph) for one document. */
export class Triples {
  readonly quads: Quad[] = [];
  add(subject: Quad_Subject, predicate: ReturnType<typeof term>, object: Quad_Object) {
    this.quads.push(quad(subject, predicate, object));
    return this;
  }
  /** `subject rdf:type class`. */
  type(subject: Quad_Subject, prefix: Prefix, local: string) {
    return this.add(subject, term('rdf', 'type'), term(prefix, local));
  }
}
