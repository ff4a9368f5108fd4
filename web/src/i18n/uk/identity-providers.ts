import type { Translation } from '../catalogue';
import type * as de from '../de/identity-providers';

export const confirm: Translation<typeof de.confirm> = {
  title: 'Підтвердити вхід',
  createTitle: 'Створити новий обліковий запис через {provider}',
  createText: 'Для адреси електронної пошти {email} тут ще немає облікового запису. Бажаєте його створити? Тоді ви входитимете через службу входу; пароль вам не знадобиться.',
  terms: 'Я приймаю умови користування.',
  termsLink: 'Прочитати умови користування',
  create: 'Створити обліковий запис',
  linkTitle: 'Пов’язати обліковий запис',
  linkText: 'З адресою електронної пошти {email} тут уже є обліковий запис. Введіть його пароль, щоб пов’язати вхід через {provider} з цим обліковим записом.',
  password: 'Пароль вашого облікового запису',
  link: 'Пов’язати обліковий запис',
  nothing: 'Немає входу, що очікує на ваше підтвердження.',
  toLogin: 'До входу',
  failed: 'Не вдалося.',
};

export const identities: Translation<typeof de.identities> = {
  title: 'Вхід через інші служби',
  intro: 'За допомогою цих служб входу ви можете входити на додачу до пароля.',
  linked: 'пов’язано',
  notLinked: 'не пов’язано',
  link: 'Пов’язати з {label}',
  unlink: 'Скасувати зв’язок із {label}',
  linkShort: 'Пов’язати',
  unlinkShort: 'Від’єднати',
  unlinked: 'Зв’язок скасовано.',
  justLinked: 'Вхід через службу тепер пов’язано з вашим обліковим записом.',
  failed: 'Не вдалося.',
};
