import type { CreateOrganisationBody, Organisation, OrganisationBody } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';
import { orgQueryOptions } from '../../lib/org';

/** GET /admin/organisations. A failed load is silent (docs/product.md §8); the screen says so itself. */
export const organisationsQueryOptions = queryOptions({
  queryKey: ['admin', 'organisations'],
  queryFn: () => apiGet<Organisation[]>('/admin/organisations'),
  meta: { silent: true },
});

/** After a change: reload the admin lists and counts, and the organisation of this host, so that
 *  the navigation bar shows a new title and menu at once. */
function useReload() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['admin'] });
    void qc.invalidateQueries({ queryKey: orgQueryOptions.queryKey });
  };
}

/** POST /admin/organisation with a host (the server fills in the default configuration). */
export function useCreateOrganisation() {
  const reload = useReload();
  return useMutation({ mutationFn: (body: CreateOrganisationBody) => apiPost<Organisation>('/admin/organisation', body), onSuccess: reload });
}

/** PUT /admin/organisation/{id}: host and configuration; the server generates empty menu ids. */
export function useUpdateOrganisation() {
  const reload = useReload();
  return useMutation({
    mutationFn: (body: OrganisationBody & { ID: string }) => apiPut<Organisation>(`/admin/organisation/${encodeURIComponent(body.ID)}`, body),
    onSuccess: reload,
  });
}

/** DELETE /admin/organisation/{id}. */
export function useDeleteOrganisation() {
  const reload = useReload();
  return useMutation({ mutationFn: (id: string) => apiDelete<unknown>(`/admin/organisation/${encodeURIComponent(id)}`), onSuccess: reload });
}
