/** The four explanations in Leichte Sprache that BITV 2.0 § 4 asks of a public body's start page
 *  (docs/product.md §23.2): the main content of the site, how to find one's way, the main content
 *  of the accessibility statement, and where more information in Leichte Sprache and Deutsche
 *  Gebärdensprache is. Each is a page-content block `ls.<id>` the organisation may rewrite; the
 *  product ships neutral texts in Leichte Sprache (org-content-ls-texts.ts). */

/** The ids of the four explanations, in the order of BITV 2.0 § 4 (1) nos. 1–4; the sign-language
 *  videos of the same explanations share them. */
export const LS_EXPLANATION_IDS = ['inhalt', 'navigation', 'barrierefreiheit', 'weitere'] as const;
export type LsExplanationId = (typeof LS_EXPLANATION_IDS)[number];

/** One explanation: its block key, its heading on the page (Leichte Sprache, German on every
 *  interface language) and the editor's label; its shipped text is in org-content-ls-texts.ts. */
export type LsExplanation = Readonly<{ id: LsExplanationId; key: `ls.${LsExplanationId}`; title: string; label: string }>;

export const LS_EXPLANATIONS: readonly LsExplanation[] = [
  { id: 'inhalt', key: 'ls.inhalt', title: 'Was gibt es auf dieser Internet-Seite?', label: 'Erklärung 1: Was auf der Website steht' },
  { id: 'navigation', key: 'ls.navigation', title: 'So finden Sie sich zurecht', label: 'Erklärung 2: Wie man sich auf der Website zurechtfindet' },
  { id: 'barrierefreiheit', key: 'ls.barrierefreiheit', title: 'Barriere-Freiheit', label: 'Erklärung 3: Das Wichtigste aus der Erklärung zur Barrierefreiheit' },
  { id: 'weitere', key: 'ls.weitere', title: 'Mehr Informationen', label: 'Erklärung 4: Wo es mehr in Leichter Sprache und Gebärdensprache gibt' },
];
