import type { Translation } from '../../catalogue';
import type * as de from '../../de/team-notifications';

export const teamNotifications: Translation<typeof de.teamNotifications> = {
  title: 'Notifications for the team',
  intro: 'When you receive emails about this project as a member of its team. You receive no emails about what you do yourself. The setting applies to you only.',
  entries: 'New entries',
  reports: 'Reports',
  approvals: 'Entries awaiting approval',
  frequencySofort: 'Immediately',
  frequencyTaeglich: 'Daily',
  frequencyWoechentlich: 'Weekly',
  frequencyNie: 'Never',
  hint: '“Daily” arrives from 7 a.m. as a summary of the previous day, “Weekly” on Mondays from 7 a.m.; when there is nothing new, no email is sent.',
  save: 'Save',
  saving: 'Saving …',
  saved: 'The notifications for the team have been saved.',
  saveFailed: 'The notifications were not saved.',
  loadFailed: 'The notifications for the team could not be loaded.',
  unsubscribeTitle: 'Unsubscribe from the team’s emails',
  unsubscribeAbout: 'As a member of the team you receive emails about the project “{project}”.',
  unsubscribeNotInTeam: 'The link belongs to a project whose team you are not in at the moment. As long as that is so, you receive no emails about it.',
  unsubscribeButton: 'No more emails about this project',
  alreadyUnsubscribed: 'You no longer receive the team’s emails about this project.',
  unsubscribeFailed: 'Unsubscribing did not work.',
  settingsHint: 'You can set this for each kind of email in the project’s management under “Team”.',
  toProjects: 'To the project management',
};
