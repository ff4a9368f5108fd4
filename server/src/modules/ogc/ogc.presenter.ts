import type { OgcCollection } from '@mitmachkarte/contract';
import type { LayerRow } from '../../db/schema.js';

/** The documents of the GIS interface (OGC API – Features, OGC 17-069r4; docs/product.md §20):
 *  landing page, conformance, collections and the links between them, all absolute below `base`
 *  (the request's own scheme and host with /api/v1/ogc). */

export const JSON_TYPE = 'application/json';
export const GEOJSON_TYPE = 'application/geo+json';
export const OPENAPI_TYPE = 'application/vnd.oai.openapi+json;version=3.0';
/** WGS84 longitude, latitude (OGC 17-069r4 §7.11, /req/core/crs84). */
export const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
/** The whole world, the extent of a layer without points the caller sees. */
const WORLD: [number, number, number, number] = [-180, -90, 180, 90];

/** The conformance classes met (OGC 17-069r4 Annex A): Core, GeoJSON, OpenAPI 3.0; not HTML. */
export const CONFORMANCE_CLASSES = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
];

const link = (href: string, rel: string, type: string, title?: string) => ({ href, rel, type, ...(title ? { title } : {}) });

/** GET /ogc (OGC 17-069r4 §7.2); also links the open data catalogue beside it (`describedby`,
 *  DCAT-AP.de in Turtle, docs/product.md §24.4). */
export const presentLandingPage = (base: string) => ({
  title: 'Mitmachkarte – GIS-Schnittstelle',
  description: 'Die Einträge der öffentlichen Karten als OGC API – Features (GeoJSON, WGS84).',
  links: [
    link(base, 'self', JSON_TYPE, 'Diese Seite'),
    link(`${base}/api`, 'service-desc', OPENAPI_TYPE, 'Beschreibung der Schnittstelle (OpenAPI 3.0)'),
    link(`${base}/conformance`, 'conformance', JSON_TYPE, 'Erfüllte Konformitätsklassen'),
    link(`${base}/collections`, 'data', JSON_TYPE, 'Karten'),
    link(base.replace(/\/ogc$/, '/dcat'), 'describedby', 'text/turtle', 'Katalog der offenen Daten (DCAT-AP.de)'),
  ],
});

/** One layer as a collection (OGC 17-069r4 §7.14); `bbox` of the points the caller sees. */
export function presentCollection(base: string, layer: Pick<LayerRow, 'id' | 'name'>, bbox: readonly number[] | undefined): OgcCollection {
  const self = `${base}/collections/${layer.id}`;
  return {
    id: layer.id,
    title: layer.name,
    description: `Einträge der Karte „${layer.name}“`,
    extent: { spatial: { bbox: [[...(bbox ?? WORLD)]], crs: CRS84 } },
    itemType: 'feature',
    crs: [CRS84],
    links: [link(self, 'self', JSON_TYPE, layer.name), link(`${self}/items`, 'items', GEOJSON_TYPE, `Einträge der Karte „${layer.name}“`)],
  };
}

/** GET /ogc/collections (OGC 17-069r4 §7.13). */
export const presentCollections = (base: string, collections: OgcCollection[]) => ({
  links: [link(`${base}/collections`, 'self', JSON_TYPE, 'Karten')],
  collections,
});

/** The links of an items page (OGC 17-069r4 §7.15.7): `self`, and `prev`/`next` where another page
 *  lies before or after; each the request's address (`url`, absolute) with its other parameters
 *  kept and offset and limit set. */
export function pageLinks(url: URL, page: { offset: number; limit: number; returned: number; matched: number }) {
  const at = (offset: number) => {
    const u = new URL(url);
    u.searchParams.set('offset', String(offset));
    u.searchParams.set('limit', String(page.limit));
    return u.href;
  };
  return [
    link(url.href, 'self', GEOJSON_TYPE, 'Diese Seite'),
    ...(page.offset > 0 ? [link(at(Math.max(0, page.offset - page.limit)), 'prev', GEOJSON_TYPE, 'Vorige Seite')] : []),
    ...(page.offset + page.returned < page.matched ? [link(at(page.offset + page.returned), 'next', GEOJSON_TYPE, 'Nächste Seite')] : []),
  ];
}
