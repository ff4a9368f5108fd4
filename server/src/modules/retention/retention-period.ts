import { addMonths, type RetentionPeriods } from '@mitmachkarte/contract';
import type { RetentionChoice } from './retention.repository.js';

/** What applies to one project (docs/product.md §17.8): months from its closing to its
 *  anonymisation (null: never) and whether its published photos go then. */
export type ProjectPeriod = { months: number | null; deletePhotos: boolean };

/** The project's period: its own choice where it made one, else the organisation's `periods`. */
export const projectPeriodOf = (choice: RetentionChoice | undefined, periods: RetentionPeriods): ProjectPeriod => ({
  months: !choice || choice.mode === 'organisation' ? periods.projectMonths : choice.mode === 'off' ? null : choice.months,
  deletePhotos: !choice || choice.photos === 'organisation' ? periods.deletePhotos : choice.photos === 'delete',
});

/** From when (ISO 8601) the run anonymises a project closed at `closedAt`: that many calendar
 *  months later; null while it is open or its period is switched off. */
export const dueAtOf = (closedAt: string | null | undefined, months: number | null): string | null =>
  closedAt && months !== null ? addMonths(closedAt, months) : null;
