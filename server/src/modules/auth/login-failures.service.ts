import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { hmac } from '../../lib/tokens.js';
import { countLoginFailuresSince, deleteLoginFailuresBefore, insertLoginFailure } from './login-failures.repository.js';

/** Failed logins allowed per account and hour, from any mix of client addresses (issue 9,
 *  OWASP ASVS 2.2.1). The per-IP limit of POST /auth/login (auth.routes.ts) comes on top. */
export const LOGIN_FAILURES_PER_HOUR = 100;
const HOUR_MS = 3600_000;

export const TOO_MANY_LOGIN_FAILURES =
  'Zu viele fehlgeschlagene Anmeldeversuche für dieses Konto. Bitte versuchen Sie es in einer Stunde noch einmal oder setzen Sie Ihr Passwort zurück.';

/** The key of an address's failures: HMAC(secret, lower-cased e-mail), so the table names neither
 *  address nor client IP. Unknown addresses are counted like known ones, so the limit's answer
 *  does not reveal whether an account exists. */
export const loginAccountKey = (secret: string, email: string) => hmac(secret, email.trim().toLowerCase());

/** Throws RATE_LIMITED (429) when the account has LOGIN_FAILURES_PER_HOUR failures within the last
 *  hour. Parallel attempts that pass the check together may each add one more failure; the per-IP
 *  limit bounds how many can be in flight. */
export async function requireLoginAllowed(db: Db, accountKey: string, now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS).toISOString();
  if (await countLoginFailuresSince(db, accountKey, since) >= LOGIN_FAILURES_PER_HOUR) {
    throw new AppError('RATE_LIMITED', TOO_MANY_LOGIN_FAILURES);
  }
}

/** Records one failed login of the account and drops every failure older than an hour. */
export async function recordLoginFailure(db: Db, accountKey: string, now = new Date()): Promise<void> {
  await insertLoginFailure(db, accountKey, now.toISOString());
  await deleteLoginFailuresBefore(db, new Date(now.getTime() - HOUR_MS).toISOString());
}
