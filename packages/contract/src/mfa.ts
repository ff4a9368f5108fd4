import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './limits.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** Two-factor login (TOTP after RFC 6238, 30-second steps, 6 digits). */

/** A code from the authenticator app: 6 digits (spaces allowed, as apps show "123 456"). */
export const TotpCode = z.string().transform((s) => s.replace(/\s+/g, '')).pipe(z.string().regex(/^\d{6}$/, FIELD_MESSAGES.totpMissing));

/** A one-time recovery code as shown at enrolment: 10 letters/digits, dashes and spaces ignored,
 *  case ignored. */
export const RecoveryCode = z.string().max(40).transform((s) => s.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z]{10}$/, FIELD_MESSAGES.recoveryCodeLength));

/** The account's current password, as every change of its second factor asks for it. */
/** The account's current password, asked again before a change of how one signs in. */
export const CurrentPassword = z.string().min(1, FIELD_MESSAGES.passwordMissing).max(MAX_PASSWORD_LENGTH);

/** POST /auth/mfa/setup body: the password (docs/security.md, Two-factor login). */
export const SetUpMfaBody = z.strictObject({ Password: CurrentPassword });
export type SetUpMfaBody = z.infer<typeof SetUpMfaBody>;

/** POST /auth/mfa/enable body: the password and the first code of the app, confirming the
 *  enrolment. */
export const EnableMfaBody = z.strictObject({ Password: CurrentPassword, Code: TotpCode });
export type EnableMfaBody = z.infer<typeof EnableMfaBody>;

/** POST /auth/login/mfa body: a code of the app or one recovery code. */
export const MfaLoginBody = z.union([z.strictObject({ Code: TotpCode }), z.strictObject({ RecoveryCode })], {
  error: FIELD_MESSAGES.codeMissing,
});
export type MfaLoginBody = z.infer<typeof MfaLoginBody>;

/** POST /auth/mfa/disable and POST /auth/mfa/recovery-codes body: the password and a current
 *  code of the app or one recovery code, so that neither a session left open nor the password
 *  alone can weaken the second factor (docs/security.md, Two-factor login). */
export const MfaProofBody = z.union([
  z.strictObject({ Password: CurrentPassword, Code: TotpCode }),
  z.strictObject({ Password: CurrentPassword, RecoveryCode }),
], { error: FIELD_MESSAGES.passwordAndCodeMissing });
export type MfaProofBody = z.infer<typeof MfaProofBody>;

/** POST /auth/mfa/setup answer: the new secret (Base32) for manual entry, its otpauth:// address
 *  and that address as a QR code (SVG text). */
export const MfaSetup = z.object({ Secret: z.string(), Uri: z.string(), QrSvg: z.string() });
export type MfaSetup = z.infer<typeof MfaSetup>;

/** POST /auth/mfa/enable and POST /auth/mfa/recovery-codes answer: the 10 recovery codes, shown
 *  once. */
export const MfaRecoveryCodes = z.object({ RecoveryCodes: z.array(z.string()) });
export type MfaRecoveryCodes = z.infer<typeof MfaRecoveryCodes>;

/** GET /auth/mfa answer. `Required`: an organisation requires it for this account's rights. */
/** The own second factor: the app's codes on or off, their recovery codes left, whether an
 *  organisation requires a second factor for the account's rights, and how many passkeys the
 *  account has (each one serves as the second factor too, docs/security.md, Passkeys). */
export const MfaStatus = z.object({ Enabled: z.boolean(), RecoveryCodesLeft: z.number().int(), Required: z.boolean(), Passkeys: z.number().int() });
export type MfaStatus = z.infer<typeof MfaStatus>;

/** The permissions the setting protects. */
export const MFA_PROTECTED_PERMISSIONS = ['admin', 'usermanager'] as const;
