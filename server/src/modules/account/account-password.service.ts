import type { ChangePasswordBody } from '@mitmachkarte/contract';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import { unauthenticated } from '../../lib/app-error.js';
import { hashPassword, requireStrongPassword } from '../../lib/password.js';
import { inTransaction } from '../../lib/transaction.js';
import { requireCurrentPassword } from '../auth/auth.service.js';
import type { LoginClient, LoginThrottle } from '../auth/login-throttle.service.js';
import { endOtherOwnSessions } from '../auth/sessions.service.js';
import { enqueueSecurityNotice, type SecurityMailDeps } from '../mail/mail.service.js';
import { retirePasswordLinks } from '../registration/activation.service.js';
import { replacePasswordHash } from '../users/users.service.js';
import { requirePasswordSettable } from '../staff-sign-in/staff-sign-in.service.js';
import { say } from '../../i18n/messages.js';

export const WRONG_CURRENT_PASSWORD = say('wrongCurrentPassword');

/** What a check of the current password needs (auth.service.ts requireCurrentPassword) and what
 *  the security notice of the change needs. */
export type PasswordCheckDeps = Readonly<{ throttle: LoginThrottle; client: LoginClient; mail: SecurityMailDeps }>;

/** POST /auth/password: the logged-in user sets a new password after giving the current one
 *  (docs/product.md §16.6). 403 WRONG_CURRENT_PASSWORD (counted like a failed login, 429 while the
 *  count waits) or 400 for a weak new password (docs/security.md, Passwords and logins) change
 *  nothing, as does 409 while an organisation's staff rule switches the account's local password
 *  off (staff-sign-in.service.ts). In one transaction the hash is replaced, every other session of the account ends (a
 *  device someone else may hold), unused reset links are retired and the holder is told by mail;
 *  the session of this request stays. */
export async function changeOwnPassword(db: Db, deps: PasswordCheckDeps, actor: Actor, body: ChangePasswordBody, currentToken: string): Promise<void> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  await requirePasswordSettable(db, actor.userId);
  const user = await requireCurrentPassword(db, deps.throttle, deps.client, actor.userId, body.CurrentPassword, WRONG_CURRENT_PASSWORD);
  await requireStrongPassword(body.Password, [user.email, user.name]);
  const hash = await hashPassword(body.Password);
  await inTransaction(db, async (trx) => {
    await replacePasswordHash(trx, user.id, hash);
    await endOtherOwnSessions(trx, actor, currentToken);
    await retirePasswordLinks(trx, user.id);
    await enqueueSecurityNotice(trx, deps.mail, user.email, 'password');
  });
  deps.mail.outbox.kick();
}
