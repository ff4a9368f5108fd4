import type { Translation } from '../../catalogue';
import type * as de from '../../de/embed-dialog';

export const embedDialog: Translation<typeof de.embedDialog> = {
  button: 'تضمين',
  title: 'تضمين الخريطة',
  intro: 'بهذا الرمز تعرض خريطة المشروع على موقع آخر. „Mitmachen“ (شارك) يفتح Mitmachkarte هناك في علامة تبويب جديدة.',
  layer: 'الخريطة',
  height: 'ارتفاع الخريطة (بكسل)',
  heightHint: 'بين 200 و1200 بكسل.',
  category: 'الفئة',
  allCategories: 'كل الفئات',
  language: 'اللغة',
  preview: 'معاينة',
  previewTitle: 'معاينة الخريطة المضمّنة',
  frameTitle: 'خريطة «{name}» في Mitmachkarte',
  code: 'الرمز للّصق',
  copy: 'نسخ',
  copied: 'تم نسخ الرمز.',
  copyFailed: 'لم ينجح النسخ. يرجى تحديد الرمز ونسخه بنفسك.',
  origins: 'يمكن لهذه المواقع تضمين الخريطة: {origins}.',
  noOrigins: 'لا يمكن لأي موقع تضمين الخريطة بعد. تُدخل الإدارة العناوين في إعدادات المؤسسة (قسم «تضمين الخريطة»).',
  noMaps: 'ليس للمشروع خريطة عامة.',
};
