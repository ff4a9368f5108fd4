import type { ExportWords } from '../catalogue-types.js';

/** The exports' fixed headers and sheet names in Turkish (translation of i18n/de/exports.ts). */
export const exportWords: ExportWords = {
  id: 'ID',
  createdAt: 'Oluşturulma tarihi',
  updatedAt: 'Değiştirilme tarihi',
  latitude: 'Enlem',
  longitude: 'Boylam',
  altitude: 'Yükseklik (m)',
  category: 'Kategori',
  questionPlace: '(Soru {n})',
  removedQuestion: '(kaldırılan soru)',
  status: 'Durum',
  statusSince: 'Durum tarihi',
  answer: 'Resmî yanıt',
  answerOrganisation: 'Resmî yanıt: kurum',
  answerAt: 'Resmî yanıt tarihi',
  votesUp: 'Beğeni',
  votesDown: 'Beğenmeme',
  comments: 'Yorumlar',
  entriesSheet: 'Kayıtlar',
  commentsSheet: 'Yorumlar',
  commentEntry: 'Kayıt (ID)',
  commentDate: 'Tarih',
  commentName: 'Ad',
  commentText: 'Yorum',
};
