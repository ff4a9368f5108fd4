import type { Translated } from '../../catalogue-types.js';
import type { surveys as german } from '../../de/messages/surveys.js';

/** The server's messages in Ukrainian (translation of i18n/de/messages/surveys.ts). */
export const surveys: Translated<typeof german> = {
  surveyNotFound: 'Цього опитування не існує (більше).',
  surveyDeleted: 'Опитування видалено.',
  surveyDraft: 'Опитування ще не опубліковано.',
  surveyUpcoming: 'Опитування починається {date}.',
  surveyClosed: 'Опитування завершено.',
  surveySignIn: 'Увійдіть, щоб узяти участь у цьому опитуванні.',
  surveyAlreadyAnswered: 'Ви вже взяли участь у цьому опитуванні.',
  surveyAnswerMissing: 'Будь ласка, дайте відповідь на запитання «{question}».',
  surveyMatrixRowMissing: 'Будь ласка, виберіть відповідь для «{row}» у «{question}».',
  surveyRankingInvalid: 'Будь ласка, розставте кожен варіант у «{question}» рівно один раз.',
  surveyAnswerInvalid: 'Відповідь на «{question}» не відповідає запитанню.',
  surveyAnswerUnknown: 'У цьому опитуванні немає запитання «{key}».',
  surveyKeyTwice: 'Ключ «{key}» трапляється кілька разів. Кожне запитання потребує власного ключа.',
  surveyOptionsMissing: 'Запитання «{question}» потребує щонайменше двох варіантів.',
  surveyOptionKeyTwice: 'У «{question}» ключ «{key}» трапляється кілька разів.',
  surveyMatrixIncomplete: 'Матриця «{question}» потребує щонайменше одного рядка і двох ступенів.',
  surveyClosesBeforeOpens: 'Опитування має завершуватися після початку.',
  surveyQuestionHasAnswers: 'Запитання «{question}» уже має відповіді, його не можна видалити чи змінити його тип.',
  surveyOptionHasAnswers: '«{option}» у «{question}» уже вибрано, його не можна видалити.',
  surveyLimit: 'Цей проєкт уже має {max} опитувань. Спершу видаліть одне.',
};
