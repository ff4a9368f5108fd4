import type { LoginBody, Settings, UserInfo } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { type Actor, isLoggedIn } from '../../lib/actor.js';
import { AppError, unauthenticated } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { parseJson } from '../../lib/json.js';
import { getDummyHash, verifyPassword } from '../../lib/password.js';
import { findUserByEmail } from '../users/users.repository.js';
import { loginAccountKey, recordLoginFailure, requireLoginAllowed } from './login-failures.service.js';
import { findSettings, upsertSettings } from './settings.repository.js';

export const LOGIN_FAILED = 'Der Benutzername oder das Passwort ist falsch';

/** Checks e-mail and password (spec §7 POST /auth/login) and returns the user's id. Unknown
 *  addresses are checked against a dummy hash so both failures take the same time. Throws
 *  RATE_LIMITED after 100 failures of the address within an hour (login-failures.service.ts),
 *  UNAUTHENTICATED with the spec §8 message, or FORBIDDEN for a correct password of an account
 *  that is not activated yet. `secret` keys the failure count (no address is stored). */
export async function authenticate(db: Db, secret: string, body: LoginBody): Promise<string> {
  const accountKey = loginAccountKey(secret, body.Email);
  await requireLoginAllowed(db, accountKey);
  const user = await findUserByEmail(db, body.Email);
  const ok = await verifyPassword(body.Password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !ok) {
    await recordLoginFailure(db, accountKey);
    throw new AppError('UNAUTHENTICATED', LOGIN_FAILED);
  }
  if (user.active !== 1) {
    throw new AppError('FORBIDDEN', 'Ihr Konto ist noch nicht aktiviert. Bitte folgen Sie dem Link in der Aktivierungs-Email.');
  }
  return user.id;
}

/** GET /auth/info (spec §3 User info). */
export function getUserInfo(actor: Actor): UserInfo {
  if (!isLoggedIn(actor)) return { LoggedIn: false, Permissions: [] };
  return { LoggedIn: true, Permissions: [...actor.permissions], ID: actor.userId, Name: actor.name, Email: actor.email };
}

/** GET /auth/settings: the user's settings object; `{}` for anonymous visitors and new users. */
export async function getSettings(db: Db, actor: Actor): Promise<Settings> {
  if (!isLoggedIn(actor)) return {};
  return parseJson<Settings>((await findSettings(db, actor.userId))?.data, {});
}

/** POST /auth/settings: replaces the user's settings object (logged-in users only). */
export async function saveSettings(db: Db, actor: Actor, settings: Settings): Promise<Settings> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  await upsertSettings(db, actor.userId, JSON.stringify(settings), nowIso());
  return settings;
}
