import type { PasskeyLoginBody, PasskeyOptions } from '@mitmachkarte/contract';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { say } from '../../i18n/messages.js';
import { nowIso } from '../../lib/ids.js';
import { DEACTIVATED, deviceCookieFor, NOT_ACTIVATED, trustedBrowserOf } from '../auth/auth.service.js';
import type { LoginClient, LoginThrottle } from '../auth/login-throttle.service.js';
import { passkeyChallengeOf, passkeyChallengeFailed, passkeyChallengePassed } from '../mfa/mfa-login.service.js';
import { findUserRow } from '../users/users.service.js';
import { requireLocalSignInAllowed, type SignInProvider } from '../staff-sign-in/staff-sign-in.service.js';
import { newChallenge, takeChallenge } from './challenges.service.js';
import { findPasskey, listPasskeysOfUser, type PasskeyRow, recordPasskeyUse } from './passkeys.repository.js';
import { transportsOf } from './passkeys.service.js';
import type { RelyingParty } from './relying-party.js';

/** Signing in with a passkey (docs/security.md, Passkeys; WebAuthn Level 2 §7.2): without a
 *  password (a discoverable credential, user verification required), or as the second factor
 *  after the password. */

export const PASSKEY_LOGIN_FAILED = say('passkeyLoginFailed');

/** What a sign-in with a passkey needs: the database, the throttle of failed logins, the relying
 *  party of the request's Host, the visitor's (pre-)session token and where the request comes from. */
export type PasskeyLoginContext = Readonly<{ db: Db; throttle: LoginThrottle; rp: RelyingParty; sessionToken: string; client: LoginClient }>;

/** A passkey login's outcome: the account and the device cookie that makes the browser trusted;
 *  as the second factor after a provider's sign-in, that provider. */
export type PasskeyLogin = { userId: string; deviceCookie: string; provider?: SignInProvider };

const refused = () => new AppError('UNAUTHENTICATED', PASSKEY_LOGIN_FAILED);

/** POST /auth/passkeys/login/options: options for navigator.credentials.get() without a list of
 *  credentials (the browser offers the passkeys it holds for this host), user verification
 *  required; the challenge waits 5 minutes in this pre-session. Throttled like a password login
 *  from the same IP. */
export async function startPasskeyLogin(ctx: PasskeyLoginContext): Promise<PasskeyOptions> {
  ctx.throttle.ipFailures.requireAllowed(ctx.client.ip);
  const { generateAuthenticationOptions } = await import('@simplewebauthn/server');
  const options = await generateAuthenticationOptions({ rpID: ctx.rp.rpId, userVerification: 'required', timeout: 300_000 });
  await newChallenge(ctx.db, ctx.sessionToken, 'login', options.challenge, null);
  return options as unknown as PasskeyOptions;
}

/** Checks an authenticator's answer against the stored `passkey` and the challenge, and records
 *  the use (new counter, time). False for any failed check: wrong challenge, origin or rpId, bad
 *  signature, no user verification, a counter that did not grow. */
async function verifyWithPasskey(ctx: PasskeyLoginContext, passkey: PasskeyRow, challenge: string, response: PasskeyLoginBody['Response']): Promise<boolean> {
  const { verifyAuthenticationResponse } = await import('@simplewebauthn/server');
  const result = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON, expectedChallenge: challenge, expectedOrigin: ctx.rp.origin, expectedRPID: ctx.rp.rpId,
    credential: { id: passkey.id, publicKey: Buffer.from(passkey.public_key, 'base64url'), counter: passkey.counter, transports: transportsOf(passkey.transports) },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!result?.verified || !result.authenticationInfo.userVerified) return false;
  return recordPasskeyUse(ctx.db, passkey.id, passkey.counter, result.authenticationInfo.newCounter, nowIso());
}

/** POST /auth/passkeys/login: the account whose passkey answered this pre-session's challenge
 *  (used up by the attempt). A passkey with user verification is two factors in one (something
 *  held, and a PIN or biometric), so the login counts as having completed the second factor.
 *  UNAUTHENTICATED with PASSKEY_LOGIN_FAILED for every failed check (counted against the IP like
 *  a wrong password; RATE_LIMITED while it must wait), FORBIDDEN for an account not activated or
 *  switched off, or one that an organisation's staff rule sends to its provider
 *  (staff-sign-in.service.ts requireLocalSignInAllowed). */
export async function completePasskeyLogin(ctx: PasskeyLoginContext, body: PasskeyLoginBody): Promise<PasskeyLogin> {
  ctx.throttle.ipFailures.requireAllowed(ctx.client.ip);
  const challenge = await takeChallenge(ctx.db, ctx.sessionToken, 'login');
  const passkey = await findPasskey(ctx.db, body.Response.id);
  if (!challenge || !passkey || !(await verifyWithPasskey(ctx, passkey, challenge.challenge, body.Response))) {
    ctx.throttle.ipFailures.record(ctx.client.ip);
    throw refused();
  }
  const user = await findUserRow(ctx.db, passkey.user_id);
  if (!user) throw refused();
  if (user.active !== 1) throw new AppError('FORBIDDEN', user.deactivated_at === null ? NOT_ACTIVATED : DEACTIVATED);
  // An organisation's staff rule allows no passkey login of the accounts it covers.
  await requireLocalSignInAllowed(ctx.db, user.id);
  const device = trustedBrowserOf(ctx.throttle.secret, user.email, ctx.client.deviceCookie);
  return { userId: user.id, deviceCookie: deviceCookieFor(ctx.throttle.secret, user.email, device?.deviceId) };
}

/** POST /auth/mfa/passkey/options: after a right password of an account with a second factor
 *  (mfa-login.service.ts), options for navigator.credentials.get() listing the account's passkeys.
 *  UNAUTHENTICATED without a live password step; CONFLICT for an account without passkeys. */
export async function startPasskeySecondFactor(ctx: PasskeyLoginContext): Promise<PasskeyOptions> {
  const userId = await passkeyChallengeOf(ctx.db, ctx.sessionToken);
  const passkeys = await listPasskeysOfUser(ctx.db, userId);
  if (passkeys.length === 0) throw new AppError('CONFLICT', say('noPasskey'));
  const { generateAuthenticationOptions } = await import('@simplewebauthn/server');
  const options = await generateAuthenticationOptions({
    rpID: ctx.rp.rpId, userVerification: 'required', timeout: 300_000, allowCredentials: passkeys.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
  });
  await newChallenge(ctx.db, ctx.sessionToken, 'mfa', options.challenge, userId);
  return options as unknown as PasskeyOptions;
}

/** POST /auth/mfa/passkey: a passkey of the account answers in place of the app's code. A failed
 *  check counts against the password step's attempts like a wrong code (UNAUTHENTICATED; the
 *  step ends after 5). */
export async function completePasskeySecondFactor(ctx: PasskeyLoginContext, body: PasskeyLoginBody): Promise<PasskeyLogin> {
  const userId = await passkeyChallengeOf(ctx.db, ctx.sessionToken);
  const challenge = await takeChallenge(ctx.db, ctx.sessionToken, 'mfa');
  const passkey = await findPasskey(ctx.db, body.Response.id);
  if (!challenge || challenge.user_id !== userId || passkey?.user_id !== userId
    || !(await verifyWithPasskey(ctx, passkey, challenge.challenge, body.Response))) {
    await passkeyChallengeFailed(ctx.db, ctx.sessionToken, PASSKEY_LOGIN_FAILED);
  }
  return passkeyChallengePassed(ctx.db, ctx.throttle, ctx.sessionToken, ctx.client);
}
