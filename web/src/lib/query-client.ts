import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import * as de from '../i18n/de/common';
import { translateNow } from '../i18n/runtime';
import { showAlert } from './alerts';
import { refreshProfilePrompt } from './profile';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: a failed load shows no alert (docs/product.md §8: organisation, settings, lists, landing map).
     *  Mutations show their own docs/product.md §8 messages, so the cache shows none for them.
     *  `sessionIndependent`: the answer does not depend on who is logged in (lib/session.ts
     *  adoptSession does not reload it). */
    queryMeta: { silent?: boolean; sessionIndependent?: boolean };
  }
}

/** One QueryClient for the app: a failed load gives the generic warning of docs/product.md §8, in
 *  the language shown (§23), unless the query is marked silent. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (!query.meta?.silent) showAlert('warning', translateNow('common', de.common, 'loadFailed'));
      },
    }),
    // After a first entry, comment or vote the prompt for profile questions may be due (§25.3).
    mutationCache: new MutationCache({ onSuccess: () => refreshProfilePrompt(client) }),
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  return client;
}
