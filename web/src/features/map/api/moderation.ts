import type { MessageBody, ReportBody } from '@mitmachkarte/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { moderateContent } from '../../../lib/point-actions';
import { pointChanged } from './points';
import { commentsQueryOptions } from './feedback';

/** What a report or moderation is about, and where it is shown (docs/product.md §16.3). */
export type ModerationTarget = { layerId: string; pointId: string; commentId?: string };

const targetBody = (t: ModerationTarget) => (t.commentId ? { CommentID: t.commentId } : { PointID: t.pointId });

/** POST /gis/report. */
export const useReport = (target: ModerationTarget) =>
  useMutation({ mutationFn: (b: Pick<ReportBody, 'Reason' | 'Text'>) => apiPost<MessageBody>('/gis/report', { ...targetBody(target), ...b }) });

/** POST /gis/moderation/hide or /show (managers); then the point, the layer's map data and the comments reload. */
export function useModerate(target: ModerationTarget) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: 'hide' | 'show'; reason: string }) =>
      moderateContent(action, targetBody(target), reason),
    onSuccess: () => {
      pointChanged(qc, { ID: target.pointId, Layer: target.layerId });
      void qc.invalidateQueries({ queryKey: commentsQueryOptions(target.pointId).queryKey });
    },
  });
}
