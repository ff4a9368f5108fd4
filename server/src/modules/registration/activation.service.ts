import type { SuccessAnswer } from '@mitmachkarte/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { AuthTokenPurpose } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { hashToken } from '../../lib/tokens.js';
import { endAllSessionsOfUser, isWellFormedToken } from '../auth/sessions.service.js';
import { activateUser, replacePasswordHash } from '../users/users.service.js';
import { findUsableAuthToken, markAuthTokenUsed } from './registration.repository.js';

/** 400 answers of the JSON variants of the links. */
export const ACTIVATION_FAILED = 'Die Aktivierung war nicht erfolgreich. Der Link ist ungültig, abgelaufen oder wurde bereits verwendet. Bitte wenden Sie sich an den Support.';
export const PASSWORD_ACTIVATION_FAILED = 'Das neue Passwort konnte nicht aktiviert werden. Der Link ist ungültig, abgelaufen oder wurde bereits verwendet.';

/** Uses the token of `purpose` once, inside `db` (a transaction): its row if it was well formed,
 *  unused and unexpired, else undefined. */
async function useToken(db: Db, token: string, purpose: AuthTokenPurpose) {
  if (!isWellFormedToken(token)) return undefined;
  const now = nowIso();
  const row = await findUsableAuthToken(db, hashToken(token), purpose, now);
  return row && (await markAuthTokenUsed(db, row.id, now)) ? row : undefined;
}

/** GET /auth/activate/{token}: activates the account of a valid activation link; false for any
 *  unknown, used or expired link. */
export function activateAccount(db: Db, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await useToken(trx, token, 'activation');
    if (row) await activateUser(trx, row.user_id);
    return !!row;
  });
}

/** GET /auth/activatepassword/{token}: makes the pending password of a valid reset link the
 *  account's password and ends all of the user's sessions; false for any unknown, used or
 *  expired link. */
export function activatePassword(db: Db, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await useToken(trx, token, 'password');
    if (!row?.pending_password_hash) return false;
    await replacePasswordHash(trx, row.user_id, row.pending_password_hash);
    await endAllSessionsOfUser(trx, row.user_id);
    return true;
  });
}

/** /auth/activatejson/{token}: as activateAccount; VALIDATION (400) on failure. */
export async function activateAccountJson(db: Db, token: string): Promise<SuccessAnswer> {
  if (!(await activateAccount(db, token))) throw new AppError('VALIDATION', ACTIVATION_FAILED);
  return { Message: 'success' };
}

/** /auth/activatepasswordjson/{token}: as activatePassword; VALIDATION (400) on failure. */
export async function activatePasswordJson(db: Db, token: string): Promise<SuccessAnswer> {
  if (!(await activatePassword(db, token))) throw new AppError('VALIDATION', PASSWORD_ACTIVATION_FAILED);
  return { Message: 'success' };
}

/** Where a followed link sends the browser: the web app's success or failure screen. */
export const activationRedirect = (config: Config, ok: boolean) =>
  `${config.publicUrl}/#/${ok ? 'activationsuccess' : 'activationfailure'}`;
