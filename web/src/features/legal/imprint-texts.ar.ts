import type { ProseTranslation } from '../../i18n/prose';
import { bindingNote } from './binding-note.ar';
import type { imprintTexts } from './imprint-texts';

/** The imprint's prose in Arabic (docs/product.md §23.6): for information; the German is binding. */
const translation: ProseTranslation<typeof imprintTexts> = {
  bindingNote,
  texts: {
    liability: 'أُعدّ محتوى هذه الصفحات بعناية. ويتحمّل المستخدمون أنفسهم المسؤولية عن المساهمات التي ينشرونها على الخريطة؛ ونزيل المساهمات المخالفة للقانون فور علمنا بها. ويتحمّل مشغّلو الصفحات الخارجية المرتبطة وحدهم المسؤولية عن محتواها.',
  },
};
export default translation;
