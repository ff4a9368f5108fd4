import type { Translation } from '../catalogue';
import type * as de from '../de/terms';

export const terms: Translation<typeof de.terms> = {
  title: 'شروط الاستخدام',
  netiquetteTitle: 'آداب التواصل',
  none: 'لا توجد شروط استخدام خاصة بهذا الموقع.',
  toNetiquette: 'إلى آداب التواصل',
  changedTitle: 'تغيّرت شروط الاستخدام',
  changedText: 'تخضع المشاركة في هذا الموقع لشروط استخدام وآداب تواصل لم توافق بعد على نسختها الحالية. يُرجى قراءتها وقبولها.',
  read: 'قراءة شروط الاستخدام وآداب التواصل',
  newTab: '(يفتح في علامة تبويب جديدة)',
  accept: 'قبول',
  accepting: 'جارٍ الحفظ …',
  later: 'لاحقًا',
  accepted: 'شكرًا لك. لقد قبلت شروط الاستخدام.',
  acceptFailed: 'تعذّر حفظ موافقتك.',
};
