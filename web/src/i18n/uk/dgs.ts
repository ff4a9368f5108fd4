import type { Translation } from '../catalogue';
import type * as de from '../de/dgs';

export const dgs: Translation<typeof de.dgs> = {
  title: 'Німецька жестова мова (DGS)',
  lead: 'Тут ми пояснюємо цей вебсайт німецькою жестовою мовою.',
  logo: 'Німецька жестова мова',
  slot_inhalt: 'Що є на цьому сайті',
  slot_navigation: 'Як орієнтуватися на сайті',
  slot_barrierefreiheit: 'Заява про доступність',
  slot_weitere: 'Більше інформації жестовою мовою та простою німецькою',
  noVideo: 'Відео на цю тему ще немає.',
  noneYet: 'Відео жестовою мовою зараз створюються.',
  loadFailed: 'Не вдалося завантажити відео.',
  blockVideo: 'Цей розділ німецькою жестовою мовою',
  captions: 'Субтитри (німецькою)',
  download: 'Завантажити відео ({format}, {size}, {time} хв)',
  accessibilityLink: 'До заяви про доступність',
};
