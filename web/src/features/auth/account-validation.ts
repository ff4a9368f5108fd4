import { MIN_PASSWORD_LENGTH, TERMS_MISSING } from '@mitmachkarte/contract';
import type { PasswordStrength } from '@mitmachkarte/contract/password-strength';
import * as de from '../../i18n/de/auth';

/** A text of catalogue `C` in the current language (useT). */
type Texts<C> = (key: keyof C & string) => string;

export type RegisterValues = { email: string; name: string; password: string; repeat: string; privacy: boolean; terms: boolean };
export type RegisterField = keyof RegisterValues;
/** The fields in screen order: the first one with a message gets the focus. */
export const REGISTER_FIELDS: RegisterField[] = ['email', 'name', 'password', 'repeat', 'privacy', 'terms'];

/** The checks of the registration form (docs/product.md §5.2), all at once: e-mail and name given, password
 *  at least 8 characters and not too easy to guess (`strength`, once the rule has loaded; the
 *  server checks it anyway), both passwords equal, privacy policy accepted, and, `withTerms`
 *  while the organisation has terms of use (§2.22), those accepted. Empty: send it. `t`: the
 *  texts of `registration` (useT). */
export function validateRegistration(v: RegisterValues, t: Texts<typeof de.registration>, strength?: PasswordStrength, withTerms = false): Partial<Record<RegisterField, string>> {
  const errors: Partial<Record<RegisterField, string>> = {};
  if (v.email.trim() === '') errors.email = t('emailMissing');
  if (v.name.trim() === '') errors.name = t('nameMissing');
  if (v.password.length < MIN_PASSWORD_LENGTH) errors.password = t('passwordTooShort');
  else if (strength?.message) errors.password = strength.message;
  if (v.password !== v.repeat) errors.repeat = t('passwordMismatch');
  if (!v.privacy) errors.privacy = t('privacyMissing');
  if (withTerms && !v.terms) errors.terms = TERMS_MISSING;
  return errors;
}

export type ResetValues = { email: string; password: string; repeat: string };
export type ResetCheck = {
  /** Message at the e-mail field. */
  email?: string;
  /** Message about the passwords: a mismatch (both fields are then cleared) or too short. */
  password?: string;
  mismatch: boolean;
};

/** The checks of the password-reset form (docs/product.md §5): an e-mail address is given; the passwords are
 *  equal (otherwise both are cleared); the password has at least 8 characters and is not too easy
 *  to guess (`strength`, once the rule has loaded). A mismatch is reported before the length,
 *  since the fields are emptied anyway. `t`: the texts of `resetPassword` (useT). */
export function validateReset(v: ResetValues, t: Texts<typeof de.resetPassword>, strength?: PasswordStrength): ResetCheck {
  const mismatch = v.password !== v.repeat;
  let password: string | undefined;
  if (mismatch) password = t('passwordMismatch');
  else if (v.password.length < MIN_PASSWORD_LENGTH) password = t('passwordTooShort');
  else password = strength?.message;
  return {
    ...(v.email.trim() === '' ? { email: t('emailMissing') } : {}),
    ...(password ? { password } : {}),
    mismatch,
  };
}
