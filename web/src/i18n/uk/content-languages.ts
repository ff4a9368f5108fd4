import type { Translation } from '../catalogue';
import type * as de from '../de/content-languages';

export const contentLanguages: Translation<typeof de.contentLanguages> = {
  germanOnly: 'Доступно лише німецькою мовою',
  notInLeichteSprache: 'Цей текст доступний лише звичайною німецькою мовою.',
  leichteSprache: 'Проста німецька (Leichte Sprache)',
  toggle: 'Тексти простою німецькою',
  inDgs: 'Ці пояснення німецькою жестовою мовою',
};
