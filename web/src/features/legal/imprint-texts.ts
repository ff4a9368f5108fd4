/** The imprint's prose (docs/product.md §2.19), loaded with its screen; its headings and labels
 *  are translated in the catalogue (i18n/de/legal.ts), this prose in imprint-texts.<language>.ts
 *  (§23.6), which say that this German is binding. */
export const imprintTexts = {
  liability: 'Die Inhalte dieser Seiten wurden mit Sorgfalt erstellt. Für Beiträge, die Nutzerinnen und Nutzer auf der Karte veröffentlichen, sind diese selbst verantwortlich; rechtswidrige Beiträge entfernen wir, sobald wir davon erfahren. Für die Inhalte verlinkter externer Seiten sind ausschließlich deren Betreiber verantwortlich.',
} as const;

/** What holders of `orgmanager` read while the operator's details are incomplete: the team's
 *  words, German (docs/product.md §23). */
export const imprintNotice = {
  missingNote: (labels: string[]) => `Einige Angaben fehlen noch: ${labels.join(', ')}.`,
  missingLink: 'In den Einstellungen der Organisation eintragen',
} as const;
