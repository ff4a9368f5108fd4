import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, NAME_MAX_LENGTH } from './limits.js';
import { TermsVersionText } from './terms.js';
import { FIELD_MESSAGES } from './field-messages.js';
import { ProfileAnswers } from './profile-questions.js';

/** A new password: 8 to MAX_PASSWORD_LENGTH characters (its strength is checked by the server,
 *  docs/security.md, Passwords and logins). */
export const NewPassword = z.string()
  .min(MIN_PASSWORD_LENGTH, FIELD_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, FIELD_MESSAGES.passwordTooLong);

/** One free attribute of a user (docs/product.md §3.7 User Attributes). */
export const UserAttribute = z.strictObject({ Key: z.string().max(NAME_MAX_LENGTH), Value: z.string().max(2000) });
export type UserAttribute = z.infer<typeof UserAttribute>;

/** POST /auth/register body (docs/product.md §3.17 Registration payload). `Email` is checked by the service so
 *  that an invalid address answers the spec's `noemail`. `AcceptTerms`: the version of the
 *  organisation's terms of use the person accepted, needed while it has terms (docs/product.md
 *  §2.22; the service compares it with the current one). `Profile`: optional answers to the
 *  organisation's profile questions, stored only with a new account (§25.3). */
export const RegisterBody = z.strictObject({
  Email: z.string().trim().max(320),
  Name: z.string().trim().min(1, FIELD_MESSAGES.nameMissing).max(NAME_MAX_LENGTH, FIELD_MESSAGES.nameTooLong),
  Password: NewPassword,
  Attributes: z.array(UserAttribute).max(50).default([]),
  AcceptTerms: TermsVersionText.optional(),
  /** Optional answers to the organisation's profile questions (docs/product.md §25.3). */
  Profile: ProfileAnswers.default([]),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** Answer codes of POST /auth/register (docs/product.md §3): 200 success, 409 exists, 400 noemail. */
export const REGISTER_RESULTS = ['success', 'exists', 'noemail'] as const;
export const RegisterAnswer = z.object({ Message: z.enum(REGISTER_RESULTS) });
export type RegisterAnswer = z.infer<typeof RegisterAnswer>;

/** POST /auth/resetpassword body: the address and the new password, which becomes valid only
 *  after the mailed link is followed (docs/product.md §5 Password reset). */
export const ResetPasswordBody = z.strictObject({
  Email: z.string().trim().min(1, FIELD_MESSAGES.resetEmailMissing).max(320),
  Password: NewPassword,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** Path parameter of the activation links. Any text is accepted here: the server checks the token
 *  itself, so that a damaged link redirects to /activationfailure instead of answering 400. */
export const TokenParams = z.object({ token: z.string().max(200) });
export type TokenParams = z.infer<typeof TokenParams>;

/** POST /auth/activate and POST /auth/confirmpassword: the token of a mailed link and the password
 *  that confirms it — the one chosen at registration, or the new one typed with the reset
 *  request (docs/decisions/0009). A link is never completed by merely opening it. */
export const ConfirmLinkBody = z.strictObject({
  Token: z.string().max(200),
  Password: z.string().min(1, FIELD_MESSAGES.enterPassword).max(MAX_PASSWORD_LENGTH, FIELD_MESSAGES.passwordTooLong),
});
export type ConfirmLinkBody = z.infer<typeof ConfirmLinkBody>;
