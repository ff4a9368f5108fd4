// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of changing an existing entry in the map app, „Bearbeiten“ (docs/product.md §16.5, §16.6). */
export const editEntry = {
  button: 'Bearbeiten',
  label: 'Eintrag „{title}“ bearbeiten',
  title: 'Eintrag bearbeiten',
  changeCategory: 'Kategorie ändern',
  markerHint: 'Marker gesetzt. Ziehen Sie ihn oder doppelklicken Sie auf die Karte, um den Ort zu ändern.',
  marker: 'Ort des Eintrags (verschiebbar)',
  saved: 'Eintrag gespeichert.',
  /** The change of an entry on a map with pre-moderation waits for approval (§16.3). */
  savedPending: 'Eintrag gespeichert. Die Änderung wird erst nach Prüfung durch das Projektteam veröffentlicht.',
  saveFailed: 'Der Eintrag konnte nicht gespeichert werden.',
} as const;
