import type { Translation } from '../catalogue';
import type * as de from '../de/legal';

export const imprint: Translation<typeof de.imprint> = {
  title: 'Вихідні дані',
  lead: 'Відомості згідно з § 5 Digitale-Dienste-Gesetz (DDG) і § 18 Medienstaatsvertrag (MStV)',
  operator: 'Оператор',
  chairperson: 'В особі',
  address: 'Адреса',
  phone: 'Телефон',
  email: 'Електронна пошта',
  registerCourt: 'Запис у реєстрі',
  supervisor: 'Наглядовий орган',
  responsible: 'Відповідальний за зміст',
  missing: 'ще не зазначено',
  liabilityTitle: 'Відповідальність за зміст і посилання',
  privacyLink: 'До політики конфіденційності',
};

export const statement: Translation<typeof de.statement> = {
  title: 'Заява про доступність',
  statusTitle: 'Стан відповідності вимогам',
  limitationsTitle: 'Недоступний вміст',
  feedbackTitle: 'Відгуки та контакти',
  emailLabel: 'Ваша адреса електронної пошти (необов’язково, для відповіді)',
  messageLabel: 'Ваш відгук',
  send: 'Надіслати відгук',
  sent: 'Щиро дякуємо за ваш відгук.',
  sendFailed: 'Не вдалося надіслати відгук.',
  enforcementTitle: 'Процедура врегулювання',
  enforcementLink: 'Орган врегулювання згідно із Законом про рівність осіб з інвалідністю (BGG)',
};
