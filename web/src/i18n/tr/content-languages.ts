import type { Translation } from '../catalogue';
import type * as de from '../de/content-languages';

export const contentLanguages: Translation<typeof de.contentLanguages> = {
  germanOnly: 'Yalnızca Almanca olarak mevcut',
  notInLeichteSprache: 'Bu metin yalnızca standart Almanca olarak mevcut.',
  leichteSprache: 'Kolay Almanca (Leichte Sprache)',
  toggle: 'Kolay Almanca metinler',
  inDgs: 'Bu açıklamalar Alman İşaret Dili ile',
};
