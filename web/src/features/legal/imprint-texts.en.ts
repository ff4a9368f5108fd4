import type { ProseTranslation } from '../../i18n/prose';
import { bindingNote } from './binding-note.en';
import type { imprintTexts } from './imprint-texts';

/** The imprint's prose in English (docs/product.md §23.6): for information; the German is binding. */
const translation: ProseTranslation<typeof imprintTexts> = {
  bindingNote,
  texts: {
    liability: 'The content of these pages has been created with care. Users are themselves responsible for the contributions they publish on the map; we remove unlawful contributions as soon as we become aware of them. The operators of linked external pages are solely responsible for their content.',
  },
};
export default translation;
