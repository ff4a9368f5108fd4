import type { CreatePointBody, Layer, Point, Settings, Workspace } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';

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

/** GET /gis/points/{layerID}: every point of one layer. */
export const pointsQueryOptions = (layerId: string) =>
  queryOptions({
    queryKey: ['gis', 'points', layerId],
    queryFn: () => apiGet<Point[]>(`/gis/points/${encodeURIComponent(layerId)}`),
  });

/** GET /auth/settings: the user's settings ({} for visitors). Fails silently (spec §8). */
export const settingsQueryOptions = queryOptions({
  queryKey: ['auth', 'settings'],
  queryFn: () => apiGet<Settings>('/auth/settings'),
  meta: { silent: true },
});

/** The workspaces the visitor may see. */
export function useWorkspaces() {
  return useQuery(workspacesQueryOptions);
}

/** The layers of a workspace; idle while no workspace is chosen. */
export function useLayers(workspaceId: string | undefined) {
  return useQuery({ ...layersQueryOptions(workspaceId ?? ''), enabled: Boolean(workspaceId) });
}

/** The points of a layer; idle while no layer is chosen. */
export function usePoints(layerId: string | undefined) {
  return useQuery({ ...pointsQueryOptions(layerId ?? ''), enabled: Boolean(layerId) });
}

/** The user's settings (spec §3 User settings). */
export function useSettings() {
  return useQuery(settingsQueryOptions);
}

/** POST /auth/settings with the whole settings object (logged-in users only). A failure is silent
 *  (spec §8: settings are a convenience). */
export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) => apiPost<Settings>('/auth/settings', settings),
    onSuccess: (saved) => qc.setQueryData(settingsQueryOptions.queryKey, saved),
  });
}

/** POST /gis/point; on success the layer's points are reloaded. Callers show the spec §8
 *  messages themselves. */
export function useCreatePoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePointBody) => apiPost<Point>('/gis/point', body),
    onSuccess: (point) => {
      // Show the new point at once, then reload the layer's points from the server.
      const { queryKey } = pointsQueryOptions(point.Layer);
      qc.setQueryData(queryKey, (old) => (old ? [...old, point] : old));
      void qc.invalidateQueries({ queryKey });
    },
  });
}
