import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { COMMENT_MAX_LENGTH } from './limits.js';
import { VoteValue } from './vote.js';
import { Moderation } from './moderation.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** A comment on a point as GET /gis/comments/{pointID} lists it (docs/product.md §3.15 Comment), with the
 *  votes on it and what the caller may do. `Text` is plain text: render it as text, never as HTML. */
export const Comment = z.object({
  ID: Id,
  PointID: Id,
  Text: z.string(),
  /** The author's name; 'Anonym' when the account is gone or the project was anonymised. */
  AuthorName: z.string(),
  CreatedAt: Timestamp,
  /** Written by the caller. */
  Own: z.boolean(),
  /** The caller may delete it (its author, managers of the point's workspace). */
  CanDelete: z.boolean(),
  Up: z.number().int(),
  Down: z.number().int(),
  /** The caller's vote: 1, -1, or 0 (none, and always for anonymous visitors). */
  Mine: VoteValue,
  /** Hidden or held for approval (docs/product.md §16.3); only managers and the author see such a
   *  comment. Null when it is public. */
  Moderation: Moderation,
  /** Shortened by the moderation (docs/product.md §16.3): shown with „Von der Moderation gekürzt“; left out when not. */
  Shortened: z.literal(true).optional(),
  /** The caller may shorten it (the managers of its workspace); left out when not. */
  CanShorten: z.literal(true).optional(),
});
export type Comment = z.infer<typeof Comment>;

/** POST /gis/comment body: 1 to COMMENT_MAX_LENGTH characters after trimming; stored trimmed. */
export const CreateCommentBody = z.strictObject({
  PointID: Id,
  Text: z.string({ error: FIELD_MESSAGES.commentNotText })
    .trim()
    .min(1, FIELD_MESSAGES.commentEmpty)
    .max(COMMENT_MAX_LENGTH, fieldMessage('commentTooLong', { max: COMMENT_MAX_LENGTH })),
});
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;
