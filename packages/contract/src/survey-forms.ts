import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';
import { Description } from './project.js';

/** Surveys a project's team builds (docs/product.md §25.2; docs/decisions/0047): questions of the
 *  map questionnaire's kinds where they make sense, plus „Rangfolge“ (ranking) and „Matrix“
 *  (one scale, one answer per row). Kept apart from the map questionnaire (schema.ts Variable).
 *  The tram survey of §2.18 keeps its own shapes in survey.ts. */

/** Question kinds: free text (one line / several), one choice, several choices, yes/no, a number,
 *  ranking, matrix, a text without answer (`label`) and a page break. */
export const SURVEY_QUESTION_KINDS = ['text', 'text_multi', 'single', 'multiple', 'boolean', 'number', 'ranking', 'matrix', 'label', 'pagebreak'] as const;
export const SurveyQuestionKind = z.enum(SURVEY_QUESTION_KINDS);
export type SurveyQuestionKind = z.infer<typeof SurveyQuestionKind>;
/** Kinds whose answers pick from `Options`. */
export const SURVEY_OPTION_KINDS: readonly SurveyQuestionKind[] = ['single', 'multiple', 'ranking'];
/** Kinds that take no answer. */
export const SURVEY_SILENT_KINDS: readonly SurveyQuestionKind[] = ['label', 'pagebreak'];

/** Limits of a survey (docs/product.md §25.2). */
export const SURVEY_LIMITS = {
  questions: 100, options: 30, rows: 30, scale: 10, keyLength: 60, textLength: 1000, answerLength: 5000, titleLength: 200, surveysPerProject: 50,
} as const;

/** A choice, a matrix row or a step of a matrix's scale: a stable key and what it says. */
export const SurveyOption = z.object({
  Key: z.string().trim().min(1, FIELD_MESSAGES.optionKeyEmpty).max(SURVEY_LIMITS.keyLength),
  Label: z.string().max(SURVEY_LIMITS.textLength).default(''),
});
export type SurveyOption = z.infer<typeof SurveyOption>;

/** One question of a survey. `Options` for single, multiple and ranking; `Rows` and `Scale` for
 *  matrix. Keys are unique in a survey (checked by the server, surveys/survey-checks.ts). */
export const SurveyQuestion = z.object({
  Key: z.string().trim().min(1, FIELD_MESSAGES.optionKeyEmpty).max(SURVEY_LIMITS.keyLength),
  Kind: SurveyQuestionKind,
  Question: z.string().max(SURVEY_LIMITS.textLength).default(''),
  Description: z.string().max(SURVEY_LIMITS.textLength).default(''),
  Optional: z.boolean().default(false),
  Options: z.array(SurveyOption).max(SURVEY_LIMITS.options).default([]),
  Rows: z.array(SurveyOption).max(SURVEY_LIMITS.rows).default([]),
  Scale: z.array(SurveyOption).max(SURVEY_LIMITS.scale).default([]),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;

/** Who may answer: everyone (anonymous visitors too) or signed-in people only. */
export const SurveyAudience = z.enum(['anyone', 'signed_in']);
export type SurveyAudience = z.infer<typeof SurveyAudience>;
/** One answer per device (an HttpOnly cookie, stored hashed) or per account. */
export const SurveyOncePer = z.enum(['device', 'account']);
export type SurveyOncePer = z.infer<typeof SurveyOncePer>;
/** Where a survey stands: being prepared (team only), published but not yet open, open, ended. */
export const SurveyState = z.enum(['draft', 'upcoming', 'open', 'closed']);
export type SurveyState = z.infer<typeof SurveyState>;

const When = z.iso.datetime({ offset: true }).nullable().default(null);

/** POST /gis/workspace/{id}/surveys and PUT /gis/survey/{id}: the whole survey. */
export const SurveyFormBody = z.strictObject({
  Title: z.string().trim().min(1, FIELD_MESSAGES.nameEmpty).max(SURVEY_LIMITS.titleLength, FIELD_MESSAGES.nameTooLong),
  Description: Description.default(''),
  ThankYou: z.string().max(SURVEY_LIMITS.textLength).default(''),
  Questions: z.array(SurveyQuestion).max(SURVEY_LIMITS.questions).default([]),
  Audience: SurveyAudience.default('anyone'),
  OncePer: SurveyOncePer.default('device'),
  OpensAt: When,
  ClosesAt: When,
  Published: z.boolean().default(false),
});
export type SurveyFormBody = z.infer<typeof SurveyFormBody>;

/** A survey on the wire. `State` from Published, OpensAt and ClosesAt at the time of the answer;
 *  `CanEdit` for the team; `Answered`: this account or device has answered; `AnswerCount` for the
 *  team only (null for everyone else). */
/** What a survey allows its caller now (SurveyForm.Now, docs/product.md §25.4): `Answer` whether
 *  the open project and its current phase take answers (the survey's own times stand in `State`),
 *  `Phase` the title of the phase that switched something off on it (null: none). */
export const SurveyNow = z.object({ Phase: z.string().nullable(), Answer: z.boolean() });
export type SurveyNow = z.infer<typeof SurveyNow>;

export const SurveyForm = z.object({
  Id: z.string(),
  Workspace: z.string(),
  Title: z.string(),
  Description: z.string(),
  DescriptionHtml: z.string(),
  ThankYou: z.string(),
  Questions: z.array(SurveyQuestion),
  Audience: SurveyAudience,
  OncePer: SurveyOncePer,
  OpensAt: z.string().nullable(),
  ClosesAt: z.string().nullable(),
  Published: z.boolean(),
  State: SurveyState,
  CanEdit: z.boolean(),
  Answered: z.boolean(),
  AnswerCount: z.number().int().nullable(),
  /** Server/src/access/survey.rules.ts surveyNow. */
  Now: SurveyNow,
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type SurveyForm = z.infer<typeof SurveyForm>;

/** One answer: text, number, yes/no, chosen keys (multiple; ranking: all option keys, first =
 *  rank 1) or per matrix row the chosen step of the scale. */
export const SurveyAnswerValue = z.union([
  z.string().max(SURVEY_LIMITS.answerLength),
  z.number(),
  z.boolean(),
  z.array(z.string().max(SURVEY_LIMITS.keyLength)).max(SURVEY_LIMITS.options),
  z.record(z.string().max(SURVEY_LIMITS.keyLength), z.string().max(SURVEY_LIMITS.keyLength)),
]);
export type SurveyAnswerValue = z.infer<typeof SurveyAnswerValue>;

/** POST /gis/survey/{id}/answers: answers by question key. */
export const SurveyAnswerBody = z.strictObject({
  Answers: z.record(z.string().max(SURVEY_LIMITS.keyLength), SurveyAnswerValue),
});
export type SurveyAnswerBody = z.infer<typeof SurveyAnswerBody>;

/** Per question what was answered: counts per option (single, multiple, boolean with keys
 *  'true'/'false'), mean rank per option (ranking; 1 = first), counts per row and step (matrix),
 *  the texts (text kinds) and numbers (number). */
export const SurveyQuestionResult = z.object({
  Key: z.string(),
  Kind: SurveyQuestionKind,
  Question: z.string(),
  Answered: z.number().int(),
  Counts: z.array(z.object({ Key: z.string(), Label: z.string(), Count: z.number().int() })),
  MeanRanks: z.array(z.object({ Key: z.string(), Label: z.string(), MeanRank: z.number().nullable() })),
  Matrix: z.array(z.object({ Key: z.string(), Label: z.string(), Counts: z.array(z.object({ Key: z.string(), Label: z.string(), Count: z.number().int() })) })),
  Texts: z.array(z.string()),
  Numbers: z.array(z.number()),
});
export type SurveyQuestionResult = z.infer<typeof SurveyQuestionResult>;

/** GET /gis/survey/{id}/results (the team): the number of answers and per question its result. */
export const SurveyFormResults = z.object({
  Survey: z.object({ Id: z.string(), Title: z.string(), Workspace: z.string() }),
  Total: z.number().int(),
  Questions: z.array(SurveyQuestionResult),
});
export type SurveyFormResults = z.infer<typeof SurveyFormResults>;

/** GET /gis/survey/{id}/export?format=xlsx|csv. */
export const SurveyExportQuery = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
export type SurveyExportQuery = z.infer<typeof SurveyExportQuery>;

