import { z } from 'zod';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** The public side of a project (a workspace): description, phases and whether it is still open
 *  (docs/product.md §17.2). */

/** Longest description, in characters of Markdown. */
export const DESCRIPTION_MAX_LENGTH = 20_000;
/** Longest text of a project image for people who cannot see it, in characters. */
export const IMAGE_ALT_MAX_LENGTH = 300;
/** Most phases of one project. */
export const PHASES_MAX = 12;

/** 403 of a new entry, comment or vote in a closed project. */
export const PROJECT_CLOSED = 'Dieses Projekt ist abgeschlossen. Neue Einträge, Kommentare und Stimmen sind nicht mehr möglich.';

/** A calendar day, `YYYY-MM-DD`, that exists. */
export const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.dateFormat)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), FIELD_MESSAGES.dateUnknown);

/** One step of a participation, e.g. „Ideen sammeln“ from 1 to 31 March; days are inclusive and
 *  either may be left open (null). */
export const Phase = z.strictObject({
  Title: z.string().trim().min(1, FIELD_MESSAGES.phaseNameMissing).max(100, FIELD_MESSAGES.phaseNameTooLong),
  Start: Day.nullable(),
  End: Day.nullable(),
}).refine((p) => p.Start === null || p.End === null || p.Start <= p.End, { message: FIELD_MESSAGES.phaseReversed, path: ['End'] });
export type Phase = z.infer<typeof Phase>;

export const Phases = z.array(Phase).max(PHASES_MAX, fieldMessage('tooManyPhases', { max: PHASES_MAX }));

/** Markdown source of a description (CommonMark, no raw HTML; the server sanitises what it renders). */
export const Description = z.string().max(DESCRIPTION_MAX_LENGTH, fieldMessage('descriptionTooLong', { max: DESCRIPTION_MAX_LENGTH.toLocaleString('de-DE') }));

/** What a project image shows, for people who cannot see it ('' if it is decoration only). */
export const ImageAlt = z.string().trim().max(IMAGE_ALT_MAX_LENGTH, fieldMessage('imageAltTooLong', { max: IMAGE_ALT_MAX_LENGTH }));
