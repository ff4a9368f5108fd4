import type { CreateGroupBody, Group, Permission, UpdateGroupBody } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';

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

/** After a change: reload every admin list and the dashboard counts (users show their groups),
 *  and the session's permissions, which may have changed with the group. */
function useReload() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['admin'] });
    void qc.invalidateQueries({ queryKey: ['auth', 'info'] });
  };
}

/** POST /admin/group. */
export function useCreateGroup() {
  const reload = useReload();
  return useMutation({ mutationFn: (body: CreateGroupBody) => apiPost<Group>('/admin/group', body), onSuccess: reload });
}

/** PUT /admin/group/{id}: name and permissions. */
export function useUpdateGroup() {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: UpdateGroupBody & { ID: string }) => apiPut<Group>(`/admin/group/${encodeURIComponent(body.ID)}`, body),
    onSuccess: reload,
  });
}

/** DELETE /admin/group/{id}. */
export function useDeleteGroup() {
  const reload = useReload();
  return useMutation({ mutationFn: (id: string) => apiDelete<unknown>(`/admin/group/${encodeURIComponent(id)}`), onSuccess: reload });
}
