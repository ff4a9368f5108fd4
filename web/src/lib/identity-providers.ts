import type { AccountIdentity, Group, IdentityProvider, IdentityProviderBody, OidcPending, PublicIdentityProvider } from '@mitmachkarte/contract';
import { queryOptions } from '@tanstack/react-query';
import { API_BASE, apiDelete, apiGet, apiPost, apiPut } from './api-client';

/** The API of the sign-in through identity providers (docs/product.md §14.1), shared by the login
 *  page, the profile and the administrators' section. */

/** GET /auth/providers: the login page's buttons. */
export const providersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'],
  queryFn: () => apiGet<PublicIdentityProvider[]>('/auth/providers'),
  meta: { silent: true, sessionIndependent: true },
});

/** Where a button „Anmelden mit …“ sends the browser: the server's start of the flow, returning
 *  to `returnPath` (a path of this app) afterwards. */
export const providerStartUrl = (providerId: string, returnPath = '/') =>
  `${API_BASE}/auth/oidc/${encodeURIComponent(providerId)}/start?return=${encodeURIComponent(`#${returnPath}`)}`;

/** GET /auth/oidc/pending: what waits for the person's confirmation. */
export const pendingQueryOptions = queryOptions({
  queryKey: ['auth', 'oidc', 'pending'],
  queryFn: () => apiGet<OidcPending>('/auth/oidc/pending'),
  retry: false,
  meta: { silent: true },
});

export type Confirmed = { Return: string; MfaRequired?: boolean };
export const confirmLink = (password: string) => apiPost<Confirmed>('/auth/oidc/pending/link', { Password: password });
export const confirmCreate = (acceptTerms: string | undefined) => apiPost<Confirmed>('/auth/oidc/pending/create', acceptTerms ? { AcceptTerms: acceptTerms } : {});

/** GET /auth/account/identities: the profile's list. */
export const accountIdentitiesQueryOptions = queryOptions({
  queryKey: ['auth', 'identities'],
  queryFn: () => apiGet<AccountIdentity[]>('/auth/account/identities'),
  meta: { silent: true },
});
export const startLink = (providerId: string) => apiPost<{ Redirect: string }>(`/auth/account/identities/${encodeURIComponent(providerId)}/link`, {});
export const unlink = (providerId: string) => apiDelete<{ Message: string }>(`/auth/account/identities/${encodeURIComponent(providerId)}`);

/** The administrators' API of an organisation's providers. */
const adminPath = (orgId: string) => `/admin/organisation/${encodeURIComponent(orgId)}/identity-providers`;
export const adminProvidersQueryOptions = (orgId: string) => queryOptions({
  queryKey: ['admin', 'organisations', orgId, 'identity-providers'],
  queryFn: () => apiGet<IdentityProvider[]>(adminPath(orgId)),
  meta: { silent: true },
});
export const saveProvider = (orgId: string, id: string | undefined, body: IdentityProviderBody) =>
  (id ? apiPut<IdentityProvider>(`${adminPath(orgId)}/${encodeURIComponent(id)}`, body) : apiPost<IdentityProvider>(adminPath(orgId), body));
export const deleteProvider = (orgId: string, id: string) => apiDelete<{ Message: string }>(`${adminPath(orgId)}/${encodeURIComponent(id)}`);

/** GET /admin/groups, for the group mapping's choice (holders of `groupmanager` or `usermanager`;
 *  for anyone else the list stays empty and the mapping is shown read-only). */
export const mappingGroupsQueryOptions = queryOptions({
  queryKey: ['admin', 'groups', 'for-identity-providers'],
  queryFn: () => apiGet<Group[]>('/admin/groups'),
  meta: { silent: true },
});
