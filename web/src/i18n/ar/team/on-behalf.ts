import type { Translation } from '../../catalogue';
import type * as de from '../../de/on-behalf';

export const onBehalf: Translation<typeof de.onBehalf> = {
  toggle: 'التسجيل نيابةً عن شخص آخر',
  legend: 'التسجيل نيابةً عن شخص آخر',
  hint: 'لا يرى بيانات الشخص إلا فريق المشروع. لا تُنشر أبدًا ولا تُصدَّر.',
  channel: 'طريقة الورود',
  channelTelefon: 'الهاتف',
  channelBrief: 'رسالة بريدية',
  channelSchalter: 'حضوريًا',
  channelEmail: 'البريد الإلكتروني',
  channelSonstiges: 'غير ذلك',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  phone: 'الهاتف',
  statusMails: 'إرسال إشعارات الحالة بالبريد الإلكتروني إلى هذا العنوان',
  statusMailsHint: 'ممكن فقط مع عنوان بريد إلكتروني.',
  recordedFor: 'سُجّل نيابةً عن',
  anotherPerson: 'شخص آخر',
  statusMailsOn: 'يتلقى إشعارات الحالة بالبريد الإلكتروني',
};
