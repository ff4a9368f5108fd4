import type { Translated } from '../../catalogue-types.js';
import type { updates as german } from '../../de/messages/updates.js';

/** The server's messages in Ukrainian (translation of i18n/de/messages/updates.ts). */
export const updates: Translated<typeof german> = {
  projectFollowing: 'Тепер ви стежите за проєктом «{project}». Новини надходитимуть електронною поштою.',
  projectNotFollowing: 'Ви більше не стежите за проєктом.',
  updateNotFound: 'Цієї новини немає (більше немає).',
  updateDeleted: 'Новину видалено. Уже надіслані листи залишаються надісланими.',
  updatesPerDay: 'Проєкт може публікувати щонайбільше {max} новин на день. Спробуйте, будь ласка, завтра.',
  updatesUnsubscribed: 'Ви більше не отримуватимете новин із цього проєкту.',
};
