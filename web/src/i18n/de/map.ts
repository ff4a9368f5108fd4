// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
export * from './edit-entry';
export * from './offline';
/** Texts of the map app: panel, questionnaire form, comments, votes, legend (docs/product.md §2.14, §8.6). */
export const map = {
  photoAlt: 'Foto: {question}',
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
  pageOf: 'Seite {page, number} von {pages, number}',
  sort: 'Sortierung',
  sortNewest: 'Neueste zuerst',
  sortVotes: 'Meiste Daumen hoch',
  sortComments: 'Meiste Kommentare',
  createdAt: 'Erfasst am',
  category: 'Kategorie',
  chooseCategory: 'Kategorie wählen',
  infoTitle: 'Information',
  info: 'Information',
  record: 'Neuer Eintrag',
  save: 'Speichern',
  discard: 'Verwerfen',
  saved: 'Punkt erfolgreich gespeichert.',
  /** A new line or area (docs/product.md §25.1): not a point. */
  savedShape: 'Eintrag erfolgreich gespeichert.',
  saveFailed: 'Der Punkt konnte nicht gespeichert werden.',
  markerMissing: 'Bitte setzen Sie einen Marker auf der Karte.',
  markerSet: 'Marker gesetzt',
  markerHint: 'Doppelklicken Sie auf die Karte, um den Ort des Eintrags zu markieren.',
  cluster: '{n, number} Einträge',
  clusterTitle: '{n, number} Einträge – zum Heranzoomen auswählen',
  omitted: '{n, plural, one {# weiterer Eintrag in diesem Ausschnitt ist nicht eingezeichnet.} other {# weitere Einträge in diesem Ausschnitt sind nicht eingezeichnet.}} Die Liste zeigt alle.',
  markerTitle: '{what} ({status})',
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
  infoBrowse: 'Vorhandene Einträge sehen Sie auf der Karte: Ein Klick auf einen Marker zeigt die Angaben, ein Klick auf eine Zahl vergrößert den Ausschnitt. Unter „Liste“ finden Sie alle Einträge seitenweise.',
} as const;

export const questionnaire = {
  step: 'Schritt {n} von {of}',
  required: 'Pflichtfeld',
  selectPlaceholder: 'Bitte wählen …',
  percentUnit: '%',
  range: 'zwischen {min, number} und {max, number}',
  yes: 'Ja',
  no: 'Nein',
  imageTooLarge: 'Das Bild ist zu groß. Es darf höchstens 10 MB groß sein.',
  imageChoose: 'Foto auswählen',
  imageReplace: 'Ersetzen',
  imageRemove: 'Entfernen',
  imageUploading: 'Foto wird hochgeladen',
  imageUploaded: 'Foto hochgeladen',
  imagePreview: 'Vorschau: {question}',
  imageUploadFailed: 'Das Foto konnte nicht hochgeladen werden. {message}',
  photoPositionFound: 'Das Foto enthält einen Aufnahmeort.',
  photoPositionPlace: 'Marker an den Aufnahmeort setzen',
} as const;

export const comments = {
  title: 'Kommentare',
  none: 'Noch keine Kommentare.',
  count: '{n, plural, one {# Kommentar} other {# Kommentare}}',
  loading: 'Kommentare werden geladen …',
  loadFailed: 'Die Kommentare konnten nicht geladen werden.',
  label: 'Ihr Kommentar',
  help: 'Höchstens {max} Zeichen.',
  submit: 'Kommentieren',
  sending: 'Wird gesendet …',
  posted: 'Ihr Kommentar wurde gespeichert.',
  postFailed: 'Der Kommentar konnte nicht gespeichert werden. {message}',
  empty: 'Der Kommentar darf nicht leer sein.',
  remove: 'Löschen',
  removeLabel: 'Kommentar von {author} löschen',
  removeTitle: 'Kommentar löschen',
  removeQuestion: 'Möchten Sie diesen Kommentar wirklich löschen?',
  removed: 'Der Kommentar wurde gelöscht.',
  removeFailed: 'Der Kommentar konnte nicht gelöscht werden. {message}',
  by: '{author} am {date}',
  loginPrompt: 'Bitte melden Sie sich an, um abzustimmen oder zu kommentieren.',
  toLogin: 'Zur Anmeldung',
} as const;

export const votes = {
  label: 'Bewertung',
  commentLabel: 'Bewertung des Kommentars',
  up: 'Daumen hoch ({n})',
  down: 'Daumen runter ({n})',
  upCount: '{n} Daumen hoch',
  downCount: '{n} Daumen runter',
  failed: 'Die Stimme konnte nicht gespeichert werden. {message}',
} as const;

export const mapLegend = {
  title: 'Legende',
  label: 'Legende der Kategorien',
  statusLabel: 'Legende der Status',
  categories: 'Kategorien',
  statuses: 'Status',
} as const;

/** Status of an entry and its history (docs/product.md §16.1). The status labels themselves are
 *  the layer's configuration, written by the town, and stay as written. */
export const pointStatus = {
  label: 'Status',
  since: 'seit {date}',
  unknown: 'Status „{key}“',
  closed: 'abgeschlossen',
  history: 'Verlauf',
  historyEmpty: 'Der Status wurde noch nicht geändert.',
  historyFailed: 'Der Verlauf konnte nicht geladen werden.',
  historyEntry: '{label} – gesetzt von {by}',
  historyAnswer: 'Offizielle Antwort von {by}',
  historyAnswerAnonymous: 'Offizielle Antwort',
  historyAnswerWithdrawn: 'Offizielle Antwort zurückgezogen von {by}',
  historyAnswerWithdrawnAnonymous: 'Offizielle Antwort zurückgezogen',
  historyNote: 'Interne Notiz von {by} (nur für das Team)',
  historyNoteAnonymous: 'Interne Notiz (nur für das Team)',
} as const;

/** Filters of the map and the list (docs/product.md §16.1). */
export const pointFilter = {
  title: 'Einträge filtern',
  status: 'Status',
  category: 'Kategorie',
  period: 'Zeitraum',
  all: 'Alle',
  periodOf: '{days, plural, =0 {Alle} =365 {Letztes Jahr} other {Letzte # Tage}}',
  /** The number of entries shown when a filter leaves some out. */
  countOf: '{shown, number} von {total, number} Einträgen',
  count: '{total, plural, one {# Eintrag} other {# Einträge}}',
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
  found: '{n, plural, one {# Ort gefunden. Bitte wählen Sie ihn aus.} other {# Orte gefunden. Bitte wählen Sie einen aus.}}',
  chosen: 'Die Karte zeigt jetzt: {label}',
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
  found: 'Die Karte zeigt Ihren Standort (auf etwa {metres, number} m genau).',
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

/** „Wurde das schon gemeldet?“ while a new entry is placed, and the link of a merged duplicate
 *  (docs/product.md §24.3). */
export const duplicateHint = {
  title: 'Wurde das schon gemeldet?',
  intro: 'In der Nähe gibt es schon offene Meldungen dieser Art. Unterstützen Sie eine davon, statt sie noch einmal zu melden.',
  found: '{n, plural, one {Eine ähnliche Meldung in der Nähe} other {# ähnliche Meldungen in der Nähe}}',
  distance: '{metres, number} m entfernt',
  support: 'Unterstützen',
  supportLabel: '{entry} unterstützen: Daumen hoch geben und dem Eintrag folgen',
  supporting: 'Wird gespeichert …',
  show: 'Ansehen',
  showLabel: '{entry} ansehen',
  supported: 'Danke! Ihre Stimme wurde gezählt. Sie folgen jetzt diesem Eintrag.',
  supportedVoteOnly: 'Danke! Ihre Stimme wurde gezählt. Folgen ging gerade nicht: {message}',
  toEntry: 'Zum Eintrag',
  failed: 'Das Unterstützen hat nicht geklappt. {message}',
  loginPrompt: 'Zum Unterstützen bitte anmelden.',
  toLogin: 'Zur Anmeldung',
  newAnyway: 'Trotzdem neu melden',
  duplicateOf: 'Bereits gemeldet:',
  duplicateOfLink: 'zum ursprünglichen Eintrag',
} as const;
