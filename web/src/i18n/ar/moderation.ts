import type { Translation } from '../catalogue';
import type * as de from '../de/moderation';

export const report: Translation<typeof de.report> = {
  hiddenNotice: 'أخفاه المشرفون: {reason}',
  pendingNotice: 'بانتظار الموافقة: ستُنشر المساهمة بعد أن يراجعها فريق المشروع.',
  report: 'إبلاغ',
  reportLabel: 'الإبلاغ عن {what}',
  reportTitle: 'الإبلاغ عن مساهمة',
  reasonLegend: 'لماذا تبلغ عن هذه المساهمة؟',
  reasonBeleidigend: 'مسيئة أو مهينة',
  reasonSpam: 'إعلان أو رسائل مزعجة',
  reasonPersoenlich: 'تحتوي على بيانات شخصية',
  reasonRechtswidrig: 'مخالفة للقانون',
  reasonSonstiges: 'سبب آخر',
  reasonMissing: 'يرجى اختيار سبب.',
  reportText: 'ملاحظة (اختيارية)',
  reportEmail: 'بريدك الإلكتروني (اختياري)',
  reportEmailHint: 'فقط لنخبرك مرة واحدة بما فعله الفريق ببلاغك. بعد ذلك نحذف العنوان.',
  reportEmailSignedIn: 'ستعرف قرار الفريق برسالة إلى عنوان البريد الإلكتروني لحسابك.',
  reportSubmit: 'إرسال البلاغ',
  reportFailed: 'تعذّر إرسال البلاغ.',
  savedPending: 'شكرًا لك! ستُنشر مساهمتك بعد أن يراجعها فريق المشروع.',
  entry: 'الإدخال',
  comment: 'تعليق {author}',
  shortened: 'اختصره المشرفون',
};

export const officialAnswer: Translation<typeof de.officialAnswer> = {
  badge: 'الرد الرسمي',
  from: '{organisation} · {date}',
};
