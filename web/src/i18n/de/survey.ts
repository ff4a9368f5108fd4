// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of the survey (docs/product.md §2.18). */

export const survey = {
  title: 'Umfrage zur Straßenbahn',
  intro: 'Helfen Sie uns mit drei kurzen Fragen, den Ausbau der Straßenbahn besser zu planen. Danach geht es weiter zur Karte.',
  alreadyDone: 'Sie haben an dieser Umfrage bereits teilgenommen. Vielen Dank! Sie können die Fragen gern noch einmal beantworten oder',
  toMap: 'direkt zur Karte gehen',
  usage: 'Wofür nutzen Sie die Straßenbahn?',
  usageHint: 'Mehrfachauswahl möglich.',
  usage_nutzung_schueler_student: 'Schule/Studium',
  usage_nutzung_arbeitnehmer: 'Arbeit',
  usage_nutzung_gewerbetreibender: 'als Gewerbetreibende/r',
  usage_nutzung_freizeitangelegenheit: 'Freizeit',
  usage_nutzung_anbindung_umland: 'Anbindung an das Umland',
  usage_nutzung_anwohner: 'als Anwohner/in',
  usage_nutzung_einkaufen: 'Einkaufen',
  interessensgruppe: 'Interessensgruppe',
  interessensgruppe_anlieger_bewohner: 'Anlieger/Bewohner',
  interessensgruppe_buerger_stadt: 'Bürger/in der Stadt',
  interessensgruppe_buerger_land: 'Bürger/in aus dem Umland',
  altersgruppe: 'Altersgruppe',
  altersgruppe_alter_kleinergleich_20: 'bis 20',
  altersgruppe_alter_21_35: '21–35',
  altersgruppe_alter_36_50: '36–50',
  altersgruppe_alter_51_65: '51–65',
  altersgruppe_alter_gr_65: 'über 65',
  required: '(Pflichtangabe)',
  interessensgruppeMissing: 'Bitte wählen Sie eine Interessensgruppe.',
  altersgruppeMissing: 'Bitte wählen Sie eine Altersgruppe.',
  submit: 'Absenden',
  sending: 'Wird gesendet …',
} as const;
