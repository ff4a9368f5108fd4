import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { Overdue } from './deadlines.js';
import { Moderation, ReportReason } from './moderation.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** The team's inbox („Eingang“, docs/product.md §16.9): what is new in a project for one person of
 *  its team — entries, comments and reports — with their read state. */

/** The kinds of inbox items: an entry (point), a comment, a report. */
export const INBOX_KINDS = ['entry', 'comment', 'report'] as const;
export const InboxKind = z.enum(INBOX_KINDS, { error: FIELD_MESSAGES.inboxKindUnknown });
export type InboxKind = z.infer<typeof InboxKind>;

/** The inbox's filters: `neu` (not yet seen by the reader, the default), `alle`, `freigabe`
 *  (entries and comments waiting for approval), `gemeldet` (open reports), `ueberfaellig` (entries
 *  past a deadline of the project, docs/product.md §16.11), `mir` (entries assigned to the reader or
 *  to a department they are in, with their comments and reports) and `ohne` (entries assigned to no
 *  one; docs/product.md §16.10). */
export const INBOX_FILTERS = ['neu', 'alle', 'freigabe', 'gemeldet', 'ueberfaellig', 'mir', 'ohne'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const INBOX_PAGE_SIZE_MAX = 200;
const PAGE_MESSAGE = FIELD_MESSAGES.pageNumber;
const PAGE_SIZE_MESSAGE = fieldMessage('pageSizeNumber', { max: INBOX_PAGE_SIZE_MAX });

/** GET /gis/workspace/{id}/inbox query: filter (default `neu`), page (from 1) and pageSize
 *  (default 50, at most INBOX_PAGE_SIZE_MAX). */
export const InboxQuery = z.object({
  filter: z.enum(INBOX_FILTERS, { error: FIELD_MESSAGES.inboxFilterUnknown }).default('neu'),
  page: z.coerce.number({ error: PAGE_MESSAGE }).int({ error: PAGE_MESSAGE }).min(1, { error: PAGE_MESSAGE }).default(1),
  pageSize: z.coerce.number({ error: PAGE_SIZE_MESSAGE }).int({ error: PAGE_SIZE_MESSAGE }).min(1, { error: PAGE_SIZE_MESSAGE })
    .max(INBOX_PAGE_SIZE_MAX, fieldMessage('tooManyEntriesPerPage', { max: INBOX_PAGE_SIZE_MAX })).default(50),
});
export type InboxQuery = z.infer<typeof InboxQuery>;

/** One item of the inbox: what it is (`Kind`) with its ids — the entry (`PointID`, always), the
 *  comment (a comment, or a report of a comment) and the report —, the map (`Layer`, `LayerName`),
 *  the entry's title (its first text answer, '' when it has none), when the item came in (`At`),
 *  its author's name ('' for anonymous visitors and deleted accounts; never an address), a short
 *  `Text` (the comment, the report's text), the report's `Reason` (its key; null for others), the
 *  moderation state of the entry or comment, the entry's status key, the report's state, and
 *  `New`: not seen by the reader; `Overdue`: how an entry is past a deadline of the project (null
 *  for comments, reports and entries in time, docs/product.md §16.11); `Assigned`: the names of the
 *  department and the person responsible for the entry (null: none; docs/product.md §16.10). */
export const InboxRow = z.object({
  Kind: InboxKind,
  PointID: Id,
  CommentID: Id.nullable(),
  ReportID: Id.nullable(),
  Layer: Id,
  LayerName: z.string(),
  Title: z.string(),
  At: Timestamp,
  Author: z.string(),
  Text: z.string(),
  Reason: ReportReason.nullable(),
  Moderation: Moderation,
  Status: z.string(),
  ReportState: z.enum(['open', 'dismissed', 'resolved']).nullable(),
  New: z.boolean(),
  Overdue: Overdue.nullable(),
  Assigned: z.object({ Department: z.string().nullable(), User: z.string().nullable() }),
});
export type InboxRow = z.infer<typeof InboxRow>;

/** GET /gis/workspace/{id}/inbox answer: how many items match the filter, and the page's rows,
 *  newest first. */
export const InboxPage = z.object({ Total: z.number().int(), Rows: z.array(InboxRow) });
export type InboxPage = z.infer<typeof InboxPage>;

/** The inbox counts at most this many items, of all kinds together (the list's Total, each count per project):
 *  counting every one of 100,000 unread items took up to a second on PostgreSQL; a Total of
 *  INBOX_COUNT_MAX or more is shown as „mindestens …“ (docs/product.md §16.9). */
export const INBOX_COUNT_MAX = 10_000;

/** How many items one call marks as read at most. */
export const INBOX_SEEN_MAX = 500;

/** POST /gis/workspace/{id}/inbox/seen body: the items marked as read. */
export const InboxSeenBody = z.strictObject({
  Items: z.array(z.strictObject({ Kind: InboxKind, ID: Id }))
    .min(1, FIELD_MESSAGES.chooseContribution)
    .max(INBOX_SEEN_MAX, fieldMessage('tooManyContributionsAtOnce', { max: INBOX_SEEN_MAX })),
});
export type InboxSeenBody = z.infer<typeof InboxSeenBody>;

/** The inbox's figures of one project of the reader's team: `New` items not yet seen by them,
 *  entries and comments `Waiting` for approval, open reports (`Reported`). */
export const InboxCount = z.object({
  Workspace: Id,
  Name: z.string(),
  New: z.number().int(),
  Waiting: z.number().int(),
  Reported: z.number().int(),
});
export type InboxCount = z.infer<typeof InboxCount>;

/** GET /gis/inbox/counts answer: the figures of every project the reader is on the team of, and
 *  the sum of their `New`. */
export const InboxCounts = z.object({ New: z.number().int(), Workspaces: z.array(InboxCount) });
export type InboxCounts = z.infer<typeof InboxCounts>;
