import type { CreateLayerBody, Layer, UpdateLayerBody, Workspace } from '@mitmachkarte/contract';
import type { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from './api-client';

/** Workspaces and layers as the map app, the workspace manager and the layer manager load them:
 *  one set of query keys, so that a change in a manager reloads the map's lists too. */

/** GET /gis/workspaces: the workspaces the visitor may see. */
export const workspacesQueryOptions = queryOptions({
  queryKey: ['gis', 'workspaces'],
  queryFn: () => apiGet<Workspace[]>('/gis/workspaces'),
});

/** GET /gis/layers/{wsID}: the visible layers of one workspace. */
export const layersQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ['gis', 'layers', workspaceId],
    queryFn: () => apiGet<Layer[]>(`/gis/layers/${encodeURIComponent(workspaceId)}`),
  });

/** GET /gis/layer/{id}: one layer, loaded afresh whenever it is selected (docs/product.md §4). */
export const layerQueryOptions = (layerId: string) =>
  queryOptions({
    queryKey: ['gis', 'layer', layerId],
    queryFn: () => apiGet<Layer>(`/gis/layer/${encodeURIComponent(layerId)}`),
    staleTime: 0,
  });

/** GET /gis/workspace/{id}: loaded afresh whenever the workspace is selected (docs/product.md §4). */
export const workspaceQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['gis', 'workspace', id], queryFn: () => apiGet<Workspace>(`/gis/workspace/${encodeURIComponent(id)}`), staleTime: 0 });

/** One workspace; idle while none is chosen. */
export const useWorkspace = (id: string | undefined) => useQuery({ ...workspaceQueryOptions(id ?? ''), enabled: Boolean(id) });

/** The workspaces the visitor may see. */
export function useWorkspaces() {
  return useQuery(workspacesQueryOptions);
}

/** The layers of a workspace; idle while no workspace is chosen. */
export function useLayers(workspaceId: string | undefined) {
  return useQuery({ ...layersQueryOptions(workspaceId ?? ''), enabled: Boolean(workspaceId) });
}

/** GET /gis/layers: every layer the visitor may see, of all workspaces. */
export const useAllLayers = () => useQuery({ queryKey: ['gis', 'layers'], queryFn: () => apiGet<Layer[]>('/gis/layers') });

/** One layer; idle while none is chosen. */
export function useLayer(layerId: string | undefined) {
  return useQuery({ ...layerQueryOptions(layerId ?? ''), enabled: Boolean(layerId) });
}

/** Reloads the layer lists (docs/product.md §4: create, update or delete of a layer reloads the list). */
function useReloadLayers() {
  const qc = useQueryClient();
  return (workspaceId: string, layerId?: string) => {
    void qc.invalidateQueries({ queryKey: layersQueryOptions(workspaceId).queryKey });
    if (layerId) void qc.invalidateQueries({ queryKey: layerQueryOptions(layerId).queryKey });
  };
}

/** POST /gis/layer. Callers show the docs/product.md §8 messages. */
export function useCreateLayer() {
  const reload = useReloadLayers();
  return useMutation({
    // The body as sent: fields with defaults (Statuses, …) may be left out.
    mutationFn: (body: z.input<typeof CreateLayerBody>) => apiPost<Layer>('/gis/layer', body),
    onSuccess: (layer) => reload(layer.Workspace),
  });
}

/** PUT /gis/layer/{id} with name, flags, attributes, schema and categories. */
export function useUpdateLayer() {
  const qc = useQueryClient();
  const reload = useReloadLayers();
  return useMutation({
    mutationFn: ({ ID, ...body }: UpdateLayerBody & { ID: string }) => apiPut<Layer>(`/gis/layer/${encodeURIComponent(ID)}`, body),
    onSuccess: (layer) => {
      qc.setQueryData(layerQueryOptions(layer.ID).queryKey, layer);
      reload(layer.Workspace);
    },
  });
}

/** DELETE /gis/layer/{id}. */
export function useDeleteLayer() {
  const qc = useQueryClient();
  const reload = useReloadLayers();
  return useMutation({
    mutationFn: (layer: Pick<Layer, 'ID' | 'Workspace'>) => apiDelete<unknown>(`/gis/layer/${encodeURIComponent(layer.ID)}`),
    onSuccess: (_answer, layer) => {
      qc.removeQueries({ queryKey: layerQueryOptions(layer.ID).queryKey });
      reload(layer.Workspace);
    },
  });
}
