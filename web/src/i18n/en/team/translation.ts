import type { Translation } from '../../catalogue';
import type * as de from '../../de/translation';

export const translationSettings: Translation<typeof de.translationSettings> = {
  title: 'Translation of contributions',
  intro: 'Visitors can have answers and comments machine-translated into their language. For this the server sends the text of the contribution to a LibreTranslate service; the privacy policy then names it.',
  enabled: 'Offer translation of contributions',
  url: 'Address of the LibreTranslate service',
  urlHelp: 'With https://, e.g. https://translate.example.org. Texts are translated into the interface languages (setting “sprachen”).',
  apiKey: 'API key',
  apiKeySet: 'A key is set. Leave empty to keep it.',
  apiKeyNone: 'No key set. Optional if the service does not require one.',
  clearApiKey: 'Remove the stored key',
  save: 'Save translation',
  saved: 'The translation settings have been saved.',
  failed: 'The translation settings were not saved.',
  loadFailed: 'The translation settings could not be loaded.',
};
