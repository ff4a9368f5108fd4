import { createHmac, randomInt } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/ids.js';
import { open } from '../../lib/secret-box.js';
import { hmac } from '../../lib/tokens.js';
import { trustedBrowserOf } from '../auth/auth.service.js';
import { clearLoginFailures, recordLoginFailure, requireLoginAllowed } from '../auth/login-failures.service.js';
import type { LoginThrottle } from '../auth/login-throttle.service.js';
import { findMfaRow, spendRecoveryCode, takeTimeStep } from './mfa.repository.js';

/** Checking a second factor (docs/security.md, Two-factor login): TOTP codes after RFC 6238
 *  (30-second steps, 6 digits, one step of clock drift either way, each step accepted once,
 *  §5.2) and one-time recovery codes, stored as HMACs under the server's secret. */

const RECOVERY_CODES = 10;
/** Crockford-like alphabet without 0/O, 1/I/L: easy to copy from paper. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A user's stored second factor (mfa.repository.ts findMfaRow). */
export type MfaRow = NonNullable<Awaited<ReturnType<typeof findMfaRow>>>;
/** A code of the app or a recovery code, as the contract's bodies carry them (normalised). */
export type SecondFactorProof = { Code: string } | { RecoveryCode: string };

const recoveryHash = (secret: string, code: string) => createHmac('sha256', secret).update(`recovery:${code}`).digest('hex');

/** RECOVERY_CODES new recovery codes (10 characters of RECOVERY_ALPHABET, about 50 bits each) as
 *  shown (`XXXXX-XXXXX`) and the hashes to store. */
export function newRecoveryCodes(secret: string): { shown: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODES }, () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''));
  return { shown: codes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`), hashes: codes.map((c) => recoveryHash(secret, c)) };
}

/** A code's time step if `token` is valid for `totpSecret` now and later than `afterStep`. */
export async function checkCode(totpSecret: string, token: string, afterStep: number | string | null | undefined): Promise<number | undefined> {
  // otplib is loaded when someone uses two-factor login, not at start-up (docs/runtime.md §1).
  const { verify } = await import('otplib');
  const result = await verify({ secret: totpSecret, token, epochTolerance: 30, ...(afterStep != null ? { afterTimeStep: Number(afterStep) } : {}) });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The count of wrong codes for `user` from the browser of `deviceCookie`: a browser trusted for
 *  the account (one that completed a login to it, with its second factor) counts on its own, so
 *  that someone who has the password and guesses codes elsewhere never makes the owner's browser
 *  wait; every other browser shares the account's count (docs/decisions/0010). */
function codeFailureKey(secret: string, user: MfaRow, deviceCookie: string | undefined): string {
  const device = trustedBrowserOf(secret, user.email, deviceCookie);
  return device ? hmac(secret, `mfa-device:${device.deviceId}`) : hmac(secret, `mfa:${user.id}`);
}

/** Checks a code of the app (its time step is then used up) or spends a recovery code of `user`,
 *  whose second factor is on. Wrong codes count like failed logins (login-failures.service.ts,
 *  codeFailureKey): after 5, each attempt waits 1, 2, 4 … s, RATE_LIMITED (429, retry-after)
 *  before any code is checked. Answers whether the code was right; a right one forgets the
 *  count it went through. */
export async function verifySecondFactor(db: Db, throttle: LoginThrottle, user: MfaRow, proof: SecondFactorProof, deviceCookie: string | undefined): Promise<boolean> {
  const key = codeFailureKey(throttle.secret, user, deviceCookie);
  await requireLoginAllowed(db, key);
  let ok = false;
  if (user.mfa_secret && 'Code' in proof) {
    const step = await checkCode(open(throttle.secret, user.mfa_secret), proof.Code, user.mfa_last_step);
    ok = step !== undefined && (await takeTimeStep(db, user.id, step));
  } else if (user.mfa_secret && 'RecoveryCode' in proof) {
    ok = await spendRecoveryCode(db, user.id, recoveryHash(throttle.secret, proof.RecoveryCode), nowIso());
  }
  if (!ok) {
    await recordLoginFailure(db, key);
    return false;
  }
  await clearLoginFailures(db, key);
  return true;
}
