import type { Translated } from '../../catalogue-types.js';
import type { updates as german } from '../../de/messages/updates.js';

/** The server's messages in Arabic (translation of i18n/de/messages/updates.ts). */
export const updates: Translated<typeof german> = {
  projectFollowing: 'أنت تتابع الآن المشروع «{project}». تصلك الأخبار عبر البريد الإلكتروني.',
  projectNotFollowing: 'لم تعد تتابع المشروع.',
  updateNotFound: 'هذا الخبر غير موجود (لم يعد موجودًا).',
  updateDeleted: 'تم حذف الخبر. تبقى الرسائل المرسلة مرسلة.',
  updatesPerDay: 'يمكن للمشروع نشر {max} أخبار في اليوم على الأكثر. يُرجى المحاولة غدًا.',
  updatesUnsubscribed: 'لن تصلك أخبار من هذا المشروع بعد الآن.',
};
