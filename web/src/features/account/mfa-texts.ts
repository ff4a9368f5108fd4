import type { MfaProofBody } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/auth';
import { translator, type MessageValues } from '../../i18n/runtime';

/** Pure helpers of the two-factor screens (mfa-card.tsx, recovery-codes.tsx). */

/** The body of switching off or of new recovery codes (docs/security.md, Two-factor login): the
 *  password and what was typed into the one code field; 6 digits (spaces allowed, as apps show
 *  „123 456“) are a code of the app, anything else a recovery code. */
export function mfaProof(password: string, code: string): MfaProofBody {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? { Password: password, Code: digits } : { Password: password, RecoveryCode: code };
}

type MfaTexts = (key: keyof typeof de.mfa & string, values?: MessageValues) => string;

/** The texts of `mfa` in German, for a caller without the current language. */
const inGerman = translator('de', {});
const german: MfaTexts = (key, values) => inGerman(`mfa.${key}`, de.mfa[key], values);

/** The recovery codes as the downloaded text file holds them: title, whose and from where, when,
 *  one code a line (CRLF, as Windows' Notepad shows it too); `t`: the texts of `mfa` in the
 *  visitor's language (useT). */
export function recoveryCodesText(input: { codes: readonly string[]; email: string; site: string; date: string }, t: MfaTexts = german): string {
  return [t('codesTitle'), t('codesFor', { email: input.email, site: input.site, date: input.date }), '', ...input.codes, ''].join('\r\n');
}
