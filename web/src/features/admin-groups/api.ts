import type { CreateGroupBody, Group, Permission, UpdateGroupBody } from '@mitmachkarte/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';
import { SESSION_QUERY_KEY, useAdminMutation } from '../../lib/use-admin-mutation';

/** GET /admin/groups: every group with its permissions. A failed load is silent (docs/product.md §8); the
 *  screen says so itself. */
export const groupsQueryOptions = queryOptions({
  queryKey: ['admin', 'groups'],
  queryFn: () => apiGet<Group[]>('/admin/groups'),
  meta: { silent: true },
});

/** GET /admin/permissions: the known permissions with their German descriptions. */
export const permissionsQueryOptions = queryOptions({
  queryKey: ['admin', 'permissions'],
  queryFn: () => apiGet<Permission[]>('/admin/permissions'),
  meta: { silent: true },
  staleTime: 5 * 60_000,
});

/** Group writes reload the admin lists and the session's permissions, which may change with the group. */
const RELOAD = [SESSION_QUERY_KEY];

/** POST /admin/group. */
export const useCreateGroup = () => useAdminMutation((body: CreateGroupBody) => apiPost<Group>('/admin/group', body), RELOAD);

/** PUT /admin/group/{id}: name and permissions. */
export const useUpdateGroup = () =>
  useAdminMutation((body: UpdateGroupBody & { ID: string }) => apiPut<Group>(`/admin/group/${encodeURIComponent(body.ID)}`, body), RELOAD);

/** DELETE /admin/group/{id}. */
export const useDeleteGroup = () => useAdminMutation((id: string) => apiDelete<unknown>(`/admin/group/${encodeURIComponent(id)}`), RELOAD);
