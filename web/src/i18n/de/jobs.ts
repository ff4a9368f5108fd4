// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Background jobs (docs/product.md §18.4): the section „Aufträge“ of the workspace manager. */

export const jobs = {
  title: 'Aufträge',
  intro: 'Große Karten exportieren Sie als Auftrag: Der Server schreibt die Datei im Hintergrund, Sie können weiterarbeiten. Die fertige Datei liegt hier 24 Stunden zum Herunterladen bereit. Es läuft immer nur ein Auftrag je Person.',
  layer: 'Karte',
  format: 'Format',
  start: 'Export als Auftrag starten',
  started: 'Der Auftrag wurde gestartet.',
  startFailed: 'Der Auftrag konnte nicht gestartet werden.',
  list: 'Ihre Aufträge',
  none: 'Sie haben keine Aufträge.',
  loadFailed: 'Die Aufträge konnten nicht geladen werden.',
  columnLayer: 'Karte',
  columnFormat: 'Format',
  columnState: 'Zustand',
  columnCreated: 'Gestartet',
  columnFile: 'Datei',
  // A job's state, by Job['State']: `state<State>`.
  stateQueued: 'Wartet',
  stateRunning: 'Läuft',
  stateDone: 'Fertig',
  stateFailed: 'Fehlgeschlagen',
  // {done} and {total}: numbers as written in the language.
  progress: '{done} von {total} Einträgen',
  progressLabel: 'Fortschritt des Exports der Karte {layer}',
  percent: '{percent} %',
  download: 'Herunterladen',
  downloadLabel: '{file} herunterladen',
  // A file's size (jobs-section.tsx fileSize): {size} a number as written in the language.
  sizeKb: '{size} kB',
  sizeMb: '{size} MB',
  expires: 'bis {when}',
} as const;
