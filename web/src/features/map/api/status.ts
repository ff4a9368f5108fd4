import type { AnswerTemplate, Point, PointHistoryEntry, PointResponseBody } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/api-client';
import { pointChanged } from './points';

/** GET /gis/point/{id}/history: the status changes, official answers and (for the team) internal
 *  notes of a point, oldest first (docs/product.md §16.1, §16.2). */
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

/** PUT /gis/point/{id}/response (docs/product.md §16.2): status, official answer and internal note in one step. */
export const useSetPointResponse = (point: Pick<Point, 'ID' | 'Layer'>) =>
  usePointHistoryWrite<PointResponseBody>(point, (body) => apiPut<Point>(`/gis/point/${encodeURIComponent(point.ID)}/response`, body));

/** GET /gis/answer-templates: the organisation's answer templates for the team (docs/product.md §16.2); a failure is silent (the form has no picker then). */
export const useAnswerTemplates = () => useQuery({
  queryKey: ['gis', 'answer-templates'],
  queryFn: () => apiGet<AnswerTemplate[]>('/gis/answer-templates'),
  meta: { silent: true },
  staleTime: 5 * 60_000,
});
