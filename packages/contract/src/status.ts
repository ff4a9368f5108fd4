import { z } from 'zod';
import { Timestamp } from './common.js';
import { OFFICIAL_ANSWER_MAX_LENGTH } from './limits.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** The key of a status: lower-case letters, digits, '_' and '-' (it is stored with every point). */
export const StatusKey = z.string().regex(/^[a-z0-9_-]{1,40}$/, FIELD_MESSAGES.statusKeyFormat);

/** One status a point of a layer can have (docs/product.md §16.1): its key, German label, marker
 *  colour (#rrggbb) and whether it closes the point (Umgesetzt, Abgelehnt). */
export const PointStatus = z.strictObject({
  Key: StatusKey,
  Label: z.string().trim().min(1, FIELD_MESSAGES.statusLabelMissing).max(60, FIELD_MESSAGES.statusLabelTooLong),
  Colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, FIELD_MESSAGES.statusColourFormat),
  Closed: z.boolean(),
});
export type PointStatus = z.infer<typeof PointStatus>;

/** The statuses of a layer, in the order of their course; new points start at the first. */
export const Statuses = z.array(PointStatus)
  .min(1, FIELD_MESSAGES.statusesMissing)
  .max(20, FIELD_MESSAGES.tooManyStatuses)
  .refine((list) => new Set(list.map((s) => s.Key)).size === list.length, FIELD_MESSAGES.statusKeyTwice);

/** A public note to a status change for the history: trimmed, at most 2000 characters, '' for none. */
const statusNote = z.string().trim().max(2000, FIELD_MESSAGES.statusNoteTooLong).default('');

/** PUT /gis/point/{id}/status body: the new status of the point and an optional note for the
 *  history (at most 2000 characters). */
export const StatusChangeBody = z.strictObject({ Status: StatusKey, Note: statusNote });
export type StatusChangeBody = z.infer<typeof StatusChangeBody>;

/** The official answer of the managers to a point (docs/product.md §16.2): its text, the name of
 *  the organisation it was written for and when it was last written. */
export const OfficialAnswer = z.object({
  Text: z.string(),
  Organisation: z.string(),
  At: Timestamp,
});
export type OfficialAnswer = z.infer<typeof OfficialAnswer>;

/** The text of an official answer: trimmed, at most OFFICIAL_ANSWER_MAX_LENGTH characters. */
const answerText = z.string({ error: FIELD_MESSAGES.officialAnswerNotText }).trim()
  .max(OFFICIAL_ANSWER_MAX_LENGTH, fieldMessage('officialAnswerTooLong', { max: OFFICIAL_ANSWER_MAX_LENGTH }));

/** PUT /gis/point/{id}/answer body: the new text of the official answer (plain text, trimmed); an
 *  empty text withdraws it. */
export const OfficialAnswerBody = z.strictObject({ Text: answerText });
export type OfficialAnswerBody = z.infer<typeof OfficialAnswerBody>;

/** Longest internal note of the team on an entry (characters). */
export const INTERNAL_NOTE_MAX_LENGTH = 2000;

/** PUT /gis/point/{id}/response body (docs/product.md §16.2): status, official answer and an
 *  internal note in one step. `Status` the entry's status afterwards (its current one: no change),
 *  `Note` a public note to a status change, `Answer` the whole official answer afterwards (its
 *  current text: no change; '' withdraws it), `InternalNote` a note only the team reads ('' none). */
export const PointResponseBody = z.strictObject({
  Status: StatusKey,
  Note: statusNote,
  Answer: answerText,
  InternalNote: z.string().trim().max(INTERNAL_NOTE_MAX_LENGTH, fieldMessage('internalNoteTooLong', { max: INTERNAL_NOTE_MAX_LENGTH })).default(''),
});
export type PointResponseBody = z.infer<typeof PointResponseBody>;

/** One entry of GET /gis/point/{id}/history, oldest first, by the display name of the manager
 *  (`By`; empty once their account is gone): a status change (`Kind` 'status': `Status` and its
 *  `Note`), an official answer written, changed or withdrawn (`Kind` 'answer': its text in
 *  `Note`, empty when withdrawn; `Status` empty), or an internal note of the team (`Kind` 'note',
 *  answered to the entry's managers only). */
export const PointHistoryEntry = z.object({
  Kind: z.enum(['status', 'answer', 'note']),
  Status: z.string(),
  Note: z.string(),
  By: z.string(),
  At: Timestamp,
});
export type PointHistoryEntry = z.infer<typeof PointHistoryEntry>;
