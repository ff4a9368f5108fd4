import type { AccountLanguageBody, Language, LoginBody, Settings, UserInfo } from '@mitmachkarte/contract';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import { accountRights } from '../../access/rights.js';
import { managesAnyWorkspace } from '../../access/scope.js';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { AppError, type ErrorText, unauthenticated } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { say } from '../../i18n/messages.js';
import { parseJson } from '../../lib/json.js';
import { getDummyHash, verifyPassword } from '../../lib/password.js';
import { findUserRow, findUserRowByEmail, keepAccountLanguage } from '../users/users.service.js';
import type { LoginClient, LoginThrottle } from './login-throttle.service.js';
import { clearLoginFailures, loginAccountKey, recordLoginFailure, requireLoginAllowed } from './login-failures.service.js';
import { issueDeviceCookie, trustedDeviceKey } from './trusted-devices.js';
import { findSettings, upsertSettings } from './settings.repository.js';
import { requireLocalSignInAllowed } from '../staff-sign-in/staff-sign-in.service.js';

export const LOGIN_FAILED = say('loginFailed');
export const NOT_ACTIVATED = say('notActivated');
export const DEACTIVATED = say('deactivated');

/** The browser that `deviceCookie` makes trusted for the account of `email` (trusted-devices.ts):
 *  its id and the key of its own password failures; undefined for any other browser. */
export const trustedBrowserOf = (secret: string, email: string, deviceCookie: string | undefined) =>
  trustedDeviceKey(secret, loginAccountKey(secret, email), deviceCookie);

/** The device cookie that makes a browser trusted for the account of `email`, keeping its
 *  `deviceId` when it was trusted before. */
export const deviceCookieFor = (secret: string, email: string, deviceId?: string) => issueDeviceCookie(secret, loginAccountKey(secret, email), deviceId);

/** The failure counts a check of the password of `email` from `client` goes through: a trusted
 *  browser's own (`device`), else the account's. */
function failureKeys(throttle: LoginThrottle, email: string, client: LoginClient) {
  const device = trustedBrowserOf(throttle.secret, email, client.deviceCookie);
  return { device, key: device?.key ?? loginAccountKey(throttle.secret, email) };
}

/** Checks e-mail and password (POST /auth/login) and returns the user's id and the device cookie
 *  that makes this browser trusted for the account (docs/security.md, Passwords and logins; the
 *  login route sets it once the login is complete, for an account with two-factor login only
 *  after its code). A trusted browser is throttled by its own failures only; any other client by
 *  the address's and its IP's failures: after a few, each attempt waits 1, 2, 4 … s (RATE_LIMITED,
 *  429, with the wait), before any password is checked. Unknown addresses are checked against a
 *  dummy hash and counted like known ones, so the answers reveal no accounts. Throws
 *  UNAUTHENTICATED with the specification's message, or FORBIDDEN for a correct password of an
 *  account that is not activated yet or switched off, or that an organisation's staff rule sends
 *  to its identity provider (staff-sign-in.service.ts requireLocalSignInAllowed, naming it). A success forgets the failures it was
 *  throttled by. */
export async function authenticate(db: Db, throttle: LoginThrottle, body: LoginBody, client: LoginClient): Promise<{ userId: string; deviceCookie: string }> {
  const { device, key } = failureKeys(throttle, body.Email, client);
  if (!device) throttle.ipFailures.requireAllowed(client.ip);
  await requireLoginAllowed(db, key);
  const user = await findUserRowByEmail(db, body.Email);
  const ok = await verifyPassword(body.Password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !ok) {
    if (!device) throttle.ipFailures.record(client.ip);
    await recordLoginFailure(db, key);
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
  }
  if (user.active !== 1) throw new AppError('FORBIDDEN', user.deactivated_at === null ? NOT_ACTIVATED : DEACTIVATED);
  await clearLoginFailures(db, key);
  // Only a right password learns that an organisation's staff rule sends the account to its provider.
  await requireLocalSignInAllowed(db, user.id);
  return { userId: user.id, deviceCookie: deviceCookieFor(throttle.secret, body.Email, device?.deviceId) };
}

/** Checks the current password of the logged-in `userId` before a change of the account (its
 *  password, its deletion, its second factor), through the login's failure counts (docs/security.md,
 *  Passwords and logins; OWASP ASVS 4.0.3 2.2.1): those of the trusted browser, else the
 *  account's, so that guesses in a session left open wait as a login's do and make the login of
 *  any other browser wait too. The IP's count is left out: a session guesses for one account only.
 *  Throws RATE_LIMITED (429, retry-after) while the count must wait, UNAUTHENTICATED for a user
 *  that is gone, FORBIDDEN with `wrong` for a wrong password (counted). Returns the user's row. */
export async function requireCurrentPassword(
  db: Db, throttle: LoginThrottle, client: LoginClient, userId: string, password: string, wrong: ErrorText,
): Promise<UsersTable> {
  const user = await findUserRow(db, userId);
  if (!user) throw unauthenticated();
  const { key } = failureKeys(throttle, user.email, client);
  await requireLoginAllowed(db, key);
  if (!(await verifyPassword(password, user.password_hash))) {
    await recordLoginFailure(db, key);
    throw new AppError('FORBIDDEN', wrong);
  }
  await clearLoginFailures(db, key);
  return user;
}

/** GET /auth/info (docs/product.md §3.1 User info), with the person's rights (access/rights.ts
 *  accountRights: „Meine Projekte“, §17.4). A session that must set up its second factor first
 *  reaches nothing else and gets no rights. */
export async function getUserInfo(db: Db, actor: Actor): Promise<UserInfo> {
  if (!isLoggedIn(actor)) return { LoggedIn: false, Permissions: [] };
  const user = {
    LoggedIn: true, Permissions: [...actor.permissions], ID: actor.userId, Name: actor.name, Email: actor.email, ...(actor.language ? { Language: actor.language } : {}),
  };
  if (actor.mfaSetupRequired) return { ...user, MfaSetupRequired: true };
  return { ...user, ...accountRights(actor, await managesAnyWorkspace(db, actor.userId)) };
}

/** PUT /auth/language: keeps the signed-in visitor's interface language with the account
 *  (docs/product.md §23); 401 for anonymous visitors, who keep theirs in the browser. */
export async function saveAccountLanguage(db: Db, actor: Actor, body: AccountLanguageBody): Promise<UserInfo> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  await keepAccountLanguage(db, actor.userId, body.Language);
  return getUserInfo(db, { ...actor, language: body.Language });
}

/** After a login (`actor`, just signed in): an account without a language of its own keeps
 *  `language`, the one the person used to log in (the request's language, docs/product.md §23).
 *  Returns the actor with it. */
export async function adoptLoginLanguage(db: Db, actor: Actor, language: Language): Promise<Actor> {
  if (!isLoggedIn(actor) || actor.language) return actor;
  await keepAccountLanguage(db, actor.userId, language);
  return { ...actor, language };
}

/** GET /auth/settings: the user's settings object; `{}` for anonymous visitors and new users. */
export async function getSettings(db: Db, actor: Actor): Promise<Settings> {
  return isLoggedIn(actor) ? settingsOf(db, actor.userId) : {};
}

/** The settings object of `userId`; `{}` if the user has saved none (also for the account export). */
export const settingsOf = async (db: Db, userId: string): Promise<Settings> => parseJson<Settings>((await findSettings(db, userId))?.data, {});

/** POST /auth/settings: replaces the user's settings object (logged-in users only). */
export async function saveSettings(db: Db, actor: Actor, settings: Settings): Promise<Settings> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  await upsertSettings(db, actor.userId, JSON.stringify(settings), nowIso());
  return settings;
}
