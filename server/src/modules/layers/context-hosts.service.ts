import { contextLayerSource, type ContextLayer } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import { listContextLayerLists } from './layers.repository.js';

/** The hosts the context layers of all layers load their tiles from (docs/architecture.md §5,
 *  Headers; docs/product.md §17.7): the Content-Security-Policy's img-src allows exactly these
 *  besides our own origin and the base map's tile host. Kept in memory; read with one query at
 *  start and after every write of a layer, never per request. */
export type ContextHosts = {
  /** The CSP sources (`https://host[:port]`, `*.` for a `{s}` subdomain), sorted, each once. */
  sources(): readonly string[];
  /** Raised whenever the sources change: a cheap check for whoever builds headers from them. */
  generation(): number;
  /** Reads the sources anew from the database. Concurrent calls: the last one started wins. */
  refresh(): Promise<void>;
};

/** The CSP sources of the stored context-layer lists `lists` (JSON texts), sorted, each once. */
export function sourcesOf(lists: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const list of lists) {
    for (const layer of parseJson<ContextLayer[]>(list, [])) {
      const source = typeof layer?.Url === 'string' ? contextLayerSource(layer.Url) : null;
      if (source) sources.add(source);
    }
  }
  return [...sources].sort();
}

/** A ContextHosts over `db`, empty until the first refresh. */
export function createContextHosts(db: Db): ContextHosts {
  let current: readonly string[] = [];
  let generation = 0;
  let started = 0;
  return {
    sources: () => current,
    generation: () => generation,
    async refresh() {
      const call = ++started;
      const next = sourcesOf(await listContextLayerLists(db));
      if (call !== started) return;
      if (next.join(' ') !== current.join(' ')) {
        current = next;
        generation += 1;
      }
    },
  };
}
