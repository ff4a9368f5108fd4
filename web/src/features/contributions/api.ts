import type { Contributions } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet } from '../../lib/api-client';

/** GET /auth/contributions: „Meine Beiträge“ (docs/product.md §16.6). */
const contributionsQueryOptions = queryOptions({
  queryKey: ['auth', 'contributions'],
  queryFn: () => apiGet<Contributions>('/auth/contributions'),
});

export const useContributions = () => useQuery(contributionsQueryOptions);

/** DELETE /gis/point/{id} by its author: withdraws the entry (a soft delete); then the list and
 *  the map's points reload. */
export function useWithdrawPoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pointId: string) => apiDelete<unknown>(`/gis/point/${encodeURIComponent(pointId)}`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: contributionsQueryOptions.queryKey });
      void qc.invalidateQueries({ queryKey: ['gis', 'points'] });
    },
  });
}
