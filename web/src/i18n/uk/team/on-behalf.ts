import type { Translation } from '../../catalogue';
import type * as de from '../../de/on-behalf';

export const onBehalf: Translation<typeof de.onBehalf> = {
  toggle: 'Зареєструвати для іншої особи',
  legend: 'Зареєструвати для іншої особи',
  hint: 'Дані про особу бачить лише команда проєкту. Вони ніколи не публікуються й не експортуються.',
  channel: 'Спосіб надходження',
  channelTelefon: 'Телефон',
  channelBrief: 'Лист',
  channelSchalter: 'Особисто',
  channelEmail: 'Електронна пошта',
  channelSonstiges: 'Інше',
  name: 'Ім’я',
  email: 'Електронна пошта',
  phone: 'Телефон',
  statusMails: 'Надсилати повідомлення про статус на цю адресу електронної пошти',
  statusMailsHint: 'Можливо лише з адресою електронної пошти.',
  recordedFor: 'Зареєстровано для',
  anotherPerson: 'іншої особи',
  statusMailsOn: 'отримує повідомлення про статус електронною поштою',
};
