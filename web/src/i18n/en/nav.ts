import type { Translation } from '../catalogue';
import type * as de from '../de/common';

export const nav: Translation<typeof de.nav> = {
  toggle: 'Show or hide the navigation',
  collectData: 'Add data',
  projects: 'Projects',
  defaultHome: 'Home',
  help: 'Help',
  contact: 'Contact',
  imprint: 'Legal notice',
  profile: 'Profile',
  login: 'Log in',
  administration: 'Administration',
  logout: 'Log out',
  register: 'Register',
  emailPlaceholder: 'Email',
  passwordPlaceholder: 'Password',
  externalLink: '(opens an external page)',
  project: 'Project',
  workspaces: 'Projects',
  myProjects: 'My projects',
  contributions: 'My contributions',
  newItems: '{n, plural, one {# new contribution} other {# new contributions}}',
  inboxLink: '{n, plural, =0 {Inbox} other {Inbox (# new)}}',
  figuresLink: 'Key figures',
  inboxLabel: '{n, plural, =0 {Inbox of the project {project}} other {Inbox of the project {project} (# new)}}',
  language: 'Language',
};
