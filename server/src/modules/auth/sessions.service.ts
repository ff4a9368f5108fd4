import type { Db } from '../../db/database.js';
import { ANONYMOUS, type Actor } from '../../lib/actor.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { listPermissionNamesOfUser } from '../users/users.repository.js';
import { deleteSession, deleteSessionsOfUser, findLiveSession, insertSession, touchSession } from './sessions.repository.js';

/** Absolute lifetime of a login (ms): 7 days. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 3600_000;
/** A session unused for this long (ms) ends: 2 hours. */
export const SESSION_IDLE_MS = 2 * 3600_000;
/** last_seen_at is written at most this often (ms), so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedToken = (token: string | undefined): token is string => !!token && TOKEN_PATTERN.test(token);

/** The actor behind a session token: the active user of a live, not idle session, else anonymous.
 *  An idle or inactive user's session row is deleted. */
export async function resolveActor(db: Db, token: string, now = new Date()): Promise<Actor> {
  const id = hashToken(token);
  const row = await findLiveSession(db, id, now.toISOString());
  if (!row) return ANONYMOUS;
  const lastSeen = Date.parse(row.last_seen_at);
  if (row.active !== 1 || now.getTime() - lastSeen > SESSION_IDLE_MS) {
    await deleteSession(db, id);
    return ANONYMOUS;
  }
  if (now.getTime() - lastSeen > TOUCH_INTERVAL_MS) await touchSession(db, id, now.toISOString());
  const permissions = await listPermissionNamesOfUser(db, row.user_id);
  return Object.freeze({ userId: row.user_id, name: row.name, email: row.email, permissions });
}

/** Starts a new login session for `userId` and returns its fresh token (never the visitor's old
 *  one: session fixation). The old token's session, if any, is ended. */
export async function startSession(db: Db, userId: string, oldToken: string | undefined): Promise<string> {
  if (oldToken) await deleteSession(db, hashToken(oldToken));
  const token = newToken();
  const now = new Date();
  await insertSession(db, {
    id: hashToken(token),
    user_id: userId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });
  return token;
}

/** Ends the session behind `token` (logout). */
export const endSession = (db: Db, token: string) => deleteSession(db, hashToken(token));

/** Ends every session of a user (password change, deletion). */
export const endAllSessionsOfUser = (db: Db, userId: string) => deleteSessionsOfUser(db, userId);
