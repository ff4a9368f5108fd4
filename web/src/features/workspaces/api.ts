import type { z } from 'zod';
import type { AclEntry, CreateWorkspaceBody, DeletedPoint, LookupUser, Point, UpdateWorkspaceBody, Workspace } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';
import { workspaceQueryOptions, workspacesQueryOptions } from '../../lib/gis';

const enc = encodeURIComponent;

// One workspace is shared with the project page (lib/gis.ts).
export { useWorkspace, workspaceQueryOptions } from '../../lib/gis';

/** GET /gis/workspaceacl/list/{id}: the access list; managers only, so a refusal is silent (the
 *  panel says what it means). */
export const aclQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ['gis', 'acl', workspaceId],
    queryFn: () => apiGet<AclEntry[]>(`/gis/workspaceacl/list/${enc(workspaceId)}`),
    staleTime: 0, retry: false, meta: { silent: true },
  });

/** GET /auth/query/id/{id}: the owner's name. Needs `project`; silent, the panel says 'unbekannt'. */
export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['auth', 'user', id], queryFn: () => apiGet<LookupUser>(`/auth/query/id/${enc(id)}`), retry: false, meta: { silent: true } });

/** GET /gis/deletedpoints/{layerId}: soft-deleted points of a layer (managers). */
export const deletedPointsQueryOptions = (layerId: string) =>
  queryOptions({
    queryKey: ['gis', 'deletedpoints', layerId],
    queryFn: () => apiGet<DeletedPoint[]>(`/gis/deletedpoints/${enc(layerId)}`),
    staleTime: 0, retry: false, meta: { silent: true },
  });

/** Addresses of the exports of a layer, opened in a new tab. */
export const exportUrl = (format: 'csv' | 'geojson', layerId: string) => `${API_BASE}/gis/${format}/points/${enc(layerId)}`;

export const useAccessList = (workspaceId: string | undefined) => useQuery({ ...aclQueryOptions(workspaceId ?? ''), enabled: Boolean(workspaceId) });
export const useUser = (id: string | null | undefined) => useQuery({ ...userQueryOptions(id ?? ''), enabled: Boolean(id) });
export const useDeletedPoints = (layerId: string) => useQuery(deletedPointsQueryOptions(layerId));

/** Reloads the workspace list (docs/product.md §4) and, for one workspace, its details and access list. */
function useReload() {
  const qc = useQueryClient();
  return (id?: string) => {
    void qc.invalidateQueries({ queryKey: workspacesQueryOptions.queryKey });
    if (id) {
      void qc.invalidateQueries({ queryKey: workspaceQueryOptions(id).queryKey });
      void qc.invalidateQueries({ queryKey: aclQueryOptions(id).queryKey });
    }
  };
}

/** POST /gis/workspace. */
export function useCreateWorkspace() {
  const reload = useReload();
  return useMutation({ mutationFn: (body: z.input<typeof CreateWorkspaceBody>) => apiPost<Workspace>('/gis/workspace', body), onSuccess: () => reload() });
}

/** PUT /gis/workspace/{id}: name, flags and attributes (the owner changes only by transfer). */
export function useUpdateWorkspace() {
  const qc = useQueryClient();
  const reload = useReload();
  return useMutation({
    mutationFn: ({ ID, ...body }: UpdateWorkspaceBody & { ID: string }) => apiPut<Workspace>(`/gis/workspace/${enc(ID)}`, body),
    onSuccess: (ws) => {
      qc.setQueryData(workspaceQueryOptions(ws.ID).queryKey, ws);
      reload();
    },
  });
}

/** DELETE /gis/workspace/{id} (owner only). */
export function useDeleteWorkspace() {
  const qc = useQueryClient();
  const reload = useReload();
  return useMutation({
    mutationFn: (id: string) => apiDelete<unknown>(`/gis/workspace/${enc(id)}`),
    onSuccess: (_answer, id) => {
      qc.removeQueries({ queryKey: workspaceQueryOptions(id).queryKey });
      reload();
    },
  });
}

/** POST /gis/workspace/{id}/transfer {Email} (owner only; 404 for an unknown address). */
export function useTransferWorkspace(id: string) {
  const reload = useReload();
  return useMutation({
    mutationFn: (Email: string) => apiPost<Workspace>(`/gis/workspace/${enc(id)}/transfer`, { Email }),
    onSuccess: () => reload(id),
  });
}

/** POST /gis/workspaceacl/add|remove/{id}: the answer is the new list. */
export function useChangeAccessList(workspaceId: string, action: 'add' | 'remove') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { Email: string } | { ID: string }) => apiPost<AclEntry[]>(`/gis/workspaceacl/${action}/${enc(workspaceId)}`, body),
    onSuccess: (list) => qc.setQueryData(aclQueryOptions(workspaceId).queryKey, list),
  });
}

/** POST /gis/point/{id}/restore; reloads the layer's deleted and current points. */
export function useRestorePoint(layerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pointId: string) => apiPost<Point>(`/gis/point/${enc(pointId)}/restore`, {}),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: deletedPointsQueryOptions(layerId).queryKey });
      void qc.invalidateQueries({ queryKey: ['gis', 'points', layerId] });
    },
  });
}
