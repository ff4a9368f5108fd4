/** Texts of the terms of use and netiquette: their page, the question after a change, and the
 *  links to them (docs/product.md §2.22). What the terms say is the organisation's page content. */

export const terms = {
  title: 'Nutzungsbedingungen',
  netiquetteTitle: 'Netiquette',
  none: 'Für diese Seite gibt es keine gesonderten Nutzungsbedingungen.',
  toNetiquette: 'Zur Netiquette',
  changedTitle: 'Die Nutzungsbedingungen haben sich geändert',
  changedText: 'Für die Beteiligung auf dieser Seite gelten Nutzungsbedingungen und eine Netiquette, denen Sie in dieser Fassung noch nicht zugestimmt haben. Bitte lesen Sie sie und akzeptieren Sie sie.',
  read: 'Nutzungsbedingungen und Netiquette lesen',
  newTab: '(öffnet in einem neuen Tab)',
  accept: 'Akzeptieren',
  accepting: 'Wird gespeichert …',
  later: 'Später',
  accepted: 'Vielen Dank. Sie haben die Nutzungsbedingungen akzeptiert.',
  acceptFailed: 'Ihre Zustimmung konnte nicht gespeichert werden.',
} as const;
// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
