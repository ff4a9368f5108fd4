import { z } from 'zod';
import { Id } from './common.js';
import { OFFICIAL_ANSWER_MAX_LENGTH } from './limits.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** Answer templates („Textbausteine“) of an organisation (docs/product.md §16.2): named texts the
 *  team puts into an official answer, with placeholders for the entry. */

/** The placeholders a template may hold, with what each becomes (for the editor's help). */
export const ANSWER_PLACEHOLDERS = {
  titel: 'der Titel des Eintrags',
  datum: 'das Datum des Eintrags (TT.MM.JJJJ)',
  karte: 'der Name der Karte',
  zustaendigkeit: 'die Zuständigkeit des Eintrags (leer, wenn keine gesetzt ist)',
} as const;
export type AnswerPlaceholder = keyof typeof ANSWER_PLACEHOLDERS;

/** Most templates per organisation, and the longest name (characters). */
export const ANSWER_TEMPLATES_MAX = 50;
export const ANSWER_TEMPLATE_NAME_MAX = 80;

const PLACEHOLDER = /\{([^{}\s]{1,40})\}/g;
const known = Object.keys(ANSWER_PLACEHOLDERS).map((k) => `{${k}}`).join(', ');

/** The placeholders `{…}` of `text` that ANSWER_PLACEHOLDERS does not know. */
export const unknownPlaceholders = (text: string): string[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((name) => !Object.hasOwn(ANSWER_PLACEHOLDERS, name)))];

/** `text` with each known placeholder replaced by its value (unknown ones stay as written). */
export const fillAnswerTemplate = (text: string, values: Readonly<Record<AnswerPlaceholder, string>>): string =>
  text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name as AnswerPlaceholder] : whole));

/** One template as written: a name and its text (plain text, trimmed, at most as long as an answer). */
export const AnswerTemplateBody = z.strictObject({
  Name: z.string({ error: FIELD_MESSAGES.templateNameNotText }).trim()
    .min(1, FIELD_MESSAGES.templateNameMissing).max(ANSWER_TEMPLATE_NAME_MAX, fieldMessage('templateNameTooLong', { max: ANSWER_TEMPLATE_NAME_MAX })),
  Text: z.string({ error: FIELD_MESSAGES.templateTextNotText }).trim()
    .min(1, FIELD_MESSAGES.templateTextMissing).max(OFFICIAL_ANSWER_MAX_LENGTH, fieldMessage('templateTextTooLong', { max: OFFICIAL_ANSWER_MAX_LENGTH })),
}).superRefine((t, ctx) => {
  const unknown = unknownPlaceholders(t.Text);
  if (unknown.length) ctx.addIssue({ code: 'custom', path: ['Text'], message: fieldMessage('templateUnknownPlaceholder', { template: t.Name, placeholder: unknown[0]!, known }) });
});
export type AnswerTemplateBody = z.infer<typeof AnswerTemplateBody>;

/** PUT /admin/organisation/{id}/answer-templates body: the whole list, in its order; names unique. */
export const AnswerTemplatesBody = z.strictObject({
  Templates: z.array(AnswerTemplateBody).max(ANSWER_TEMPLATES_MAX, fieldMessage('tooManyTemplates', { max: ANSWER_TEMPLATES_MAX }))
    .refine((list) => new Set(list.map((t) => t.Name.toLowerCase())).size === list.length, FIELD_MESSAGES.templateNameTwice),
});
export type AnswerTemplatesBody = z.infer<typeof AnswerTemplatesBody>;

/** A stored template as answered. */
export const AnswerTemplate = z.object({ ID: Id, Name: z.string(), Text: z.string() });
export type AnswerTemplate = z.infer<typeof AnswerTemplate>;
