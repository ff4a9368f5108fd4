import type { ReviewFilter, ReviewStats } from '@mitmachkarte/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { filterSearch } from '../../lib/evaluation-links';

/** GET /gis/review/{layerId}/stats with the filter as query (docs/product.md §18.2), written as the
 *  review table and the exports write it (lib/evaluation-links.ts): the figures behind the charts,
 *  for the managers of the layer's project. */
export const reviewStatsQueryOptions = (layerId: string, filter: ReviewFilter) =>
  queryOptions({
    queryKey: ['gis', 'review', layerId, 'stats', filter],
    queryFn: () => {
      const query = filterSearch(filter).toString();
      return apiGet<ReviewStats>(`/gis/review/${encodeURIComponent(layerId)}/stats${query ? `?${query}` : ''}`);
    },
    // A refused call (401, 403, 404) is not asked again; the screen says why.
    retry: false,
    // While a new filter loads, the charts of the previous one stay instead of a blank page.
    placeholderData: keepPreviousData,
  });

export const useReviewStats = (layerId: string, filter: ReviewFilter) => useQuery(reviewStatsQueryOptions(layerId, filter));
