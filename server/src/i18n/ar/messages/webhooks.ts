import type { Translated } from '../../catalogue-types.js';
import type { webhooks as german } from '../../de/messages/webhooks.js';

/** The server's messages in Arabic (translation of i18n/de/messages/webhooks.ts). */
export const webhooks: Translated<typeof german> = {
  webhookNotFound: 'خطاف الويب هذا غير موجود (بعد الآن).',
  webhookDeleted: 'تم حذف خطاف الويب.',
  webhookUrlInvalid: 'يرجى إدخال عنوان كامل، مثل https://example.org/webhook (بدون اسم مستخدم وكلمة مرور).',
  webhookUrlHttps: 'تُرسل خطافات الويب فقط إلى عناوين تبدأ بـ https://.',
  webhookUrlPrivate: 'لا تُرسل خطافات الويب إلى عناوين محلية أو خاصة.',
  webhookEventUnknown: 'الحدث «{event}» غير موجود.',
  webhookEventsMissing: 'يرجى اختيار حدث واحد على الأقل.',
  webhookLimit: 'يحتوي هذا المشروع بالفعل على {max} من خطافات الويب. يرجى حذف واحد أولاً.',
};
