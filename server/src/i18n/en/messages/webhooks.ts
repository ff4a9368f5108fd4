import type { Translated } from '../../catalogue-types.js';
import type { webhooks as german } from '../../de/messages/webhooks.js';

/** The server's messages in English (translation of i18n/de/messages/webhooks.ts). */
export const webhooks: Translated<typeof german> = {
  webhookNotFound: 'This webhook does not exist (any more).',
  webhookDeleted: 'The webhook has been deleted.',
  webhookUrlInvalid: 'Please enter a complete address, e.g. https://example.org/webhook (without user name and password).',
  webhookUrlHttps: 'Webhooks are only sent to addresses starting with https://.',
  webhookUrlPrivate: 'Webhooks are not sent to local or private addresses.',
  webhookEventUnknown: 'The event “{event}” does not exist.',
  webhookEventsMissing: 'Please choose at least one event.',
  webhookLimit: 'This project already has {max} webhooks. Please delete one first.',
};
