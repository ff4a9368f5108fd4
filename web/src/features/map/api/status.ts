import type { OfficialAnswerBody, Point, PointHistoryEntry, StatusChangeBody } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/api-client';
import { setPointStatus } from '../../../lib/point-actions';
import { pointChanged } from './points';

/** GET /gis/point/{id}/history: the status changes and official answers of a point, oldest first
 *  (docs/product.md §16.1, §16.2). */
export const pointHistoryQueryOptions = (pointId: string) =>
  queryOptions({
    queryKey: ['gis', 'point-history', pointId],
    queryFn: () => apiGet<PointHistoryEntry[]>(`/gis/point/${encodeURIComponent(pointId)}/history`),
    meta: { silent: true },
  });

/** The history of point `pointId`. */
export const usePointHistory = (pointId: string) => useQuery(pointHistoryQueryOptions(pointId));

/** A PUT below /gis/point/{id}/ (managers); the answer becomes the point's details, then the
 *  layer's map data and the history reload. */
function usePointHistoryWrite<B>(point: Pick<Point, 'ID' | 'Layer'>, write: (body: B) => Promise<Point>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => {
      pointChanged(qc, point, answer);
      void qc.invalidateQueries({ queryKey: pointHistoryQueryOptions(point.ID).queryKey });
    },
  });
}

/** PUT /gis/point/{id}/status (docs/product.md §16.1). */
export const useSetPointStatus = (point: Pick<Point, 'ID' | 'Layer'>) => usePointHistoryWrite<StatusChangeBody>(point, (body) => setPointStatus(point.ID, body));

/** PUT /gis/point/{id}/answer (docs/product.md §16.2); an empty text withdraws the answer. */
export const useSetOfficialAnswer = (point: Pick<Point, 'ID' | 'Layer'>) => usePointHistoryWrite<OfficialAnswerBody>(point, (body) => apiPut<Point>(`/gis/point/${encodeURIComponent(point.ID)}/answer`, body));
