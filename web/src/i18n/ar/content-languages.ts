import type { Translation } from '../catalogue';
import type * as de from '../de/content-languages';

export const contentLanguages: Translation<typeof de.contentLanguages> = {
  germanOnly: 'متاح باللغة الألمانية فقط',
  notInLeichteSprache: 'هذا النص متاح بالألمانية العادية فقط.',
  leichteSprache: 'الألمانية المبسطة (Leichte Sprache)',
  toggle: 'النصوص بالألمانية المبسطة',
  inDgs: 'هذه الشروحات بلغة الإشارة الألمانية',
};
