import type { Translation } from '../catalogue';
import type * as de from '../de/edit-entry';

export const editEntry: Translation<typeof de.editEntry> = {
  button: 'Редагувати',
  label: 'Редагувати запис «{title}»',
  title: 'Редагувати запис',
  changeCategory: 'Змінити категорію',
  markerHint: 'Позначку встановлено. Перетягніть її або двічі клацніть на мапі, щоб змінити місце.',
  marker: 'Місце запису (можна пересунути)',
  saved: 'Запис збережено.',
  savedPending: 'Запис збережено. Зміну буде опубліковано після перевірки командою проєкту.',
  saveFailed: 'Не вдалося зберегти запис.',
};
