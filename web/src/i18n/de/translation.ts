// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of the translation of contributions (docs/product.md §23.1 „Übersetzung von Beiträgen“):
 *  the button beside answers and comments and the organisation's settings (administrators' screen),
 *  both translated into every language. */

export const translation = {
  translate: 'Übersetzen',
  translating: 'Wird übersetzt …',
  showOriginal: 'Original anzeigen',
  machine: 'Maschinell übersetzt',
  failed: 'Die Übersetzung ist gerade nicht möglich. Bitte versuchen Sie es später noch einmal.',
  // Read by screen readers after the button's text: which contribution it translates.
  answerOf: 'Antwort auf „{question}“',
  commentOf: 'Kommentar von {author}',
} as const;

export const translationSettings = {
  title: 'Übersetzung von Beiträgen',
  intro: 'Besucherinnen und Besucher können Antworten und Kommentare maschinell in ihre Sprache übersetzen lassen. Der Server schickt dazu den Text des Beitrags an einen LibreTranslate-Dienst; die Datenschutzerklärung nennt ihn dann.',
  enabled: 'Übersetzung von Beiträgen anbieten',
  url: 'Adresse des LibreTranslate-Dienstes',
  urlHelp: 'Mit https://, z. B. https://translate.example.org. Übersetzt wird in die Sprachen der Oberfläche (Einstellung „sprachen“).',
  apiKey: 'API-Schlüssel',
  apiKeySet: 'Ein Schlüssel ist gesetzt. Leer lassen, um ihn zu behalten.',
  apiKeyNone: 'Kein Schlüssel gesetzt. Optional, wenn der Dienst keinen verlangt.',
  clearApiKey: 'Gespeicherten Schlüssel entfernen',
  save: 'Übersetzung speichern',
  saved: 'Die Einstellungen der Übersetzung wurden gespeichert.',
  failed: 'Die Einstellungen der Übersetzung wurden nicht gespeichert.',
  loadFailed: 'Die Einstellungen der Übersetzung konnten nicht geladen werden.',
} as const;
