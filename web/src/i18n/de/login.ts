// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of the login that every page may show: the navigation bar's inline login (docs/product.md
 *  §2.1, §4). The rest of the login screens' texts is in auth.ts, which the bar does not load. */

export const login = {
  title: 'Login',
  email: 'Email Adresse',
  password: 'Passwort',
  submit: 'Login',
  resetPassword: 'Passwort zurücksetzen',
  failed: 'Der Benutzername oder das Passwort ist falsch',
  resetOfferTitle: 'Passwort vergessen?',
  resetOfferText: 'Die Anmeldung ist mehrmals fehlgeschlagen. Möchten Sie Ihr Passwort zurücksetzen?',
  noAccount: 'Noch kein Konto?',
  toRegister: 'Jetzt registrieren',
} as const;

/** The buttons of the organisation's identity providers above the login form (docs/product.md §14.1). */
export const providerLogin = {
  signInWith: 'Anmelden mit {label}',
  or: 'oder mit E-Mail-Adresse und Passwort',
} as const;
