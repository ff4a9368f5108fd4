import type { Translation } from '../catalogue';
import type * as de from '../de/legal';

export const imprint: Translation<typeof de.imprint> = {
  title: 'بيانات الناشر',
  lead: 'معلومات وفقًا للمادة 5 من قانون الخدمات الرقمية (DDG) والمادة 18 من معاهدة الإعلام (MStV)',
  operator: 'الجهة المشغّلة',
  chairperson: 'يمثّلها',
  address: 'العنوان',
  phone: 'الهاتف',
  email: 'البريد الإلكتروني',
  registerCourt: 'القيد في السجل',
  supervisor: 'الجهة الرقابية',
  responsible: 'المسؤول عن المحتوى',
  missing: 'لم يُدخل بعد',
  liabilityTitle: 'المسؤولية عن المحتوى والروابط',
  privacyLink: 'إلى سياسة الخصوصية',
};

export const statement: Translation<typeof de.statement> = {
  title: 'بيان إمكانية الوصول',
  statusTitle: 'مدى التوافق مع المتطلبات',
  limitationsTitle: 'محتوى غير متاح للجميع',
  feedbackTitle: 'الملاحظات والتواصل',
  emailLabel: 'بريدك الإلكتروني (اختياري، للرد عليك)',
  messageLabel: 'ملاحظتك',
  send: 'إرسال الملاحظة',
  sent: 'شكرًا جزيلًا على ملاحظتك.',
  sendFailed: 'تعذّر إرسال الملاحظة.',
  enforcementTitle: 'إجراء التسوية',
  enforcementLink: 'هيئة التسوية وفقًا لقانون المساواة لذوي الإعاقة (BGG)',
};
