// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of the section „Ergebnisse“ of the project management, where the team chooses what the
 *  results page shows (docs/product.md §25.5). */

export const resultsTeam = {
  title: 'Ergebnisse',
  intro: 'Die Ergebnisseite ist ab dem Beginn der Ergebnisphase öffentlich. Welche Phase das ist, wählen Sie im Bereich „Projekt“ bei den Phasen.',
  loading: 'Die Einstellungen werden geladen …',
  loadFailed: 'Die Einstellungen der Ergebnisseite konnten nicht geladen werden.',
  text: 'Text der Ergebnisseite',
  textHelp: 'Markdown: **fett**, *kursiv*, Listen und Links.',
  figures: 'Zahlen',
  figure_entries: 'Einträge',
  figure_participants: 'Beteiligte Personen mit Konto',
  figure_comments: 'Kommentare',
  figure_votes: 'Stimmen',
  figure_statuses: 'Einträge nach Status',
  charts: 'Diagramme',
  chartsNone: 'Noch keine Diagramme gewählt.',
  chartMap: 'Karte',
  chartQuestion: 'Frage',
  chartAdd: 'Diagramm hinzufügen',
  chartRemove: 'Diagramm „{question}“ entfernen',
  chartItem: '{question} (Karte „{map}“)',
  noQuestions: 'Keine Karte des Projekts hat eine Auswahl- oder Ja/Nein-Frage.',
  answers: 'Antworten der Verwaltung zeigen',
  downloads: 'Downloads zeigen',
  save: 'Speichern',
  saved: 'Die Ergebnisseite wurde gespeichert.',
  saveFailed: 'Die Ergebnisseite konnte nicht gespeichert werden.',
  openPreview: 'Vorschau öffnen',
  isPublished: 'Die Ergebnisseite ist öffentlich.',
} as const;
