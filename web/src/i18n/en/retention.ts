import type { Translation } from '../catalogue';
import type * as de from '../de/retention';

export const projectPrivacy: Translation<typeof de.projectPrivacy> = {
  title: 'Privacy',
  months: '{months, plural, one {# month} other {# months}} after the project closes we remove the names from all contributions; entries and comments stay visible without names.',
  due: 'On {day} we remove the names from all contributions; entries and comments stay visible without names.',
  off: 'The contributions of this project are archived and not anonymised.',
  privacy: 'More in the privacy policy',
};
