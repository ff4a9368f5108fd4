import type { Translation } from '../catalogue';
import type * as de from '../de/profile-questions';

export const profileAnswers: Translation<typeof de.profileAnswers> = {
  legend: 'About you (optional)',
  registrationHint: 'These questions help to see who takes part. They are optional. Your answers are stored apart from your contributions and evaluated only as totals; you can change or delete them in your profile at any time.',
  noAnswer: 'No answer',
  sectionTitle: 'About me',
  sectionIntro: 'Optional answers which the organisation evaluates only as totals, apart from your contributions. What you leave out stays “No answer”.',
  none: 'This site asks no questions about you.',
  save: 'Save answers',
  saved: 'Your answers were saved.',
  saveFailed: 'Your answers could not be saved.',
  delete: 'Delete answers',
  deleted: 'Your answers were deleted.',
  deleteFailed: 'Your answers could not be deleted.',
  loadFailed: 'Your answers could not be loaded.',
  promptTitle: 'Would you like to tell us something about yourself?',
  promptText: 'Thank you for your contribution! With a few optional answers the organisation sees whether all parts of the town take part. The answers are stored apart from your contribution, and you can change or delete them in your profile at any time.',
  promptDismiss: 'No, thanks',
  promptProfile: 'View in profile',
};
