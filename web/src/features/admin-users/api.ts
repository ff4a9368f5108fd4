import type { CreateUserBody, Group, UpdateUserBody, User } from '@mitmachkarte/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { API_BASE, apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';
import { SESSION_QUERY_KEY, useAdminMutation } from '../../lib/use-admin-mutation';

/** GET /admin/users. A failed load is silent (docs/product.md §8); the screen says so itself. */
export const usersQueryOptions = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: () => apiGet<User[]>('/admin/users'),
  meta: { silent: true },
});

/** GET /admin/groups: the groups a user can be put in (needs groupmanager on the server). */
export const groupChoicesQueryOptions = queryOptions({
  queryKey: ['admin', 'groups'],
  queryFn: () => apiGet<Group[]>('/admin/groups'),
  meta: { silent: true },
  retry: false,
});

/** User writes reload the admin lists and the session (the admin may have changed their own groups). */
const RELOAD = [SESSION_QUERY_KEY];

/** POST /admin/user. */
export const useCreateUser = () => useAdminMutation((body: CreateUserBody) => apiPost<User>('/admin/user', body), RELOAD);

/** PUT /admin/user/{id}; an empty Password leaves the password unchanged. */
export const useUpdateUser = () =>
  useAdminMutation((body: UpdateUserBody & { ID: string }) => apiPut<User>(`/admin/user/${encodeURIComponent(body.ID)}`, body), RELOAD);

/** DELETE /admin/user/{id}. */
export const useDeleteUser = () => useAdminMutation((id: string) => apiDelete<unknown>(`/admin/user/${encodeURIComponent(id)}`), RELOAD);

/** DELETE /admin/user/{id}/sessions: logs the user out everywhere. */
export function useEndUserSessions() {
  return useMutation({ mutationFn: (id: string) => apiDelete<unknown>(`/admin/user/${encodeURIComponent(id)}/sessions`) });
}

/** DELETE /admin/user/{id}/passkeys: removes all passkeys of the user, e.g. of a lost device
 *  (docs/security.md, Passkeys). */
export function useResetUserPasskeys() {
  return useMutation({ mutationFn: (id: string) => apiDelete<unknown>(`/admin/user/${encodeURIComponent(id)}/passkeys`) });
}

/** GET /admin/user/{id}/export: the user's data archive, for a download link (DSGVO Art. 15, 20). */
export const userExportUrl = (id: string) => `${API_BASE}/admin/user/${encodeURIComponent(id)}/export`;
