import type { Translation } from '../catalogue';
import type * as de from '../de/content-languages';

export const contentLanguages: Translation<typeof de.contentLanguages> = {
  germanOnly: 'Only available in German',
  notInLeichteSprache: 'This text is only available in standard German.',
  leichteSprache: 'Easy Read German (Leichte Sprache)',
  toggle: 'Texts in Easy Read German',
  inDgs: 'These explanations in German Sign Language',
};
