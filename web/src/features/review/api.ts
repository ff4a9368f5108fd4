import type { MergeBody, MergeResult, ReviewPage } from '@mitmachkarte/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';
import { apiQuery, type ReviewView } from './review-view';

/** The review table's call (docs/product.md §18.1). */

/** Every page of a layer's review table, for reloading after a change. */
export const reviewKey = (layerId: string) => ['gis', 'review', layerId] as const;

/** GET /gis/review/{layerId}?sort=&dir=&page=&pageSize=&…filter: one page of rows, loaded afresh on
 *  every visit. Silent: the screen says itself why it failed (403 for non-managers); the page shown
 *  stays while the next one loads. */
export const reviewPageQueryOptions = (layerId: string, view: ReviewView) => {
  const query = apiQuery(view);
  return queryOptions({
    queryKey: [...reviewKey(layerId), query],
    queryFn: () => apiGet<ReviewPage>(`/gis/review/${encodeURIComponent(layerId)}?${query}`),
    staleTime: 0, retry: false, meta: { silent: true }, placeholderData: keepPreviousData,
  });
};

/** The page of `view`; idle while `enabled` is false (a filter the server would refuse). */
export const useReviewPage = (layerId: string, view: ReviewView, enabled: boolean) =>
  useQuery({ ...reviewPageQueryOptions(layerId, view), enabled });

/** POST /gis/point/{id}/merge (docs/product.md §24.3): the entry `id` merged as a duplicate into
 *  `body.Into`, closed with `body.Status`. */
export const mergeEntry = (id: string, body: MergeBody) => apiPost<MergeResult>(`/gis/point/${encodeURIComponent(id)}/merge`, body);
