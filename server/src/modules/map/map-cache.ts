import { LRUCache } from 'lru-cache';

/** The server's cache of map answers (docs/decisions/0012): JSON text keyed by layer, revision,
 *  the reader's view, filter and tile. A write raises the layer's revision, so entries of older
 *  revisions are never read again and age out. Bounded by the length of the text. */
export type MapCache = LRUCache<string, string>;

/** Most characters the cache holds (about 32 MiB of ASCII JSON). */
const MAP_CACHE_MAX_CHARS = 32 * 1024 * 1024;

export const createMapCache = (): MapCache => new LRUCache<string, string>({ maxSize: MAP_CACHE_MAX_CHARS, sizeCalculation: (text) => Math.max(1, text.length) });

/** The cached text of `key`, else what `make` gives, then kept. */
export async function cached(cache: MapCache, key: string, make: () => Promise<string>): Promise<string> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const text = await make();
  cache.set(key, text);
  return text;
}
