import { LRUCache } from 'lru-cache';

/** A cache of answers that depend only on a layer's revision and the request (docs/decisions/0012):
 *  JSON text keyed by layer, revision and what else the answer depends on (the reader's view, the
 *  filter, the tile). A write raises the layer's revision, so entries of older revisions are never
 *  read again and age out. Bounded by the length of the text. */
export type AnswerCache = LRUCache<string, string>;

/** Creates a cache of at most `maxChars` characters of JSON (default 32 Mi, about 32 MiB of
 *  ASCII). */
export const createAnswerCache = (maxChars = 32 * 1024 * 1024): AnswerCache =>
  new LRUCache<string, string>({ maxSize: maxChars, sizeCalculation: (text) => Math.max(1, text.length) });

/** The cached text of `key`, else what `make` gives, then kept. */
export async function cached(cache: AnswerCache, key: string, make: () => Promise<string>): Promise<string> {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const text = await make();
  cache.set(key, text);
  return text;
}
