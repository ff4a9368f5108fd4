import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { hmac } from '../../lib/tokens.js';
import { getUserSummary } from '../users/users.service.js';
import { remainingWaitSeconds, tooManyFailures } from './login-delay.js';
import { deleteLoginFailuresBefore, deleteLoginFailuresOf, findFailureStats, insertLoginFailure } from './login-failures.repository.js';

/** Failed logins per account, and per trusted browser of an account, kept in the database so that
 *  several server processes share them (docs/security.md, Passwords and logins). A key is an HMAC
 *  under the server's secret: the table holds neither an address nor a client IP. */

/** Failures of a key without delay. */
export const FREE_LOGIN_FAILURES = 5;
/** Failures count this long (ms); the delay keeps growing for an attacker who keeps trying. */
export const LOGIN_FAILURE_WINDOW_MS = 24 * 3600_000;

/** The key of an address's failures: HMAC(secret, lower-cased e-mail). Unknown addresses are
 *  counted like known ones, so the answers do not reveal whether an account exists. */
export const loginAccountKey = (secret: string, email: string) => hmac(secret, email.trim().toLowerCase());

/** Throws RATE_LIMITED (429, with the wait in seconds as retry-after) while `key` must still wait
 *  after its latest failure (login-delay.ts). */
export async function requireLoginAllowed(db: Db, key: string, now = new Date()): Promise<void> {
  const { count, last } = await findFailureStats(db, key, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString());
  const wait = remainingWaitSeconds(count, FREE_LOGIN_FAILURES, last === undefined ? undefined : Date.parse(last), now.getTime());
  if (wait > 0) throw new AppError('RATE_LIMITED', tooManyFailures(wait), undefined, wait);
}

/** Records one failed login of `key` and drops every failure older than the window. */
export async function recordLoginFailure(db: Db, key: string, now = new Date()): Promise<void> {
  await insertLoginFailure(db, key, now.toISOString());
  await deleteLoginFailuresBefore(db, new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString());
}

/** Forgets the failures of `key` (a successful login with it). */
export const clearLoginFailures = (db: Db, key: string) => deleteLoginFailuresOf(db, key);

/** Forgets the failed logins of a user's address: after a confirmed password reset, whoever
 *  holds the mailbox may log in from any browser at once. */
export async function clearLoginFailuresOfUser(db: Db, secret: string, userId: string): Promise<void> {
  await deleteLoginFailuresOf(db, loginAccountKey(secret, (await getUserSummary(db, userId)).Email));
}
