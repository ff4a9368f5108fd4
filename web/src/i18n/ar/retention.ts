import type { Translation } from '../catalogue';
import type * as de from '../de/retention';

export const projectPrivacy: Translation<typeof de.projectPrivacy> = {
  title: 'حماية البيانات',
  months: 'بعد {months, plural, zero {# شهر} one {شهر واحد} two {شهرين} few {# أشهر} many {# شهرًا} other {# شهر}} من انتهاء المشروع نحذف الأسماء من جميع المساهمات؛ وتبقى الإدخالات والتعليقات ظاهرة دون أسماء.',
  due: 'في {day} نحذف الأسماء من جميع المساهمات؛ وتبقى الإدخالات والتعليقات ظاهرة دون أسماء.',
  off: 'تُؤرشف مساهمات هذا المشروع ولا تُجعل مجهولة الهوية.',
  privacy: 'المزيد في سياسة الخصوصية',
};
