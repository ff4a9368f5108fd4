import type { QueueEntry } from '@mitmachkarte/contract';
import type { ModerationState } from '../../db/schema.js';
import { moderationOf, pointTitle } from '../../db/records/point.record.js';
import { cut } from '../../lib/text.js';
import type { listOpenReports, listPendingComments, listPendingPoints } from './moderation.repository.js';

/** Rows of the moderation queue → QueueEntry (docs/product.md §16.3). */

const EXCERPT_LENGTH = 300;
const excerpt = (text: string) => cut(text, EXCERPT_LENGTH);

type ReportRow = Awaited<ReturnType<typeof listOpenReports>>[number];
type PendingPointRow = Awaited<ReturnType<typeof listPendingPoints>>[number];
type PendingCommentRow = Awaited<ReturnType<typeof listPendingComments>>[number];

const PENDING = { State: 'pending', Reason: '' } as const;

export function presentReport(r: ReportRow): QueueEntry {
  const onComment = r.comment_id !== null;
  const state = (onComment ? r.comment_moderation : r.point_moderation) ?? '';
  const reason = (onComment ? r.comment_moderation_reason : r.point_moderation_reason) ?? '';
  return {
    ReportID: r.report_id, Reason: r.reason, Text: r.text, ReportedBy: r.reporter_name ?? '', At: r.created_at,
    Kind: onComment ? 'comment' : 'point', PointID: r.point_id, CommentID: r.comment_id, Layer: r.layer_id, LayerName: r.layer_name,
    Excerpt: onComment ? excerpt(r.comment_text ?? '') : pointTitle(r.attributes, r.layer_schema, EXCERPT_LENGTH),
    Author: r.author_name ?? '', Moderation: moderationOf({ moderation: state as ModerationState, moderation_reason: reason }),
  };
}

export const presentPendingPoint = (r: PendingPointRow): QueueEntry => ({
  ReportID: null, Reason: '', Text: '', ReportedBy: '', At: r.created_at, Kind: 'point', PointID: r.id, CommentID: null,
  Layer: r.layer_id, LayerName: r.layer_name, Excerpt: pointTitle(r.attributes, r.layer_schema, EXCERPT_LENGTH), Author: r.author_name ?? '', Moderation: PENDING,
});

export const presentPendingComment = (r: PendingCommentRow): QueueEntry => ({
  ReportID: null, Reason: '', Text: '', ReportedBy: '', At: r.created_at, Kind: 'comment', PointID: r.point_id, CommentID: r.id,
  Layer: r.layer_id, LayerName: r.layer_name, Excerpt: excerpt(r.text), Author: r.author_name ?? '', Moderation: PENDING,
});
