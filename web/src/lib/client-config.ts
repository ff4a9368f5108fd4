import type { ClientConfig } from '@mitmachkarte/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** GET /client-config: tile URL template and attribution (TILE_URL, docs/architecture.md §4). Apart
 *  from lib/leaflet.ts, so that the map's data can be asked for before Leaflet has loaded. */
export const clientConfigQueryOptions = queryOptions({
  queryKey: ['client-config'],
  queryFn: () => apiGet<ClientConfig>('/client-config'),
  staleTime: Infinity,
  meta: { silent: true },
});
