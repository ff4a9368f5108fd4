import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { MODERATION_REASON_MAX_LENGTH, REPORT_REASONS, REPORT_TEXT_MAX_LENGTH } from './moderation-rules.js';

/** Moderation of points and comments (docs/product.md §16.3). */

export const ReportReason = z.enum(REPORT_REASONS, { error: 'Bitte wählen Sie einen Grund: beleidigend, spam, persoenlich, rechtswidrig oder sonstiges.' });
export type ReportReason = z.infer<typeof ReportReason>;

/** Exactly one of PointID and CommentID names what a report or moderation is about. */
const oneTarget = <T extends { PointID?: string; CommentID?: string }>(body: T) =>
  (body.PointID === undefined) !== (body.CommentID === undefined);
const ONE_TARGET = { message: 'Bitte nennen Sie genau eines: PointID oder CommentID.', path: ['PointID'] };

/** POST /gis/report body: a point or a comment, the reason and an optional text. */
export const ReportBody = z.strictObject({
  PointID: Id.optional(),
  CommentID: Id.optional(),
  Reason: ReportReason,
  Text: z.string({ error: 'Der Text muss ein Text sein.' }).trim()
    .max(REPORT_TEXT_MAX_LENGTH, `Der Text darf höchstens ${REPORT_TEXT_MAX_LENGTH} Zeichen lang sein.`).default(''),
}).refine(oneTarget, ONE_TARGET);
export type ReportBody = z.infer<typeof ReportBody>;

/** POST /gis/moderation/hide and /show body: a point or a comment and the reason (required to
 *  hide; the author reads it). */
const moderationBody = (reasonRequired: boolean) => z.strictObject({
  PointID: Id.optional(),
  CommentID: Id.optional(),
  Reason: z.string({ error: 'Der Grund muss ein Text sein.' }).trim()
    .min(reasonRequired ? 1 : 0, 'Bitte nennen Sie einen Grund.')
    .max(MODERATION_REASON_MAX_LENGTH, `Der Grund darf höchstens ${MODERATION_REASON_MAX_LENGTH} Zeichen lang sein.`)
    .default(''),
}).refine(oneTarget, ONE_TARGET);
export const HideBody = moderationBody(true);
export type HideBody = z.infer<typeof HideBody>;
export const ShowBody = moderationBody(false);
export type ShowBody = z.infer<typeof ShowBody>;

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
