import type { Translation } from '../catalogue';
import type * as de from '../de/translation';

export const translation: Translation<typeof de.translation> = {
  translate: 'ترجمة',
  translating: 'جارٍ الترجمة …',
  showOriginal: 'عرض النص الأصلي',
  machine: 'ترجمة آلية',
  failed: 'الترجمة غير ممكنة الآن. يرجى المحاولة مرة أخرى لاحقًا.',
  answerOf: 'الإجابة عن „{question}“',
  commentOf: 'تعليق من {author}',
};
