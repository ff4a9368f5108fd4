import type { MfaLoginBody } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { AppError, type ErrorText } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { hashToken } from '../../lib/tokens.js';
import { deviceCookieFor, trustedBrowserOf } from '../auth/auth.service.js';
import type { LoginClient, LoginThrottle } from '../auth/login-throttle.service.js';
import { countChallengeFailure, deleteChallenge, findChallenge, findMfaRow, putChallenge } from './mfa.repository.js';
import { verifySecondFactor } from './second-factor.service.js';
import { joinAmr, type SignInProvider, splitAmr } from '../staff-sign-in/staff-sign-in.service.js';
import { say } from '../../i18n/messages.js';

/** The code step of a login with two-factor login (docs/security.md, Two-factor login): a right
 *  password of an account with a second factor leaves the visitor's pre-session waiting for the
 *  code. */

/** How long a correct password waits for its code (ms), and how many wrong codes it survives. */
const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_ATTEMPTS = 5;

export const WRONG_CODE = say('wrongCodeTryAgain');
export const CHALLENGE_GONE = say('challengeGone');

/** After a correct password of an account with two-factor login, or a sign-in through an
 *  identity provider (`provider`, kept for the session that the code then starts): the
 *  pre-session `sessionToken` waits for the code (CHALLENGE_MS, CHALLENGE_ATTEMPTS). */
export const startMfaChallenge = (db: Db, sessionToken: string, userId: string, provider?: SignInProvider) =>
  putChallenge(db, hashToken(sessionToken), userId, new Date(Date.now() + CHALLENGE_MS).toISOString(), provider && { id: provider.id, amr: joinAmr(provider.amr) });

/** The provider a challenge's sign-in came through, if any. */
const providerOf = (challenge: { provider_id: string | null; provider_amr: string | null }): SignInProvider | undefined =>
  (challenge.provider_id ? { id: challenge.provider_id, amr: splitAmr(challenge.provider_amr) } : undefined);

/** POST /auth/login/mfa: the user id whose password (or provider sign-in, then `provider`) this
 *  pre-session gave, if the code or recovery code is right, and the device cookie that makes this browser trusted for the account
 *  from now on (only a login completed with the second factor makes a browser trusted, so that a
 *  password alone never earns the own count of wrong codes). UNAUTHENTICATED with WRONG_CODE (the
 *  challenge stays, up to its attempts) or CHALLENGE_GONE (none, expired or used up); RATE_LIMITED
 *  (429, retry-after) with the waits of failed logins after 5 wrong codes, counted per account
 *  across attempts and addresses, or per trusted browser (second-factor.service.ts). */
export async function completeMfaChallenge(
  db: Db, throttle: LoginThrottle, sessionToken: string, client: LoginClient, body: MfaLoginBody,
): Promise<{ userId: string; deviceCookie: string; provider?: SignInProvider }> {
  const key = hashToken(sessionToken);
  const challenge = await findChallenge(db, key, nowIso());
  const user = challenge && (await findMfaRow(db, challenge.user_id));
  if (!challenge || !user || challenge.failed_attempts >= CHALLENGE_ATTEMPTS) throw new AppError('UNAUTHENTICATED', CHALLENGE_GONE);
  if (!(await verifySecondFactor(db, throttle, user, body, client.deviceCookie))) {
    await countChallengeFailure(db, key);
    throw new AppError('UNAUTHENTICATED', challenge.failed_attempts + 1 >= CHALLENGE_ATTEMPTS ? CHALLENGE_GONE : WRONG_CODE);
  }
  await deleteChallenge(db, key);
  const device = trustedBrowserOf(throttle.secret, user.email, client.deviceCookie);
  return { userId: user.id, deviceCookie: deviceCookieFor(throttle.secret, user.email, device?.deviceId), provider: providerOf(challenge) };
}

/** The account whose right password this pre-session gave and whose second factor it waits for,
 *  for a passkey's answer in place of the code (passkeys/passkey-login.service.ts);
 *  UNAUTHENTICATED with CHALLENGE_GONE if none waits (expired or used up). */
export async function passkeyChallengeOf(db: Db, sessionToken: string): Promise<string> {
  const challenge = await findChallenge(db, hashToken(sessionToken), nowIso());
  if (!challenge || challenge.failed_attempts >= CHALLENGE_ATTEMPTS) throw new AppError('UNAUTHENTICATED', CHALLENGE_GONE);
  return challenge.user_id;
}

/** A passkey's answer in place of the code was wrong: counts like a wrong code and throws
 *  UNAUTHENTICATED with `message`, or CHALLENGE_GONE once the attempts are used up. */
export async function passkeyChallengeFailed(db: Db, sessionToken: string, message: ErrorText): Promise<never> {
  const key = hashToken(sessionToken);
  const challenge = await findChallenge(db, key, nowIso());
  await countChallengeFailure(db, key);
  throw new AppError('UNAUTHENTICATED', !challenge || challenge.failed_attempts + 1 >= CHALLENGE_ATTEMPTS ? CHALLENGE_GONE : message);
}

/** A passkey answered in place of the code: the password step is done; answers the user and the
 *  device cookie that makes this browser trusted for the account, as completeMfaChallenge does. */
export async function passkeyChallengePassed(
  db: Db, throttle: LoginThrottle, sessionToken: string, client: LoginClient,
): Promise<{ userId: string; deviceCookie: string; provider?: SignInProvider }> {
  const key = hashToken(sessionToken);
  const challenge = await findChallenge(db, key, nowIso());
  const user = challenge && (await findMfaRow(db, challenge.user_id));
  if (!challenge || !user) throw new AppError('UNAUTHENTICATED', CHALLENGE_GONE);
  await deleteChallenge(db, key);
  const device = trustedBrowserOf(throttle.secret, user.email, client.deviceCookie);
  return { userId: user.id, deviceCookie: deviceCookieFor(throttle.secret, user.email, device?.deviceId), provider: providerOf(challenge) };
}
