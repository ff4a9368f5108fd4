import type { MessageBody, ReportBody, ShortenAnswerBody, ShortenBody } from '@mitmachkarte/contract';
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
  useMutation({ mutationFn: (b: Pick<ReportBody, 'Reason' | 'Text' | 'Email'>) => apiPost<MessageBody>('/gis/report', { ...targetBody(target), ...b }) });

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

/** POST /gis/moderation/shorten (managers): the comment's text afterwards; then the comments reload. */
export function useShortenComment(pointId: string, commentId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiPost<MessageBody>('/gis/moderation/shorten', { CommentID: commentId, Text: text } satisfies ShortenBody),
    onSuccess: () => void qc.invalidateQueries({ queryKey: commentsQueryOptions(pointId).queryKey }),
  });
}

/** POST /gis/moderation/shorten-answer (managers): one text answer of the entry afterwards; then
 *  the entry and the layer's map data reload. */
export function useShortenAnswer(point: { ID: string; Layer: string }, variable: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiPost<MessageBody>('/gis/moderation/shorten-answer', { PointID: point.ID, Variable: variable, Text: text } satisfies ShortenAnswerBody),
    onSuccess: () => pointChanged(qc, point),
  });
}
