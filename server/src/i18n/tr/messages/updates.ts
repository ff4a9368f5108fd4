import type { Translated } from '../../catalogue-types.js';
import type { updates as german } from '../../de/messages/updates.js';

/** The server's messages in Turkish (translation of i18n/de/messages/updates.ts). */
export const updates: Translated<typeof german> = {
  projectFollowing: 'Artık “{project}” projesini takip ediyorsunuz. Haberler e-posta ile gelir.',
  projectNotFollowing: 'Artık projeyi takip etmiyorsunuz.',
  updateNotFound: 'Bu haber yok (artık yok).',
  updateDeleted: 'Haber silindi. Gönderilmiş e-postalar gönderilmiş olarak kalır.',
  updatesPerDay: 'Bir proje günde en fazla {max} haber yayımlayabilir. Lütfen yarın tekrar deneyin.',
  updatesUnsubscribed: 'Bu projeden artık haber almayacaksınız.',
};
