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
  columns: { layer: 'Karte', format: 'Format', state: 'Zustand', created: 'Gestartet', file: 'Datei' },
  states: { queued: 'Wartet', running: 'Läuft', done: 'Fertig', failed: 'Fehlgeschlagen' },
  progress: (done: string, total: string) => `${done} von ${total} Einträgen`,
  progressLabel: (layer: string) => `Fortschritt des Exports der Karte ${layer}`,
  download: 'Herunterladen',
  downloadLabel: (file: string) => `${file} herunterladen`,
  size: (mib: string) => `${mib} MB`,
  expires: (when: string) => `bis ${when}`,
  bigHint: 'Große Karte: als Auftrag exportieren …',
};
