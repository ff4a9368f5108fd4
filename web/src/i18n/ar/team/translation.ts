import type { Translation } from '../../catalogue';
import type * as de from '../../de/translation';

export const translationSettings: Translation<typeof de.translationSettings> = {
  title: 'ترجمة المساهمات',
  intro: 'يمكن للزوار ترجمة الإجابات والتعليقات آليًا إلى لغتهم. لهذا يرسل الخادم نص المساهمة إلى خدمة LibreTranslate، وتذكرها سياسة الخصوصية عندئذٍ.',
  enabled: 'إتاحة ترجمة المساهمات',
  url: 'عنوان خدمة LibreTranslate',
  urlHelp: 'مع https://‎، مثل https://translate.example.org. تتم الترجمة إلى لغات الواجهة (الإعداد «sprachen»).',
  apiKey: 'مفتاح API',
  apiKeySet: 'تم تعيين مفتاح. اتركه فارغًا للاحتفاظ به.',
  apiKeyNone: 'لم يُعيَّن مفتاح. اختياري إذا كانت الخدمة لا تطلب مفتاحًا.',
  clearApiKey: 'إزالة المفتاح المحفوظ',
  save: 'حفظ الترجمة',
  saved: 'تم حفظ إعدادات الترجمة.',
  failed: 'لم تُحفظ إعدادات الترجمة.',
  loadFailed: 'تعذّر تحميل إعدادات الترجمة.',
};
