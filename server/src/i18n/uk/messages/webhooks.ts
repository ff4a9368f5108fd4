import type { Translated } from '../../catalogue-types.js';
import type { webhooks as german } from '../../de/messages/webhooks.js';

/** The server's messages in Ukrainian (translation of i18n/de/messages/webhooks.ts). */
export const webhooks: Translated<typeof german> = {
  webhookNotFound: 'Цього вебхука не існує (більше).',
  webhookDeleted: 'Вебхук видалено.',
  webhookUrlInvalid: 'Будь ласка, вкажіть повну адресу, напр. https://example.org/webhook (без імені користувача та пароля).',
  webhookUrlHttps: 'Вебхуки надсилаються лише на адреси, що починаються з https://.',
  webhookUrlPrivate: 'Вебхуки не надсилаються на локальні чи приватні адреси.',
  webhookEventUnknown: 'Події «{event}» не існує.',
  webhookEventsMissing: 'Будь ласка, виберіть принаймні одну подію.',
  webhookLimit: 'Цей проєкт уже має {max} вебхуків. Спершу видаліть один.',
};
