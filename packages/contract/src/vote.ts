import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';

/** A vote: 1 (thumbs up), -1 (thumbs down); 0 means none (withdrawn). */
export const VoteValue = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
export type VoteValue = z.infer<typeof VoteValue>;

/** Votes on a point or a comment (GET /gis/votes/{pointID}, /gis/votescomment/{commentID}):
 *  counts of up and down votes and the caller's own vote (0 for anonymous visitors). */
export const VoteCounts = z.object({
  Up: z.number().int(),
  Down: z.number().int(),
  Mine: VoteValue,
});
export type VoteCounts = z.infer<typeof VoteCounts>;

/** POST /gis/vote/{pointID}, /gis/votecomment/{commentID} body: 1 up, -1 down, 0 withdraws.
 *  One vote per user and target; a new vote replaces the old one. */
export const VoteBody = z.strictObject({
  Vote: z.union([z.literal(1), z.literal(-1), z.literal(0)], { error: FIELD_MESSAGES.voteValue }),
});
export type VoteBody = z.infer<typeof VoteBody>;

/** One entry of GET /gis/pointcounts/{layerID} (docs/product.md §16.1): a point of the layer with
 *  votes or published comments, its up and down votes and its published comments. Points without
 *  any are left out. */
export const PointCounts = z.object({
  ID: z.string(),
  Up: z.number().int(),
  Down: z.number().int(),
  Comments: z.number().int(),
});
export type PointCounts = z.infer<typeof PointCounts>;
