import type { Translation } from '../catalogue';
import type * as de from '../de/edit-entry';

export const editEntry: Translation<typeof de.editEntry> = {
  button: 'تعديل',
  label: 'تعديل الإدخال «{title}»',
  title: 'تعديل الإدخال',
  changeCategory: 'تغيير الفئة',
  markerHint: 'تم وضع العلامة. اسحبها أو انقر نقرًا مزدوجًا على الخريطة لتغيير المكان.',
  marker: 'مكان الإدخال (قابل للتحريك)',
  saved: 'تم حفظ الإدخال.',
  savedPending: 'تم حفظ الإدخال. سيُنشر التغيير بعد أن يراجعه فريق المشروع.',
  saveFailed: 'تعذّر حفظ الإدخال.',
};
