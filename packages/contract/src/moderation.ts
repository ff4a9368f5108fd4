import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { COMMENT_MAX_LENGTH, NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from './limits.js';
import { AUTO_HIDE_MAX_REPORTS, AUTO_HIDE_MIN_REPORTS, MODERATION_REASON_MAX_LENGTH, REPORT_REASONS, REPORT_TEXT_MAX_LENGTH } from './moderation-rules.js';
import { UserEmail } from './user.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** Moderation of points and comments (docs/product.md §16.3). */

export const ReportReason = z.enum(REPORT_REASONS, { error: FIELD_MESSAGES.reportReasonUnknown });
export type ReportReason = z.infer<typeof ReportReason>;

/** Exactly one of PointID and CommentID names what a report or moderation is about. */
const oneTarget = <T extends { PointID?: string; CommentID?: string }>(body: T) =>
  (body.PointID === undefined) !== (body.CommentID === undefined);
const ONE_TARGET = { message: FIELD_MESSAGES.oneTarget, path: ['PointID'] };

/** POST /gis/report body: a point or a comment, the reason, an optional text, and optionally the
 *  address an anonymous reporter wants the outcome at ('' or absent: none; signed-in reporters are
 *  told at their account's address, and their `Email` is ignored; docs/product.md §16.3). */
export const ReportBody = z.strictObject({
  PointID: Id.optional(),
  CommentID: Id.optional(),
  Reason: ReportReason,
  Text: z.string({ error: FIELD_MESSAGES.reportTextNotText }).trim()
    .max(REPORT_TEXT_MAX_LENGTH, fieldMessage('reportTextTooLong', { max: REPORT_TEXT_MAX_LENGTH })).default(''),
  Email: z.union([z.literal(''), UserEmail], { error: FIELD_MESSAGES.feedbackEmail }).default(''),
}).refine(oneTarget, ONE_TARGET);
export type ReportBody = z.infer<typeof ReportBody>;

/** POST /gis/moderation/hide and /show body: a point or a comment and the reason (required to
 *  hide; the author reads it). */
const moderationBody = (reasonRequired: boolean) => z.strictObject({
  PointID: Id.optional(),
  CommentID: Id.optional(),
  Reason: z.string({ error: FIELD_MESSAGES.reasonNotText }).trim()
    .min(reasonRequired ? 1 : 0, FIELD_MESSAGES.reasonMissing)
    .max(MODERATION_REASON_MAX_LENGTH, fieldMessage('reasonTooLong', { max: MODERATION_REASON_MAX_LENGTH }))
    .default(''),
}).refine(oneTarget, ONE_TARGET);
export const HideBody = moderationBody(true);
export type HideBody = z.infer<typeof HideBody>;
export const ShowBody = moderationBody(false);
export type ShowBody = z.infer<typeof ShowBody>;

/** POST /gis/moderation/shorten body: a comment and its text afterwards, shortened by the
 *  moderation (docs/product.md §16.3; whether it only leaves parts out, isShortening, the server
 *  checks against the stored text). */
export const ShortenBody = z.strictObject({
  CommentID: Id,
  Text: z.string({ error: FIELD_MESSAGES.shortenedNotText }).trim()
    .min(1, FIELD_MESSAGES.shortenedCommentEmpty)
    .max(COMMENT_MAX_LENGTH, fieldMessage('shortenedTooLong', { max: COMMENT_MAX_LENGTH })),
});
export type ShortenBody = z.infer<typeof ShortenBody>;

/** POST /gis/moderation/shorten-answer body: an entry, the question (variable name) of one of its
 *  text answers, and that answer's text afterwards, shortened by the moderation (docs/product.md
 *  §16.3; isShortening and that the question asks for text, the server checks). */
export const ShortenAnswerBody = z.strictObject({
  PointID: Id,
  Variable: z.string({ error: FIELD_MESSAGES.variableMissing }).min(1, FIELD_MESSAGES.variableMissing).max(NAME_MAX_LENGTH, FIELD_MESSAGES.questionUnknown),
  Text: z.string({ error: FIELD_MESSAGES.shortenedNotText }).trim()
    .min(1, FIELD_MESSAGES.shortenedAnswerEmpty)
    .max(TEXT_MAX_LENGTH, fieldMessage('shortenedTooLong', { max: TEXT_MAX_LENGTH })),
});
export type ShortenAnswerBody = z.infer<typeof ShortenAnswerBody>;

/** GET and PUT /gis/workspace/{id}/moderation-settings: after how many open reports from
 *  distinct reporters an entry or comment is hidden until the team checks it (docs/product.md
 *  §16.3); null: never (the default). */
export const ModerationSettings = z.strictObject({
  AutoHideReports: z.number({ error: fieldMessage('autoHideNotNumber', { min: AUTO_HIDE_MIN_REPORTS, max: AUTO_HIDE_MAX_REPORTS }) })
    .int(fieldMessage('autoHideNotInteger', { min: AUTO_HIDE_MIN_REPORTS, max: AUTO_HIDE_MAX_REPORTS }))
    .min(AUTO_HIDE_MIN_REPORTS, fieldMessage('autoHideTooFew', { min: AUTO_HIDE_MIN_REPORTS }))
    .max(AUTO_HIDE_MAX_REPORTS, fieldMessage('autoHideTooMany', { max: AUTO_HIDE_MAX_REPORTS }))
    .nullable(),
});
export type ModerationSettings = z.infer<typeof ModerationSettings>;

/** POST /gis/moderation/dismiss body: the report closed without action. */
export const DismissReportBody = z.strictObject({ ReportID: Id });
export type DismissReportBody = z.infer<typeof DismissReportBody>;

/** The moderation state of a point or comment, answered to managers and its author only (everyone
 *  else never sees such content): hidden by a manager with a reason, or held for approval on a
 *  layer with pre-moderation. Null when it is public. */
export const Moderation = z.object({
  State: z.enum(['hidden', 'pending']),
  Reason: z.string(),
}).nullable();
export type Moderation = z.infer<typeof Moderation>;

/** One entry of the moderation queue of a workspace (GET /gis/moderation/{workspaceID}), newest
 *  first: an open report (`ReportID`, `Reason`, `Text`, `ReportedBy`: a name or '' for anonymous
 *  visitors), or content held for approval (`ReportID` null). With what it is about and its
 *  context: the layer, the point, and for a comment its text. */
export const QueueEntry = z.object({
  ReportID: Id.nullable(),
  Reason: z.string(),
  Text: z.string(),
  ReportedBy: z.string(),
  At: Timestamp,
  Kind: z.enum(['point', 'comment']),
  PointID: Id,
  CommentID: Id.nullable(),
  Layer: Id,
  LayerName: z.string(),
  /** The comment's text, or the point's first text answer ('' when it has none). */
  Excerpt: z.string(),
  /** The content's author ('' for anonymous visitors and deleted accounts). */
  Author: z.string(),
  Moderation: Moderation,
});
export type QueueEntry = z.infer<typeof QueueEntry>;

/** One own entry in „Meine Beiträge“ (GET /auth/contributions, docs/product.md §16.6): where it
 *  is, what it is called (its first text answer), its status, the official answer and the
 *  moderation state, and whether its author may still change it (in the first status). */
export const OwnPoint = z.object({
  ID: Id,
  Workspace: Id,
  Layer: Id,
  LayerName: z.string(),
  CreatedAt: Timestamp,
  Title: z.string(),
  Status: z.string(),
  StatusLabel: z.string(),
  OfficialAnswer: z.object({ Text: z.string(), Organisation: z.string(), At: Timestamp }).nullable(),
  Moderation: Moderation,
  CanChange: z.boolean(),
});
export type OwnPoint = z.infer<typeof OwnPoint>;

/** One own comment in „Meine Beiträge“, with the entry it belongs to and its moderation state. */
export const OwnComment = z.object({
  ID: Id,
  PointID: Id,
  Layer: Id,
  LayerName: z.string(),
  Text: z.string(),
  CreatedAt: Timestamp,
  Moderation: Moderation,
});
export type OwnComment = z.infer<typeof OwnComment>;

/** GET /auth/contributions: the logged-in user's live entries and their comments on live
 *  entries, newest first. */
export const Contributions = z.object({ Points: z.array(OwnPoint), Comments: z.array(OwnComment) });
export type Contributions = z.infer<typeof Contributions>;
