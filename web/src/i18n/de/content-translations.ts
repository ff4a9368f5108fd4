// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';

/** Texts of the team's section „Übersetzungen“ of a project (docs/product.md §23.5): the project's
 *  and its questionnaire's texts in another language beside the German; `what_*` name each text. */
export const contentTranslations = {
  title: 'Übersetzungen',
  intro: 'Hier schreiben Sie die Texte des Projekts und des Fragebogens in den Sprachen, die Ihre Organisation anbietet. Was fehlt, lesen Besucherinnen und Besucher auf Deutsch mit dem Hinweis „Nur auf Deutsch verfügbar“.',
  noLanguages: 'Ihre Organisation bietet noch keine weitere Sprache an. Die Sprachen wählt die Organisationsverwaltung unter „Darstellung“, „Sprachen der Oberfläche“.',
  language: 'Sprache neben dem Deutschen',
  languageOption: '{name} ({missing, plural, =0 {vollständig} one {# fehlt} other {# fehlen}})',
  projectTitle: 'Projektseite',
  questionnaireTitle: 'Fragebogen der Karte „{layer}“',
  noQuestionnaire: 'Wählen Sie eine Karte, um ihren Fragebogen zu übersetzen.',
  nothing: 'Hier gibt es keinen Text zu übersetzen.',
  missingSummary: '{missing, plural, =0 {Alles ist übersetzt.} one {# Text fehlt.} other {# Texte fehlen.}}',
  german: 'Deutsch',
  fieldLabel: '{language}: {what}',
  missing: 'fehlt',
  save: 'Übersetzungen speichern',
  saving: 'Wird gespeichert …',
  saved: 'Die Übersetzungen wurden gespeichert.',
  saveFailed: 'Die Übersetzungen konnten nicht gespeichert werden.',
  what_projectName: 'Name des Projekts',
  what_projectDescription: 'Beschreibung (Markdown)',
  what_phase: 'Phase {n}',
  what_label: 'Hinweistext „{name}“',
  what_question: 'Frage „{name}“',
  what_help: 'Hilfetext zu „{title}“',
  what_missingMsg: 'Hinweis, wenn „{title}“ fehlt',
  what_option: 'Antwort „{label}“ zu „{title}“',
  what_category: 'Kategorie „{label}“',
} as const;
