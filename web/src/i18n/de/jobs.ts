import { formatNumber } from '../../lib/format';

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
  /** A file's size (bytes) as people read it: kB below a megabyte (at least 1), else MB with one decimal. */
  size: (bytes: number) => (bytes < 1024 * 1024
    ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`
    : `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`),
  expires: (when: string) => `bis ${when}`,
  bigHint: 'Große Karte: als Auftrag exportieren …',
};
