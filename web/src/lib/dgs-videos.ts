import type { DgsVideos } from '@mitmachkarte/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** GET /dgs/videos: the videos in Deutsche Gebärdensprache of the organisation serving this host
 *  (docs/product.md §23.3). A failed load is silent; the page says so itself. */
export const dgsVideosQueryOptions = queryOptions({
  queryKey: ['dgs', 'videos'],
  queryFn: () => apiGet<DgsVideos>('/dgs/videos'),
  meta: { silent: true },
  staleTime: 5 * 60_000,
});
