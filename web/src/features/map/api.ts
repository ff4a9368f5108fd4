import { IDEMPOTENCY_KEY_HEADER, type CreatePointBody, type Point, type PointCounts, type UpdatePointBody } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiGetAllPages, apiPost, apiPut } from '../../lib/api-client';

/** GET /gis/points/{layerID}: every point of one layer. (Workspaces, layers and settings come
 *  from lib/gis.ts and lib/settings.ts, shared with the managers.) */
export const pointsQueryOptions = (layerId: string) =>
  queryOptions({
    queryKey: ['gis', 'points', layerId],
    queryFn: () => apiGetAllPages<Point>(`/gis/points/${encodeURIComponent(layerId)}`),
  });

/** The points of a layer; idle while no layer is chosen. */
export function usePoints(layerId: string | undefined) {
  return useQuery({ ...pointsQueryOptions(layerId ?? ''), enabled: Boolean(layerId) });
}

/** Query key of the votes and comments per point of every layer; votes and comments renew it. */
export const POINT_COUNTS_KEY = ['gis', 'pointcounts'] as const;

/** GET /gis/pointcounts/{layerID}: votes and published comments by point id (docs/product.md
 *  §16.1), for the list's order; idle while `enabled` is false. */
export const usePointCounts = (layerId: string, enabled: boolean) => useQuery({
  queryKey: [...POINT_COUNTS_KEY, layerId],
  queryFn: () => apiGet<PointCounts[]>(`/gis/pointcounts/${encodeURIComponent(layerId)}`),
  select: (list) => new Map(list.map((c) => [c.ID, c])),
  enabled,
  meta: { silent: true },
});

/** POST /gis/point with the submission's Idempotency-Key (lib/idempotency-key.ts); on success the
 *  layer's points are reloaded. Callers show the docs/product.md §8 messages themselves. */
export function useCreatePoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreatePointBody; idempotencyKey: string }) =>
      apiPost<Point>('/gis/point', body, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    onSuccess: (point) => {
      // Show the new point at once, then reload the layer's points from the server.
      const { queryKey } = pointsQueryOptions(point.Layer);
      qc.setQueryData(queryKey, (old) => (old ? [...old, point] : old));
      void qc.invalidateQueries({ queryKey });
    },
  });
}

/** PUT /gis/point/{id}: moves a point and replaces its answers (Point.CanChange: managers, and the
 *  author while the first status; docs/product.md §16.5, §16.6). A PUT sends the whole new state,
 *  so sending it again after a lost answer stores nothing twice and needs no Idempotency-Key. On
 *  success the point replaces its old self in the layer's points, which then reload, and
 *  „Meine Beiträge“ reloads. */
export function useUpdatePoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePointBody }) => apiPut<Point>(`/gis/point/${encodeURIComponent(id)}`, body),
    onSuccess: (point) => {
      const { queryKey } = pointsQueryOptions(point.Layer);
      qc.setQueryData(queryKey, (old) => old?.map((p) => (p.ID === point.ID ? point : p)));
      void qc.invalidateQueries({ queryKey });
      void qc.invalidateQueries({ queryKey: ['auth', 'contributions'] });
    },
  });
}

/** DELETE /gis/point/{id} (managers; a soft delete, docs/product.md §16.5): then the layer's
 *  points and its deleted points (the workspace manager's „Gelöschte Einträge“) reload. */
export function useDeletePoint(layerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pointId: string) => apiDelete<unknown>(`/gis/point/${encodeURIComponent(pointId)}`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: pointsQueryOptions(layerId).queryKey });
      void qc.invalidateQueries({ queryKey: ['gis', 'deletedpoints', layerId] });
    },
  });
}
