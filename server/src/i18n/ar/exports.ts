import type { ExportWords } from '../catalogue-types.js';

/** The exports' fixed headers and sheet names in Arabic (translation of i18n/de/exports.ts). */
export const exportWords: ExportWords = {
  id: 'المعرّف',
  createdAt: 'تاريخ الإنشاء',
  updatedAt: 'تاريخ التعديل',
  latitude: 'خط العرض',
  longitude: 'خط الطول',
  altitude: 'الارتفاع (م)',
  category: 'الفئة',
  questionPlace: '(السؤال {n})',
  removedQuestion: '(سؤال محذوف)',
  status: 'الحالة',
  statusSince: 'الحالة منذ',
  answer: 'الرد الرسمي',
  answerOrganisation: 'الرد الرسمي: الجهة',
  answerAt: 'تاريخ الرد الرسمي',
  votesUp: 'إعجاب',
  votesDown: 'عدم إعجاب',
  comments: 'التعليقات',
  entriesSheet: 'المدخلات',
  commentsSheet: 'التعليقات',
  commentEntry: 'المُدخَل (المعرّف)',
  commentDate: 'التاريخ',
  commentName: 'الاسم',
  commentText: 'التعليق',
};
