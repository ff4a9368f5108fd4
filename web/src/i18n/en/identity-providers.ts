import type { Translation } from '../catalogue';
import type * as de from '../de/identity-providers';

export const confirm: Translation<typeof de.confirm> = {
  title: 'Confirm login',
  createTitle: 'Create a new account with {provider}',
  createText: 'There is no account here yet for the email address {email}. Would you like to create one? You will then log in through the login service; you do not need a password.',
  terms: 'I accept the terms of use.',
  termsLink: 'Read the terms of use',
  create: 'Create account',
  linkTitle: 'Link account',
  linkText: 'There is already an account here with the email address {email}. Enter its password to link the login with {provider} to this account.',
  password: 'Password of your account',
  link: 'Link account',
  nothing: 'There is no login waiting for your confirmation.',
  toLogin: 'Go to login',
  failed: 'That did not work.',
};

export const identities: Translation<typeof de.identities> = {
  title: 'Login through other services',
  intro: 'You can use these login services to log in in addition to your password.',
  linked: 'linked',
  notLinked: 'not linked',
  link: 'Link with {label}',
  unlink: 'Remove link with {label}',
  linkShort: 'Link',
  unlinkShort: 'Remove link',
  unlinked: 'The link has been removed.',
  justLinked: 'Logging in through the service is now linked to your account.',
  failed: 'That did not work.',
};
