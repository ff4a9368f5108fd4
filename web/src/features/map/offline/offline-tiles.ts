import { SOURCE_LANGUAGE, type Language } from '@mitmachkarte/contract';
import { LOCALES } from '../../../lib/format';
import { offlineTileKey, TILE_CACHE, TILE_TEMPLATE_KEY, TILE_TEMPLATE_MESSAGE, tileUrlOf } from '../../../lib/offline/names';
import { tilesCovering, type Area } from '../view/map-tiles';
import type { TileCoord } from '../api/points';

/** Most tiles one „Kartenausschnitt offline speichern“ keeps. The tile usage policy of
 *  OpenStreetMap's servers forbids bulk downloads; 500 tiles of 256 px cover a walk of a few
 *  kilometres at street level and stay far below what a map viewer loads in a long session
 *  (docs/decisions/0020-offline-capture.md). */
export const MAX_OFFLINE_TILES = 500;
/** The deepest zoom level kept: street level (about 1:8,000 at zoom 17). */
export const MAX_OFFLINE_ZOOM = 17;
/** Zoom levels kept below the current one (deeper levels multiply the count by 4 each). */
const EXTRA_LEVELS = 3;
/** Typical size of one raster tile in bytes, for the estimate shown before the download. */
export const TILE_BYTES_ESTIMATE = 15_000;
/** Tiles loaded at the same time (OpenStreetMap's policy asks for no more than two). */
const PARALLEL = 2;

/** The tiles to keep and the deepest zoom level among them. */
export type TilePlan = { tiles: TileCoord[]; maxZoom: number };

/** The tiles of `area` from zoom `zoom` (rounded) down to at most MAX_OFFLINE_ZOOM and
 *  EXTRA_LEVELS levels deeper, dropping the deepest levels while there are more than
 *  MAX_OFFLINE_TILES; empty when even the current level alone has more. */
export function offlineTiles(area: Area, zoom: number): TilePlan {
  const from = Math.max(0, Math.min(MAX_OFFLINE_ZOOM, Math.round(zoom)));
  let tiles: TileCoord[] = [];
  let maxZoom = from - 1;
  for (let z = from; z <= Math.min(MAX_OFFLINE_ZOOM, from + EXTRA_LEVELS); z++) {
    const level = tilesCovering(area, z, 0);
    if (tiles.length + level.length > MAX_OFFLINE_TILES) break;
    tiles = [...tiles, ...level];
    maxZoom = z;
  }
  return { tiles, maxZoom };
}

/** Megabytes of `count` tiles by TILE_BYTES_ESTIMATE, with one decimal in the notation of
 *  `language` (German by default, docs/product.md §23). */
export const estimateMegabytes = (count: number, language: Language = SOURCE_LANGUAGE): string =>
  (Math.max(0.1, (count * TILE_BYTES_ESTIMATE) / 1_000_000)).toLocaleString(LOCALES[language], { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** Replaces the kept tiles by `tiles` of the tile URL template `template` (TILE_URL), two at a
 *  time, each under its z/x/y key (lib/offline/names.ts), and tells the service worker the
 *  template. `onProgress` gets the tiles done so far. Answers how many failed. */
export async function downloadTiles(template: string, tiles: readonly TileCoord[], onProgress: (done: number) => void): Promise<number> {
  await caches.delete(TILE_CACHE);
  const cache = await caches.open(TILE_CACHE);
  let next = 0;
  let done = 0;
  let failed = 0;
  const worker = async () => {
    while (next < tiles.length) {
      const { z, x, y } = tiles[next++]!;
      try {
        // The tile server learns which site asks (its usage policy wants a Referer; the app's pages send none).
        const answer = await fetch(tileUrlOf(template, window.location.origin, z, x, y), { mode: 'cors', credentials: 'omit', referrerPolicy: 'origin' });
        if (!answer.ok) throw new Error(String(answer.status));
        await cache.put(offlineTileKey(z, x, y), answer);
      } catch {
        failed++;
      }
      onProgress(++done);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  await cache.put(TILE_TEMPLATE_KEY, new Response(template));
  (await navigator.serviceWorker?.getRegistration())?.active?.postMessage({ type: TILE_TEMPLATE_MESSAGE });
  return failed;
}

/** How many tiles are kept (the template's own entry left out); 0 without Cache Storage. */
export async function keptTileCount(): Promise<number> {
  try {
    if (typeof caches === 'undefined' || !(await caches.has(TILE_CACHE))) return 0;
    const keys = await (await caches.open(TILE_CACHE)).keys();
    return keys.filter((k) => !k.url.endsWith(TILE_TEMPLATE_KEY)).length;
  } catch {
    return 0;
  }
}
