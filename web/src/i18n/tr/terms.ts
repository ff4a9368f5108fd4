import type { Translation } from '../catalogue';
import type * as de from '../de/terms';

export const terms: Translation<typeof de.terms> = {
  title: 'Kullanım koşulları',
  netiquetteTitle: 'Netiket',
  none: 'Bu site için ayrı kullanım koşulları bulunmamaktadır.',
  toNetiquette: 'Netikete git',
  changedTitle: 'Kullanım koşulları değişti',
  changedText: 'Bu sitede katılım için, bu sürümünü henüz kabul etmediğiniz kullanım koşulları ve bir netiket geçerlidir. Lütfen bunları okuyun ve kabul edin.',
  read: 'Kullanım koşullarını ve netiketi okuyun',
  newTab: '(yeni sekmede açılır)',
  accept: 'Kabul et',
  accepting: 'Kaydediliyor …',
  later: 'Daha sonra',
  accepted: 'Teşekkür ederiz. Kullanım koşullarını kabul ettiniz.',
  acceptFailed: 'Onayınız kaydedilemedi.',
};
