// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of the audit log's screen „Protokoll“ (docs/product.md §16.4). */

export const audit = {
  title: 'Protokoll',
  workspaceTitle: 'Protokoll: {name}',
  intro: 'Wer hat wann was geändert: jede Änderung der Verwaltung an Inhalten und Rechten, die neueste zuerst.',
  caption: 'Protokoll',
  time: 'Zeit',
  who: 'Wer',
  action: 'Aktion',
  before: 'Vorher',
  after: 'Nachher',
  empty: 'Noch keine Einträge.',
  loadFailed: 'Das Protokoll konnte nicht geladen werden.',
  csv: 'Als CSV herunterladen',
  pages: 'Seiten des Protokolls',
  page: 'Seite {page} von {pages}',
  previous: 'Zurück',
  next: 'Weiter',
  entries: '{total, plural, one {# Eintrag} other {# Einträge}}',
  tableRegion: 'Einträge des Protokolls',
  backToWorkspaces: 'Zurück zur Projektverwaltung',
  toLog: 'Zum Protokoll',
  workspaceLink: 'Protokoll',
} as const;
