import type { Translated } from '../../catalogue-types.js';
import type { surveys as german } from '../../de/messages/surveys.js';

/** The server's messages in English (translation of i18n/de/messages/surveys.ts). */
export const surveys: Translated<typeof german> = {
  surveyNotFound: 'This survey does not exist (any more).',
  surveyDeleted: 'The survey has been deleted.',
  surveyDraft: 'The survey has not been published yet.',
  surveyUpcoming: 'The survey starts on {date}.',
  surveyClosed: 'The survey has ended.',
  surveySignIn: 'Please sign in to take part in this survey.',
  surveyAlreadyAnswered: 'You have already taken part in this survey.',
  surveyAnswerMissing: 'Please answer the question “{question}”.',
  surveyMatrixRowMissing: 'Please choose an answer for “{row}” in “{question}”.',
  surveyRankingInvalid: 'Please put every option of “{question}” in order exactly once.',
  surveyAnswerInvalid: 'The answer to “{question}” does not fit the question.',
  surveyAnswerUnknown: 'This survey has no question “{key}”.',
  surveyKeyTwice: 'The key “{key}” occurs more than once. Every question needs its own key.',
  surveyOptionsMissing: 'The question “{question}” needs at least two options.',
  surveyOptionKeyTwice: 'The key “{key}” occurs more than once in “{question}”.',
  surveyMatrixIncomplete: 'The matrix “{question}” needs at least one row and two steps.',
  surveyClosesBeforeOpens: 'The survey must end after it starts.',
  surveyQuestionHasAnswers: 'The question “{question}” already has answers and can no longer be removed or change its kind.',
  surveyOptionHasAnswers: '“{option}” in “{question}” has already been chosen and can no longer be removed.',
  surveyLimit: 'This project already has {max} surveys. Please delete one first.',
};
