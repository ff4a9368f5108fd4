import type { Translation } from '../catalogue';
import type * as de from '../de/moderation';

export const report: Translation<typeof de.report> = {
  hiddenNotice: 'Hidden by the moderators: {reason}',
  pendingNotice: 'Awaiting approval: the contribution will be published once the project team has checked it.',
  report: 'Report',
  reportLabel: 'Report {what}',
  reportTitle: 'Report a contribution',
  reasonLegend: 'Why are you reporting this contribution?',
  reasonBeleidigend: 'Insulting or demeaning',
  reasonSpam: 'Advertising or spam',
  reasonPersoenlich: 'Contains personal data',
  reasonRechtswidrig: 'Unlawful',
  reasonSonstiges: 'Other',
  reasonMissing: 'Please choose a reason.',
  reportText: 'Note (optional)',
  reportEmail: 'Your email address (optional)',
  reportEmailHint: 'Only to tell you once what the team did with your report. After that we delete the address.',
  reportEmailSignedIn: 'You will learn by email to your account’s address how the team decided.',
  reportSubmit: 'Send report',
  reportFailed: 'The report could not be sent.',
  savedPending: 'Thank you! Your contribution will be published once the project team has checked it.',
  entry: 'entry',
  comment: 'comment by {author}',
  shortened: 'Shortened by the moderators',
};

export const officialAnswer: Translation<typeof de.officialAnswer> = {
  badge: 'Official answer',
  from: '{organisation} · {date}',
};
