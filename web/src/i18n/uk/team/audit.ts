import type { Translation } from '../../catalogue';
import type * as de from '../../de/audit';

export const audit: Translation<typeof de.audit> = {
  title: 'Журнал змін',
  workspaceTitle: 'Журнал змін: {name}',
  intro: 'Хто, коли і що змінив: кожна зміна вмісту та прав, яку внесла адміністрація, найновіші першими.',
  caption: 'Журнал змін',
  time: 'Час',
  who: 'Хто',
  action: 'Дія',
  before: 'До',
  after: 'Після',
  empty: 'Записів ще немає.',
  loadFailed: 'Не вдалося завантажити журнал змін.',
  csv: 'Завантажити як CSV',
  pages: 'Сторінки журналу змін',
  page: 'Сторінка {page} з {pages}',
  previous: 'Назад',
  next: 'Далі',
  entries: '{total, plural, one {# запис} few {# записи} many {# записів} other {# запису}}',
  tableRegion: 'Записи журналу змін',
  backToWorkspaces: 'Назад до керування проєктами',
  toLog: 'До журналу змін',
  workspaceLink: 'Журнал змін',
};
