import type { Comment, VoteValue } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { commentRights } from '../../access/rights.js';
import type { WorkspaceAccess } from '../../access/scope.js';
import { moderationOf } from '../../db/records/point.record.js';
import type { CommentListRow } from './comments.repository.js';

/** Author name shown for comments without author: the account was deleted, or the retention run
 *  anonymised the project (docs/product.md §17.8). */
export const ANONYMOUS_AUTHOR_NAME = 'Anonym';

const voteValue = (n: number): VoteValue => (n === 1 ? 1 : n === -1 ? -1 : 0);

/** Row → API shape (docs/product.md §3.15 Comment), with what `actor` may do with it. The text goes out exactly
 *  as stored: the client renders it as text. */
export function presentComment(row: CommentListRow, actor: Actor, ws: WorkspaceAccess): Comment {
  return {
    ID: row.id,
    PointID: row.point_id,
    Text: row.text,
    AuthorName: row.author_name ?? ANONYMOUS_AUTHOR_NAME,
    CreatedAt: row.created_at,
    ...commentRights(actor, ws, row),
    Up: row.up,
    Down: row.down,
    Mine: actor.userId === null ? 0 : voteValue(row.mine),
    Moderation: moderationOf(row),
    ...(row.shortened_at ? { Shortened: true as const } : {}),
  };
}

/** A published comment as the exports list it (docs/product.md §18.4): its entry, time, the
 *  author's name as managers see it, and its text. */
export type CommentForExport = { pointId: string; createdAt: string; authorName: string; text: string };

/** Row of listPublishedCommentsOfPoints → CommentForExport. */
export const presentCommentForExport = (row: { point_id: string; created_at: string; author_name: string | null; text: string }): CommentForExport =>
  ({ pointId: row.point_id, createdAt: row.created_at, authorName: row.author_name ?? ANONYMOUS_AUTHOR_NAME, text: row.text });
