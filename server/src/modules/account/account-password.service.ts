import type { ChangePasswordBody } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { type Actor, isLoggedIn } from '../../lib/actor.js';
import { AppError, unauthenticated } from '../../lib/app-error.js';
import { hashPassword, requireStrongPassword, verifyPassword } from '../../lib/password.js';
import { inTransaction } from '../../lib/transaction.js';
import { endOtherOwnSessions } from '../auth/sessions.service.js';
import { retirePasswordLinks } from '../registration/activation.service.js';
import { findUserRow, replacePasswordHash } from '../users/users.service.js';

export const WRONG_CURRENT_PASSWORD = 'Das bisherige Passwort ist nicht richtig. Ihr Passwort wurde nicht geändert.';

/** POST /auth/password: the logged-in user sets a new password after giving the current one
 *  (docs/product.md §16.6). 403 WRONG_CURRENT_PASSWORD or 400 for a weak new password
 *  (docs/security.md, Passwords) change nothing. In one transaction the hash is replaced, every
 *  other session of the account ends (a device someone else may hold) and unused reset links are
 *  retired; the session of this request stays. */
export async function changeOwnPassword(db: Db, actor: Actor, body: ChangePasswordBody, currentToken: string): Promise<void> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  const user = await findUserRow(db, actor.userId);
  if (!user || !(await verifyPassword(body.CurrentPassword, user.password_hash))) throw new AppError('FORBIDDEN', WRONG_CURRENT_PASSWORD);
  await requireStrongPassword(body.Password, [user.email, user.name]);
  const hash = await hashPassword(body.Password);
  await inTransaction(db, async (trx) => {
    await replacePasswordHash(trx, user.id, hash);
    await endOtherOwnSessions(trx, actor, currentToken);
    await retirePasswordLinks(trx, user.id);
  });
}
