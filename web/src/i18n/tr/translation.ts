import type { Translation } from '../catalogue';
import type * as de from '../de/translation';

export const translation: Translation<typeof de.translation> = {
  translate: 'Çevir',
  translating: 'Çevriliyor …',
  showOriginal: 'Orijinali göster',
  machine: 'Makine çevirisi',
  failed: 'Çeviri şu anda yapılamıyor. Lütfen daha sonra tekrar deneyin.',
  answerOf: '“{question}” sorusuna yanıt',
  commentOf: '{author} adlı kişinin yorumu',
};
