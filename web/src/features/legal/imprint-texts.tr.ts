import type { ProseTranslation } from '../../i18n/prose';
import { bindingNote } from './binding-note.tr';
import type { imprintTexts } from './imprint-texts';

/** The imprint's prose in Turkish (docs/product.md §23.6): for information; the German is binding. */
const translation: ProseTranslation<typeof imprintTexts> = {
  bindingNote,
  texts: {
    liability: 'Bu sayfaların içerikleri özenle hazırlanmıştır. Kullanıcıların haritada yayımladıkları katkılardan kendileri sorumludur; hukuka aykırı katkıları öğrendiğimiz anda kaldırırız. Bağlantı verilen harici sayfaların içeriklerinden yalnızca bu sayfaların işletenleri sorumludur.',
  },
};
export default translation;
