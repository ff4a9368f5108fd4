import type { Translation } from '../../catalogue';
import type * as de from '../../de/audit';

export const audit: Translation<typeof de.audit> = {
  title: 'سجل التغييرات',
  workspaceTitle: 'سجل التغييرات: {name}',
  intro: 'من غيّر ماذا ومتى: كل تغيير أجرته الإدارة على المحتوى والصلاحيات، الأحدث أولًا.',
  caption: 'سجل التغييرات',
  time: 'الوقت',
  who: 'مَن',
  action: 'الإجراء',
  before: 'قبل',
  after: 'بعد',
  empty: 'لا توجد إدخالات بعد.',
  loadFailed: 'تعذّر تحميل سجل التغييرات.',
  csv: 'تنزيل بصيغة CSV',
  pages: 'صفحات سجل التغييرات',
  page: 'الصفحة {page} من {pages}',
  previous: 'السابق',
  next: 'التالي',
  entries: '{total, plural, zero {لا إدخالات} one {إدخال واحد} two {إدخالان} few {# إدخالات} many {# إدخالًا} other {# إدخال}}',
  tableRegion: 'إدخالات سجل التغييرات',
  backToWorkspaces: 'العودة إلى إدارة المشاريع',
  toLog: 'الانتقال إلى سجل التغييرات',
  workspaceLink: 'سجل التغييرات',
};
