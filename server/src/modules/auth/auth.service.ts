import type { LoginBody, Settings, UserInfo } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { type Actor, isLoggedIn } from '../../lib/actor.js';
import { AppError, unauthenticated } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { parseJson } from '../../lib/json.js';
import { getDummyHash, verifyPassword } from '../../lib/password.js';
import { findUserRowByEmail } from '../users/users.service.js';
import type { IpLoginFailures } from './ip-login-failures.js';
import { clearLoginFailures, loginAccountKey, recordLoginFailure, requireLoginAllowed } from './login-failures.service.js';
import { issueDeviceCookie, trustedDeviceKey } from './trusted-devices.js';
import { findSettings, upsertSettings } from './settings.repository.js';

export const LOGIN_FAILED = 'Der Benutzername oder das Passwort ist falsch';
export const NOT_ACTIVATED = 'Ihr Konto ist noch nicht aktiviert. Bitte folgen Sie dem Link in der Aktivierungs-Email.';
export const DEACTIVATED = 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an die Betreiber dieser Seite.';

/** Where a login comes from: the client's IP address (held in memory only) and the device cookie
 *  the browser sent, if any (trusted-devices.ts). */
export type LoginClient = Readonly<{ ip: string; deviceCookie: string | undefined }>;
/** What login throttling needs: the server's secret (keys of the failure counts, device cookies)
 *  and the per-IP failure memory of this process. */
export type LoginThrottle = Readonly<{ secret: string; ipFailures: IpLoginFailures }>;

/** Checks e-mail and password (POST /auth/login) and returns the user's id and the device cookie
 *  that makes this browser trusted for the account (docs/security.md, Login throttling). A
 *  trusted browser is throttled by its own failures only; any other client by the address's and
 *  its IP's failures: after a few, each attempt waits 1, 2, 4 … s (RATE_LIMITED, 429, with the
 *  wait), before any password is checked. Unknown addresses are checked against a dummy hash and
 *  counted like known ones, so the answers reveal no accounts. Throws UNAUTHENTICATED with the
 *  specification's message, or FORBIDDEN for a correct password of an account that is not
 *  activated yet or switched off. A success forgets the failures it was throttled by. */
export async function authenticate(db: Db, throttle: LoginThrottle, body: LoginBody, client: LoginClient): Promise<{ userId: string; deviceCookie: string }> {
  const accountKey = loginAccountKey(throttle.secret, body.Email);
  const device = trustedDeviceKey(throttle.secret, accountKey, client.deviceCookie);
  if (device) {
    await requireLoginAllowed(db, device.key);
  } else {
    throttle.ipFailures.requireAllowed(client.ip);
    await requireLoginAllowed(db, accountKey);
  }
  const user = await findUserRowByEmail(db, body.Email);
  const ok = await verifyPassword(body.Password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !ok) {
    if (device) {
      await recordLoginFailure(db, device.key);
    } else {
      throttle.ipFailures.record(client.ip);
      await recordLoginFailure(db, accountKey);
    }
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
  }
  if (user.active !== 1) throw new AppError('FORBIDDEN', user.deactivated_at === null ? NOT_ACTIVATED : DEACTIVATED);
  await clearLoginFailures(db, device?.key ?? accountKey);
  return { userId: user.id, deviceCookie: issueDeviceCookie(throttle.secret, accountKey, device?.deviceId) };
}

/** GET /auth/info (docs/product.md §3.1 User info). */
export function getUserInfo(actor: Actor): UserInfo {
  if (!isLoggedIn(actor)) return { LoggedIn: false, Permissions: [] };
  return {
    LoggedIn: true, Permissions: [...actor.permissions], ID: actor.userId, Name: actor.name, Email: actor.email,
    ...(actor.mfaSetupRequired ? { MfaSetupRequired: true } : {}),
  };
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
