import { z } from 'zod';
import { Id } from './common.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** Profile questions („Profilfragen“, docs/product.md §25.3): an organisation's optional
 *  single-choice questions about the people taking part (district, age group, …). Answers belong
 *  to the account, never to an entry; the evaluation sees them only as counts per project, with
 *  groups under PROFILE_GROUP_MIN hidden (docs/decisions/0048). */

/** Most questions per organisation, most options per question, longest texts (characters). */
export const PROFILE_QUESTIONS_MAX = 10;
export const PROFILE_OPTIONS_MAX = 30;
export const PROFILE_LABEL_MAX = 200;
export const PROFILE_OPTION_LABEL_MAX = 100;
/** The smallest group whose count the evaluation shows (docs/decisions/0048). */
export const PROFILE_GROUP_MIN = 5;

const OptionLabel = z.string({ error: FIELD_MESSAGES.profileOptionMissing }).trim()
  .min(1, FIELD_MESSAGES.profileOptionMissing)
  .max(PROFILE_OPTION_LABEL_MAX, fieldMessage('profileOptionTooLong', { max: PROFILE_OPTION_LABEL_MAX }));

/** One option as written: its id when it exists already (keeps its answers), and its text. */
export const ProfileOptionBody = z.strictObject({ ID: Id.optional(), Label: OptionLabel });
export type ProfileOptionBody = z.infer<typeof ProfileOptionBody>;

/** One question as written: its id when it exists already, its text, whether it is asked, its
 *  options (2 to PROFILE_OPTIONS_MAX, texts unique in any case). */
export const ProfileQuestionBody = z.strictObject({
  ID: Id.optional(),
  Label: z.string({ error: FIELD_MESSAGES.profileQuestionMissing }).trim()
    .min(1, FIELD_MESSAGES.profileQuestionMissing)
    .max(PROFILE_LABEL_MAX, fieldMessage('profileQuestionTooLong', { max: PROFILE_LABEL_MAX })),
  Active: z.boolean({ error: FIELD_MESSAGES.profileActiveNotBoolean }),
  Options: z.array(ProfileOptionBody, { error: FIELD_MESSAGES.profileTooFewOptions })
    .min(2, FIELD_MESSAGES.profileTooFewOptions)
    .max(PROFILE_OPTIONS_MAX, fieldMessage('profileTooManyOptions', { max: PROFILE_OPTIONS_MAX }))
    .refine((list) => new Set(list.map((o) => o.Label.toLowerCase())).size === list.length, FIELD_MESSAGES.profileOptionTwice),
});
export type ProfileQuestionBody = z.infer<typeof ProfileQuestionBody>;

/** PUT /admin/organisation/{id}/profile-questions body: the whole list, in its order. A question
 *  or option left out is deleted with its answers (docs/decisions/0048). */
export const ProfileQuestionsBody = z.strictObject({
  Questions: z.array(ProfileQuestionBody).max(PROFILE_QUESTIONS_MAX, fieldMessage('profileTooManyQuestions', { max: PROFILE_QUESTIONS_MAX })),
});
export type ProfileQuestionsBody = z.infer<typeof ProfileQuestionsBody>;

export const ProfileOption = z.object({ ID: Id, Label: z.string() });
export type ProfileOption = z.infer<typeof ProfileOption>;
/** A stored question as answered. */
export const ProfileQuestion = z.object({ ID: Id, Label: z.string(), Active: z.boolean(), Options: z.array(ProfileOption) });
export type ProfileQuestion = z.infer<typeof ProfileQuestion>;

/** One answer: the option chosen for a question. A question without an answer is „Keine Angabe“. */
export const ProfileAnswer = z.strictObject({ Question: Id, Option: Id });
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;
/** The answers of a registration or of PUT /auth/profile (at most one per question). */
export const ProfileAnswers = z.array(ProfileAnswer).max(PROFILE_QUESTIONS_MAX, fieldMessage('profileTooManyQuestions', { max: PROFILE_QUESTIONS_MAX }))
  .refine((list) => new Set(list.map((a) => a.Question)).size === list.length, FIELD_MESSAGES.profileAnswerTwice);

/** PUT /auth/profile body: the whole set of the person's answers for the site's organisation. */
export const ProfileAnswersBody = z.strictObject({ Answers: ProfileAnswers });
export type ProfileAnswersBody = z.infer<typeof ProfileAnswersBody>;

/** GET /auth/profile: the asked questions of the site's organisation, the person's answers to
 *  them, and whether to show the prompt after a first contribution (not answered, not dismissed,
 *  some contribution made; docs/product.md §25.3). */
export const MyProfile = z.object({
  Questions: z.array(ProfileQuestion),
  Answers: z.array(ProfileAnswer),
  Prompt: z.boolean(),
});
export type MyProfile = z.infer<typeof MyProfile>;

/** How a group's count is shown: the count (PROFILE_GROUP_MIN or more), „weniger als 5“, or
 *  withheld so that a small group cannot be worked out from the total (docs/decisions/0048). */
export const PROFILE_GROUP_STATES = ['shown', 'small', 'withheld'] as const;
export const ProfileGroup = z.object({
  /** The option's id; null for „Keine Angabe“. */
  ID: Id.nullable(),
  Label: z.string(),
  State: z.enum(PROFILE_GROUP_STATES),
  /** Only when State is `shown`: never a number under PROFILE_GROUP_MIN. */
  Count: z.number().int().min(PROFILE_GROUP_MIN).nullable(),
});
export type ProfileGroup = z.infer<typeof ProfileGroup>;

/** GET /gis/workspace/{id}/participants: the project's participants (accounts with an entry,
 *  comment or vote in it) by their answers, question by question. */
export const ParticipantProfile = z.object({
  Participants: z.number().int().min(0),
  Questions: z.array(z.object({ ID: Id, Label: z.string(), Groups: z.array(ProfileGroup) })),
});
export type ParticipantProfile = z.infer<typeof ParticipantProfile>;
