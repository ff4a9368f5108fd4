import type { ProjectRetention, RetentionPolicy } from '@mitmachkarte/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** GET /retention: the periods of the storage limitation that apply (docs/product.md §17.8), for
 *  the privacy page; a failed load is silent (the page then leaves them out). */
export const retentionPolicyQueryOptions = queryOptions({
  queryKey: ['retention'],
  queryFn: () => apiGet<RetentionPolicy>('/retention'),
  meta: { silent: true },
  staleTime: 5 * 60_000,
});

/** GET /gis/workspace/{id}/retention: a project's retention, for whoever sees the project (its
 *  page, the workspace manager); silent, the screens say what is missing. */
export const projectRetentionQueryOptions = (workspaceId: string) => queryOptions({
  queryKey: ['gis', 'retention', workspaceId],
  queryFn: () => apiGet<ProjectRetention>(`/gis/workspace/${encodeURIComponent(workspaceId)}/retention`),
  meta: { silent: true },
  retry: false,
});

export const useProjectRetention = (workspaceId: string | undefined) =>
  useQuery({ ...projectRetentionQueryOptions(workspaceId ?? ''), enabled: Boolean(workspaceId) });
