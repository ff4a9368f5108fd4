import type { ProseTranslation } from '../../i18n/prose';
import { bindingNote } from './binding-note.uk';
import type { imprintTexts } from './imprint-texts';

/** The imprint's prose in Ukrainian (docs/product.md §23.6): for information; the German is binding. */
const translation: ProseTranslation<typeof imprintTexts> = {
  bindingNote,
  texts: {
    liability: 'Зміст цих сторінок створено ретельно. За внески, які користувачі публікують на карті, вони відповідають самі; протиправні внески ми видаляємо, щойно про них дізнаємося. За зміст зовнішніх сторінок, на які є посилання, відповідають виключно їхні оператори.',
  },
};
export default translation;
