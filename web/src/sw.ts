/// <reference lib="webworker" />
/** The service worker of the installable map app (docs/runtime.md §6, docs/decisions/0020):
 *  the app shell precached, so that the map opens without network; the API answers the map needs
 *  kept network-first; the map tiles kept by „Kartenausschnitt offline speichern“ served from the
 *  cache; a background sync that wakes the open pages to send their queue. It never takes over
 *  from an older version by itself: the page asks for that („Neue Version verfügbar – neu laden“). */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE, isOfflineApiPath, offlineTileKey, QUEUE_SYNC_TAG, SEND_QUEUE_MESSAGE, TILE_CACHE, TILE_TEMPLATE_KEY,
  TILE_TEMPLATE_MESSAGE, tileUrlPattern,
} from './lib/offline/names';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** A background-sync event (not yet in TypeScript's webworker library). */
type SyncEvent = ExtendableEvent & { tag: string };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open pages at once; a later one waits for the page's „neu laden“.
clientsClaim();

// The app lives at `/` with hash routes (and a query such as the start URL's `?source=pwa`); any
// other address opened in the browser (the API, its documentation, the OGC interface) is the server's.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { allowlist: [/^\/(index\.html)?(\?.*)?$/] }));

// Writes are never cached; the answers of other users never reach this cache, as the page empties
// it on every login and logout.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && isOfflineApiPath(url.pathname),
  new NetworkFirst({ cacheName: API_CACHE, networkTimeoutSeconds: 10 }),
);

/** The pattern of the kept tiles' URLs, read from the tile cache; undefined while none are kept. */
let tilePattern: RegExp | undefined;
async function loadTilePattern(): Promise<void> {
  const stored = await (await caches.open(TILE_CACHE)).match(TILE_TEMPLATE_KEY);
  tilePattern = stored ? tileUrlPattern(await stored.text(), self.location.origin) : undefined;
}
void loadTilePattern();

// A kept tile comes from the cache (cache first), any other from the tile server as always.
registerRoute(
  ({ request, url }) => request.method === 'GET' && tilePattern !== undefined && tilePattern.test(url.href),
  async ({ request, url }) => {
    const { z, x, y } = tilePattern?.exec(url.href)?.groups ?? {};
    const kept = z && x && y ? await caches.match(offlineTileKey(Number(z), Number(x), Number(y)), { cacheName: TILE_CACHE }) : undefined;
    return kept ?? fetch(request);
  },
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === TILE_TEMPLATE_MESSAGE) event.waitUntil(loadTilePattern());
});

// The network is back: the pages send their queue themselves, with the session cookie and the
// anti-forgery header. With no page open the queue waits for the next visit.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== QUEUE_SYNC_TAG) return;
  sync.waitUntil((async () => {
    const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (const page of pages) page.postMessage({ type: SEND_QUEUE_MESSAGE });
  })());
});
