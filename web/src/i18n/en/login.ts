import type { Translation } from '../catalogue';
import type * as de from '../de/login';

export const login: Translation<typeof de.login> = {
  title: 'Log in',
  email: 'Email address',
  password: 'Password',
  submit: 'Log in',
  resetPassword: 'Reset password',
  failed: 'The user name or the password is wrong',
  resetOfferTitle: 'Forgotten your password?',
  resetOfferText: 'Logging in has failed several times. Would you like to reset your password?',
  noAccount: 'No account yet?',
  toRegister: 'Register now',
};

export const providerLogin: Translation<typeof de.providerLogin> = {
  signInWith: 'Log in with {label}',
  or: 'or with email address and password',
};
