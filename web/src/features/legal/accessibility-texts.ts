/** Texts of the accessibility statement /#/barrierefreiheit (docs/product.md §13; BITV 2.0 §7),
 *  loaded with its screen: the statement's German text, translated in
 *  accessibility-texts.<language>.ts (§23.6). Its headings and form are translated in the
 *  catalogue (i18n/de/legal.ts). */
export const accessibilityTexts = {
  intro: (operator: string) => `${operator} ist bemüht, diese Website im Einklang mit der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) und der Richtlinie (EU) 2016/2102 barrierefrei zugänglich zu machen. Diese Erklärung gilt für die Mitmachkarte unter dieser Adresse.`,
  operatorFallback: 'Der Betreiber',
  statusDefault: 'Diese Website ist mit den Anforderungen der BITV 2.0 (WCAG 2.1, Stufe AA) teilweise vereinbar. Die Unvereinbarkeiten sind unten aufgeführt.',
  basis: 'Grundlage ist eine Selbstbewertung mit automatischen Prüfungen (axe) und Tests mit Tastatur und Bildschirmgröße eines Telefons.',
  dated: (date: string) => `Diese Erklärung wurde am ${date} erstellt und zuletzt überprüft.`,
  undated: 'Das Datum dieser Erklärung ist noch nicht hinterlegt.',
  limitationsDefault: [
    'Die Karte selbst ist eine Grafik: Lage und Nachbarschaft der Punkte lassen sich ohne Sehen nur eingeschränkt erfassen. Alle Punkte sind aber auch über die Listen und Formulare neben der Karte erreichbar.',
    'Kartenkacheln externer Anbieter (z. B. OpenStreetMap) haben keine Textalternativen.',
    'Hochgeladene Fotos haben keine Bildbeschreibung, wenn die Person, die sie hochgeladen hat, keine angegeben hat.',
  ],
  feedbackText: 'Sind Ihnen Mängel beim barrierefreien Zugang aufgefallen? Dann schreiben Sie uns. Wir antworten innerhalb eines Monats.',
  enforcement: 'Wenn Sie auf Ihre Rückmeldung keine zufriedenstellende Antwort erhalten, können Sie die Schlichtungsstelle nach § 16 Behindertengleichstellungsgesetz (BGG) einschalten. Sie hilft kostenfrei, eine außergerichtliche Lösung zu finden.',
} as const;

/** What holders of `orgmanager` read while the statement is incomplete: the team's words, German
 *  (docs/product.md §23). */
export const accessibilityNotice = {
  missingNote: 'Datum, Stand, Einschränkungen und die Adresse für Rückmeldungen tragen Administratorinnen und Administratoren in der Organisationsverwaltung unter „Weitere Einstellungen“ ein (Schlüssel barrierefreiheit_datum, barrierefreiheit_stand, barrierefreiheit_einschraenkungen – eine Einschränkung je Zeile – und barrierefreiheit_email).',
} as const;
