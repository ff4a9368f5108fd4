import { type LicenceKey, licenceIri } from '@mitmachkarte/contract';
import { DataFactory, type Quad, type Quad_Subject } from 'n3';
import {
  ACCESS_PUBLIC, dateTime, fileType, frequency, german, iri, LANGUAGE_GERMAN, MEDIA_TYPE_CSV, MEDIA_TYPE_GEOJSON, MEDIA_TYPE_GEOPACKAGE, OGC_API_FEATURES_CORE, plain, term, THEME_GOVERNMENT, Triples, wkt,
} from './dcat-vocabulary.js';

/** The DCAT-AP.de catalogue of an organisation as triples (DCAT-AP.de 3.0; docs/product.md §24.4,
 *  docs/decisions/0039): the catalogue, its publisher and contact, one dataset per public map
 *  with a licence, and its distributions: the map's collection of the OGC API – Features
 *  (docs/product.md §20) and its files for everyone (GeoJSON, CSV, GeoPackage). No person's name or address: the
 *  publisher and contact are the organisation's. */

/** The organisation that publishes (its Impressum settings, docs/product.md §10.2). */
export type Publisher = Readonly<{ name: string; email?: string; address?: string; contributorId?: string }>;

/** One public map with a licence, and what its public entries span. */
export type DatasetFacts = Readonly<{
  layerId: string;
  layerName: string;
  workspaceId: string;
  projectName: string;
  /** The project page's description (Markdown as written); '' for none. */
  description: string;
  licence: LicenceKey;
  closed: boolean;
  issued: string;
  modified: string;
  /** The project's boundary as WKT, or the box around the entries; undefined: neither. */
  geometry?: string;
  /** [minLon, minLat, maxLon, maxLat] of the boundary or the entries. */
  bbox?: readonly [number, number, number, number];
  /** Creation of the first and the last public entry. */
  first?: string;
  last?: string;
}>;

/** Where the catalogue's links point: `site` the origin the request came to (https://host),
 *  `base` the catalogue's own address, `ogc` the GIS interface's. */
export type CatalogueAddresses = Readonly<{ site: string; base: string; ogc: string }>;

/** Licences that ask for the name of the source (Namensnennung); their distributions carry
 *  dcatde:licenseAttributionByText. */
const ATTRIBUTION: ReadonlySet<LicenceKey> = new Set(['dl-by-de/2.0', 'cc-by/4.0', 'cc-by-sa/4.0']);

/** The box as a WKT polygon, counter-clockwise from the south-west corner. */
export const bboxWkt = ([w, s, e, n]: readonly [number, number, number, number]) =>
  `POLYGON((${w} ${s},${e} ${s},${e} ${n},${w} ${n},${w} ${s}))`;

/** A Markdown text as plain text for a description: link targets, emphasis and heading marks dropped. */
export const plainText = (markdown: string) =>
  markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`#>]+/g, '').replace(/\s+/g, ' ').trim();

/** The catalogue's triples. `modified`: the latest change of a listed dataset (or now without any). */
export function catalogueQuads(at: CatalogueAddresses, publisher: Publisher, datasets: readonly DatasetFacts[], modified: string): Quad[] {
  const t = new Triples();
  const catalogue = iri(at.base);
  const agent = iri(`${at.base}#herausgeber`);
  const service = iri(at.ogc);
  t.type(catalogue, 'dcat', 'Catalog')
    .add(catalogue, term('dct', 'title'), german(`Offene Daten: ${publisher.name}`))
    .add(catalogue, term('dct', 'description'), german(`Die öffentlichen Karten der Beteiligungsplattform ${publisher.name} mit ihren öffentlichen Einträgen, als offene Daten.`))
    .add(catalogue, term('dct', 'publisher'), agent)
    .add(catalogue, term('foaf', 'homepage'), iri(`${at.site}/`))
    .add(catalogue, term('dct', 'language'), LANGUAGE_GERMAN)
    .add(catalogue, term('dct', 'modified'), dateTime(modified))
    .add(catalogue, term('dcat', 'service'), service);
  t.type(agent, 'foaf', 'Agent').type(agent, 'foaf', 'Organization').add(agent, term('foaf', 'name'), german(publisher.name));
  t.type(service, 'dcat', 'DataService')
    .add(service, term('dct', 'title'), german('GIS-Schnittstelle (OGC API – Features)'))
    .add(service, term('dcat', 'endpointURL'), service)
    .add(service, term('dcat', 'endpointDescription'), iri(`${at.ogc}/api`))
    .add(service, term('dct', 'conformsTo'), OGC_API_FEATURES_CORE)
    .add(service, term('dct', 'publisher'), agent);
  for (const d of datasets) {
    const dataset = datasetQuads(t, at, publisher, d, agent);
    t.add(catalogue, term('dcat', 'dataset'), dataset).add(service, term('dcat', 'servesDataset'), dataset);
  }
  return t.quads;
}

/** One dataset with its contact, place, time and distributions; answers its IRI. */
function datasetQuads(t: Triples, at: CatalogueAddresses, publisher: Publisher, d: DatasetFacts, agent: Quad_Subject) {
  const dataset = iri(`${at.base}#karte-${d.layerId}`);
  const contact = iri(`${at.base}#kontakt`);
  const title = d.layerName === d.projectName ? d.projectName : `${d.projectName}: ${d.layerName}`;
  const description = plainText(d.description) || `Einträge der Karte „${d.layerName}“ im Projekt „${d.projectName}“.`;
  t.type(dataset, 'dcat', 'Dataset')
    .add(dataset, term('dct', 'title'), german(title))
    .add(dataset, term('dct', 'description'), german(description))
    .add(dataset, term('dct', 'identifier'), plain(d.layerId))
    .add(dataset, term('dct', 'publisher'), agent)
    .add(dataset, term('dcat', 'contactPoint'), contact)
    .add(dataset, term('dcat', 'landingPage'), iri(`${at.site}/projekt/${d.workspaceId}`))
    .add(dataset, term('dcat', 'keyword'), german('Bürgerbeteiligung'))
    .add(dataset, term('dcat', 'keyword'), german(d.projectName))
    .add(dataset, term('dcat', 'theme'), THEME_GOVERNMENT)
    .add(dataset, term('dct', 'language'), LANGUAGE_GERMAN)
    .add(dataset, term('dct', 'accessRights'), ACCESS_PUBLIC)
    .add(dataset, term('dct', 'issued'), dateTime(d.issued))
    .add(dataset, term('dct', 'modified'), dateTime(d.modified))
    // While the project is open entries keep coming; once closed, statuses and answers still change now and then.
    .add(dataset, term('dct', 'accrualPeriodicity'), frequency(d.closed ? 'IRREG' : 'CONT'));
  // GovData's ID of the organisation as a data provider, where it has one (docs/product.md §24.4).
  if (publisher.contributorId) t.add(dataset, term('dcatde', 'contributorID'), iri(publisher.contributorId));
  contactQuads(t, contact, publisher, at);
  if (d.bbox || d.geometry) {
    const place = DataFactory.blankNode(`ort-${d.layerId}`);
    t.add(dataset, term('dct', 'spatial'), place).type(place, 'dct', 'Location');
    if (d.bbox) t.add(place, term('dcat', 'bbox'), wkt(bboxWkt(d.bbox)));
    if (d.geometry) {
      // DCAT-AP 3.0: locn:geometry names a geometry resource; its shape as GeoSPARQL WKT.
      const geometry = DataFactory.blankNode(`grenze-${d.layerId}`);
      t.add(place, term('locn', 'geometry'), geometry).type(geometry, 'locn', 'Geometry').add(geometry, term('geo', 'asWKT'), wkt(d.geometry));
    }
  }
  if (d.first && d.last) {
    const period = DataFactory.blankNode(`zeitraum-${d.layerId}`);
    t.add(dataset, term('dct', 'temporal'), period).type(period, 'dct', 'PeriodOfTime')
      .add(period, term('dcat', 'startDate'), dateTime(d.first))
      .add(period, term('dcat', 'endDate'), dateTime(d.last));
  }
  distributionQuads(t, dataset, d, publisher, iri(`${at.base}#karte-${d.layerId}-ogc`), {
    title: 'OGC API – Features (GIS-Schnittstelle)',
    description: 'Die Karte als Collection der OGC API – Features: in QGIS, ArcGIS oder GDAL direkt zu öffnen, Einträge seitenweise als GeoJSON.',
    access: `${at.ogc}/collections/${d.layerId}`, service: at.ogc, format: 'GEOJSON',
  });
  for (const file of DOWNLOADS) {
    const download = `${at.base}/download/${d.layerId}?format=${file.format}`;
    distributionQuads(t, dataset, d, publisher, iri(`${at.base}#karte-${d.layerId}-${file.format}`), {
      title: file.title, description: file.description, access: download, download, format: file.fileType,
    });
  }
  return dataset;
}

/** The files of a map for everyone (GET /dcat/download/{layerId}, docs/product.md §24.4): the
 *  exports programs read (§18.4), with the public entries. */
const DOWNLOADS = [
  { format: 'geojson', fileType: 'GEOJSON', title: 'GeoJSON', description: 'Die öffentlichen Einträge der Karte als GeoJSON-FeatureCollection (RFC 7946, WGS84).' },
  { format: 'csv', fileType: 'CSV', title: 'CSV', description: 'Die öffentlichen Einträge der Karte als CSV (UTF-8, Komma, Koordinaten in WGS84).' },
  { format: 'gpkg', fileType: 'GPKG', title: 'GeoPackage', description: 'Die öffentlichen Einträge der Karte als GeoPackage (OGC 12-128r18, EPSG:4326) für GIS-Programme.' },
] as const;

const MEDIA_TYPES = { GEOJSON: MEDIA_TYPE_GEOJSON, CSV: MEDIA_TYPE_CSV, GPKG: MEDIA_TYPE_GEOPACKAGE } as const;

/** The contact point: the organisation as vcard:Organization, with its e-mail and postal address
 *  where its Impressum names them, and always the imprint page. */
function contactQuads(t: Triples, contact: Quad_Subject, publisher: Publisher, at: CatalogueAddresses) {
  if (t.quads.some((q) => q.subject.equals(contact))) return;
  // vcard:Kind named as well: the shapes check the class without reading the vCard ontology.
  t.type(contact, 'vcard', 'Organization').type(contact, 'vcard', 'Kind')
    .add(contact, term('vcard', 'fn'), plain(publisher.name))
    .add(contact, term('vcard', 'hasURL'), iri(`${at.site}/impressum`));
  if (publisher.email) t.add(contact, term('vcard', 'hasEmail'), iri(`mailto:${publisher.email}`));
  if (publisher.address) {
    const address = DataFactory.blankNode('anschrift');
    t.add(contact, term('vcard', 'hasAddress'), address).type(address, 'vcard', 'Address')
      .add(address, term('vcard', 'street-address'), plain(publisher.address.replace(/\s*\n\s*/g, ', ')));
  }
}

/** One distribution of a dataset under the project's licence. */
function distributionQuads(
  t: Triples, dataset: Quad_Subject, d: DatasetFacts, publisher: Publisher, distribution: Quad_Subject,
  what: { title: string; description: string; access: string; download?: string; service?: string; format: keyof typeof MEDIA_TYPES },
) {
  t.add(dataset, term('dcat', 'distribution'), distribution).type(distribution, 'dcat', 'Distribution')
    .add(distribution, term('dct', 'title'), german(what.title))
    .add(distribution, term('dct', 'description'), german(what.description))
    .add(distribution, term('dcat', 'accessURL'), iri(what.access))
    .add(distribution, term('dct', 'license'), iri(licenceIri(d.licence)))
    .add(distribution, term('dct', 'format'), fileType(what.format))
    .add(distribution, term('dcat', 'mediaType'), MEDIA_TYPES[what.format])
    .add(distribution, term('dct', 'modified'), dateTime(d.modified));
  if (what.download) t.add(distribution, term('dcat', 'downloadURL'), iri(what.download));
  if (what.service) {
    t.add(distribution, term('dcat', 'accessService'), iri(what.service)).add(distribution, term('dct', 'conformsTo'), OGC_API_FEATURES_CORE);
  }
  if (ATTRIBUTION.has(d.licence)) t.add(distribution, term('dcatde', 'licenseAttributionByText'), german(publisher.name));
}
