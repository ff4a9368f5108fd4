import { fieldMessage } from './field-messages.js';
import { RETENTION_SETTINGS } from './org-settings.js';

/** The periods of the storage limitation (DSGVO Art. 5 (1) e; docs/product.md §17.8) as the
 *  organisation settings RETENTION_SETTINGS give them. No schema is built here: the web app reads
 *  these rules at run time (docs/runtime.md §3). */

/** What applies: months from a project's closing to its anonymisation (null: never), whether the
 *  published photos go then, months without a login until the warning (null: never), and months
 *  from the warning to the deletion. */
export type RetentionPeriods = { projectMonths: number | null; deletePhotos: boolean; inactiveWarnMonths: number | null; inactiveDeleteMonths: number };

/** The defaults a German town can accept: a year after the end of a project, and two years
 *  without a login plus a month's notice for accounts (docs/product.md §17.8). */
export const RETENTION_DEFAULTS = Object.freeze({ projectMonths: 12, deletePhotos: false, inactiveWarnMonths: 24, inactiveDeleteMonths: 1 });

/** Longest period in months (20 years): anything longer is „aus“. */
export const RETENTION_MAX_MONTHS = 240;
/** The value that switches a period off. */
export const RETENTION_OFF = 'aus';
/** The values of the photo setting. */
export const RETENTION_PHOTOS = { keep: 'behalten', delete: 'loeschen' } as const;

/** A months setting: undefined when unset or empty, null for „aus“ (where `offAllowed`), the
 *  whole number of months 1..RETENTION_MAX_MONTHS (a number or its digits as text), else 'invalid'. */
export function monthsSetting(value: unknown, offAllowed: boolean): number | null | undefined | 'invalid' {
  if (value === undefined || value === '') return undefined;
  if (offAllowed && typeof value === 'string' && value.trim().toLowerCase() === RETENTION_OFF) return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 1 && n <= RETENTION_MAX_MONTHS ? n : 'invalid';
}

/** The photo setting: undefined when unset or empty, true for `loeschen`, false for `behalten`, else 'invalid'. */
function deletePhotosSetting(value: unknown): boolean | undefined | 'invalid' {
  if (value === undefined || value === '') return undefined;
  if (value === RETENTION_PHOTOS.delete) return true;
  return value === RETENTION_PHOTOS.keep ? false : 'invalid';
}

const MONTHS_KEYS = [
  [RETENTION_SETTINGS.projectMonths, 'projectMonths', true],
  [RETENTION_SETTINGS.inactiveWarnMonths, 'inactiveWarnMonths', true],
  [RETENTION_SETTINGS.inactiveDeleteMonths, 'inactiveDeleteMonths', false],
] as const;

/** The periods that organisation settings `other` give; unset or invalid values give the default. */
export function retentionPeriodsOf(other: Readonly<Record<string, unknown>>): RetentionPeriods {
  const periods: RetentionPeriods = { ...RETENTION_DEFAULTS };
  for (const [key, field, offAllowed] of MONTHS_KEYS) {
    const months = monthsSetting(other[key], offAllowed);
    if (months !== undefined && months !== 'invalid') (periods as Record<typeof field, number | null>)[field] = months;
  }
  const photos = deletePhotosSetting(other[RETENTION_SETTINGS.photos]);
  if (typeof photos === 'boolean') periods.deletePhotos = photos;
  return periods;
}

/** German messages (field messages, said by key on the server) for every retention setting of `other` that is set but invalid ([] when all are fine). */
export function retentionSettingProblems(other: Readonly<Record<string, unknown>>): string[] {
  const problems = MONTHS_KEYS.filter(([key, , offAllowed]) => monthsSetting(other[key], offAllowed) === 'invalid').map(([key, , offAllowed]) =>
    (offAllowed ? fieldMessage('retentionMonthsOrOffSetting', { key, max: RETENTION_MAX_MONTHS, off: RETENTION_OFF })
      : fieldMessage('retentionMonthsSetting', { key, max: RETENTION_MAX_MONTHS })));
  if (deletePhotosSetting(other[RETENTION_SETTINGS.photos]) === 'invalid') {
    problems.push(fieldMessage('retentionPhotosSetting', { key: RETENTION_SETTINGS.photos, keep: RETENTION_PHOTOS.keep, remove: RETENTION_PHOTOS.delete }));
  }
  return problems;
}

/** `iso` plus `months` calendar months (UTC), on the same day of the month or, where that month is
 *  shorter, on its last day: 31 January + 1 month is 28 or 29 February. */
export function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString();
}
