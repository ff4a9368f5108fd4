import type { Translation } from '../../catalogue';
import type * as de from '../../de/dgs';

export const dgsEditor: Translation<typeof de.dgsEditor> = {
  title: 'Жестова мова (DGS)',
  help: 'Одне відео на кожне пояснення: MP4 (H.264) або WebM, щонайменше 320 × 240 пікселів і 25 кадрів на секунду, не більше 200 МБ. Відео зберігається одразу й показується на сторінці «Gebärdensprache».',
  video: 'Відео',
  none: 'Відео ще немає.',
  stored: '{format}, {size}, {time} хв, {width} × {height} пікселів',
  choose: 'Завантажити відео',
  replace: 'Замінити відео',
  uploading: 'Завантаження … {percent} %',
  checking: 'Відео перевіряється …',
  remove: 'Видалити відео',
  captions: 'Субтитри (WebVTT)',
  captionsNone: 'Субтитрів немає.',
  captionsStored: 'Субтитри є.',
  captionsChoose: 'Завантажити субтитри',
  captionsRemove: 'Видалити субтитри',
  saved: 'Відео збережено.',
  removed: 'Відео видалено.',
  captionsSaved: 'Субтитри збережено.',
  captionsRemoved: 'Субтитри видалено.',
  failed: 'Не вдалося.',
  tooLarge: 'Відео завелике. Воно може мати щонайбільше 200 МБ.',
  loadFailed: 'Не вдалося завантажити відео.',
  blockTitle: 'Відео німецькою жестовою мовою: {label}',
  blockAdd: 'Додати відео DGS',
};
