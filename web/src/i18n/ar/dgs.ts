import type { Translation } from '../catalogue';
import type * as de from '../de/dgs';

export const dgs: Translation<typeof de.dgs> = {
  title: 'لغة الإشارة الألمانية (DGS)',
  lead: 'نشرح هنا هذا الموقع بلغة الإشارة الألمانية.',
  logo: 'لغة الإشارة الألمانية',
  slot_inhalt: 'ما يحتويه هذا الموقع',
  slot_navigation: 'كيف تتنقلون في الموقع',
  slot_barrierefreiheit: 'بيان إمكانية الوصول',
  slot_weitere: 'مزيد من المعلومات بلغة الإشارة وبالألمانية المبسطة',
  noVideo: 'لا يوجد بعد فيديو حول هذا الموضوع.',
  noneYet: 'يجري حاليًا إعداد مقاطع الفيديو بلغة الإشارة.',
  loadFailed: 'تعذّر تحميل مقاطع الفيديو.',
  blockVideo: 'هذا القسم بلغة الإشارة الألمانية',
  captions: 'ترجمة نصية (بالألمانية)',
  download: 'تنزيل الفيديو ({format}، {size}، {time} دقيقة)',
  accessibilityLink: 'إلى بيان إمكانية الوصول',
};
