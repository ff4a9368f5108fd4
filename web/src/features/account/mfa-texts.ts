import type { MfaProofBody } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/auth';

/** Pure helpers of the two-factor screens (mfa-card.tsx, recovery-codes.tsx). */

/** The body of switching off or of new recovery codes (docs/security.md, Two-factor login): the
 *  password and what was typed into the one code field; 6 digits (spaces allowed, as apps show
 *  „123 456“) are a code of the app, anything else a recovery code. */
export function mfaProof(password: string, code: string): MfaProofBody {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? { Password: password, Code: digits } : { Password: password, RecoveryCode: code };
}

/** The recovery codes as the downloaded text file holds them: title, whose and from where, when,
 *  one code a line (CRLF, as Windows' Notepad shows it too). */
export function recoveryCodesText(input: { codes: readonly string[]; email: string; site: string; date: string }): string {
  return [de.mfa.codesTitle, de.mfa.codesFor(input.email, input.site, input.date), '', ...input.codes, ''].join('\r\n');
}
