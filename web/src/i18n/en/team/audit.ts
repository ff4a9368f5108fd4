import type { Translation } from '../../catalogue';
import type * as de from '../../de/audit';

export const audit: Translation<typeof de.audit> = {
  title: 'Log',
  workspaceTitle: 'Log: {name}',
  intro: 'Who changed what and when: every change the administration made to content and rights, newest first.',
  caption: 'Log',
  time: 'Time',
  who: 'Who',
  action: 'Action',
  before: 'Before',
  after: 'After',
  empty: 'No entries yet.',
  loadFailed: 'The log could not be loaded.',
  csv: 'Download as CSV',
  pages: 'Pages of the log',
  page: 'Page {page} of {pages}',
  previous: 'Previous',
  next: 'Next',
  entries: '{total, plural, one {# entry} other {# entries}}',
  tableRegion: 'Entries of the log',
  backToWorkspaces: 'Back to project management',
  toLog: 'Go to the log',
  workspaceLink: 'Log',
};
