import type { Translated } from '../../catalogue-types.js';
import type { updates as german } from '../../de/messages/updates.js';

/** The server's messages in English (translation of i18n/de/messages/updates.ts). */
export const updates: Translated<typeof german> = {
  projectFollowing: 'You now follow the project “{project}”. News comes by e-mail.',
  projectNotFollowing: 'You no longer follow the project.',
  updateNotFound: 'This news item does not exist (any more).',
  updateDeleted: 'The news item was deleted. E-mails already sent stay sent.',
  updatesPerDay: 'A project can publish at most {max} news items a day. Please try again tomorrow.',
  updatesUnsubscribed: 'You will no longer get news from this project.',
};
