import {
  MAX_PASSKEYS, type Passkey, type PasskeyOptions, type RegisterPasskeyBody, type RenamePasskeyBody, type StartPasskeyRegistrationBody,
} from '@mitmachkarte/contract';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound, unauthenticated, validation } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { hashToken } from '../../lib/tokens.js';
import { inTransaction } from '../../lib/transaction.js';
import { requireCurrentPassword } from '../auth/auth.service.js';
import type { LoginClient, LoginThrottle } from '../auth/login-throttle.service.js';
import { enqueueSecurityNotice, type SecurityMailDeps } from '../mail/mail.service.js';
import { hasMfa, isMfaRequiredFor } from '../mfa/mfa.service.js';
import { findUserRow, listPermissionNames } from '../users/users.service.js';
import { presentPasskey } from './passkeys.presenter.js';
import {
  countPasskeysOfUser, deletePasskeyRow, deletePasskeysOfUser, findPasskey, hasOtherSignIn, insertPasskey, listPasskeysOfUser, markSessionMfaCompleted, renamePasskeyRow,
} from './passkeys.repository.js';
import { newChallenge, takeChallenge } from './challenges.service.js';
import type { RelyingParty } from './relying-party.js';
import { say } from '../../i18n/messages.js';

/** The own passkeys in the profile (docs/product.md §14; docs/security.md, Passkeys): adding one
 *  (registration ceremony, WebAuthn Level 2 §7.1), listing, renaming and removing them; each
 *  addition and removal tells the holder by mail. */

export const PASSKEY_NOT_FOUND = say('passkeyNotFound');
/** Removing the account's last way to sign in. */
export const LAST_SIGN_IN = say('lastSignInPasskey');
export const REGISTRATION_FAILED = say('passkeyRegistrationFailed');
const TOO_MANY = say('tooManyPasskeys', { n: MAX_PASSKEYS });
const LAST_SECOND_FACTOR = say('lastPasskeyMfa');

/** What a change of the own passkeys needs: the database, the relying party of the request's
 *  Host, the session's token and what the security notices need. */
export type PasskeyContext = Readonly<{ db: Db; rp: RelyingParty; sessionToken: string; mail: SecurityMailDeps }>;

/** A wrong password before adding a passkey. */
const WRONG_PASSWORD = say('wrongPasswordNoPasskey');

const requireUser = (actor: Actor) => {
  if (!isLoggedIn(actor)) throw unauthenticated();
  return actor.userId;
};

/** POST /auth/passkeys/registration/options: the options for navigator.credentials.create(): a
 *  discoverable credential with user verification, no attestation, the account's passkeys
 *  excluded; the challenge waits 5 minutes for its answer in this session. Asks for the current
 *  password first (FORBIDDEN WRONG_PASSWORD, counted like a failed login), as switching on the
 *  app's codes does. CONFLICT at MAX_PASSKEYS. */
export async function startPasskeyRegistration(
  ctx: PasskeyContext, actor: Actor, body: StartPasskeyRegistrationBody, check: { throttle: LoginThrottle; client: LoginClient },
): Promise<PasskeyOptions> {
  const userId = requireUser(actor);
  await requireCurrentPassword(ctx.db, check.throttle, check.client, userId, body.Password, WRONG_PASSWORD);
  const existing = await listPasskeysOfUser(ctx.db, userId);
  if (existing.length >= MAX_PASSKEYS) throw conflict(TOO_MANY);
  const { generateRegistrationOptions } = await import('@simplewebauthn/server');
  const options = await generateRegistrationOptions({
    rpName: ctx.rp.name, rpID: ctx.rp.rpId, userName: actor.email, userDisplayName: actor.name, userID: new TextEncoder().encode(userId),
    attestationType: 'none', timeout: 300_000,
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await newChallenge(ctx.db, ctx.sessionToken, 'register', options.challenge, userId);
  return options as unknown as PasskeyOptions;
}

/** POST /auth/passkeys/registration: checks the browser's answer against this session's challenge
 *  (used up by the attempt), the request's origin and rpId, and user verification; stores the
 *  passkey under `Name` (default „Passkey N“) and tells the holder by mail. VALIDATION with
 *  REGISTRATION_FAILED for any failed check, CONFLICT at MAX_PASSKEYS or for a credential already
 *  stored. A session of an account without any second factor so far counts as having completed
 *  one (as switching on the app's codes does, mfa.service.ts enableMfa). */
export async function finishPasskeyRegistration(ctx: PasskeyContext, actor: Actor, body: RegisterPasskeyBody): Promise<Passkey> {
  const userId = requireUser(actor);
  const challenge = await takeChallenge(ctx.db, ctx.sessionToken, 'register');
  if (!challenge || challenge.user_id !== userId) throw validation(REGISTRATION_FAILED);
  const { verifyRegistrationResponse } = await import('@simplewebauthn/server');
  const result = await verifyRegistrationResponse({
    response: body.Response as unknown as RegistrationResponseJSON, expectedChallenge: challenge.challenge,
    expectedOrigin: ctx.rp.origin, expectedRPID: ctx.rp.rpId, requireUserVerification: true,
  }).catch(() => undefined);
  if (!result?.verified || !result.registrationInfo) throw validation(REGISTRATION_FAILED);
  const { credential } = result.registrationInfo;
  if (await findPasskey(ctx.db, credential.id)) throw conflict(say('passkeyKnown'));
  const user = await findUserRow(ctx.db, userId);
  if (!user) throw unauthenticated();
  const hadSecondFactor = (await hasMfa(ctx.db, userId)) || (await countPasskeysOfUser(ctx.db, userId)) > 0;
  const now = nowIso();
  const stored = await inTransaction(ctx.db, async (trx) => {
    const count = await countPasskeysOfUser(trx, userId);
    if (count >= MAX_PASSKEYS) throw conflict(TOO_MANY);
    const row = {
      id: credential.id, user_id: userId, public_key: Buffer.from(credential.publicKey).toString('base64url'), counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []), name: body.Name ?? `Passkey ${count + 1}`, created_at: now, last_used_at: null,
    };
    await insertPasskey(trx, row);
    if (!hadSecondFactor) await markSessionMfaCompleted(trx, userId, hashToken(ctx.sessionToken));
    await enqueueSecurityNotice(trx, ctx.mail, user.email, 'passkey-added', false, { passkey: row.name, at: now });
    return row;
  });
  ctx.mail.outbox.kick();
  return presentPasskey(stored);
}

/** GET /auth/passkeys: the own passkeys, oldest first. */
export async function listOwnPasskeys(db: Db, actor: Actor): Promise<Passkey[]> {
  return (await listPasskeysOfUser(db, requireUser(actor))).map(presentPasskey);
}

/** How many passkeys the logged-in user has (for GET /auth/mfa); UNAUTHENTICATED for anonymous. */
export const countOwnPasskeys = (db: Db, actor: Actor): Promise<number> => countPasskeysOfUser(db, requireUser(actor));

/** PUT /auth/passkeys/{id}: renames an own passkey; NOT_FOUND for any other. */
export async function renameOwnPasskey(db: Db, actor: Actor, id: string, body: RenamePasskeyBody): Promise<Passkey> {
  const userId = requireUser(actor);
  if (!(await renamePasskeyRow(db, userId, id, body.Name))) throw notFound(PASSKEY_NOT_FOUND);
  return presentPasskey((await findPasskey(db, id))!);
}

/** DELETE /auth/passkeys/{id}: removes an own passkey (NOT_FOUND for any other) and tells the
 *  holder by mail. CONFLICT for the last second factor of an account whose organisation requires
 *  one (no app codes, no other passkey), and for the last way to sign in of an account without a
 *  password and a linked identity provider. */
export async function removeOwnPasskey(ctx: Omit<PasskeyContext, 'rp' | 'sessionToken'>, actor: Actor, id: string): Promise<void> {
  const userId = requireUser(actor);
  const passkey = await findPasskey(ctx.db, id);
  if (!passkey || passkey.user_id !== userId) throw notFound(PASSKEY_NOT_FOUND);
  const last = (await countPasskeysOfUser(ctx.db, userId)) === 1;
  if (last && !(await hasMfa(ctx.db, userId)) && (await isMfaRequiredFor(ctx.db, await listPermissionNames(ctx.db, userId)))) throw conflict(LAST_SECOND_FACTOR);
  // An account without a password and without a linked provider keeps its last way in.
  if (last && !(await hasOtherSignIn(ctx.db, userId))) throw conflict(LAST_SIGN_IN);
  await inTransaction(ctx.db, async (trx) => {
    if (!(await deletePasskeyRow(trx, userId, id))) throw notFound(PASSKEY_NOT_FOUND);
    await enqueueSecurityNotice(trx, ctx.mail, actor.email, 'passkey-removed', false, { passkey: passkey.name, at: nowIso() });
  });
  ctx.mail.outbox.kick();
}

/** DELETE /admin/user/{id}/passkeys (users-admin.service.ts resetPasskeysOfUser checks the rights,
 *  audits and mails): removes every passkey of the user; answers how many. */
export const resetPasskeys = (db: Db, userId: string) => deletePasskeysOfUser(db, userId);

/** How many passkeys `userId` holds. */
export const countPasskeys = (db: Db, userId: string): Promise<number> => countPasskeysOfUser(db, userId);

/** Whether a right password of `userId` must be followed by a second factor (POST /auth/login,
 *  docs/security.md, Passkeys), and which: the app's code when it is on; a passkey when the
 *  account holds one and either the code is on too or an organisation requires a second factor
 *  for the account's rights. An account with passkeys but neither still logs in with its password
 *  alone: its passkeys are another way in, not a lock on the password. Undefined: no step. */
export async function needsSecondFactorStep(db: Db, userId: string): Promise<{ code: boolean; passkey: boolean } | undefined> {
  const code = await hasMfa(db, userId);
  const passkey = (await countPasskeysOfUser(db, userId)) > 0;
  if (code) return { code, passkey };
  return passkey && (await isMfaRequiredFor(db, await listPermissionNames(db, userId))) ? { code, passkey } : undefined;
}

/** The transports stored as JSON, for the browser's hints. */
export function transportsOf(json: string): ('ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb')[] {
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? (list.filter((t) => typeof t === 'string') as ReturnType<typeof transportsOf>) : [];
  } catch {
    return [];
  }
}

/** The passkeys of `userId` for the account's data download (docs/product.md §14): name, when
 *  added and last used — not the public key, which says nothing about the person. */
export async function listPasskeysForExport(db: Db, userId: string): Promise<Passkey[]> {
  return (await listPasskeysOfUser(db, userId)).map(presentPasskey);
}
