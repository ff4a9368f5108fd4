/** The generic words of the tram-extension participation /#/strassenbahnausbau (docs/product.md
 *  §2.4), loaded with its screen; what names the tram, the town or the line is the organisation's
 *  page content under `strassenbahn.…` (docs/product.md §17.3). */
export const tramTexts = {
  introTitle: 'Worum es geht',
  hintsTitle: 'So machen Sie mit',
  toMapShort: 'Jetzt Beitrag auf der Karte setzen',
  rulesTitle: 'Gut zu wissen',
} as const;
