import type { ProseTranslation } from '../../i18n/prose';
import type { tramTexts } from './tram-texts';

/** The tram page's own words in Arabic (docs/product.md §23.6). */
const translation: ProseTranslation<typeof tramTexts> = {
  texts: {
    introTitle: 'ما الموضوع',
    hintsTitle: 'كيف تشاركون',
    toMapShort: 'ضعوا مساهمتكم على الخريطة الآن',
    rulesTitle: 'من المفيد معرفته',
  },
};
export default translation;
