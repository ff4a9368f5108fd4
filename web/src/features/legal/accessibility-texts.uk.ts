import type { ProseTranslation } from '../../i18n/prose';
import type { accessibilityTexts } from './accessibility-texts';

/** The accessibility statement's prose in Ukrainian (docs/product.md §23.6). */
const translation: ProseTranslation<typeof accessibilityTexts> = {
  texts: {
    intro: (operator) => `${operator} прагне зробити цей вебсайт доступним відповідно до Barrierefreie-Informationstechnik-Verordnung (BITV 2.0, німецького положення про доступні інформаційні технології) і Директиви (ЄС) 2016/2102. Ця заява стосується Mitmachkarte за цією адресою.`,
    operatorFallback: 'Оператор',
    statusDefault: 'Цей вебсайт частково відповідає вимогам BITV 2.0 (WCAG 2.1, рівень AA). Невідповідності наведено нижче.',
    basis: 'Підставою є самооцінка з автоматичними перевірками (axe) та тестами з клавіатурою і на розмірі екрана телефона.',
    dated: (date) => `Цю заяву складено ${date} і тоді ж востаннє перевірено.`,
    undated: 'Дату цієї заяви ще не зазначено.',
    limitationsDefault: [
      'Сама карта є графікою: без зору розташування точок і їхнє сусідство можна сприйняти лише обмежено. Проте всі точки доступні також через списки та форми поруч із картою.',
      'Тайли карт зовнішніх постачальників (напр., OpenStreetMap) не мають текстових альтернатив.',
      'Завантажені фотографії не мають опису, якщо особа, яка їх завантажила, його не надала.',
    ],
    feedbackText: 'Ви помітили перешкоди для доступу? Тоді напишіть нам. Ми відповімо протягом місяця.',
    enforcement: 'Якщо ви не отримали задовільної відповіді на свій відгук, ви можете звернутися до органу врегулювання згідно з § 16 Behindertengleichstellungsgesetz (BGG, Закону про рівність осіб з інвалідністю). Він безкоштовно допомагає знайти позасудове рішення.',
  },
};
export default translation;
