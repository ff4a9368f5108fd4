import { API_CACHE } from './names';

/** Empties the service worker's cache of API answers (docs/runtime.md §6): they belong to the
 *  session that fetched them, so a login or logout must not let the next user's map open offline
 *  with them. Resolves also where there is no Cache Storage. */
export async function clearApiCache(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(API_CACHE);
  } catch {
    // Cache Storage refused (e.g. storage turned off): there is nothing to clear.
  }
}
