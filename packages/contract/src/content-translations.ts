import { z } from 'zod';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from './limits.js';
import { DESCRIPTION_MAX_LENGTH, PHASES_MAX } from './project.js';
import type { ProjectTexts, QuestionnaireTexts } from './content-translation-languages.js';
import { fieldMessage, type FieldMessageKey } from './field-messages.js';

/** The zod schemas of the translations of a project's and a questionnaire's texts
 *  (docs/product.md §23.5; the checks against the German are in content-translations-rules.ts).
 *  Each text has the limits of the German field it translates. The languages are checked by the
 *  bodies that hold them (an unknown one is refused with a German message, nothing stored). */

const text = (max: number, key: FieldMessageKey) => z.string().trim().max(max, fieldMessage(key, { max: max.toLocaleString('de-DE') }));

/** A project's name, description (Markdown) and phase names by place in one language. */
export const ProjectTranslation = z.strictObject({
  Name: text(NAME_MAX_LENGTH, 'translatedNameTooLong').optional(),
  Description: text(DESCRIPTION_MAX_LENGTH, 'translatedDescriptionTooLong').optional(),
  Phases: z.array(text(100, 'translatedPhaseTooLong')).max(PHASES_MAX, fieldMessage('tooManyPhases', { max: PHASES_MAX })).optional(),
}) satisfies z.ZodType<ProjectTexts>;

/** A question's text, help text, message when left empty and option labels in one language. */
export const QuestionTranslation = z.strictObject({
  Question: text(TEXT_MAX_LENGTH, 'translatedQuestionTooLong').optional(),
  Description: text(TEXT_MAX_LENGTH, 'translatedHelpTooLong').optional(),
  MissingMsg: text(TEXT_MAX_LENGTH, 'translatedHintTooLong').optional(),
  Options: z.record(z.string(), text(NAME_MAX_LENGTH, 'translatedOptionTooLong')).optional(),
});

/** A questionnaire's questions by key and its categories' labels by key in one language. */
export const QuestionnaireTranslation = z.strictObject({
  Questions: z.record(z.string(), QuestionTranslation).optional(),
  Categories: z.record(z.string(), text(NAME_MAX_LENGTH, 'translatedCategoryTooLong')).optional(),
}) satisfies z.ZodType<QuestionnaireTexts>;

/** Translations by language code (`en`, `tr`, `ar`, `uk`). */
export const ProjectTranslations = z.record(z.string(), ProjectTranslation);
export const QuestionnaireTranslations = z.record(z.string(), QuestionnaireTranslation);
