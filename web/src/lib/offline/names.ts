/** What the service worker (src/sw.ts) and the page agree on (docs/runtime.md §6): cache
 *  names, the background-sync tag, the messages between them, which API answers are kept for
 *  offline use and how kept map tiles are addressed. No imports: the service worker bundles it. */

/** Cache Storage of the API answers the map needs to open offline (per user: emptied on every
 *  login and logout, lib/session.ts). */
export const API_CACHE = 'mitmachkarte-api';
/** Cache Storage of the map tiles kept with „Kartenausschnitt offline speichern“. */
export const TILE_CACHE = 'mitmachkarte-tiles';
/** The background-sync tag under which the page asks to be told when the network is back. */
export const QUEUE_SYNC_TAG = 'mitmachkarte-queue';

/** Message from the service worker to its pages: send the queue of entries not yet sent. */
export const SEND_QUEUE_MESSAGE = 'mitmachkarte:send-queue';
/** Message from the page to the service worker: the tile URL template of the kept tiles changed. */
export const TILE_TEMPLATE_MESSAGE = 'mitmachkarte:tile-template';

/** GET answers under /api/v1 that the service worker keeps (network first, the last answer when
 *  offline): the session, the settings, the tile configuration, workspaces, layers with their
 *  questionnaires and categories, and the map's summaries and point tiles. Nothing else: lists,
 *  images and exports need the network. */
const OFFLINE_API_PATHS = [
  /^\/api\/v1\/auth\/(info|settings|org)$/,
  /^\/api\/v1\/client-config$/,
  /^\/api\/v1\/gis\/workspaces$/,
  /^\/api\/v1\/gis\/workspace\/[^/]+$/,
  /^\/api\/v1\/gis\/layers\/[^/]+$/,
  /^\/api\/v1\/gis\/layer\/[^/]+$/,
  /^\/api\/v1\/gis\/map\/[^/]+(\/\d+\/\d+\/\d+)?$/,
];

/** Whether the service worker keeps the GET answer of `pathname` for offline use. */
export const isOfflineApiPath = (pathname: string): boolean => OFFLINE_API_PATHS.some((p) => p.test(pathname));

/** The cache key of a kept tile (same origin, never requested over the network): one key per
 *  z/x/y whatever subdomain `{s}` Leaflet picks. */
export const offlineTileKey = (z: number, x: number, y: number): string => `/offline-tiles/${z}/${x}/${y}`;
/** The cache key under which the tile URL template of the kept tiles is stored. */
export const TILE_TEMPLATE_KEY = '/offline-tiles/template';

/** A pattern matching the URLs of a Leaflet tile URL template (`{s}`, `{z}`, `{x}`, `{y}`, `{r}`),
 *  absolute against `origin`; groups z, x, y. */
export function tileUrlPattern(template: string, origin: string): RegExp {
  const absolute = new URL(template.replace(/[{}]/g, (c) => (c === '{' ? '%7B' : '%7D')), origin).href
    .replace(/%7B/g, '{').replace(/%7D/g, '}');
  const escaped = absolute.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const source = escaped
    .replace('{s}', '[a-z0-9-]+')
    .replace('{z}', '(?<z>\\d+)').replace('{x}', '(?<x>\\d+)').replace('{y}', '(?<y>\\d+)')
    .replace('{r}', '(?:@2x)?');
  return new RegExp(`^${source}(?:\\?.*)?$`);
}

/** The URL of tile z/x/y of a Leaflet tile URL template, with subdomain `s` (absolute against `origin`). */
export function tileUrlOf(template: string, origin: string, z: number, x: number, y: number, s = 'a'): string {
  const filled = template.replace('{s}', s).replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)).replace('{r}', '');
  return new URL(filled, origin).href;
}
