import { hasPageContent, type ContentPageId, type MenuItem, type OrgInfo } from '@mitmachkarte/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** GET /auth/org: title, menu and settings of the organisation serving this host. Loading it
 *  fails silently (docs/product.md §8); missing settings fall back to defaults. */
export const orgQueryOptions = queryOptions({
  queryKey: ['auth', 'org'],
  queryFn: () => apiGet<OrgInfo>('/auth/org'),
  meta: { silent: true },
  staleTime: 5 * 60_000,
});

export function useOrg(): OrgInfo | undefined {
  return useQuery(orgQueryOptions).data;
}

/** Whether the organisation serving this host has written the page `page` (contract
 *  hasPageContent, docs/product.md §17.3); undefined while it loads. A page whose organisation
 *  could not be loaded counts as written, as before page content existed. */
export function useOwnPage(page: ContentPageId): boolean | undefined {
  const org = useQuery(orgQueryOptions);
  if (org.isPending) return undefined;
  return org.isError || hasPageContent(org.data.Content, page);
}

/** A text setting of the organisation (docs/product.md §3.3 Organisation.Other), or `fallback`. */
export function orgSetting(org: OrgInfo | undefined, key: string, fallback = ''): string {
  const v = org?.Other[key];
  return v === undefined ? fallback : String(v);
}

export type { MenuItem };
