import { OGC_DEFAULT_LIMIT, OGC_MAX_LIMIT } from '@mitmachkarte/contract';
import { GEOJSON_TYPE, JSON_TYPE } from './ogc.presenter.js';

/** The OpenAPI 3.0 document of the GIS interface (GET /ogc/api; OGC 17-069r4 §7.3 and Annex A.4,
 *  conformance class oas30), written by hand for its seven paths: the app's own document
 *  (/api/v1/openapi.json) describes the rest of the API. GIS clients read the `limit` parameter's
 *  bounds from it. `base`: the server's address (…/api/v1/ogc). */

const json = (description: string, type = JSON_TYPE) => ({ description, content: { [type]: { schema: { type: 'object' } } } });
const error = (description: string) => ({ description, content: { [JSON_TYPE]: { schema: { $ref: '#/components/schemas/Error' } } } });
const get = (summary: string, parameters: object[], ok: object, notFound = false) => ({
  get: {
    summary, parameters: [{ $ref: '#/components/parameters/f' }, ...parameters],
    responses: { 200: ok, 400: error('Ungültige Parameter'), ...(notFound ? { 404: error('Unbekannt oder nicht sichtbar') } : {}) },
  },
});
const collectionId = { $ref: '#/components/parameters/collectionId' };

export function ogcOpenApi(base: string) {
  return {
    openapi: '3.0.3',
    info: { title: 'Mitmachkarte – OGC API – Features', version: '1.0.0', description: 'Die Einträge der sichtbaren Karten als GeoJSON (WGS84).' },
    servers: [{ url: base }],
    paths: {
      '/': get('Startseite', [], json('Links zu den Teilen der Schnittstelle')),
      '/conformance': get('Erfüllte Konformitätsklassen', [], json('conformsTo')),
      '/api': get('Diese Beschreibung', [], json('OpenAPI 3.0', 'application/vnd.oai.openapi+json;version=3.0')),
      '/collections': get('Die sichtbaren Karten', [], json('Karten')),
      '/collections/{collectionId}': get('Eine Karte', [collectionId], json('Karte'), true),
      '/collections/{collectionId}/items': get('Einträge einer Karte', [
        collectionId,
        { $ref: '#/components/parameters/bbox' }, { $ref: '#/components/parameters/limit' },
        { $ref: '#/components/parameters/offset' }, { $ref: '#/components/parameters/datetime' },
      ], json('FeatureCollection', GEOJSON_TYPE), true),
      '/collections/{collectionId}/items/{featureId}': get('Ein Eintrag', [
        collectionId, { name: 'featureId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
      ], json('Feature', GEOJSON_TYPE), true),
    },
    components: {
      parameters: {
        f: { name: 'f', in: 'query', required: false, schema: { type: 'string', enum: ['json'] }, style: 'form', explode: false },
        collectionId: { name: 'collectionId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        bbox: {
          name: 'bbox', in: 'query', required: false, style: 'form', explode: false,
          description: 'minLon,minLat,maxLon,maxLat in Grad WGS84 (CRS84)',
          schema: { type: 'array', minItems: 4, maxItems: 4, items: { type: 'number' } },
        },
        limit: {
          name: 'limit', in: 'query', required: false, style: 'form', explode: false,
          schema: { type: 'integer', minimum: 1, maximum: OGC_MAX_LIMIT, default: OGC_DEFAULT_LIMIT },
        },
        offset: { name: 'offset', in: 'query', required: false, style: 'form', explode: false, schema: { type: 'integer', minimum: 0, default: 0 } },
        datetime: {
          name: 'datetime', in: 'query', required: false, style: 'form', explode: false,
          description: 'Zeitpunkt oder Zeitraum (RFC 3339) der Erstellung: a, a/b, ../b, a/..', schema: { type: 'string' },
        },
      },
      schemas: { Error: { type: 'object', required: ['Message'], properties: { Message: { type: 'string' } } } },
    },
  };
}
