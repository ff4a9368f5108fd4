import { recordedForText, ReporterChannel, type InboxRow, type Overdue, type ReportReason } from '@mitmachkarte/contract';
import type { ModerationState } from '../../db/schema.js';
import { moderationOf, pointTitle } from '../../db/records/point.record.js';
import { cut } from '../../lib/text.js';
import type { listCommentDetails, listEntryDetails, listReportDetails } from './inbox-details.repository.js';
import type { InboxKey } from './inbox.repository.js';

/** Rows of the team's inbox → InboxRow (docs/product.md §16.9): names only, never an address or phone number. */

const TITLE_LENGTH = 200;
const TEXT_LENGTH = 300;

type EntryRow = Awaited<ReturnType<typeof listEntryDetails>>[number];
type CommentRow = Awaited<ReturnType<typeof listCommentDetails>>[number];
type ReportRow = Awaited<ReturnType<typeof listReportDetails>>[number];

/** Who is responsible for the item's entry, by name (docs/product.md §16.10). */
const assignedOf = (r: { assigned_department: string | null; assigned_user: string | null }): InboxRow['Assigned'] =>
  ({ Department: r.assigned_department, User: r.assigned_user });

/** The author of an entry; recorded by the team for someone else: „Anna Team, für Erika Muster
 *  erfasst (Telefon)“ (docs/product.md §16.12). */
function entryAuthor(r: EntryRow): string {
  if (r.reporter_channel === null) return r.author_name ?? '';
  const channel = ReporterChannel.safeParse(r.reporter_channel);
  const recordedFor = recordedForText({ Channel: channel.success ? channel.data : 'sonstiges', Name: r.reporter_name ?? '' });
  return r.author_name ? `${r.author_name}, ${recordedFor}` : recordedFor;
}

/** An entry, with how it is past a deadline of the project (`overdue`, docs/product.md §16.11). */
export const presentEntry = (r: EntryRow, key: InboxKey, overdue: Overdue | null): InboxRow => ({
  Kind: 'entry', PointID: r.id, CommentID: null, ReportID: null, Layer: r.layer_id, LayerName: r.layer_name,
  Title: pointTitle(r.attributes, r.layer_schema, TITLE_LENGTH), At: r.created_at, Author: entryAuthor(r), Text: '', Reason: null,
  Moderation: moderationOf(r), Status: r.status, ReportState: null, New: key.isNew, Overdue: overdue, Assigned: assignedOf(r),
});

export const presentComment = (r: CommentRow, key: InboxKey): InboxRow => ({
  Kind: 'comment', PointID: r.point_id, CommentID: r.id, ReportID: null, Layer: r.layer_id, LayerName: r.layer_name,
  Title: pointTitle(r.attributes, r.layer_schema, TITLE_LENGTH), At: r.created_at, Author: r.author_name ?? '', Text: cut(r.text, TEXT_LENGTH), Reason: null,
  Moderation: moderationOf(r), Status: r.status, ReportState: null, New: key.isNew, Overdue: null, Assigned: assignedOf(r),
});

/** A report: its author is the reporter; its reason, and as its text what they wrote; the moderation
 *  state that of the reported comment, else the entry. */
export function presentReport(r: ReportRow, key: InboxKey): InboxRow {
  const onComment = r.comment_id !== null;
  const moderation = {
    moderation: ((onComment ? r.comment_moderation : r.point_moderation) ?? '') as ModerationState,
    moderation_reason: (onComment ? r.comment_moderation_reason : r.point_moderation_reason) ?? '',
  };
  return {
    Kind: 'report', PointID: r.point_id, CommentID: r.comment_id, ReportID: r.id, Layer: r.layer_id, LayerName: r.layer_name,
    Title: pointTitle(r.attributes, r.layer_schema, TITLE_LENGTH), At: r.created_at, Author: r.reporter_name ?? '',
    Text: cut(r.text, TEXT_LENGTH), Reason: r.reason as ReportReason, Moderation: moderationOf(moderation), Status: r.status,
    ReportState: r.state, New: key.isNew, Overdue: null, Assigned: assignedOf(r),
  };
}
