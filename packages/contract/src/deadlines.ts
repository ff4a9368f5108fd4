import { z } from 'zod';
import { Timestamp } from './common.js';
import { FIELD_MESSAGES, fieldMessage, type FieldMessageKey } from './field-messages.js';

/** Deadlines of a project and the figures of its team's work (docs/product.md §16.11 „Fristen und
 *  Kennzahlen“): target days for the first response and for the completion of an entry, which
 *  entries are overdue, and the figures per project. */

/** Longest target for the first response, in days. */
export const FIRST_RESPONSE_DAYS_MAX = 365;
/** Longest target for the completion, in days. */
export const COMPLETION_DAYS_MAX = 730;
/** A day of the deadlines, in milliseconds: the targets count whole days of 24 hours from the
 *  entry's creation. */
export const DEADLINE_DAY_MS = 86_400_000;

const days = (max: number, key: FieldMessageKey) => {
  const message = fieldMessage(key, { max });
  return z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }).nullable();
};

/** GET and PUT /gis/workspace/{id}/deadlines: the project's targets in days from an entry's
 *  creation, null for none. */
export const Deadlines = z.strictObject({
  FirstResponseDays: days(FIRST_RESPONSE_DAYS_MAX, 'firstResponseDays'),
  CompletionDays: days(COMPLETION_DAYS_MAX, 'completionDays'),
});
export type Deadlines = z.infer<typeof Deadlines>;

/** What is overdue of an entry: its first response (`antwort`) or its completion (`erledigung`). */
export const OVERDUE_KINDS = ['antwort', 'erledigung'] as const;
export const OverdueKind = z.enum(OVERDUE_KINDS);
export type OverdueKind = z.infer<typeof OverdueKind>;

/** How an entry is overdue: what, since when (`Due`, ISO 8601 UTC) and for how many whole days. */
export const Overdue = z.object({ Kind: OverdueKind, Due: Timestamp, Days: z.number().int() });
export type Overdue = z.infer<typeof Overdue>;

/** The times of an entry that the overdue rule reads (ISO 8601 UTC; null while there is none). */
export type DeadlineTimes = { createdAt: string; firstResponseAt: string | null; completedAt: string | null };

/** The latest creation time (exclusive, ISO 8601 UTC) of an entry that is overdue at `now` for a
 *  target of `targetDays`; null without a target. The SQL twin compares `created_at` with it. */
export function overdueCutoff(targetDays: number | null, now: Date): string | null {
  return targetDays === null ? null : new Date(now.getTime() - targetDays * DEADLINE_DAY_MS).toISOString();
}

/** Whether and how a live entry is overdue at `now` (docs/product.md §16.11): without a first
 *  response while `createdAt` + FirstResponseDays lies before `now` (`antwort`, named first), else
 *  not completed while `createdAt` + CompletionDays lies before `now` (`erledigung`). `Days`: whole
 *  days since it was due. The SQL twin is the server's overdueWhere (modules/deadlines/
 *  deadlines.sql.ts); a test holds them equal. */
export function overdueOf(entry: DeadlineTimes, deadlines: Deadlines, now: Date): Overdue | null {
  const created = Date.parse(entry.createdAt);
  const check = (kind: OverdueKind, targetDays: number | null, doneAt: string | null): Overdue | null => {
    if (targetDays === null || doneAt !== null) return null;
    const due = created + targetDays * DEADLINE_DAY_MS;
    return due < now.getTime() ? { Kind: kind, Due: new Date(due).toISOString(), Days: Math.floor((now.getTime() - due) / DEADLINE_DAY_MS) } : null;
  };
  return check('antwort', deadlines.FirstResponseDays, entry.firstResponseAt) ?? check('erledigung', deadlines.CompletionDays, entry.completedAt);
}

/** The German words of an overdue entry: „Überfällig: Antwort seit 3 Tagen fällig“. */
export function overdueText(overdue: Pick<Overdue, 'Kind' | 'Days'>): string {
  const what = overdue.Kind === 'antwort' ? 'Antwort' : 'Erledigung';
  const since = overdue.Days === 0 ? 'seit heute' : overdue.Days === 1 ? 'seit 1 Tag' : `seit ${overdue.Days} Tagen`;
  return `Überfällig: ${what} ${since} fällig`;
}

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.dayFormat);

/** GET /gis/workspace/{id}/figures query: the period by days in Berlin's calendar, both included,
 *  each optional (left out: from the project's start, until today). */
export const FiguresQuery = z.strictObject({ von: Day.optional(), bis: Day.optional() })
  .refine((q) => !q.von || !q.bis || q.von <= q.bis, { message: FIELD_MESSAGES.periodReversed, path: ['bis'] });
export type FiguresQuery = z.infer<typeof FiguresQuery>;

/** At most this many weeks are shown in `ByWeek` (the last ones of the period). */
export const FIGURES_WEEKS_MAX = 104;
/** The medians are taken over at most this many entries, the newest of the period. */
export const FIGURES_MEDIAN_SAMPLE_MAX = 50_000;

/** GET /gis/workspace/{id}/figures answer (docs/product.md §16.11): of the project's live entries
 *  created in the period `From`–`To` (days in Berlin's calendar): `Entries`; per week (its Monday
 *  in Berlin) the new ones, at most FIGURES_WEEKS_MAX weeks (`WeeksCut`: earlier weeks were left
 *  out); the median days from creation to the first response and to the completion over those that
 *  got one (null without any; `MedianSample`: how many each median was taken over), `Answered`
 *  (with a first response) and `ShareAnswered` (0–1, null without entries); the overdue ones now
 *  by kind (of all live entries, whatever the period); and the entries per status, per map. */
export const WorkspaceFigures = z.object({
  From: Day,
  To: Day,
  Now: Timestamp,
  Deadlines,
  Entries: z.number().int(),
  ByWeek: z.array(z.object({ Week: Day, Count: z.number().int() })),
  WeeksCut: z.boolean(),
  MedianFirstResponseDays: z.number().nullable(),
  MedianCompletionDays: z.number().nullable(),
  MedianSample: z.object({ FirstResponse: z.number().int(), Completion: z.number().int() }),
  Answered: z.number().int(),
  Completed: z.number().int(),
  ShareAnswered: z.number().nullable(),
  Overdue: z.object({ Antwort: z.number().int(), Erledigung: z.number().int() }),
  ByStatus: z.array(z.object({ Layer: z.string(), LayerName: z.string(), Status: z.string(), Label: z.string(), Closed: z.boolean(), Count: z.number().int() })),
});
export type WorkspaceFigures = z.infer<typeof WorkspaceFigures>;

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
