import type { Translation } from '../../catalogue';
import type * as de from '../../de/embed-dialog';

export const embedDialog: Translation<typeof de.embedDialog> = {
  button: 'Вбудувати',
  title: 'Вбудувати карту',
  intro: 'Цим кодом ви показуєте карту проєкту на іншому сайті. „Mitmachen“ (долучитися) відкриває там Mitmachkarte у новій вкладці.',
  layer: 'Карта',
  height: 'Висота карти (пікселі)',
  heightHint: 'Від 200 до 1200 пікселів.',
  category: 'Категорія',
  allCategories: 'Усі категорії',
  language: 'Мова',
  preview: 'Попередній перегляд',
  previewTitle: 'Попередній перегляд вбудованої карти',
  frameTitle: 'Карта «{name}» Mitmachkarte',
  code: 'Код для вставлення',
  copy: 'Копіювати',
  copied: 'Код скопійовано.',
  copyFailed: 'Не вдалося скопіювати. Виділіть і скопіюйте код самостійно.',
  origins: 'Ці сайти можуть вбудовувати карту: {origins}.',
  noOrigins: 'Поки жоден сайт не може вбудовувати карту. Адміністрація вносить адреси в налаштування організації (розділ «Вбудовування карти»).',
  noMaps: 'Проєкт не має публічної карти.',
};
