import type { Translation } from '../../catalogue';
import type * as de from '../../de/profile-questions';

export const profileQuestions: Translation<typeof de.profileQuestions> = {
  title: 'Profile questions',
  intro: 'Optional questions to the participants, for example about their district or age group: asked at registration and after the first contribution, evaluated only as counts per project. At most {max} questions with 2 to {options} answer options each.',
  removeNote: 'Removing a question or answer option deletes the answers to it. To stop asking a question only, switch it off: its answers are kept.',
  sensitiveNote: 'Please ask few, coarse questions and do not ask about health, religion, origin or other special categories of data (Art. 9 GDPR).',
  empty: 'No profile questions yet.',
  item: 'Profile question {n}',
  label: 'Question',
  active: 'Question is asked',
  options: 'Answer options',
  option: 'Answer option {n}',
  removeOption: 'Remove answer option {n}',
  addOption: 'Add answer option',
  optionsHint: 'Renaming keeps the answers. “No answer” is always possible and need not be listed.',
  add: 'Add profile question',
  remove: 'Remove profile question {n}',
  save: 'Save profile questions',
  saved: 'The profile questions were saved.',
  failed: 'The profile questions could not be saved.',
  loadFailed: 'The profile questions could not be loaded.',
};

export const participants: Translation<typeof de.participants> = {
  title: 'Who took part?',
  intro: 'The answers of the {n, plural, one {# person} other {# people}} with an account who made an entry, comment or vote in this project. Groups of fewer than 5 people are not shown as a number.',
  withheldNote: '“Not shown”: this number is left out so that a small group cannot be worked out from the total.',
  none: 'The organisation asks no profile questions.',
  loadFailed: 'The participants’ answers could not be loaded.',
  group: 'Answer',
  count: 'People',
  small: 'fewer than 5',
  withheld: 'not shown',
};
