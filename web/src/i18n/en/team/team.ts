import type { Translation } from '../../catalogue';
import type * as de from '../../de/team';

export const team: Translation<typeof de.team> = {
  title: 'Team',
  hint: 'These people manage the project together with its owner: they edit it, its maps and the team.',
  empty: 'Apart from the owner, nobody belongs to the team yet.',
  invite: 'Invite to the team',
  inviteTitle: 'Invite to the team',
  inviteHint: 'The person receives an invitation by email that is valid for 7 days. They join the team as soon as they accept the invitation – with their existing account or a new one.',
  email: 'Email address',
  submit: 'Invite',
  inviteFailed: 'The invitation could not be sent.',
  openTitle: 'Open invitations',
  openEmpty: 'No open invitations.',
  openDetail: 'invited by {by}, valid until {until}',
  withdraw: 'Withdraw invitation',
  withdrawLabel: 'Withdraw the invitation to {email}',
  withdrawQuestion: 'Do you really want to withdraw the invitation to {email}? The link in the email will then no longer work.',
  withdrawn: 'The invitation has been withdrawn.',
  withdrawFailed: 'The invitation could not be withdrawn.',
};

export const invitation: Translation<typeof de.invitation> = {
  title: 'Invitation',
  invited: 'You have been invited to the project “{project}”',
  by: '{name} invites you to work in the project’s team. The invitation is for {email}.',
  newAccount: 'To do so, create your account: your name and a password are all it takes; your email address is confirmed by the invitation.',
  name: 'Your name',
  privacyMissing: 'Please agree to the privacy policy to create your account.',
  password: 'Password',
  accept: 'Accept invitation',
  sending: 'Accepting …',
  hasAccount: 'There is already an account for {email}. Log in with it and then accept the invitation here.',
  toLogin: 'To the login',
  otherAccount: 'You are logged in with a different account. The invitation is for {email}: please log out and log in with that address.',
  accepted: 'Welcome to the team of “{project}”.',
  failed: 'The invitation could not be accepted.',
  checking: 'Checking the invitation …',
  toProjects: 'To “My projects”',
};

export const myProjects: Translation<typeof de.myProjects> = {
  title: 'My projects',
  intro: 'Projects you manage as their owner or as a member of their team.',
  empty: 'You do not manage any project yet. When someone invites you to a team, the project appears here.',
  loadFailed: 'The projects could not be loaded.',
  owner: 'Owner: {name}',
  ownerYou: 'Owner: you',
  team: 'You are a member of the team.',
  publicBadge: 'public',
  manage: 'Manage',
  manageLabel: 'Manage the project {name}',
  toMap: 'Map',
  toMapLabel: 'Map of the project {name}',
  mapsOf: 'Maps of the project {name}',
  waiting: '{n, plural, one {# awaiting approval} other {# awaiting approval}}',
  reported: '{n, plural, one {# report} other {# reports}}',
};
