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

/** Most switches of one phase, maps and surveys together (one per map or survey of the project). */
export const PHASE_SWITCHES_MAX = 50;

/** What a phase allows on one map of its project (docs/product.md §25.4): view it, add entries,
 *  comment, vote; each left out is allowed. The list of a phase is tagged by `Target` so that other
 *  kinds (a survey with `Answer`) can join it without changing stored phases. */
export const LayerPhaseSwitch = z.strictObject({
  Target: z.literal('layer'),
  ID: z.string().min(1).max(64),
  View: z.boolean().default(true),
  Contribute: z.boolean().default(true),
  Comment: z.boolean().default(true),
  Vote: z.boolean().default(true),
});
export type LayerPhaseSwitch = z.infer<typeof LayerPhaseSwitch>;
/** What a phase allows on one survey of its project (docs/product.md §25.4): see it, answer it;
 *  each left out is allowed. Its own opening and closing times apply besides. */
export const SurveyPhaseSwitch = z.strictObject({
  Target: z.literal('survey'),
  ID: z.string().min(1).max(64),
  View: z.boolean().default(true),
  Answer: z.boolean().default(true),
});
export type SurveyPhaseSwitch = z.infer<typeof SurveyPhaseSwitch>;
/** One switch of a phase: a map (`Target: 'layer'`) or a survey (`Target: 'survey'`). */
export const PhaseSwitch = z.discriminatedUnion('Target', [LayerPhaseSwitch, SurveyPhaseSwitch], { error: () => FIELD_MESSAGES.phaseSwitchTarget });
export type PhaseSwitch = z.infer<typeof PhaseSwitch>;

/** One step of a participation, e.g. „Ideen sammeln“ from 1 to 31 March; days are inclusive and
 *  either may be left open (null). `Switches` say what the phase allows on the project's maps and surveys while
 *  it is current (docs/product.md §25.4); left out or empty: everything, as before. */
export const Phase = z.strictObject({
  Title: z.string().trim().min(1, FIELD_MESSAGES.phaseNameMissing).max(100, FIELD_MESSAGES.phaseNameTooLong),
  Start: Day.nullable(),
  End: Day.nullable(),
  Switches: z.array(PhaseSwitch).max(PHASE_SWITCHES_MAX, fieldMessage('tooManyPhaseSwitches', { max: PHASE_SWITCHES_MAX })).optional(),
  /** „Ergebnisphase“: from its start the project's results page is public (docs/product.md §25.5);
   *  at most one phase of a project. */
  Results: z.boolean().optional(),
}).refine((p) => p.Start === null || p.End === null || p.Start <= p.End, { message: FIELD_MESSAGES.phaseReversed, path: ['End'] })
  .refine((p) => new Set((p.Switches ?? []).map((s) => `${s.Target}:${s.ID}`)).size === (p.Switches ?? []).length, { message: FIELD_MESSAGES.phaseSwitchTwice, path: ['Switches'] });
export type Phase = z.infer<typeof Phase>;

export const Phases = z.array(Phase).max(PHASES_MAX, fieldMessage('tooManyPhases', { max: PHASES_MAX }))
  .refine((phases) => phases.filter((p) => p.Results === true).length <= 1, { message: FIELD_MESSAGES.resultsPhaseTwice });

/** Markdown source of a description (CommonMark, no raw HTML; the server sanitises what it renders). */
export const Description = z.string().max(DESCRIPTION_MAX_LENGTH, fieldMessage('descriptionTooLong', { max: DESCRIPTION_MAX_LENGTH.toLocaleString('de-DE') }));

/** What a project image shows, for people who cannot see it ('' if it is decoration only). */
export const ImageAlt = z.string().trim().max(IMAGE_ALT_MAX_LENGTH, fieldMessage('imageAltTooLong', { max: IMAGE_ALT_MAX_LENGTH }));
