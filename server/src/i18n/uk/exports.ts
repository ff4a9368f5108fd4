import type { ExportWords } from '../catalogue-types.js';

/** The exports' fixed headers and sheet names in Ukrainian (translation of i18n/de/exports.ts). */
export const exportWords: ExportWords = {
  id: 'ID',
  createdAt: 'Створено',
  updatedAt: 'Змінено',
  latitude: 'Широта',
  longitude: 'Довгота',
  altitude: 'Висота (м)',
  category: 'Категорія',
  questionPlace: '(питання {n})',
  removedQuestion: '(видалене питання)',
  status: 'Статус',
  statusSince: 'Статус із',
  answer: 'Офіційна відповідь',
  answerOrganisation: 'Офіційна відповідь: організація',
  answerAt: 'Дата офіційної відповіді',
  votesUp: 'Подобається',
  votesDown: 'Не подобається',
  comments: 'Коментарі',
  entriesSheet: 'Записи',
  commentsSheet: 'Коментарі',
  commentEntry: 'Запис (ID)',
  commentDate: 'Дата',
  commentName: 'Ім’я',
  commentText: 'Коментар',
};
