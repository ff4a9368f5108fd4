import type { AccountLanguageBody, Language, LoginBody, UserInfo } from '@mitmachkarte/contract';
import { hasPermission } from '@mitmachkarte/contract';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiGet, apiPost, apiPut } from './api-client';
import { clearApiCache } from './offline/api-cache';

const LOGGED_OUT: UserInfo = { LoggedIn: false, Permissions: [] };

/** GET /auth/info; a failed load means logged out (docs/product.md §8). */
export const userInfoQueryOptions = queryOptions({
  queryKey: ['auth', 'info'],
  queryFn: () => apiGet<UserInfo>('/auth/info').catch(() => LOGGED_OUT),
  meta: { silent: true },
  staleTime: 60_000,
});

/** The visitor's login state with derived rights (docs/product.md §6: checks are false when logged out). */
/** `load()` while the visitor is logged in, else `fallback`: a screen's queries of the own account
 *  may be asked once more after a logout or the account's deletion, before the screen closes. */
export const whenLoggedIn = <T,>(client: QueryClient, load: () => Promise<T>, fallback: T): Promise<T> =>
  client.getQueryData(userInfoQueryOptions.queryKey)?.LoggedIn ? load() : Promise.resolve(fallback);

export function useSession() {
  const { data = LOGGED_OUT, isPending } = useQuery(userInfoQueryOptions);
  return {
    info: data,
    isPending,
    loggedIn: data.LoggedIn,
    isAdmin: data.LoggedIn && hasPermission(data.Permissions, 'admin'),
    can: (p: Parameters<typeof hasPermission>[1]) => data.LoggedIn && hasPermission(data.Permissions, p),
  };
}

/** PUT /auth/language: keeps `language` with the signed-in visitor's account (docs/product.md §23)
 *  and takes the answer as the session's user. Quiet: a failure leaves the choice in the browser. */
export function saveAccountLanguage(qc: QueryClient, language: Language): Promise<void> {
  return apiPut<UserInfo>('/auth/language', { Language: language } satisfies AccountLanguageBody)
    .then((info) => void qc.setQueryData(userInfoQueryOptions.queryKey, info), () => undefined);
}

/** Makes `info` the session's user and refetches the queries whose answers depend on the user
 *  (after a login, a logout or an activation that logs in), once the service worker's answers of
 *  the previous session are gone (lib/offline/api-cache.ts). */
export function adoptSession(qc: QueryClient, info: UserInfo) {
  qc.setQueryData(userInfoQueryOptions.queryKey, info);
  void clearApiCache().then(() => qc.invalidateQueries({
    predicate: (q) => !q.meta?.sessionIndependent && (q.queryKey[0] !== 'auth' || q.queryKey[1] !== 'info'),
  }));
}

/** Resolves once no query is loading, or after `timeoutMs`. A login waits for it: every answer to
 *  a request sent before the login carries the visitor's anonymous session cookie, and one that
 *  arrived after the login's answer would replace the new session's cookie, logging the user out
 *  again without a word (seen on a slow server while the first screen still loads). */
export function afterPendingLoads(qc: QueryClient, timeoutMs = 5000): Promise<void> {
  if (qc.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = qc.getQueryCache().subscribe(() => {
      if (qc.isFetching() === 0) done();
    });
  });
}

/** POST /auth/login (the login screen and the inline login), once the loads sent before it have
 *  answered (afterPendingLoads); on success the session's queries are refetched for the new user. */
export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      await afterPendingLoads(qc);
      return apiPost<UserInfo>('/auth/login', body);
    },
    onSuccess: (info) => adoptSession(qc, info),
  });
}

/** GET /auth/logout, then home (docs/product.md §4: logout goes home). The page changes before the session
 *  state does, so guarded screens such as the admin shell do not redirect to /login on the way
 *  out. A failed logout leaves the state unchanged (docs/product.md §8). */
export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiGet<UserInfo>('/auth/logout'),
    onSuccess: async (info) => {
      // A session from an identity provider ends there too (docs/product.md §14.1): the provider's
      // logout page sends the browser back to the start page.
      if (info.LogoutRedirect) {
        window.location.assign(info.LogoutRedirect);
        return;
      }
      await navigate('/');
      adoptSession(qc, info);
    },
  });
}
