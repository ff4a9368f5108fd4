import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';

/** Usage questions of the tram-line survey (docs/product.md §3.18 Survey data), each a yes/no answer. */
export const SURVEY_USAGE_KEYS = [
  'nutzung_schueler_student', 'nutzung_arbeitnehmer', 'nutzung_gewerbetreibender', 'nutzung_freizeitangelegenheit',
  'nutzung_anbindung_umland', 'nutzung_anwohner', 'nutzung_einkaufen',
] as const;
export const INTERESSENSGRUPPEN = ['anlieger_bewohner', 'buerger_stadt', 'buerger_land'] as const;
export const ALTERSGRUPPEN = ['alter_kleinergleich_20', 'alter_21_35', 'alter_36_50', 'alter_51_65', 'alter_gr_65'] as const;

/** One answer set of the survey (docs/product.md §3.18 Survey data). */
export const SurveyData = z.strictObject({
  ...Object.fromEntries(SURVEY_USAGE_KEYS.map((k) => [k, z.boolean().default(false)])) as Record<(typeof SURVEY_USAGE_KEYS)[number], z.ZodDefault<z.ZodBoolean>>,
  interessensgruppe: z.enum(INTERESSENSGRUPPEN, { error: FIELD_MESSAGES.chooseInterestGroup }),
  altersgruppe: z.enum(ALTERSGRUPPEN, { error: FIELD_MESSAGES.chooseAgeGroup }),
});
export type SurveyData = z.infer<typeof SurveyData>;

/** POST /survey body. */
export const SurveyBody = z.strictObject({ Data: SurveyData });
export type SurveyBody = z.infer<typeof SurveyBody>;

/** GET /survey/results (holders of `admin`): number of answer sets, and per question how often
 *  each answer was given (usage questions: how often "ja"). */
export const SurveyResults = z.object({
  Total: z.number().int(),
  Usage: z.record(z.enum(SURVEY_USAGE_KEYS), z.number().int()),
  Interessensgruppe: z.record(z.enum(INTERESSENSGRUPPEN), z.number().int()),
  Altersgruppe: z.record(z.enum(ALTERSGRUPPEN), z.number().int()),
});
export type SurveyResults = z.infer<typeof SurveyResults>;
