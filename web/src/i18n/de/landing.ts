/** Texts of the landing page, the short labels of the topic pages and their menus, the footer (docs/product.md §2.2, §2.3). Long prose of the topic, tram and legal pages lives with those lazily loaded screens. */

export const landing = {
  project: 'Projekt',
  app: 'App',
  map: 'Map',
  help: 'Hilfe',
  contact: 'Kontakt',
  sectionMenu: 'Abschnitte dieser Seite',
  mastheadLead: 'Gemeinsam für saubere Bäche, Flüsse und Seen: Melden Sie, was Ihnen an Gewässern in Ihrer Umgebung auffällt.',
  toMap: 'Zur Karte',
  learnMore: 'Mehr erfahren',
  projectTitle: 'Das Projekt',
  projectText: 'Bürgerinnen und Bürger beobachten die Gewässer vor ihrer Haustür: Wasserstand, Trübung, Schaum, Müll, Einleitungen oder den Zustand der Ufer. Jede Beobachtung landet als Punkt auf einer öffentlichen Karte.',
  projectText2: 'So entsteht ein gemeinsames Bild vom Zustand der Gewässer, das Fachleuten, Verwaltung und Naturschutz hilft, Probleme früh zu erkennen und zu handeln.',
  appTitle: 'Die App',
  appText: 'Mit der mobilen App erfassen Sie Beobachtungen direkt am Gewässer: Ort auf der Karte markieren, Kategorie wählen, ein paar Fragen beantworten, fertig.',
  appStoreLink: 'App im Store herunterladen',
  appInBrowser: 'Sie können Beobachtungen auch ohne App hier im Browser erfassen.',
  recordNow: 'Jetzt Beobachtung erfassen',
  mapTitle: 'Karte der Beobachtungen',
  mapText: 'Jeder Marker steht für eine Beobachtung, die Bürgerinnen und Bürger gemeldet haben.',
  mapLabel: 'Karte mit den gemeldeten Beobachtungen',
  markerAlt: 'Beobachtung',
  mapFull: 'Zur vollständigen Karte',
  helpTitle: 'So machen Sie mit',
  helpSteps: [
    'Öffnen Sie die Karte und wählen Sie eine Kategorie, zum Beispiel Wasserqualität oder Uferzustand.',
    'Setzen Sie mit einem Doppelklick einen Marker an die Stelle Ihrer Beobachtung.',
    'Beantworten Sie die Fragen und speichern Sie den Eintrag. Er erscheint sofort auf der Karte.',
  ],
  contactTitle: 'Kontakt',
  contactText: 'Sie haben Fragen oder Anregungen? Schreiben Sie uns:',
  contactImprint: 'Unsere Kontaktdaten finden Sie im Impressum.',
  imprint: 'Impressum',
  privacy: 'Datenschutz',
  fundingTitle: 'Förderung',
  // Without the organisation's own line (setting foerderung_text): nothing of one town or topic.
  fundingText: 'Das Projekt wird mit öffentlichen Fördermitteln unterstützt. Wir danken allen Förderern und Partnern.',
  copyright: (year: number, title: string) => `© ${year} ${title}`,
} as const;

export const topics = {
  menuProjects: 'Projekte',
  menuApps: 'Apps',
  menuMaps: 'Maps',
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
} as const;
