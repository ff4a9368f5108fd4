// The legal pages' fixed words; their prose stays beside their screens (features/legal/*-texts.ts).
/** The imprint's headings and labels (docs/product.md §2.19); its liability text is the town's German. */
export const imprint = {
  title: 'Impressum',
  lead: 'Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG) und § 18 Medienstaatsvertrag (MStV)',
  operator: 'Betreiber',
  chairperson: 'Vertreten durch',
  address: 'Anschrift',
  phone: 'Telefon',
  email: 'E-Mail',
  registerCourt: 'Registereintrag',
  supervisor: 'Aufsichtsbehörde',
  responsible: 'Verantwortlich für den Inhalt',
  missing: 'noch nicht hinterlegt',
  liabilityTitle: 'Haftung für Inhalte und Links',
  privacyLink: 'Zur Datenschutzerklärung',
} as const;

/** The accessibility statement's headings and its feedback form (BITV 2.0 §7); the statement's
 *  text is the town's German. */
export const statement = {
  title: 'Erklärung zur Barrierefreiheit',
  statusTitle: 'Stand der Vereinbarkeit mit den Anforderungen',
  limitationsTitle: 'Nicht barrierefreie Inhalte',
  feedbackTitle: 'Feedback und Kontakt',
  emailLabel: 'Ihre E-Mail-Adresse (freiwillig, für eine Antwort)',
  messageLabel: 'Ihre Rückmeldung',
  send: 'Rückmeldung senden',
  sent: 'Vielen Dank für Ihre Rückmeldung.',
  sendFailed: 'Die Rückmeldung konnte nicht gesendet werden.',
  enforcementTitle: 'Schlichtungsverfahren',
  enforcementLink: 'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz',
} as const;
