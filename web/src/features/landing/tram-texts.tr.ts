import type { ProseTranslation } from '../../i18n/prose';
import type { tramTexts } from './tram-texts';

/** The tram page's own words in Turkish (docs/product.md §23.6). */
const translation: ProseTranslation<typeof tramTexts> = {
  texts: {
    introTitle: 'Konu nedir',
    hintsTitle: 'Nasıl katılırsınız',
    toMapShort: 'Katkınızı şimdi haritaya ekleyin',
    rulesTitle: 'Bilmekte fayda var',
  },
};
export default translation;
