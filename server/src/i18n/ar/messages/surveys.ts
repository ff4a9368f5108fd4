import type { Translated } from '../../catalogue-types.js';
import type { surveys as german } from '../../de/messages/surveys.js';

/** The server's messages in Arabic (translation of i18n/de/messages/surveys.ts). */
export const surveys: Translated<typeof german> = {
  surveyNotFound: 'هذا الاستطلاع غير موجود (بعد الآن).',
  surveyDeleted: 'تم حذف الاستطلاع.',
  surveyDraft: 'لم يُنشر الاستطلاع بعد.',
  surveyUpcoming: 'يبدأ الاستطلاع في {date}.',
  surveyClosed: 'انتهى الاستطلاع.',
  surveySignIn: 'يرجى تسجيل الدخول للمشاركة في هذا الاستطلاع.',
  surveyAlreadyAnswered: 'لقد شاركت في هذا الاستطلاع بالفعل.',
  surveyAnswerMissing: 'يرجى الإجابة عن السؤال „{question}“.',
  surveyMatrixRowMissing: 'يرجى اختيار إجابة لـ „{row}“ في „{question}“.',
  surveyRankingInvalid: 'يرجى ترتيب كل خيار في „{question}“ مرة واحدة بالضبط.',
  surveyAnswerInvalid: 'الإجابة عن „{question}“ لا تناسب السؤال.',
  surveyAnswerUnknown: 'لا يوجد في هذا الاستطلاع سؤال „{key}“.',
  surveyKeyTwice: 'المفتاح „{key}“ مكرر. يحتاج كل سؤال إلى مفتاح خاص به.',
  surveyOptionsMissing: 'يحتاج السؤال „{question}“ إلى خيارين على الأقل.',
  surveyOptionKeyTwice: 'المفتاح „{key}“ مكرر في „{question}“.',
  surveyMatrixIncomplete: 'تحتاج المصفوفة „{question}“ إلى صف واحد ودرجتين على الأقل.',
  surveyClosesBeforeOpens: 'يجب أن ينتهي الاستطلاع بعد بدايته.',
  surveyQuestionHasAnswers: 'للسؤال „{question}“ إجابات بالفعل، ولم يعد بالإمكان حذفه أو تغيير نوعه.',
  surveyOptionHasAnswers: 'تم اختيار „{option}“ في „{question}“ بالفعل ولم يعد بالإمكان حذفه.',
  surveyLimit: 'لهذا المشروع {max} استطلاعات بالفعل. يرجى حذف واحد أولاً.',
};
