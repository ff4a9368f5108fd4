import type { Translation } from '../../catalogue';
import type * as de from '../../de/staff-sign-in';

export const staffSignIn: Translation<typeof de.staffSignIn> = {
  title: 'Team sign-in through identity providers',
  intro: 'Accounts with the rights Administration or User management then sign in only through one of the chosen providers, no longer with a password or passkey. Signing in with the provider counts as the second factor.',
  required: 'The team must sign in through an identity provider',
  providers: 'Providers through which the team must sign in',
  noProviders: 'There is no active identity provider for the team yet (“For whom”: team or both).',
  disablePassword: 'Switch off the local password for these accounts',
  disablePasswordHelp: 'The password of such an account is deleted the next time it signs in through the provider, and it cannot be set again as long as the rule applies.',
  amr: 'Only with a confirmed second factor (amr values, separated by spaces)',
  amrHelp: 'For example “mfa otp”. The provider must name one of these values in the ID token (claim amr). Empty: every sign-in through the provider counts.',
  signedInThrough: 'You are currently signed in through “{label}”.',
  notSignedInThrough: 'You are currently not signed in through an identity provider. You can only switch the rule on after signing in through one of the chosen providers – so that nobody locks themselves out.',
  save: 'Save team sign-in',
  saved: 'The team sign-in has been saved.',
  failed: 'The team sign-in was not saved.',
  loadFailed: 'The team sign-in could not be loaded.',
};
