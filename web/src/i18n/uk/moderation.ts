import type { Translation } from '../catalogue';
import type * as de from '../de/moderation';

export const report: Translation<typeof de.report> = {
  hiddenNotice: 'Приховано модерацією: {reason}',
  pendingNotice: 'Очікує на схвалення: внесок буде опубліковано після перевірки командою проєкту.',
  report: 'Поскаржитися',
  reportLabel: 'Поскаржитися: {what}',
  reportTitle: 'Поскаржитися на внесок',
  reasonLegend: 'Чому ви скаржитеся на цей внесок?',
  reasonBeleidigend: 'Образливий або принизливий',
  reasonSpam: 'Реклама або спам',
  reasonPersoenlich: 'Містить персональні дані',
  reasonRechtswidrig: 'Протиправний',
  reasonSonstiges: 'Інше',
  reasonMissing: 'Будь ласка, виберіть причину.',
  reportText: 'Примітка (необов’язково)',
  reportEmail: 'Ваша адреса електронної пошти (необов’язково)',
  reportEmailHint: 'Лише для того, щоб один раз повідомити вам, що команда зробила з вашою скаргою. Після цього ми видалимо адресу.',
  reportEmailSignedIn: 'Про рішення команди ви дізнаєтеся з листа на адресу вашого облікового запису.',
  reportSubmit: 'Надіслати скаргу',
  reportFailed: 'Не вдалося надіслати скаргу.',
  savedPending: 'Дякуємо! Ваш внесок буде опубліковано після перевірки командою проєкту.',
  entry: 'запис',
  comment: 'коментар від {author}',
  shortened: 'Скорочено модерацією',
};

export const officialAnswer: Translation<typeof de.officialAnswer> = {
  badge: 'Офіційна відповідь',
  from: '{organisation} · {date}',
};
