import type { Translation } from '../catalogue';
import type * as de from '../de/translation';

export const translation: Translation<typeof de.translation> = {
  translate: 'Перекласти',
  translating: 'Перекладається …',
  showOriginal: 'Показати оригінал',
  machine: 'Машинний переклад',
  failed: 'Переклад зараз неможливий. Будь ласка, спробуйте пізніше.',
  answerOf: 'Відповідь на «{question}»',
  commentOf: 'Коментар від {author}',
};
