import type { Translation } from '../../catalogue';
import type * as de from '../../de/dgs';

export const dgsEditor: Translation<typeof de.dgsEditor> = {
  title: 'لغة الإشارة (DGS)',
  help: 'فيديو واحد لكل شرح: MP4 (H.264) أو WebM، بدقة لا تقل عن 320 × 240 بكسل و25 إطارًا في الثانية، وبحجم لا يتجاوز 200 ميغابايت. يُحفظ الفيديو فورًا ويُعرض في صفحة «Gebärdensprache».',
  video: 'الفيديو',
  none: 'لا يوجد فيديو بعد.',
  stored: '{format}، {size}، {time} دقيقة، {width} × {height} بكسل',
  choose: 'رفع فيديو',
  replace: 'استبدال الفيديو',
  uploading: 'جارٍ الرفع … {percent}٪',
  checking: 'جارٍ فحص الفيديو …',
  remove: 'إزالة الفيديو',
  captions: 'الترجمة النصية (WebVTT)',
  captionsNone: 'لا توجد ترجمة نصية.',
  captionsStored: 'الترجمة النصية موجودة.',
  captionsChoose: 'رفع الترجمة النصية',
  captionsRemove: 'إزالة الترجمة النصية',
  saved: 'تم حفظ الفيديو.',
  removed: 'تمت إزالة الفيديو.',
  captionsSaved: 'تم حفظ الترجمة النصية.',
  captionsRemoved: 'تمت إزالة الترجمة النصية.',
  failed: 'لم ينجح ذلك.',
  tooLarge: 'الفيديو كبير جدًا. يجب ألا يتجاوز حجمه 200 ميغابايت.',
  loadFailed: 'تعذّر تحميل مقاطع الفيديو.',
  blockTitle: 'فيديو بلغة الإشارة الألمانية: {label}',
  blockAdd: 'إضافة فيديو بلغة الإشارة الألمانية',
};
