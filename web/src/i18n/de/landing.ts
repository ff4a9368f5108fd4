// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** The generic words of the landing page, the short labels of the topic pages and their menus, the footer (docs/product.md §2.2, §2.3). What names a topic, town or project is the organisation's page content (docs/product.md §17.3); the legal pages' prose lives with those lazily loaded screens. */

export const landing = {
  projects: 'Mitmachen',
  project: 'Projekt',
  app: 'App',
  map: 'Karte',
  help: 'Hilfe',
  contact: 'Kontakt',
  sectionMenu: 'Abschnitte dieser Seite',
  toMap: 'Zur Karte',
  learnMore: 'Mehr erfahren',
  projectTitle: 'Das Projekt',
  projectsTitle: 'Jetzt mitmachen',
  projectsClosedTitle: 'Abgeschlossene Projekte',
  projectsNoneOpen: 'Zurzeit läuft keine Beteiligung. Schauen Sie bald wieder vorbei.',
  projectsLoadFailed: 'Die Projekte konnten nicht geladen werden.',
  appTitle: 'Die App',
  appStoreLink: 'App im Store herunterladen',
  mapLabel: 'Karte mit den gemeldeten Beiträgen',
  markerAlt: 'Beitrag',
  mapFull: 'Zur vollständigen Karte',
  helpTitle: 'So machen Sie mit',
  contactTitle: 'Kontakt',
  contactText: 'Sie haben Fragen oder Anregungen? Schreiben Sie uns:',
  contactImprint: 'Unsere Kontaktdaten finden Sie im Impressum.',
  imprint: 'Impressum',
  privacy: 'Datenschutz',
  terms: 'Nutzungsbedingungen',
  fundingTitle: 'Förderung',
  // Without the organisation's own line (setting foerderung_text): nothing of one town or topic.
  fundingText: 'Das Projekt wird mit öffentlichen Fördermitteln unterstützt. Wir danken allen Förderern und Partnern.',
  copyright: '© {year} {title}',
} as const;

export const topics = {
  menuProjects: 'Projekte',
  menuApps: 'Apps',
  menuMaps: 'Karten',
  menuHelp: 'Hilfe',
  menuContact: 'Kontakt',
  menuImprint: 'Impressum',
  bicycle: 'Fahrradmobilität',
  waters: 'Stadtgewässer',
  infrastructure: 'Stadtinfrastruktur',
  sectionMenu: 'Abschnitte dieser Seite',
  toMap: 'Zur Karte',
  toSurvey: 'Zur Umfrage',
  appsTitle: 'Die Apps',
  mapsTitle: 'Die Karten',
  helpTitle: 'So machen Sie mit',
  helpBlog: 'Mehr Hilfe und Neuigkeiten in unserem Blog',
  contactTitle: 'Kontakt',
  contactText: 'Fragen, Hinweise oder Lust, sich zu beteiligen? Schreiben Sie uns:',
  contactImprint: 'Unsere Kontaktdaten finden Sie im Impressum.',
} as const;

/** The footer's link to the accessibility statement; the statement's texts are in
 *  features/legal/accessibility-texts.ts. */
export const accessibility = {
  footerLink: 'Barrierefreiheit',
  dgsLink: 'Gebärdensprache',
} as const;
