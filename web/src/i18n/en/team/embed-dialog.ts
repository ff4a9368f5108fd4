import type { Translation } from '../../catalogue';
import type * as de from '../../de/embed-dialog';

export const embedDialog: Translation<typeof de.embedDialog> = {
  button: 'Embed',
  title: 'Embed the map',
  intro: 'With this code you show the project’s map on another website. „Mitmachen“ (take part) opens Mitmachkarte there in a new tab.',
  layer: 'Map',
  height: 'Height of the map (pixels)',
  heightHint: 'Between 200 and 1,200 pixels.',
  category: 'Category',
  allCategories: 'All categories',
  language: 'Language',
  preview: 'Preview',
  previewTitle: 'Preview of the embedded map',
  frameTitle: 'Map “{name}” of Mitmachkarte',
  code: 'Code to paste',
  copy: 'Copy',
  copied: 'The code has been copied.',
  copyFailed: 'Copying did not work. Please select and copy the code yourself.',
  origins: 'These websites may embed the map: {origins}.',
  noOrigins: 'No website may embed the map yet. The administration enters the addresses in the organisation’s settings (section “Embedding the map”).',
  noMaps: 'The project has no public map.',
};
