/** The „Einbetten“ dialog of the workspace manager (docs/product.md §24.1): options, preview and
 *  the code of the embedded map. */

export const embedDialog = {
  button: 'Einbetten',
  title: 'Karte einbetten',
  intro: 'Mit diesem Code zeigen Sie die Karte des Projekts auf einer anderen Website. „Mitmachen“ öffnet die Mitmachkarte dort in einem neuen Tab.',
  layer: 'Karte',
  height: 'Höhe der Karte (Pixel)',
  heightHint: 'Zwischen 200 und 1.200 Pixeln.',
  category: 'Kategorie',
  allCategories: 'Alle Kategorien',
  language: 'Sprache',
  preview: 'Vorschau',
  previewTitle: 'Vorschau der eingebetteten Karte',
  // {name}: the project's name; the title of the frame on the other website.
  frameTitle: 'Karte „{name}“ der Mitmachkarte',
  code: 'Code zum Einfügen',
  copy: 'Kopieren',
  copied: 'Der Code ist kopiert.',
  copyFailed: 'Kopieren ging nicht. Bitte markieren und kopieren Sie den Code selbst.',
  // {origins}: the websites, separated by commas.
  origins: 'Diese Websites dürfen die Karte einbetten: {origins}.',
  noOrigins: 'Noch darf keine Website die Karte einbetten. Die Administration trägt die Adressen in den Einstellungen der Organisation ein (Abschnitt „Karte einbetten“).',
  noMaps: 'Das Projekt hat keine öffentliche Karte.',
} as const;
// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
