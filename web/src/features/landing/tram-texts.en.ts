import type { ProseTranslation } from '../../i18n/prose';
import type { tramTexts } from './tram-texts';

/** The tram page's own words in English (docs/product.md §23.6). */
const translation: ProseTranslation<typeof tramTexts> = {
  texts: {
    introTitle: 'What it is about',
    hintsTitle: 'How to take part',
    toMapShort: 'Place your contribution on the map now',
    rulesTitle: 'Good to know',
  },
};
export default translation;
