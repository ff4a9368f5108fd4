import type { QueryClient } from '@tanstack/react-query';
import { orgQueryOptions } from '../lib/org';
import { userInfoQueryOptions } from '../lib/session';
import { prefetchMapData } from '../features/map/prefetch';

/** Starts the loads of the first screen before React renders it (docs/runtime.md §3): a
 *  screen of its own chunk renders, and asks for its data, only once that chunk has arrived. The
 *  navigation bar's login state and organisation always; the map app's data when the address
 *  (`location.hash`, hash routing) opens the map. */
export function prefetchFirstScreen(qc: QueryClient, hash: string): void {
  void qc.prefetchQuery(userInfoQueryOptions);
  void qc.prefetchQuery(orgQueryOptions);
  const address = new URL(hash.replace(/^#/, '') || '/', 'http://screen');
  if (address.pathname === '/map') void prefetchMapData(qc, address.searchParams);
}
