import type { MessageBody, NearbyAnswer, VoteCounts } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { notificationsQueryOptions } from '../../../lib/notifications';
import { pointVotesQueryOptions } from './feedback';
import { invalidatePointLists, layerMapKey } from './points';

/** „Wurde das schon gemeldet?“ (docs/product.md §24.3): the open entries near a new one, and
 *  „Unterstützen“ through the vote and follow calls. */

/** Where the new entry stands (degrees) and its category's name, undefined on a layer without. */
export type NearbyPlace = { lat: number; lng: number; category: string | undefined };

/** GET /gis/layer/{layerId}/nearby?lat=&lon=&category=: below the layer's map data, so that a
 *  vote or a change of its entries asks again. Silent: without an answer the form goes on as if
 *  there were no hint. */
export const nearbyQueryOptions = (layerId: string, place: NearbyPlace) => {
  const params = new URLSearchParams({ lat: place.lat.toFixed(7), lon: place.lng.toFixed(7) });
  if (place.category) params.set('category', place.category);
  return queryOptions({
    queryKey: [...layerMapKey(layerId), 'nearby', params.toString()],
    queryFn: () => apiGet<NearbyAnswer>(`/gis/layer/${encodeURIComponent(layerId)}/nearby?${params}`),
    retry: false, meta: { silent: true }, staleTime: 30_000,
  });
};

/** The entries near `place`; idle while there is none. */
export const useNearby = (layerId: string, place: NearbyPlace | undefined) =>
  useQuery({ ...nearbyQueryOptions(layerId, place ?? { lat: 0, lng: 0, category: undefined }), enabled: Boolean(place) });

/** What „Unterstützen“ achieved: the vote counts, and the reason following failed (else undefined). */
export type Support = { counts: VoteCounts; followFailed?: unknown };

/** „Unterstützen“: POST /gis/vote/{id} with a thumb up, then POST /gis/point/{id}/follow. A
 *  refused vote fails the whole (the follow is not tried); a refused follow keeps the vote. */
export function useSupportEntry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (pointId: string): Promise<Support> => {
      const id = encodeURIComponent(pointId);
      const counts = await apiPost<VoteCounts>(`/gis/vote/${id}`, { Vote: 1 });
      try {
        await apiPost<MessageBody>(`/gis/point/${id}/follow`, {});
        return { counts };
      } catch (followFailed) {
        return { counts, followFailed };
      }
    },
    onSuccess: ({ counts }, pointId) => {
      qc.setQueryData(pointVotesQueryOptions(pointId).queryKey, counts);
      void qc.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey });
      void invalidatePointLists(qc);
    },
  });
}
