import { z } from 'zod';
import { RETENTION_MAX_MONTHS } from './retention-rules.js';
import { fieldMessage } from './field-messages.js';

/** The storage limitation on the wire (DSGVO Art. 5 (1) e; docs/product.md §17.8). */

/** GET /retention: the periods that apply (the default organisation's settings), for the privacy
 *  page. Null months: switched off. */
export const RetentionPolicy = z.object({
  ProjectMonths: z.number().int().nullable(),
  DeletePhotos: z.boolean(),
  InactiveWarnMonths: z.number().int().nullable(),
  InactiveDeleteMonths: z.number().int(),
});
export type RetentionPolicy = z.infer<typeof RetentionPolicy>;

/** A project's period: the organisation's, its own number of months, or none (archived). */
export const RetentionMode = z.enum(['organisation', 'months', 'off']);
export type RetentionMode = z.infer<typeof RetentionMode>;
/** What becomes of the published photos: as the organisation says, kept, or deleted. */
export const RetentionPhotos = z.enum(['organisation', 'keep', 'delete']);
export type RetentionPhotos = z.infer<typeof RetentionPhotos>;

const MONTHS_MISSING = fieldMessage('retentionMonthsMissing', { max: RETENTION_MAX_MONTHS });
const MONTHS_INVALID = fieldMessage('retentionMonthsInvalid', { max: RETENTION_MAX_MONTHS });

/** PUT /gis/workspace/{id}/retention body: `Months` is needed with Mode 'months' and ignored otherwise. */
export const ProjectRetentionBody = z.strictObject({
  Mode: RetentionMode,
  Months: z.number({ error: MONTHS_INVALID }).int({ error: MONTHS_INVALID }).min(1, { error: MONTHS_INVALID }).max(RETENTION_MAX_MONTHS, { error: MONTHS_INVALID }).nullable().optional(),
  Photos: RetentionPhotos,
}).refine((b) => b.Mode !== 'months' || (b.Months !== undefined && b.Months !== null), { message: MONTHS_MISSING, path: ['Months'] });
export type ProjectRetentionBody = z.infer<typeof ProjectRetentionBody>;

/** GET and PUT /gis/workspace/{id}/retention answer: the project's choice (Months null unless Mode
 *  'months'), what 'organisation' stands for, when the project was closed and from when the daily
 *  run anonymises it (null while open or switched off), and whether the caller may change it. */
export const ProjectRetention = z.object({
  Mode: RetentionMode,
  Months: z.number().int().nullable(),
  Photos: RetentionPhotos,
  Organisation: z.object({ Months: z.number().int().nullable(), DeletePhotos: z.boolean() }),
  ClosedAt: z.string().nullable(),
  DueAt: z.string().nullable(),
  CanEdit: z.boolean(),
});
export type ProjectRetention = z.infer<typeof ProjectRetention>;
