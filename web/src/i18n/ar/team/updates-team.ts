import type { Translation } from '../../catalogue';
import type * as de from '../../de/updates-team';

export const updatesTeam: Translation<typeof de.updatesTeam> = {
  title: 'الأخبار',
  intro: 'تظهر الأخبار في صفحة المشروع وتُرسل عبر البريد الإلكتروني إلى كل من يتابع المشروع أو شارك فيه.',
  writeTitle: 'كتابة خبر',
  titleLabel: 'العنوان',
  textLabel: 'النص',
  textHint: 'Markdown: **عريض**، *مائل*، [رابط](https://…)، قوائم بـ «- ».',
  recipients: '{count, plural, =0 {لا يُرسل حاليًا إلى أحد عبر البريد الإلكتروني.} other {يُرسل إلى # شخص عبر البريد الإلكتروني.}}',
  publish: 'نشر وإرسال',
  published: '{count, plural, =0 {تم نشر الخبر.} other {تم نشر الخبر ويُرسل إلى # شخص عبر البريد الإلكتروني.}}',
  publishFailed: 'تعذّر نشر الخبر.',
  sentTitle: 'الأخبار المنشورة',
  loadFailed: 'تعذّر تحميل الأخبار.',
  empty: 'لا توجد أخبار بعد.',
  sentTo: '{date} · {count, plural, other {أُرسل إلى # شخص}}',
  remove: 'حذف',
  removeLabel: 'حذف الخبر «{title}»',
  removeTitle: 'حذف الخبر؟',
  removeConfirm: 'يختفي الخبر «{title}» من صفحة المشروع. تبقى الرسائل المرسلة مرسلة.',
  removed: 'تم حذف الخبر.',
  removeFailed: 'تعذّر حذف الخبر.',
};
