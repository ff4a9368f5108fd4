import { formatNumber } from '../../lib/format';

/** Texts of capturing without network (docs/product.md §22): the queue „Noch nicht gesendet“, the
 *  offline map area and the update prompt of the installable app. */
export const offline = {
  savedOnDevice: 'Gespeichert auf diesem Gerät – wird gesendet, sobald eine Verbindung besteht',
  photoKept: 'Foto auf diesem Gerät gespeichert. Es wird mit dem Eintrag gesendet.',
  photoLocalAlt: (question: string) => `Foto (noch nicht gesendet): ${question}`,
  offlineNow: 'Keine Verbindung. Neue Einträge werden auf diesem Gerät gespeichert.',
  pendingButton: (n: number) => `Noch nicht gesendet: ${formatNumber(n)}`,
  pendingTitle: 'Noch nicht gesendet',
  pendingIntro: 'Diese Einträge sind auf diesem Gerät gespeichert. Sie werden in dieser Reihenfolge gesendet, sobald eine Verbindung besteht.',
  pendingEmpty: 'Alle Einträge sind gesendet.',
  entryTitle: (category: string | undefined, layer: string) => (category ? `${category} (${layer})` : layer),
  savedAt: (when: string) => `Gespeichert am ${when}`,
  statePending: 'Wartet auf Verbindung',
  stateRefused: (reason: string) => `Vom Server abgelehnt: ${reason}`,
  photoCount: (n: number) => (n === 1 ? '1 Foto' : `${formatNumber(n)} Fotos`),
  retry: 'Erneut senden',
  sendAll: 'Jetzt senden',
  edit: 'Bearbeiten',
  discard: 'Verwerfen',
  discardConfirm: 'Diesen Eintrag endgültig verwerfen? Er wurde noch nicht gesendet und geht verloren.',
  close: 'Schließen',
  sending: 'Wird gesendet …',
  sent: (n: number) => (n === 1 ? '1 gespeicherter Eintrag wurde gesendet.' : `${formatNumber(n)} gespeicherte Einträge wurden gesendet.`),
  refused: (n: number) => (n === 1
    ? '1 Eintrag wurde vom Server abgelehnt. Sie finden ihn unter „Noch nicht gesendet“.'
    : `${formatNumber(n)} Einträge wurden vom Server abgelehnt. Sie finden sie unter „Noch nicht gesendet“.`),
  stillOffline: 'Noch keine Verbindung. Die Einträge bleiben auf diesem Gerät gespeichert.',
  editOnlyOnline: 'Einträge, die schon auf dem Server sind, lassen sich nur mit Verbindung ändern.',
  updateAvailable: 'Neue Version verfügbar',
  updateReload: 'neu laden',
  areaButton: 'Kartenausschnitt offline speichern',
  areaTitle: 'Kartenausschnitt offline speichern',
  areaEstimate: (tiles: number, megabytes: string, maxZoom: number) =>
    `ca. ${formatNumber(tiles)} Kacheln, etwa ${megabytes} MB (bis Zoomstufe ${formatNumber(maxZoom)})`,
  areaText: 'Die Hintergrundkarte des sichtbaren Ausschnitts wird auf diesem Gerät gespeichert und ist dann auch ohne Verbindung zu sehen. Ein früher gespeicherter Ausschnitt wird ersetzt.',
  areaTooLarge: (max: number) => `Dieser Ausschnitt ist zu groß (mehr als ${formatNumber(max)} Kacheln). Bitte zoomen Sie weiter hinein.`,
  areaPolicy: 'Um den Kartenserver zu schonen, ist die Zahl der Kacheln begrenzt.',
  areaDownload: 'Herunterladen',
  areaCancel: 'Abbrechen',
  areaProgress: (done: number, total: number) => `${formatNumber(done)} von ${formatNumber(total)} Kacheln`,
  areaSaved: (n: number) => `Kartenausschnitt gespeichert: ${formatNumber(n)} Kacheln.`,
  areaFailed: (failed: number) => `${formatNumber(failed)} Kacheln konnten nicht geladen werden. Der Ausschnitt ist unvollständig.`,
  areaOffline: 'Zum Herunterladen wird eine Verbindung gebraucht.',
  areaKept: (n: number) => `Offline gespeichert: ${formatNumber(n)} Kacheln`,
} as const;
