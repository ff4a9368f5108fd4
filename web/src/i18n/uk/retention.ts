import type { Translation } from '../catalogue';
import type * as de from '../de/retention';

export const projectPrivacy: Translation<typeof de.projectPrivacy> = {
  title: 'Захист даних',
  months: 'Через {months, plural, one {# місяць} few {# місяці} many {# місяців} other {# місяця}} після завершення проєкту ми видаляємо імена з усіх внесків; записи й коментарі залишаються видимими без імен.',
  due: '{day} ми видаляємо імена з усіх внесків; записи й коментарі залишаються видимими без імен.',
  off: 'Внески цього проєкту архівуються й не анонімізуються.',
  privacy: 'Докладніше в політиці конфіденційності',
};
