import type { Translation } from '../../catalogue';
import type * as de from '../../de/updates-team';

export const updatesTeam: Translation<typeof de.updatesTeam> = {
  title: 'Новини',
  intro: 'Новини з’являються на сторінці проєкту й надходять електронною поштою всім, хто стежить за проєктом або брав у ньому участь.',
  writeTitle: 'Написати новину',
  titleLabel: 'Назва',
  textLabel: 'Текст',
  textHint: 'Markdown: **жирний**, *курсив*, [посилання](https://…), списки з «- ».',
  recipients: '{count, plural, =0 {Зараз нікому не надходить електронною поштою.} one {Надійде # особі електронною поштою.} other {Надійде # особам електронною поштою.}}',
  publish: 'Опублікувати й надіслати',
  published: '{count, plural, =0 {Новину опубліковано.} one {Новину опубліковано, вона надійде # особі електронною поштою.} other {Новину опубліковано, вона надійде # особам електронною поштою.}}',
  publishFailed: 'Не вдалося опублікувати новину.',
  sentTitle: 'Опубліковані новини',
  loadFailed: 'Не вдалося завантажити новини.',
  empty: 'Новин ще немає.',
  sentTo: '{date} · {count, plural, one {надіслано # особі} other {надіслано # особам}}',
  remove: 'Видалити',
  removeLabel: 'Видалити новину «{title}»',
  removeTitle: 'Видалити новину?',
  removeConfirm: 'Новина «{title}» зникне зі сторінки проєкту. Уже надіслані листи залишаються надісланими.',
  removed: 'Новину видалено.',
  removeFailed: 'Не вдалося видалити новину.',
};
