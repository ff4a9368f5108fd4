// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of the review table „Auswertung“ (docs/product.md §18.1). */

const entries = (n: number) => (n === 1 ? '1 Eintrag' : `${n.toLocaleString('de-DE')} Einträge`);
/** „von 3 Einträgen“ (dative). */
const ofEntries = (n: number) => `von ${n.toLocaleString('de-DE')} ${n === 1 ? 'Eintrag' : 'Einträgen'}`;

export const review = {
  title: 'Auswertung',
  pageTitle: (layer: string) => `Auswertung: ${layer}`,
  project: (workspace: string) => `Projekt: ${workspace}`,
  intro: 'Alle Einträge dieser Karte als Tabelle: filtern, sortieren und mehrere auf einmal bearbeiten.',
  back: 'Zurück zur Projektverwaltung',
  layerFailed: 'Die Karte konnte nicht geladen werden.',
  loadFailed: 'Die Einträge konnten nicht geladen werden.',
  link: 'Auswertung',
  linkLabel: (layer: string) => `Auswertung der Karte ${layer}`,
  /** The charts, which print as the report to the council (docs/product.md §18.2, §18.5): the
   *  short text where a row is narrow; each name starts with the visible text (WCAG 2.5.3). */
  charts: 'Diagramme und Bericht zum Drucken',
  chartsShort: 'Diagramme',
  chartsLabel: (layer: string) => `Diagramme und Bericht zum Drucken der Karte ${layer}`,
  /** The review table's export menu: what the table shows, under its filter (§18.4). */
  exportMenu: 'Export',
  exportMenuLabel: 'Export der Einträge, die die Tabelle zeigt',
  exportLabel: (format: string) => `${format} – Export der Einträge, die die Tabelle zeigt (öffnet in einem neuen Tab)`,

  filters: 'Filter',
  category: 'Kategorie',
  status: 'Status',
  from: 'Zeitraum von',
  to: 'Zeitraum bis',
  search: 'Suche',
  searchHint: 'Sucht in den Antworten; die Tabelle folgt beim Tippen.',
  all: 'Alle',
  reset: 'Filter zurücksetzen',
  moderated: 'Ausgeblendete und wartende Einträge einbeziehen',
  moderatedHint: 'Sonst zeigen Tabelle, Diagramme und Export nur die freigegebenen Einträge.',

  columns: {
    created: 'Erstellt',
    category: 'Kategorie',
    status: 'Status',
    votesUp: 'Daumen hoch',
    votesDown: 'Daumen runter',
    comments: 'Kommentare',
  },
  caption: (layer: string) => `Einträge der Karte ${layer}`,
  tableRegion: 'Tabelle der Einträge',
  selectAll: 'Alle Einträge auf dieser Seite auswählen',
  selectRow: (entry: string) => `${entry} auswählen`,
  rowName: (date: string, title: string | undefined) => (title ? `Eintrag „${title}“ vom ${date}` : `Eintrag vom ${date}`),
  hidden: 'ausgeblendet',
  unknownStatus: (key: string) => `Status „${key}“`,
  none: '–',
  showOnMap: 'Auf der Karte zeigen',
  empty: 'Diese Karte hat noch keine Einträge.',
  emptyFiltered: 'Kein Eintrag passt zum Filter.',

  paging: 'Seiten der Tabelle',
  entries,
  page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  sortedBy: (column: string, ascending: boolean) => `sortiert nach „${column}“, ${ascending ? 'aufsteigend' : 'absteigend'}`,
  pageSize: 'Einträge je Seite',
  first: 'Erste Seite',
  previous: 'Zurück',
  next: 'Weiter',
  last: 'Letzte Seite',

  bulk: {
    label: 'Aktionen für die ausgewählten Einträge',
    selected: (n: number) => (n === 0 ? 'Keine Einträge ausgewählt' : `${n.toLocaleString('de-DE')} ausgewählt`),
    setStatus: 'Status setzen …',
    hide: 'Ausblenden',
    show: 'Wieder anzeigen',
    affects: (n: number) => (n === 1 ? 'Das betrifft den ausgewählten Eintrag.' : `Das betrifft ${entries(n)}.`),
    statusTitle: 'Status setzen',
    newStatus: 'Neuer Status',
    choose: 'Bitte wählen',
    statusMissing: 'Bitte wählen Sie einen Status.',
    note: 'Notiz (freiwillig, für alle sichtbar)',
    statusSubmit: 'Status setzen',
    hideTitle: 'Einträge ausblenden',
    hideReason: 'Grund',
    hideHint: 'Wer einen Eintrag geschrieben hat, sieht diesen Grund.',
    hideReasonMissing: 'Bitte nennen Sie einen Grund.',
    hideSubmit: 'Ausblenden',
    showTitle: 'Einträge wieder anzeigen',
    showQuestion: (n: number) => `Sollen ${entries(n)} wieder für alle sichtbar werden?`,
    running: (done: number, n: number) => `${done} von ${n} erledigt …`,
    statusDone: (ok: number, n: number) => (n === 1 ? 'Der Status wurde geändert.' : `Status bei ${ok.toLocaleString('de-DE')} ${ofEntries(n)} gesetzt.`),
    hideDone: (ok: number, n: number) => (n === 1 ? 'Der Eintrag wurde ausgeblendet.' : `${ok.toLocaleString('de-DE')} ${ofEntries(n)} ausgeblendet.`),
    showDone: (ok: number, n: number) => (n === 1 ? 'Der Eintrag wird wieder angezeigt.' : `${ok.toLocaleString('de-DE')} ${ofEntries(n)} wieder angezeigt.`),
    noneDone: 'Nichts wurde geändert.',
    failedTitle: (n: number) => (n === 1 ? 'Nicht gelungen:' : `${n} nicht gelungen (bleiben ausgewählt):`),
    failure: (entry: string, message: string) => `${entry}: ${message}`,
  },
} as const;
