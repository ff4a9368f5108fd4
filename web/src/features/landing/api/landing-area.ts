import { startViewOf, type Layer, type Workspace } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The project of the landing map's layer (GET /gis/layer/{id}, then its workspace), for the
 *  layer's start view (its own, else the project's) and the boundary (docs/product.md §17.1); undefined while loading, without a layer or when a
 *  load fails (silently, docs/product.md §8). */
export function useLandingArea(layerId: string): Pick<Workspace, 'MapView' | 'Boundary'> | undefined {
  const layer = useQuery({
    queryKey: ['gis', 'layer', layerId, 'landing'],
    queryFn: () => apiGet<Layer>(`/gis/layer/${encodeURIComponent(layerId)}`),
    enabled: layerId !== '',
    meta: { silent: true },
  });
  const workspaceId = layer.data?.Workspace ?? '';
  const workspace = useQuery({
    queryKey: ['gis', 'workspace', workspaceId, 'landing'],
    queryFn: () => apiGet<Workspace>(`/gis/workspace/${encodeURIComponent(workspaceId)}`),
    enabled: workspaceId !== '',
    meta: { silent: true },
  }).data;
  return workspace && { MapView: startViewOf(layer.data, workspace), Boundary: workspace.Boundary };
}
