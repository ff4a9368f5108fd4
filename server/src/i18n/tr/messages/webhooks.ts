import type { Translated } from '../../catalogue-types.js';
import type { webhooks as german } from '../../de/messages/webhooks.js';

/** The server's messages in Turkish (translation of i18n/de/messages/webhooks.ts). */
export const webhooks: Translated<typeof german> = {
  webhookNotFound: 'Bu webhook artık mevcut değil.',
  webhookDeleted: 'Webhook silindi.',
  webhookUrlInvalid: 'Lütfen tam bir adres girin, ör. https://ornek.de/webhook (kullanıcı adı ve parola olmadan).',
  webhookUrlHttps: 'Webhook’lar yalnızca https:// ile başlayan adreslere gönderilir.',
  webhookUrlPrivate: 'Webhook’lar yerel veya özel adreslere gönderilmez.',
  webhookEventUnknown: '„{event}“ olayı mevcut değil.',
  webhookEventsMissing: 'Lütfen en az bir olay seçin.',
  webhookLimit: 'Bu projenin zaten {max} webhook’u var. Lütfen önce birini silin.',
};
