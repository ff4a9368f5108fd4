/** Texts of the frame every screen shares: buttons, navigation, cookie banner, alerts, accessibility labels of the map, the page titles. */

/** The frame's common words, in ICU MessageFormat (translated: i18n/{en,tr,ar,uk}/common.ts, with alerts, cookie, access and pages). */
export const common = {
  appName: 'Mitmachkarte',
  skipToContent: 'Zum Inhalt springen',
  loadFailed: 'Daten konnten nicht geladen werden.',
  loading: 'Wird geladen …',
  projectClosed: 'Dieses Projekt ist abgeschlossen. Sie können alle Beiträge und Antworten ansehen, aber nichts mehr hinzufügen.',
  phaseNoEntries: 'In der Phase „{phase}“ sind keine neuen Beiträge möglich.',
  phaseNoComments: 'In der Phase „{phase}“ sind keine Kommentare möglich.',
  phaseNoVotes: 'In der Phase „{phase}“ sind keine Stimmen möglich.',
  ok: 'OK',
  cancel: 'Abbrechen',
  close: 'Schließen',
  back: 'Zurück',
  next: 'Weiter',
  toHome: 'Zur Startseite',
  yes: 'Ja',
  no: 'Nein',
  // A call that did not reach the server, or an error answer without a message (lib/api-client.ts).
  serverUnreachable: 'Der Server ist nicht erreichbar.',
  httpError: 'Fehler {status}',
} as const;

/** The navigation bar's texts, in ICU MessageFormat (translated: i18n/{en,tr,ar,uk}/nav.ts). */
export const nav = {
  toggle: 'Navigation ein- oder ausblenden',
  collectData: 'Daten erfassen',
  projects: 'Projekte',
  defaultHome: 'Startseite',
  help: 'Hilfe',
  contact: 'Kontakt',
  imprint: 'Impressum',
  profile: 'Profil',
  login: 'Login',
  administration: 'Administration',
  logout: 'Logout',
  register: 'Registrieren',
  emailPlaceholder: 'Email',
  passwordPlaceholder: 'Passwort',
  externalLink: '(öffnet eine externe Seite)',
  // The titles of screens the bar leads to: here, so that the bar does not load those screens' texts.
  project: 'Projekt',
  workspaces: 'Projekte',
  myProjects: 'Meine Projekte',
  contributions: 'Meine Beiträge',
  // The team's inbox (docs/product.md §16.9): the bar's badge on „Meine Projekte“ and the links.
  newItems: '{n, plural, one {# neuer Beitrag} other {# neue Beiträge}}',
  inboxLink: '{n, plural, =0 {Eingang} other {Eingang (# neu)}}',
  figuresLink: 'Kennzahlen',
  inboxLabel: '{n, plural, =0 {Eingang des Projekts {project}} other {Eingang des Projekts {project} (# neu)}}',
  // The language switcher (docs/product.md §23).
  language: 'Sprache',
} as const;

export const alerts = { region: 'Meldungen' } as const;

export const cookie = {
  text: 'Diese Website verwendet Cookies, die für den Betrieb notwendig sind (Anmeldung und Schutz vor gefälschten Anfragen).',
  more: 'Mehr erfahren',
  accept: 'Akzeptieren',
  // The banner's name as a region.
  region: 'Cookies',
} as const;

/** Accessibility and mobile use (docs/product.md §13). */
export const access = {
  mapLabel: 'Karte: Doppelklick oder langes Drücken setzt den Marker für einen neuen Eintrag',
  inviteText: 'Wählen Sie eine Kategorie und setzen Sie mit einem Doppelklick – auf dem Handy durch langes Drücken – einen Marker auf der Karte. Beantworten Sie dann die Fragen.',
  markerHint: 'Doppelklicken Sie auf die Karte (auf dem Handy: lange drücken), um den Ort des Eintrags zu markieren.',
  // The steps of the map's help (map/panel/info-modal.tsx), in order.
  infoStep1: 'Wählen Sie „Neuer Eintrag“ und dann die passende Kategorie.',
  infoStep2: 'Doppelklicken Sie auf die Karte an der Stelle Ihres Eintrags – auf dem Handy drücken Sie lange darauf. Der Marker lässt sich verschieben; ein weiterer Doppelklick oder langer Druck versetzt ihn.',
  infoStep3: 'Beantworten Sie die Fragen. Mit * markierte Fragen müssen beantwortet werden.',
  infoStep4: 'Klicken Sie auf „Speichern“. „Verwerfen“ bricht den Eintrag ab.',
  showOnMap: 'Auf der Karte zeigen',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  showOnMapLabel: 'Auf der Karte zeigen: {entry}',
} as const;

/** The page for unknown addresses and the admin hub /admin/manage (docs/product.md §2). */
export const pages = {
  documentTitle: '{page} – Mitmachkarte',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Unter dieser Adresse gibt es keine Seite. Vielleicht wurde der Link nicht vollständig kopiert, oder die Seite ist umgezogen.',
  notFoundAddress: 'Aufgerufene Adresse:',
  notFoundNext: 'Hier geht es weiter:',
  toMap: 'Zur Karte',
  manageTitle: 'Bürgerbeteiligung verwalten',
  manageIntro: 'Von hier aus erreichen Sie die Werkzeuge für Ihre Beteiligungsprojekte.',
  manageMapText: 'Die Einträge der Karten ansehen, neue Einträge erfassen, kommentieren und bewerten.',
  manageWorkspacesText: 'Projekte und ihre Karten anlegen, Fragebögen und Kategorien bearbeiten, das Team zusammenstellen, gelöschte Einträge wiederherstellen und Einträge als CSV exportieren.',
  manageLayersText: 'Die einfachere Kartenverwaltung: Karten anlegen, freigeben und ihre Fragebögen bearbeiten.',
} as const;
