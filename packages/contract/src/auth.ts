import { z } from 'zod';
import { Id, ScalarMap } from './common.js';
import { LANGUAGES } from './languages.js';
import { MAX_PASSWORD_LENGTH } from './limits.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** POST /auth/login body (docs/product.md §3.1 Login payload). */
export const LoginBody = z.strictObject({
  Email: z.string().trim().min(1, FIELD_MESSAGES.emailMissing).max(320),
  Password: z.string().min(1, FIELD_MESSAGES.passwordMissing).max(MAX_PASSWORD_LENGTH),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** GET /auth/info answer (docs/product.md §3.1 User info); ID, Name and Email only when logged in. */
export const UserInfo = z.object({
  LoggedIn: z.boolean(),
  Permissions: z.array(z.string()),
  ID: Id.optional(),
  Name: z.string().optional(),
  Email: z.string().optional(),
  /** POST /auth/login only: the password was right, the second factor is asked next
   *  (POST /auth/login/mfa). */
  MfaRequired: z.boolean().optional(),
  /** With MfaRequired: which second factors the account has, the app's code (`MfaCode`) and
   *  passkeys (`MfaPasskey`, POST /auth/mfa/passkey). */
  MfaCode: z.boolean().optional(),
  MfaPasskey: z.boolean().optional(),
  /** An organisation requires two-factor login for this user's rights and it is not set up yet:
   *  until it is, the session holds no permission and may only set it up (docs/security.md,
   *  Two-factor login). */
  MfaSetupRequired: z.boolean().optional(),
  /** The user works on projects: on a project's team (its owner or on its access list) or holding
   *  `project`, which lets them create one. The web app offers „Meine Projekte“ then (docs/product.md
   *  §17.4). Sent to logged-in users whose session is complete; absent means false. */
  CanManageProjects: z.boolean().optional(),
  /** GET /auth/logout only: the session came from an identity provider; the browser visits this
   *  address of the provider to end its session there too (OpenID Connect RP-Initiated Logout 1.0). */
  LogoutRedirect: z.string().optional(),
  /** The account's interface language (docs/product.md §23), once it has one: the web app applies
   *  it after login; mails and the server's messages to the account speak it. */
  Language: z.enum(LANGUAGES).optional(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** GET/POST /auth/settings body and answer: free key/value map per user (docs/product.md §3.2 User settings). */
export const Settings = ScalarMap;
export type Settings = z.infer<typeof Settings>;

/** PUT /auth/language body: the account's interface language (docs/product.md §23), saved by
 *  the language switcher of a signed-in visitor. */
export const AccountLanguageBody = z.strictObject({
  Language: z.enum(LANGUAGES, { error: FIELD_MESSAGES.languageUnknown }),
});
export type AccountLanguageBody = z.infer<typeof AccountLanguageBody>;

/** GET /auth/query/id/{id} and /auth/query/email/{email} answer (docs/product.md §3.9 Lookup user). */
export const LookupUser = z.object({ ID: Id, Name: z.string(), Email: z.string() });
export type LookupUser = z.infer<typeof LookupUser>;

export const QueryEmailParams = z.object({ email: z.string().trim().min(1).max(320) });
