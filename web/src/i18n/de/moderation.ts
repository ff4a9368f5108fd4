// The map's texts come with these: a module reading a point's handling by the team imports this area as `de` (i18n/de.ts).
export * from './map';
/** Texts of a point's handling by its project's team (docs/product.md §16.2, §19): the official
 *  answer, moderation, deletion and the moderation queue. Apart from the map's texts, so that the
 *  map's first view does not load them (docs/runtime.md §3). */

/** The official answer of a point (docs/product.md §16.2). */
export const officialAnswer = {
  badge: 'Offizielle Antwort',
  from: (organisation: string, date: string) => (organisation ? `${organisation} · ${date}` : date),
  write: 'Offizielle Antwort schreiben',
  edit: 'Offizielle Antwort ändern',
  text: 'Text der Antwort (für alle sichtbar)',
  hint: 'Ein leerer Text zieht die Antwort zurück.',
  save: 'Antwort veröffentlichen',
  saved: 'Die offizielle Antwort wurde veröffentlicht.',
  withdrawn: 'Die offizielle Antwort wurde zurückgezogen.',
  failed: 'Die Antwort konnte nicht gespeichert werden.',
} as const;

/** Reports and moderation of points and comments (docs/product.md §16.3). */
export const moderation = {
  hiddenNotice: (reason: string) => `Von der Moderation ausgeblendet: ${reason}`,
  pendingNotice: 'Wartet auf Freigabe: Der Beitrag wird erst nach Prüfung durch das Projektteam veröffentlicht.',
  report: 'Melden',
  reportLabel: (what: string) => `${what} melden`,
  reportTitle: 'Beitrag melden',
  reasonLegend: 'Warum melden Sie diesen Beitrag?',
  reasons: {
    beleidigend: 'Beleidigend oder herabsetzend',
    spam: 'Werbung oder Spam',
    persoenlich: 'Enthält persönliche Daten',
    rechtswidrig: 'Rechtswidrig',
    sonstiges: 'Sonstiges',
  },
  reasonMissing: 'Bitte wählen Sie einen Grund.',
  reportText: 'Anmerkung (freiwillig)',
  reportSubmit: 'Meldung senden',
  reportFailed: 'Die Meldung konnte nicht gesendet werden.',
  hide: 'Ausblenden',
  hideTitle: 'Beitrag ausblenden',
  hideReason: 'Grund',
  hideHint: 'Die Person, die den Beitrag geschrieben hat, sieht diesen Grund.',
  hideReasonMissing: 'Bitte nennen Sie einen Grund.',
  show: 'Wieder anzeigen',
  approve: 'Freigeben',
  moderateFailed: 'Die Moderation ist fehlgeschlagen.',
  savedPending: 'Danke! Ihr Beitrag wird nach Prüfung durch das Projektteam veröffentlicht.',
  entry: 'Eintrag',
  comment: (author: string) => `Kommentar von ${author}`,
} as const;

/** Deleting an entry from the map app (docs/product.md §16.5). */
export const deletePoint = {
  button: 'Löschen',
  label: 'Eintrag löschen',
  title: 'Eintrag löschen',
  question: 'Soll dieser Eintrag gelöscht werden? Er lässt sich in der Projektverwaltung unter „Gelöschte Einträge“ wiederherstellen.',
  deleted: 'Der Eintrag wurde gelöscht.',
  failed: 'Der Eintrag konnte nicht gelöscht werden.',
} as const;

/** The moderation queue of a workspace (docs/product.md §16.3). */
export const moderationQueue = {
  pageTitle: 'Moderation',
  link: 'Moderation',
  back: 'Zurück zur Projektverwaltung',
  loadFailed: 'Die Moderation konnte nicht geladen werden.',
  count: (n: number) => (n === 0 ? 'Nichts zu prüfen.' : n === 1 ? '1 Beitrag zu prüfen' : `${n} Beiträge zu prüfen`),
  title: (kind: 'point' | 'comment', held: boolean) =>
    `${held ? 'Wartet auf Freigabe' : 'Gemeldet'}: ${kind === 'point' ? 'Eintrag' : 'Kommentar'}`,
  context: (layer: string, author: string, date: string) => `Karte „${layer}“ · von ${author} · ${date}`,
  anonymous: 'nicht angemeldet',
  noText: '(ohne Text)',
  showOnMap: 'Auf der Karte zeigen',
  reason: 'Grund der Meldung',
  reportedBy: (who: string) => `gemeldet von ${who}`,
  hideReason: 'Grund für das Ausblenden (sieht die Person, die den Beitrag geschrieben hat)',
  dismiss: 'Meldung verwerfen',
} as const;
