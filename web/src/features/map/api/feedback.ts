import { IDEMPOTENCY_KEY_HEADER, type Comment, type CreateCommentBody, type VoteCounts, type VoteValue } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';
import { invalidatePointLists } from './points';

/** GET /gis/comments/{pointID}: the comments on a point with their votes, oldest first
 *  (docs/product.md §3.15 Comment). */
export const commentsQueryOptions = (pointId: string) =>
  queryOptions({
    queryKey: ['gis', 'comments', pointId],
    queryFn: () => apiGet<Comment[]>(`/gis/comments/${encodeURIComponent(pointId)}`),
    select: (list) => (Array.isArray(list) ? [...list] : []).sort((a, b) => a.CreatedAt.localeCompare(b.CreatedAt)),
  });

/** The comments on point `pointId`. */
export const useComments = (pointId: string) => useQuery(commentsQueryOptions(pointId));

/** GET /gis/votes/{pointID}: up and down votes on a point and the caller's own vote
 *  (docs/product.md §3.15 Vote). */
export const pointVotesQueryOptions = (pointId: string) =>
  queryOptions({
    queryKey: ['gis', 'votes', pointId],
    queryFn: () => apiGet<VoteCounts>(`/gis/votes/${encodeURIComponent(pointId)}`),
  });

/** The votes on point `pointId`. */
export const usePointVotes = (pointId: string) => useQuery(pointVotesQueryOptions(pointId));

/** POST /gis/vote/{pointID} (1, -1, or 0 to withdraw); the answer replaces the cached counts. */
export function useVotePoint(pointId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (Vote: VoteValue) => apiPost<VoteCounts>(`/gis/vote/${encodeURIComponent(pointId)}`, { Vote }),
    onSuccess: (counts) => {
      if (counts && typeof counts.Up === 'number') qc.setQueryData(pointVotesQueryOptions(pointId).queryKey, counts);
      void qc.invalidateQueries({ queryKey: pointVotesQueryOptions(pointId).queryKey });
      void invalidatePointLists(qc);
    },
  });
}

/** POST /gis/votecomment/{commentID}; then the point's comments are reloaded. */
export function useVoteComment(pointId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, vote }: { commentId: string; vote: VoteValue }) =>
      apiPost<VoteCounts>(`/gis/votecomment/${encodeURIComponent(commentId)}`, { Vote: vote }),
    onSuccess: () => qc.invalidateQueries({ queryKey: commentsQueryOptions(pointId).queryKey }),
  });
}

/** Reloads the point's comments and the comment counts of the list. */
const commentsChanged = (qc: QueryClient, pointId: string) => Promise.all([
  qc.invalidateQueries({ queryKey: commentsQueryOptions(pointId).queryKey }),
  invalidatePointLists(qc),
]);

/** POST /gis/comment; then the point's comments are reloaded. */
export function useCreateComment(pointId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ text, idempotencyKey }: { text: string; idempotencyKey: string }) =>
      apiPost<Comment>('/gis/comment', { PointID: pointId, Text: text } satisfies CreateCommentBody, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    onSuccess: () => commentsChanged(qc, pointId),
  });
}

/** DELETE /gis/comment/{id}; then the point's comments are reloaded. */
export function useDeleteComment(pointId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => apiDelete<unknown>(`/gis/comment/${encodeURIComponent(commentId)}`),
    onSuccess: () => commentsChanged(qc, pointId),
  });
}
