import type { Translation } from '../catalogue';
import type * as de from '../de/terms';

export const terms: Translation<typeof de.terms> = {
  title: 'Terms of use',
  netiquetteTitle: 'Netiquette',
  none: 'There are no separate terms of use for this site.',
  toNetiquette: 'Go to the netiquette',
  changedTitle: 'The terms of use have changed',
  changedText: 'Taking part on this site is subject to terms of use and a netiquette that you have not yet agreed to in this version. Please read and accept them.',
  read: 'Read the terms of use and netiquette',
  newTab: '(opens in a new tab)',
  accept: 'Accept',
  accepting: 'Saving …',
  later: 'Later',
  accepted: 'Thank you. You have accepted the terms of use.',
  acceptFailed: 'Your consent could not be saved.',
};
