export * from './common';

/** The notes beside the organisation's page texts shown in German, and the words of Leichte
 *  Sprache on the start page, its page and the footer (docs/product.md §23.2). */
export const contentLanguages = {
  germanOnly: 'Nur auf Deutsch verfügbar',
  notInLeichteSprache: 'Diesen Text gibt es nur in Alltags-Sprache.',
  leichteSprache: 'Leichte Sprache',
  toggle: 'Texte in Leichter Sprache',
  inDgs: 'Diese Erklärungen in Gebärdensprache',
} as const;
