import type { Translation } from '../catalogue';
import type * as de from '../de/dgs';

export const dgs: Translation<typeof de.dgs> = {
  title: 'German Sign Language (DGS)',
  lead: 'Here we explain this website in German Sign Language.',
  logo: 'German Sign Language',
  slot_inhalt: 'What this website contains',
  slot_navigation: 'How to find your way around the website',
  slot_barrierefreiheit: 'Accessibility statement',
  slot_weitere: 'More information in sign language and Easy Read German',
  noVideo: 'There is no video on this topic yet.',
  noneYet: 'The videos in sign language are being made.',
  loadFailed: 'The videos could not be loaded.',
  blockVideo: 'This section in German Sign Language',
  captions: 'Subtitles (German)',
  download: 'Download video ({format}, {size}, {time} minutes)',
  accessibilityLink: 'To the accessibility statement',
};
