import type { ExportWords } from '../catalogue-types.js';

/** The exports' fixed headers and sheet names in English (translation of i18n/de/exports.ts). */
export const exportWords: ExportWords = {
  id: 'ID',
  createdAt: 'Created on',
  updatedAt: 'Changed on',
  latitude: 'Latitude',
  longitude: 'Longitude',
  altitude: 'Height (m)',
  category: 'Category',
  questionPlace: '(question {n})',
  removedQuestion: '(removed question)',
  status: 'Status',
  statusSince: 'Status since',
  answer: 'Official answer',
  answerOrganisation: 'Official answer: organisation',
  answerAt: 'Official answer on',
  votesUp: 'Thumbs up',
  votesDown: 'Thumbs down',
  comments: 'Comments',
  entriesSheet: 'Entries',
  commentsSheet: 'Comments',
  commentEntry: 'Entry (ID)',
  commentDate: 'Date',
  commentName: 'Name',
  commentText: 'Comment',
};
