import type { Settings } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from './api-client';

/** GET /auth/settings: the user's settings ({} for visitors). Fails silently (docs/product.md §8). */
export const settingsQueryOptions = queryOptions({
  queryKey: ['auth', 'settings'],
  queryFn: () => apiGet<Settings>('/auth/settings'),
  meta: { silent: true },
});

/** The user's settings (docs/product.md §3.2 User settings; 'last_workspace'). */
export function useSettings() {
  return useQuery(settingsQueryOptions);
}

/** POST /auth/settings with the whole settings object (logged-in users only). A failure is silent
 *  (docs/product.md §8: settings are a convenience). */
export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) => apiPost<Settings>('/auth/settings', settings),
    onSuccess: (saved) => qc.setQueryData(settingsQueryOptions.queryKey, saved),
  });
}
