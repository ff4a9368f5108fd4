import type { Translation } from '../catalogue';
import type * as de from '../de/translation';

export const translation: Translation<typeof de.translation> = {
  translate: 'Translate',
  translating: 'Translating …',
  showOriginal: 'Show original',
  machine: 'Machine translation',
  failed: 'Translation is not possible right now. Please try again later.',
  answerOf: 'Answer to “{question}”',
  commentOf: 'Comment by {author}',
};
