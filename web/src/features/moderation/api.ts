import type { MessageBody, ModerationSettings, QueueEntry } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '../../lib/api-client';
import { moderateContent, type ModerationTarget } from '../../lib/point-actions';

/** GET /gis/moderation/{workspaceID}: the managers' queue (docs/product.md §16.3). */
const queueQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ['gis', 'moderation', workspaceId],
    queryFn: () => apiGet<QueueEntry[]>(`/gis/moderation/${encodeURIComponent(workspaceId)}`),
  });

export const useQueue = (workspaceId: string) => useQuery(queueQueryOptions(workspaceId));

/** What a manager does with a queue entry. */
export type QueueAction =
  | { action: 'hide'; entry: QueueEntry; reason: string }
  | { action: 'show'; entry: QueueEntry }
  | { action: 'dismiss'; entry: QueueEntry };

const target = (e: QueueEntry): ModerationTarget => (e.CommentID ? { CommentID: e.CommentID } : { PointID: e.PointID });

/** POST /gis/moderation/hide, /show or /dismiss; then the queue and the map's data reload. */
export function useQueueAction(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: QueueAction) => {
      if (a.action === 'dismiss') return apiPost<MessageBody>('/gis/moderation/dismiss', { ReportID: a.entry.ReportID });
      return moderateContent(a.action, target(a.entry), a.action === 'hide' ? a.reason : '');
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: queueQueryOptions(workspaceId).queryKey });
      void qc.invalidateQueries({ queryKey: ['gis', 'points'] });
      void qc.invalidateQueries({ queryKey: ['gis', 'comments'] });
    },
  });
}

/** GET and PUT /gis/workspace/{id}/moderation-settings: the project's automatic hiding after
 *  reports (docs/product.md §16.3). */
const settingsUrl = (workspaceId: string) => `/gis/workspace/${encodeURIComponent(workspaceId)}/moderation-settings`;
const settingsQueryOptions = (workspaceId: string) =>
  queryOptions({ queryKey: ['gis', 'moderation-settings', workspaceId], queryFn: () => apiGet<ModerationSettings>(settingsUrl(workspaceId)) });

export const useModerationSettings = (workspaceId: string) => useQuery(settingsQueryOptions(workspaceId));

export function useSaveModerationSettings(workspaceId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ModerationSettings) => apiPut<ModerationSettings>(settingsUrl(workspaceId), body),
    onSuccess: (saved) => qc.setQueryData(settingsQueryOptions(workspaceId).queryKey, saved),
  });
}
