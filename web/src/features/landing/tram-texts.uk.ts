import type { ProseTranslation } from '../../i18n/prose';
import type { tramTexts } from './tram-texts';

/** The tram page's own words in Ukrainian (docs/product.md §23.6). */
const translation: ProseTranslation<typeof tramTexts> = {
  texts: {
    introTitle: 'Про що йдеться',
    hintsTitle: 'Як долучитися',
    toMapShort: 'Додайте свій внесок на карту зараз',
    rulesTitle: 'Варто знати',
  },
};
export default translation;
