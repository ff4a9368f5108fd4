import type { Translated } from '../../catalogue-types.js';
import type { surveys as german } from '../../de/messages/surveys.js';

/** The server's messages in Turkish (translation of i18n/de/messages/surveys.ts). */
export const surveys: Translated<typeof german> = {
  surveyNotFound: 'Bu anket (artık) mevcut değil.',
  surveyDeleted: 'Anket silindi.',
  surveyDraft: 'Anket henüz yayınlanmadı.',
  surveyUpcoming: 'Anket {date} tarihinde başlıyor.',
  surveyClosed: 'Anket sona erdi.',
  surveySignIn: 'Bu ankete katılmak için lütfen oturum açın.',
  surveyAlreadyAnswered: 'Bu ankete zaten katıldınız.',
  surveyAnswerMissing: 'Lütfen „{question}“ sorusunu yanıtlayın.',
  surveyMatrixRowMissing: 'Lütfen „{question}“ içinde „{row}“ için bir yanıt seçin.',
  surveyRankingInvalid: 'Lütfen „{question}“ içindeki her seçeneği tam bir kez sıralayın.',
  surveyAnswerInvalid: '„{question}“ sorusunun yanıtı soruya uymuyor.',
  surveyAnswerUnknown: 'Bu ankette „{key}“ sorusu yok.',
  surveyKeyTwice: '„{key}“ anahtarı birden fazla kez geçiyor. Her sorunun kendi anahtarı olmalı.',
  surveyOptionsMissing: '„{question}“ sorusunun en az iki seçeneği olmalı.',
  surveyOptionKeyTwice: '„{question}“ içinde „{key}“ anahtarı birden fazla kez geçiyor.',
  surveyMatrixIncomplete: '„{question}“ matrisinin en az bir satırı ve iki basamağı olmalı.',
  surveyClosesBeforeOpens: 'Anketin bitişi başlangıcından sonra olmalı.',
  surveyQuestionHasAnswers: '„{question}“ sorusunun zaten yanıtları var; artık kaldırılamaz veya türü değiştirilemez.',
  surveyOptionHasAnswers: '„{question}“ içindeki „{option}“ zaten seçildi ve artık kaldırılamaz.',
  surveyLimit: 'Bu projenin zaten {max} anketi var. Lütfen önce birini silin.',
};
