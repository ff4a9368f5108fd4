import type { Translation } from '../catalogue';
import type * as de from '../de/edit-entry';

export const editEntry: Translation<typeof de.editEntry> = {
  button: 'Edit',
  label: 'Edit entry “{title}”',
  title: 'Edit entry',
  changeCategory: 'Change category',
  markerHint: 'Marker set. Drag it or double-click on the map to change the place.',
  marker: 'Place of the entry (movable)',
  saved: 'Entry saved.',
  savedPending: 'Entry saved. The change will be published once the project team has checked it.',
  saveFailed: 'The entry could not be saved.',
};
