import type { Point } from '@mitmachkarte/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetAllPages } from '../../../lib/api-client';

/** GET /gis/points/{layerId} for the landing map. Failing loads are silent (docs/product.md §8); the key
 *  lies under ['gis', 'points', layerId], so invalidating a layer's points refreshes it too. */
export const landingPointsQueryOptions = (layerId: string) =>
  queryOptions({
    queryKey: ['gis', 'points', layerId, 'landing'],
    queryFn: () => apiGetAllPages<Point>(`/gis/points/${encodeURIComponent(layerId)}`),
    enabled: layerId !== '',
    meta: { silent: true },
  });

/** The points of the layer named by the organisation setting gwapp_layer ('' → none). */
export function useLandingPoints(layerId: string): Point[] {
  return useQuery(landingPointsQueryOptions(layerId)).data ?? [];
}
