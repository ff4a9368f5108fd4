import type { Point, PointHistoryEntry, StatusChangeBody } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../lib/api-client';
import { pointsQueryOptions } from './api';

/** GET /gis/point/{id}/history: the status changes of a point, oldest first (docs/product.md §16.1). */
export const historyQueryOptions = (pointId: string) =>
  queryOptions({
    queryKey: ['gis', 'point-history', pointId],
    queryFn: () => apiGet<PointHistoryEntry[]>(`/gis/point/${encodeURIComponent(pointId)}/history`),
    meta: { silent: true },
  });

export const usePointHistory = (pointId: string) => useQuery(historyQueryOptions(pointId));

/** PUT /gis/point/{id}/status (managers); afterwards the layer's points and the history reload. */
export function useSetPointStatus(point: Pick<Point, 'ID' | 'Layer'>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusChangeBody) => apiPut<Point>(`/gis/point/${encodeURIComponent(point.ID)}/status`, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: pointsQueryOptions(point.Layer).queryKey });
      void qc.invalidateQueries({ queryKey: historyQueryOptions(point.ID).queryKey });
    },
  });
}
