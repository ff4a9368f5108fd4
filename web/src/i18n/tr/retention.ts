import type { Translation } from '../catalogue';
import type * as de from '../de/retention';

export const projectPrivacy: Translation<typeof de.projectPrivacy> = {
  title: 'Gizlilik',
  months: 'Proje kapandıktan {months, plural, one {# ay} other {# ay}} sonra tüm katkılardan adları kaldırırız; kayıtlar ve yorumlar adsız olarak görünür kalır.',
  due: '{day} tarihinde tüm katkılardan adları kaldırırız; kayıtlar ve yorumlar adsız olarak görünür kalır.',
  off: 'Bu projenin katkıları arşivlenir ve anonimleştirilmez.',
  privacy: 'Ayrıntılar gizlilik politikasında',
};
