import type { Translation } from '../catalogue';
import type * as de from '../de/common';

export const nav: Translation<typeof de.nav> = {
  toggle: 'Показати або приховати навігацію',
  collectData: 'Додати дані',
  projects: 'Проєкти',
  defaultHome: 'Головна',
  help: 'Допомога',
  contact: 'Контакти',
  imprint: 'Вихідні дані',
  profile: 'Профіль',
  login: 'Увійти',
  administration: 'Адміністрування',
  logout: 'Вийти',
  register: 'Зареєструватися',
  emailPlaceholder: 'Електронна пошта',
  passwordPlaceholder: 'Пароль',
  externalLink: '(відкриває зовнішню сторінку)',
  project: 'Проєкт',
  workspaces: 'Проєкти',
  myProjects: 'Мої проєкти',
  contributions: 'Мої внески',
  newItems: '{n, plural, one {# новий внесок} few {# нові внески} many {# нових внесків} other {# нового внеску}}',
  inboxLink: '{n, plural, =0 {Вхідні} other {Вхідні (нових: #)}}',
  figuresLink: 'Ключові показники',
  inboxLabel: '{n, plural, =0 {Вхідні проєкту {project}} other {Вхідні проєкту {project} (нових: #)}}',
  language: 'Мова',
};
