// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of a project's deadlines and figures (docs/product.md §16.11): the form „Fristen“ in the
 *  project management's section Team and the page „Kennzahlen“. */

const days = (n: number) => (n === 1 ? '1 Tag' : `${n.toLocaleString('de-DE', { maximumFractionDigits: 1 })} Tage`);
/** After „in“: „in 1 Tag“, „in 3 Tagen“. */
const inDays = (n: number) => (n === 1 ? 'in 1 Tag' : `in ${n.toLocaleString('de-DE', { maximumFractionDigits: 1 })} Tagen`);

export const deadlines = {
  title: 'Fristen',
  intro: 'Bis wann das Team auf einen neuen Eintrag antworten und ihn erledigen möchte, in Tagen ab dem Eingang. Überfällige Einträge zeigen Eingang und Auswertung an. Leer: keine Frist.',
  firstResponse: 'Erste Antwort innerhalb von … Tagen',
  firstResponseHint: '1 bis 365 Tage. Als Antwort zählt die erste offizielle Antwort oder der erste Status nach dem ersten.',
  completion: 'Erledigt innerhalb von … Tagen',
  completionHint: '1 bis 730 Tage. Erledigt ist ein Eintrag mit einem abschließenden Status.',
  badNumber: (max: number) => `Bitte eine ganze Zahl von 1 bis ${max} eingeben, oder das Feld leer lassen.`,
  save: 'Fristen speichern',
  saving: 'Wird gespeichert …',
  saved: 'Die Fristen wurden gespeichert.',
  saveFailed: 'Die Fristen wurden nicht gespeichert.',
  loadFailed: 'Die Fristen konnten nicht geladen werden.',
  toFigures: 'Kennzahlen des Projekts',
} as const;

export const figures = {
  title: (project: string) => `Kennzahlen: ${project}`,
  titleFallback: 'Kennzahlen',
  loginFirst: 'Die Kennzahlen eines Projekts stehen seinem Team offen. Bitte melden Sie sich an.',
  notLoggedIn: 'Bitte melden Sie sich an, um die Kennzahlen zu sehen.',
  notAllowed: 'Die Kennzahlen dieses Projekts stehen nur seinem Team offen.',
  loadFailed: 'Die Kennzahlen konnten nicht geladen werden.',
  from: 'Zeitraum von',
  to: 'bis',
  apply: 'Anwenden',
  reset: 'Ganzer Zeitraum',
  badPeriod: 'Das Ende des Zeitraums liegt vor seinem Anfang.',
  print: 'Drucken',
  toProject: 'Zur Projektverwaltung',
  toInbox: 'Zum Eingang',
  printedAt: (at: string) => `Stand: ${at}`,
  period: (from: string, to: string) => `Einträge vom ${from} bis ${to}`,
  processing: 'Bearbeitung',
  figure: 'Kennzahl',
  value: 'Wert',
  entries: 'Einträge im Zeitraum',
  answered: 'Beantwortet',
  answeredShare: (n: string, share: string) => `${n} (${share})`,
  completed: 'Erledigt',
  medianFirstResponse: 'Median bis zur ersten Antwort',
  medianCompletion: 'Median bis zur Erledigung',
  medianValue: (d: number | null, n: number) => (d === null ? 'keine Antwort im Zeitraum' : `${days(d)} (aus ${n.toLocaleString('de-DE')} Einträgen)`),
  medianCompletionValue: (d: number | null, n: number) => (d === null ? 'nichts erledigt im Zeitraum' : `${days(d)} (aus ${n.toLocaleString('de-DE')} Einträgen)`),
  overdueResponse: 'Überfällig: Antwort (jetzt)',
  overdueCompletion: 'Überfällig: Erledigung (jetzt)',
  noDeadline: 'keine Frist gesetzt',
  deadlinesNow: (first: number | null, done: number | null) =>
    `Fristen: erste Antwort ${first === null ? 'keine' : inDays(first)}, Erledigung ${done === null ? 'keine' : inDays(done)}.`,
  byWeek: 'Einträge je Woche',
  weeksCut: 'Gezeigt werden die letzten 104 Wochen des Zeitraums.',
  week: 'Woche ab',
  count: 'Anzahl',
  share: 'Anteil',
  weekSummary: (weeks: number, busiest: string, n: number) =>
    `${weeks === 1 ? '1 Woche' : `${weeks} Wochen`}; die meisten Einträge (${n}) in der Woche ab ${busiest}.`,
  byStatus: 'Einträge nach Status',
  map: 'Karte',
  status: 'Status',
  closed: ' (abgeschlossen)',
  byMapAndStatus: 'Einträge des Projekts nach Karte und Status',
  wholeProject: 'Kennzahlen des ganzen Projekts (alle Karten), unabhängig vom Filter dieser Karte.',
  allFigures: 'Alle Kennzahlen',
  noEntries: 'Im Zeitraum sind keine Einträge eingegangen.',
  days,
} as const;

