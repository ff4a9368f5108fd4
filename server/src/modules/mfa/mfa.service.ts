import { createHmac, randomInt } from 'node:crypto';
import type { DisableMfaBody, EnableMfaBody, MfaLoginBody, MfaRecoveryCodes, MfaSetup, MfaStatus } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { type Actor, isLoggedIn } from '../../lib/actor.js';
import { AppError, conflict, unauthenticated, validation } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { verifyPassword } from '../../lib/password.js';
import { open, seal } from '../../lib/secret-box.js';
import { hashToken, hmac } from '../../lib/tokens.js';
import { clearLoginFailures, recordLoginFailure, requireLoginAllowed } from '../auth/login-failures.service.js';
import { getOrgInfoForHost } from '../organisations/organisations.service.js';
import { findUserRow, listPermissionNames } from '../users/users.service.js';
import { isMfaRequired } from './mfa.policy.js';
import {
  countChallengeFailure, countUnusedRecoveryCodes, deleteChallenge, disableMfaRows, enableMfaRows, findChallenge, findMfaRow, putChallenge,
  setPendingSecret, spendRecoveryCode, takeTimeStep,
} from './mfa.repository.js';

/** Two-factor login with TOTP (RFC 6238: 30-second steps, 6 digits, one step of clock drift
 *  either way, each step accepted once) and 10 one-time recovery codes (docs/security.md,
 *  Two-factor login). `secret` is the server's secret: it encrypts the TOTP secrets and keys the
 *  recovery codes' hashes. */

const ISSUER = 'Mitmachkarte';
const RECOVERY_CODES = 10;
/** Crockford-like alphabet without 0/O, 1/I/L: easy to copy from paper. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** How long a correct password waits for its code (ms), and how many wrong codes it survives. */
const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_ATTEMPTS = 5;

export const WRONG_CODE = 'Der Code stimmt nicht. Bitte versuchen Sie es noch einmal.';
export const CHALLENGE_GONE = 'Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.';

const recoveryHash = (secret: string, code: string) => createHmac('sha256', secret).update(`recovery:${code}`).digest('hex');

/** A code's time step if `token` is valid for `totpSecret` now and later than `afterStep`. */
async function checkCode(totpSecret: string, token: string, afterStep: number | string | null | undefined): Promise<number | undefined> {
  const { verify } = await import('otplib');
  const result = await verify({ secret: totpSecret, token, epochTolerance: 30, ...(afterStep != null ? { afterTimeStep: Number(afterStep) } : {}) });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

const requireUser = (actor: Actor) => {
  if (!isLoggedIn(actor)) throw unauthenticated();
  return actor.userId;
};

/** GET /auth/mfa: whether it is on, the recovery codes left, and whether `orgOther` requires it. */
export async function getMfaStatus(db: Db, actor: Actor, orgOther: Record<string, unknown>): Promise<MfaStatus> {
  const userId = requireUser(actor);
  const row = await findMfaRow(db, userId);
  const enabled = Boolean(row?.mfa_secret);
  return { Enabled: enabled, RecoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, userId) : 0, Required: isMfaRequired(orgOther, actor.permissions) || actor.mfaSetupRequired === true };
}

/** POST /auth/mfa/setup: a new secret waiting for its first code; CONFLICT when it is on already. */
export async function setUpMfa(db: Db, secret: string, actor: Actor): Promise<MfaSetup> {
  const userId = requireUser(actor);
  const row = await findMfaRow(db, userId);
  if (row?.mfa_secret) throw conflict('Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.');
  // otplib and qrcode are loaded when someone sets up two-factor login, not at start-up
  // (docs/architecture.md §12).
  const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([import('otplib'), import('qrcode')]);
  const totpSecret = generateSecret();
  await setPendingSecret(db, userId, seal(secret, totpSecret));
  const uri = generateURI({ issuer: ISSUER, label: actor.email, secret: totpSecret });
  return { Secret: totpSecret, Uri: uri, QrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
}

/** POST /auth/mfa/enable: the first code confirms the pending secret; answers the recovery codes
 *  (shown once). VALIDATION for a wrong code, CONFLICT without a set-up. */
export async function enableMfa(db: Db, secret: string, actor: Actor, body: EnableMfaBody): Promise<MfaRecoveryCodes> {
  const userId = requireUser(actor);
  const row = await findMfaRow(db, userId);
  if (row?.mfa_secret) throw conflict('Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.');
  if (!row?.mfa_pending_secret) throw conflict('Bitte richten Sie die Zwei-Faktor-Anmeldung zuerst ein.');
  const step = await checkCode(open(secret, row.mfa_pending_secret), body.Code, undefined);
  if (step === undefined) throw validation(WRONG_CODE, [{ Field: 'Code', Message: WRONG_CODE }]);
  const codes = Array.from({ length: RECOVERY_CODES }, () => Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''));
  await db.transaction().execute((trx) => enableMfaRows(trx, userId, row.mfa_pending_secret!, step, codes.map((c) => recoveryHash(secret, c))));
  return { RecoveryCodes: codes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`) };
}

/** POST /auth/mfa/disable: with the password (FORBIDDEN otherwise); CONFLICT while the
 *  organisation requires it for the account's rights. */
export async function disableMfa(db: Db, actor: Actor, body: DisableMfaBody, orgOther: Record<string, unknown>): Promise<void> {
  const userId = requireUser(actor);
  const user = await findUserRow(db, userId);
  if (!user || !(await verifyPassword(body.Password, user.password_hash))) throw new AppError('FORBIDDEN', 'Das Passwort ist nicht richtig.');
  if (isMfaRequired(orgOther, actor.permissions)) throw conflict('Ihre Organisation verlangt die Zwei-Faktor-Anmeldung für Ihr Konto.');
  await disableMfaRows(db, userId);
}

/** Whether a login of `userId` without a second factor, on the site of `host`, must set one up
 *  before it gets `admin` and `usermanager` (the organisation's mfa_pflicht). */
export async function mfaSetupRequiredAt(db: Db, host: string | undefined, userId: string): Promise<boolean> {
  return isMfaRequired((await getOrgInfoForHost(db, host)).Other, await listPermissionNames(db, userId));
}

/** Whether `userId` logs in with a second factor. */
export const hasMfa = async (db: Db, userId: string) => Boolean((await findMfaRow(db, userId))?.mfa_secret);

/** After a correct password of an account with two-factor login: the pre-session `sessionToken`
 *  waits for the code (CHALLENGE_MS, CHALLENGE_ATTEMPTS). */
export const startMfaChallenge = (db: Db, sessionToken: string, userId: string) =>
  putChallenge(db, hashToken(sessionToken), userId, new Date(Date.now() + CHALLENGE_MS).toISOString());

/** POST /auth/login/mfa: the user id whose password this pre-session gave, if the code or
 *  recovery code is right. UNAUTHENTICATED with WRONG_CODE (the challenge stays, up to its
 *  attempts) or CHALLENGE_GONE (none, expired or used up); RATE_LIMITED (429, retry-after) after
 *  5 wrong codes for the account, with the waits of failed logins. */
export async function completeMfaChallenge(db: Db, secret: string, sessionToken: string, body: MfaLoginBody): Promise<string> {
  const key = hashToken(sessionToken);
  const challenge = await findChallenge(db, key, nowIso());
  if (!challenge || challenge.failed_attempts >= CHALLENGE_ATTEMPTS) throw new AppError('UNAUTHENTICATED', CHALLENGE_GONE);
  // Wrong codes also count per account, across challenges and addresses: someone who has the
  // password cannot guess on with fresh logins (the exponential delay of failed logins).
  const failures = hmac(secret, `mfa:${challenge.user_id}`);
  await requireLoginAllowed(db, failures);
  const row = await findMfaRow(db, challenge.user_id);
  let ok = false;
  if (row?.mfa_secret && 'Code' in body) {
    const step = await checkCode(open(secret, row.mfa_secret), body.Code, row.mfa_last_step);
    ok = step !== undefined && (await takeTimeStep(db, row.id, step));
  } else if (row?.mfa_secret && 'RecoveryCode' in body) {
    ok = await spendRecoveryCode(db, row.id, recoveryHash(secret, body.RecoveryCode), nowIso());
  }
  if (!ok) {
    await recordLoginFailure(db, failures);
    await countChallengeFailure(db, key);
    throw new AppError('UNAUTHENTICATED', challenge.failed_attempts + 1 >= CHALLENGE_ATTEMPTS ? CHALLENGE_GONE : WRONG_CODE);
  }
  await deleteChallenge(db, key);
  await clearLoginFailures(db, failures);
  return challenge.user_id;
}

/** DELETE /admin/user/{id}/mfa: a user manager turns it off for a user who lost their phone and
 *  codes (rights checked by the caller). */
export const resetMfa = (db: Db, userId: string) => disableMfaRows(db, userId);
