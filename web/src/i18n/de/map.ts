import { formatNumber } from '../../lib/format';
// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
export * from './edit-entry';
export * from './offline';
/** Texts of the map app: panel, questionnaire form, comments, votes, legend (docs/product.md §2.14, §8.6). */
export const map = {
  photoAlt: (question: string) => `Foto: ${question}`,
  photoOpen: 'Foto in voller Größe in neuem Tab öffnen',
  title: 'Karte',
  mapLabel: 'Karte: Doppelklick setzt den Marker für einen neuen Eintrag',
  sidebar: 'Kartenmenü',
  sidebarMap: 'Karte',
  sidebarWorkspaces: 'Projektverwaltung',
  sidebarLayers: 'Kartenverwaltung',
  workspace: 'Projekt',
  layer: 'Karte',
  noLayer: 'Hier gibt es noch keine Karte.',
  inviteTitle: 'Machen Sie mit!',
  inviteText: 'Wählen Sie eine Kategorie und setzen Sie mit einem Doppelklick einen Marker auf der Karte. Beantworten Sie dann die Fragen.',
  newEntry: 'Neuer Eintrag',
  readOnly: 'In dieser Karte können Sie keine Einträge anlegen.',
  loginToRecord: 'Bitte melden Sie sich an, um Einträge anzulegen.',
  recordNotAllowed: 'In dieser Karte legen nur die Verantwortlichen des Projekts Einträge an.',
  detail: 'Details',
  detailsOf: 'zu diesem Eintrag',
  list: 'Liste',
  noSelection: 'Wählen Sie einen Punkt auf der Karte, um seine Angaben zu sehen.',
  noPoints: 'In dieser Karte gibt es noch keine Einträge.',
  listFailed: 'Die Liste konnte nicht geladen werden.',
  pageOf: (page: number, pages: number) => `Seite ${formatNumber(page)} von ${formatNumber(pages)}`,
  sort: 'Sortierung',
  sorts: { newest: 'Neueste zuerst', votes: 'Meiste Daumen hoch', comments: 'Meiste Kommentare' },
  createdAt: 'Erfasst am',
  category: 'Kategorie',
  chooseCategory: 'Kategorie wählen',
  infoTitle: 'Information',
  info: 'Information',
  record: 'Neuer Eintrag',
  save: 'Speichern',
  discard: 'Verwerfen',
  saved: 'Punkt erfolgreich gespeichert.',
  saveFailed: 'Der Punkt konnte nicht gespeichert werden.',
  markerMissing: 'Bitte setzen Sie einen Marker auf der Karte.',
  markerSet: 'Marker gesetzt',
  markerHint: 'Doppelklicken Sie auf die Karte, um den Ort des Eintrags zu markieren.',
  cluster: (n: number) => `${formatNumber(n)} Einträge`,
  clusterTitle: (n: number) => `${formatNumber(n)} Einträge – zum Heranzoomen auswählen`,
  omitted: (n: number) => `${formatNumber(n)} ${n === 1 ? 'weiterer Eintrag' : 'weitere Einträge'} in diesem Ausschnitt ${n === 1 ? 'ist' : 'sind'} nicht eingezeichnet. Die Liste zeigt alle.`,
  markerTitle: (what: string, status: string) => `${what} (${status})`,
  newMarker: 'Ort des neuen Eintrags (verschiebbar)',
  markerAtCentre: 'Marker in der Kartenmitte setzen',
  noWorkspace: 'Es gibt hier noch kein Projekt.',
  noLayerOption: 'Keine Karte',
  viewToggle: 'Ansicht der Einträge',
  listLabel: 'Einträge der Karte',
  pagination: 'Seiten der Liste',
  entry: 'Eintrag',
  noAnswers: 'Zu diesem Eintrag gibt es keine weiteren Angaben.',
  saving: 'Wird gespeichert …',
  hasChildren: 'mit Unterkategorien',
  infoIntro: 'So erfassen Sie einen neuen Eintrag:',
  infoSteps: [
    'Wählen Sie „Neuer Eintrag“ und dann die passende Kategorie.',
    'Doppelklicken Sie auf die Karte an der Stelle Ihres Eintrags. Der Marker lässt sich verschieben; ein weiterer Doppelklick versetzt ihn.',
    'Beantworten Sie die Fragen. Mit * markierte Fragen müssen beantwortet werden.',
    'Klicken Sie auf „Speichern“. „Verwerfen“ bricht den Eintrag ab.',
  ],
  infoBrowse: 'Vorhandene Einträge sehen Sie auf der Karte: Ein Klick auf einen Marker zeigt die Angaben, ein Klick auf eine Zahl vergrößert den Ausschnitt. Unter „Liste“ finden Sie alle Einträge seitenweise.',
} as const;

export const questionnaire = {
  step: (n: number, of: number) => `Schritt ${n} von ${of}`,
  required: 'Pflichtfeld',
  selectPlaceholder: 'Bitte wählen …',
  percentUnit: '%',
  range: (min: string, max: string) => `zwischen ${min} und ${max}`,
  yes: 'Ja',
  no: 'Nein',
  imageTooLarge: 'Das Bild ist zu groß. Es darf höchstens 10 MB groß sein.',
  imageChoose: 'Foto auswählen',
  imageReplace: 'Ersetzen',
  imageRemove: 'Entfernen',
  imageUploading: 'Foto wird hochgeladen',
  imageUploaded: 'Foto hochgeladen',
  imagePreview: (question: string) => `Vorschau: ${question}`,
  imageUploadFailed: (message: string) => `Das Foto konnte nicht hochgeladen werden. ${message}`,
  photoPositionFound: 'Das Foto enthält einen Aufnahmeort.',
  photoPositionPlace: 'Marker an den Aufnahmeort setzen',
} as const;

export const comments = {
  title: 'Kommentare',
  none: 'Noch keine Kommentare.',
  count: (n: number) => (n === 1 ? '1 Kommentar' : `${n} Kommentare`),
  loading: 'Kommentare werden geladen …',
  loadFailed: 'Die Kommentare konnten nicht geladen werden.',
  label: 'Ihr Kommentar',
  help: (max: number) => `Höchstens ${max} Zeichen.`,
  submit: 'Kommentieren',
  sending: 'Wird gesendet …',
  posted: 'Ihr Kommentar wurde gespeichert.',
  postFailed: (message: string) => `Der Kommentar konnte nicht gespeichert werden. ${message}`,
  empty: 'Der Kommentar darf nicht leer sein.',
  remove: 'Löschen',
  removeLabel: (author: string) => `Kommentar von ${author} löschen`,
  removeTitle: 'Kommentar löschen',
  removeQuestion: 'Möchten Sie diesen Kommentar wirklich löschen?',
  removed: 'Der Kommentar wurde gelöscht.',
  removeFailed: (message: string) => `Der Kommentar konnte nicht gelöscht werden. ${message}`,
  by: (author: string, date: string) => `${author} am ${date}`,
  loginPrompt: 'Bitte melden Sie sich an, um abzustimmen oder zu kommentieren.',
  toLogin: 'Zur Anmeldung',
} as const;

export const votes = {
  label: 'Bewertung',
  commentLabel: 'Bewertung des Kommentars',
  up: (n: number) => `Daumen hoch (${n})`,
  down: (n: number) => `Daumen runter (${n})`,
  upCount: (n: number) => `${n} Daumen hoch`,
  downCount: (n: number) => `${n} Daumen runter`,
  failed: (message: string) => `Die Stimme konnte nicht gespeichert werden. ${message}`,
} as const;

export const mapLegend = {
  title: 'Legende',
  label: 'Legende der Kategorien',
  statusLabel: 'Legende der Status',
  categories: 'Kategorien',
  statuses: 'Status',
} as const;

/** Status of an entry and its history (docs/product.md §16.1). */
export const pointStatus = {
  label: 'Status',
  since: (date: string) => `seit ${date}`,
  unknown: (key: string) => `Status „${key}“`,
  closed: 'abgeschlossen',
  history: 'Verlauf',
  historyEmpty: 'Der Status wurde noch nicht geändert.',
  historyFailed: 'Der Verlauf konnte nicht geladen werden.',
  historyEntry: (label: string, by: string) => (by ? `${label} – gesetzt von ${by}` : label),
  historyAnswer: (by: string) => (by ? `Offizielle Antwort von ${by}` : 'Offizielle Antwort'),
  historyAnswerWithdrawn: (by: string) => (by ? `Offizielle Antwort zurückgezogen von ${by}` : 'Offizielle Antwort zurückgezogen'),
  change: 'Status ändern',
  newStatus: 'Neuer Status',
  note: 'Notiz (freiwillig, für alle sichtbar)',
  save: 'Status setzen',
  saved: 'Der Status wurde geändert.',
  failed: 'Der Status konnte nicht geändert werden.',
} as const;

/** Filters of the map and the list (docs/product.md §16.1). */
export const pointFilter = {
  title: 'Einträge filtern',
  status: 'Status',
  category: 'Kategorie',
  period: 'Zeitraum',
  all: 'Alle',
  periodOf: (days: number) => (days === 0 ? 'Alle' : days === 365 ? 'Letztes Jahr' : `Letzte ${days} Tage`),
  count: (shown: number, total: number) =>
    (shown !== total ? `${formatNumber(shown)} von ${formatNumber(total)} Einträgen` : total === 1 ? '1 Eintrag' : `${formatNumber(total)} Einträge`),
  reset: 'Filter zurücksetzen',
} as const;

/** „Adresse suchen“ over the maps (docs/product.md §17.1). */
export const addressSearch = {
  label: 'Adresse suchen',
  placeholder: 'Straße, Ort oder Platz',
  submit: 'Suchen',
  searching: 'Sucht …',
  results: 'Gefundene Orte',
  tooShort: 'Bitte geben Sie mindestens zwei Zeichen ein.',
  none: 'Nichts gefunden. Bitte versuchen Sie eine andere Schreibweise.',
  found: (n: number) => (n === 1 ? '1 Ort gefunden. Bitte wählen Sie ihn aus.' : `${n} Orte gefunden. Bitte wählen Sie einen aus.`),
  chosen: (label: string) => `Die Karte zeigt jetzt: ${label}`,
  failed: 'Die Adresssuche hat nicht geklappt. Bitte versuchen Sie es später noch einmal.',
} as const;

/** The layer switcher of the map's context layers (docs/product.md §17.7). */
export const contextLayers = {
  title: 'Kartenebenen',
  label: 'Zusätzliche Kartenebenen ein- und ausblenden',
} as const;

/** „Mein Standort“ in the map app's panel (docs/product.md §17.1). */
export const myLocation = {
  button: 'Mein Standort',
  title: 'Die Karte auf Ihren Standort setzen (der Browser fragt, ob er ihn freigeben darf)',
  searching: 'Standort wird gesucht …',
  found: (metres: number) => `Die Karte zeigt Ihren Standort (auf etwa ${formatNumber(Math.max(1, Math.round(metres)))} m genau).`,
  createHere: 'Hier einen Eintrag anlegen',
  markerHere: 'Marker hierher setzen',
  markerPlaced: 'Der Marker steht an Ihrem Standort.',
  denied: 'Ihr Browser gibt den Standort nicht frei. Erlauben Sie den Zugriff in den Einstellungen des Browsers oder suchen Sie eine Adresse.',
  unavailable: 'Ihr Standort lässt sich gerade nicht bestimmen. Versuchen Sie es draußen oder später noch einmal, oder suchen Sie eine Adresse.',
  timeout: 'Die Suche nach Ihrem Standort hat zu lange gedauert. Bitte versuchen Sie es noch einmal oder suchen Sie eine Adresse.',
  unsupported: 'Dieser Browser kann den Standort nicht bestimmen. Bitte suchen Sie eine Adresse.',
  markerLabel: 'Ihr Standort',
} as const;

/** The map app on a phone (below 768 px): the map fills the screen, the panel is a sheet over it. */
export const phoneMap = {
  sheet: 'Bereich unter der Karte',
  grow: 'Bereich vergrößern',
  shrink: 'Bereich verkleinern',
  collapse: 'Bereich einklappen',
  newEntry: 'Eintrag',
  newEntryLabel: 'Neuer Eintrag',
  placeHint: 'Verschieben Sie die Karte, bis das Kreuz auf dem Ort liegt, und tippen Sie auf „Hier“ – oder drücken Sie lange auf den Ort.',
  placeHere: 'Hier',
  placeCancel: 'Abbrechen',
} as const;
