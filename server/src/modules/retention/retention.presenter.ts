import type { ProjectRetention, RetentionPeriods, RetentionPolicy } from '@mitmachkarte/contract';
import { dueAtOf, projectPeriodOf } from './retention-period.js';
import type { RetentionChoice } from './retention.repository.js';

/** The choice of a project that made none: the organisation's period and photos. */
export const ORGANISATION_CHOICE: RetentionChoice = Object.freeze({ mode: 'organisation', months: null, photos: 'organisation' });

/** The organisation's periods → GET /retention. */
export const presentRetentionPolicy = (p: RetentionPeriods): RetentionPolicy => ({
  ProjectMonths: p.projectMonths, DeletePhotos: p.deletePhotos, InactiveWarnMonths: p.inactiveWarnMonths, InactiveDeleteMonths: p.inactiveDeleteMonths,
});

/** A project's choice, closing time and the organisation's periods → its retention as answered
 *  (docs/product.md §17.8), with `canEdit` the caller's right to change it. */
export function presentProjectRetention(choice: RetentionChoice, closedAt: string | null, periods: RetentionPeriods, canEdit: boolean): ProjectRetention {
  return {
    Mode: choice.mode,
    Months: choice.mode === 'months' ? choice.months : null,
    Photos: choice.photos,
    Organisation: { Months: periods.projectMonths, DeletePhotos: periods.deletePhotos },
    ClosedAt: closedAt,
    DueAt: dueAtOf(closedAt, projectPeriodOf(choice, periods).months),
    CanEdit: canEdit,
  };
}

const monthsWords = (months: number | null) => (months === null ? 'keine Anonymisierung' : `${months} ${months === 1 ? 'Monat' : 'Monate'} nach Abschluss`);
const photoWords = (deletePhotos: boolean) => (deletePhotos ? 'löschen' : 'behalten');

/** A choice in words for the audit log (docs/product.md §16.4), e.g. „Frist: 36 Monate nach
 *  Abschluss; Fotos: wie die Organisation (behalten)“. */
export function retentionText(choice: RetentionChoice, periods: RetentionPeriods): string {
  const period = choice.mode === 'organisation' ? `wie die Organisation (${monthsWords(periods.projectMonths)})`
    : choice.mode === 'off' ? 'keine Anonymisierung (Archiv)' : monthsWords(choice.months);
  const photos = choice.photos === 'organisation' ? `wie die Organisation (${photoWords(periods.deletePhotos)})` : photoWords(choice.photos === 'delete');
  return `Frist: ${period}; Fotos: ${photos}`;
}
