/** Texts of the frame every screen shares: buttons, navigation, cookie banner, alerts, accessibility labels of the map, the page titles. */

export const skipToContent = 'Zum Inhalt springen' as const;

export const common = {
  appName: 'Mitmachkarte',
  loadFailed: 'Daten konnten nicht geladen werden.',
  loading: 'Wird geladen …',
  projectClosed: 'Dieses Projekt ist abgeschlossen. Sie können alle Beiträge und Antworten ansehen, aber nichts mehr hinzufügen.',
  ok: 'OK',
  cancel: 'Abbrechen',
  close: 'Schließen',
  back: 'Zurück',
  next: 'Weiter',
  toHome: 'Zur Startseite',
  yes: 'Ja',
  no: 'Nein',
} as const;

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
} as const;

export const alerts = { region: 'Meldungen' } as const;

export const cookie = {
  text: 'Diese Website verwendet Cookies, die für den Betrieb notwendig sind (Anmeldung und Schutz vor gefälschten Anfragen).',
  more: 'Mehr erfahren',
  accept: 'Akzeptieren',
} as const;

/** Accessibility and mobile use (docs/product.md §13). */
export const access = {
  mapLabel: 'Karte: Doppelklick oder langes Drücken setzt den Marker für einen neuen Eintrag',
  inviteText: 'Wählen Sie eine Kategorie und setzen Sie mit einem Doppelklick – auf dem Handy durch langes Drücken – einen Marker auf der Karte. Beantworten Sie dann die Fragen.',
  markerHint: 'Doppelklicken Sie auf die Karte (auf dem Handy: lange drücken), um den Ort des Eintrags zu markieren.',
  infoSteps: [
    'Wählen Sie „Neuer Eintrag“ und dann die passende Kategorie.',
    'Doppelklicken Sie auf die Karte an der Stelle Ihres Eintrags – auf dem Handy drücken Sie lange darauf. Der Marker lässt sich verschieben; ein weiterer Doppelklick oder langer Druck versetzt ihn.',
    'Beantworten Sie die Fragen. Mit * markierte Fragen müssen beantwortet werden.',
    'Klicken Sie auf „Speichern“. „Verwerfen“ bricht den Eintrag ab.',
  ],
  showOnMap: 'Auf der Karte zeigen',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  showOnMapLabel: (entry: string) => `Auf der Karte zeigen: ${entry}`,
} as const;

/** The page for unknown addresses and the admin hub /admin/manage (docs/product.md §2). */
export const pages = {
  documentTitle: (page: string) => `${page} – Mitmachkarte`,
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
