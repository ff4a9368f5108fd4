import type { OrgInfo, TermsState } from '@mitmachkarte/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** The page of the organisation's terms of use and netiquette (docs/product.md §2.22), and the
 *  anchor of its netiquette section. */
export const TERMS_PATH = '/nutzungsbedingungen';
export const NETIQUETTE_ID = 'netiquette';

/** Whether the organisation has written terms of use or a netiquette (GET /auth/org
 *  `TermsVersion`): only then do the footers link them and the registration ask for them. */
export const hasTerms = (org: OrgInfo | undefined): boolean => org?.TermsVersion != null;

/** The key of every GET /auth/terms state, whatever the version it was asked under. */
export const TERMS_QUERY_KEY = ['auth', 'terms'] as const;

/** GET /auth/terms for the signed-in person on this site: the current version and the one they
 *  accepted last. Keyed by the organisation's current version, so that a change of the texts
 *  (seen in GET /auth/org) asks again. Fails silently: then nobody is asked. */
export const termsQueryOptions = (version: string | null) => queryOptions({
  queryKey: [...TERMS_QUERY_KEY, version],
  queryFn: () => apiGet<TermsState>('/auth/terms'),
  meta: { silent: true },
  staleTime: Infinity,
  retry: false,
});
