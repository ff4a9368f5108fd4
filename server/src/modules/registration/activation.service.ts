import type { SuccessAnswer } from '@mitmachkarte/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { AuthTokenPurpose } from '../../db/schema.js';
import { AppError, type ErrorText, invalidField, validation } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { verifyPassword } from '../../lib/password.js';
import { hashToken } from '../../lib/tokens.js';
import { endAllSessionsOfUser, isWellFormedToken } from '../auth/sessions.service.js';
import { enqueueSecurityNotice, type SecurityMailDeps } from '../mail/mail.service.js';
import { activatePendingUser, findPasswordHash, findUserRow, replacePasswordHash } from '../users/users.service.js';
import { findUsableAuthToken, markAuthTokenUsed, recordFailedTokenAttempt, retireUnusedAuthTokens } from './registration.repository.js';
import { requirePasswordSettable } from '../staff-sign-in/staff-sign-in.service.js';
import { say } from '../../i18n/messages.js';

/** Mailed links are completed by a POST from their page, never by opening them
 *  (docs/decisions/0009): mail gateways and link scanners open every link in a mail (GET and
 *  HEAD), so opening a link only leads to the page, where the password typed with the request
 *  (the registration's, or the new one of a reset) confirms it. Whoever did not choose that
 *  password cannot complete it, even holding the mail. */

/** 400 answers of a link that is unknown, used up, replaced or expired. */
export const ACTIVATION_FAILED = say('activationFailed');
export const PASSWORD_ACTIVATION_FAILED = say('passwordActivationFailed');
/** 400 answers of a wrong password typed on a link's page. */
export const ACTIVATION_WRONG_PASSWORD = say('wrongRegistrationPassword');
export const CONFIRM_WRONG_PASSWORD = say('wrongResetPassword');

/** Wrong passwords a link survives; the next one uses it up. */
export const MAX_WRONG_LINK_PASSWORDS = 5;

/** Web pages a usable link leads to (hash routes of the web app). */
const LINK_PAGES: Record<'activation' | 'password', string> = { activation: 'konto-aktivieren', password: 'passwort-bestaetigen' };

/** Whether `token` is a usable (unused, unexpired) link of `purpose`. Changes nothing: answers
 *  GET and HEAD of the links and their JSON checks. */
export async function isUsableLink(db: Db, token: string, purpose: AuthTokenPurpose): Promise<boolean> {
  return isWellFormedToken(token) && (await findUsableAuthToken(db, hashToken(token), purpose, nowIso())) !== undefined;
}

/** Where opening a link sends the browser: the link's page in the web app when the link is
 *  usable, else the failure screen. */
export async function linkRedirect(db: Db, config: Config, token: string, purpose: 'activation' | 'password'): Promise<string> {
  return (await isUsableLink(db, token, purpose))
    ? `${config.publicUrl}/#/${LINK_PAGES[purpose]}/${token}`
    : `${config.publicUrl}/#/activationfailure`;
}

/** GET /auth/activatejson/{token}, /auth/activatepasswordjson/{token}: `success` if the link is
 *  usable, else VALIDATION (400) with the link's failure message. Changes nothing. */
export async function checkLink(db: Db, token: string, purpose: 'activation' | 'password'): Promise<SuccessAnswer> {
  if (!(await isUsableLink(db, token, purpose))) throw new AppError('VALIDATION', purpose === 'activation' ? ACTIVATION_FAILED : PASSWORD_ACTIVATION_FAILED);
  return { Message: 'success' };
}

/** A usable token whose page was confirmed with the right password. */
type ConfirmedToken = { id: string; userId: string; passwordHash: string; name: string | null };

/** Checks `password` against the password typed with the link's request (an activation link of
 *  a registration made before links carried it: the account's password). Throws VALIDATION with
 *  `invalid` for an unusable link, with `wrong` (as the field error of `Password`) for a wrong
 *  password, which counts against the link (MAX_WRONG_LINK_PASSWORDS). The ~0.3 s scrypt check
 *  runs outside any transaction. */
async function confirmToken(
  db: Db, token: string, purpose: 'activation' | 'password', password: string, messages: { invalid: ErrorText; wrong: ErrorText },
): Promise<ConfirmedToken> {
  const row = isWellFormedToken(token) ? await findUsableAuthToken(db, hashToken(token), purpose, nowIso()) : undefined;
  const passwordHash = row && (row.pending_password_hash ?? (purpose === 'activation' ? await findPasswordHash(db, row.user_id) : undefined));
  if (!row || !passwordHash) throw validation(messages.invalid);
  if (!(await verifyPassword(password, passwordHash))) {
    await recordFailedTokenAttempt(db, row.id, MAX_WRONG_LINK_PASSWORDS, nowIso());
    throw invalidField('Password', messages.wrong);
  }
  return { id: row.id, userId: row.user_id, passwordHash, name: row.pending_name };
}

/** POST /auth/activate: activates the pending registration of an activation link confirmed with
 *  that registration's password; the account gets the registration's password and name, and its
 *  other activation links die. Returns the user's id (the route logs the user in). Throws
 *  VALIDATION (400) for an unusable link, a wrong password, or an account that is no longer
 *  pending (activated meanwhile, or switched off by an administrator). */
export async function activateAccount(db: Db, token: string, password: string): Promise<string> {
  const link = await confirmToken(db, token, 'activation', password, { invalid: ACTIVATION_FAILED, wrong: ACTIVATION_WRONG_PASSWORD });
  const activated = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await markAuthTokenUsed(trx, link.id, now))) return false;
    const name = link.name ?? undefined;
    if (!(await activatePendingUser(trx, link.userId, { passwordHash: link.passwordHash, name }))) return false;
    await retireUnusedAuthTokens(trx, link.userId, 'activation', now);
    return true;
  });
  if (!activated) throw validation(ACTIVATION_FAILED);
  return link.userId;
}

/** POST /auth/confirmpassword: makes the new password of a reset link valid when it is typed once
 *  more, uses the link up, ends the account's other reset links and every session of the account,
 *  and tells the holder by mail (`mail`; its outbox is kicked after the commit). Returns the
 *  user's id. Throws VALIDATION (400) for an unusable link or a wrong password, CONFLICT (409) while
 *  an organisation's staff rule switches the account's local password off. */
export async function confirmPassword(db: Db, mail: SecurityMailDeps, token: string, password: string): Promise<string> {
  const link = await confirmToken(db, token, 'password', password, { invalid: PASSWORD_ACTIVATION_FAILED, wrong: CONFIRM_WRONG_PASSWORD });
  // A link asked for before an organisation's staff rule switched the password off gives none.
  await requirePasswordSettable(db, link.userId);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await markAuthTokenUsed(trx, link.id, now))) throw validation(PASSWORD_ACTIVATION_FAILED);
    await retireUnusedAuthTokens(trx, link.userId, 'password', now);
    await replacePasswordHash(trx, link.userId, link.passwordHash);
    await endAllSessionsOfUser(trx, link.userId);
    await enqueueSecurityNotice(trx, mail, (await findUserRow(trx, link.userId))!.email, 'password');
  });
  mail.outbox.kick();
  return link.userId;
}

/** Ends the unused reset links of a user: a successful login shows that the person knows their
 *  password, so a pending reset (perhaps requested by someone else) is not needed any more. */
export const retirePasswordLinks = (db: Db, userId: string) => retireUnusedAuthTokens(db, userId, 'password', nowIso());
