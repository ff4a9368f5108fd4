import { randomBytes } from 'node:crypto';
import type { SessionInfo } from '@mitmachkarte/contract';
import { languageOfUser } from '../../lib/request-language.js';
import type { FastifyBaseLogger } from 'fastify';
import { type Actor, ANONYMOUS, isLoggedIn } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import { notFound, unauthenticated } from '../../lib/app-error.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { holdsMfaProtectedPermission } from '../../access/account.rules.js';
import { isMfaRequiredFor } from '../mfa/mfa.service.js';
import { joinAmr, sessionStanding, type SignInProvider } from '../staff-sign-in/staff-sign-in.service.js';
import { recordLogin } from '../users/users.service.js';
import {
  deleteDeadSessions, deleteOtherSessionsOfUser, deleteSession, deleteSessionOfUser, deleteSessionsOfUser, findLiveSession, insertSession, listLiveSessionsOfUser,
  touchSession,
} from './sessions.repository.js';
import { say } from '../../i18n/messages.js';

export type { SignInProvider };

/** Absolute lifetime of a login (ms): 7 days. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 3600_000;
/** A session unused for this long (ms) ends: 2 hours. */
export const SESSION_IDLE_MS = 2 * 3600_000;
/** last_seen_at is written at most this often (ms), so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedToken = (token: string | undefined): token is string => !!token && TOKEN_PATTERN.test(token);

/** A pre-session token (an anonymous visitor's, plugins/session.ts) is a random token behind this
 *  mark, so that its requests need no look-up: no session row ever has it. A visitor who sends
 *  such a token is anonymous, whatever follows the mark; a login always gets a new plain token. */
const PRE_SESSION_PATTERN = /^anon\.[A-Za-z0-9_-]{43}$/;
export const newPreSessionToken = (): string => `anon.${newToken()}`;
export const isPreSessionToken = (token: string | undefined): token is string => !!token && PRE_SESSION_PATTERN.test(token);

/** The actor behind a session token: the active user of a live, not idle session, else anonymous.
 *  An idle or inactive user's session row is deleted, and so is the session of an account that an
 *  organisation's staff rule covers unless it came through one of the rule's providers. While an organisation requires a second
 *  factor the account lacks, the actor holds no permission and is marked `mfaSetupRequired`
 *  (plugins/mfa-setup-gate.ts); decided on every request, so that a new requirement or right
 *  takes effect at once (docs/security.md, Two-factor login; actor-cache.ts keeps it so). */
export async function resolveActor(db: Db, token: string, now = new Date()): Promise<Actor> {
  return (await lookUpSession(db, token, now)).actor;
}

/** A session's actor as resolveActor decides it, and until when (ms since 1970) nothing but a
 *  change in the database can change that decision: the next write of `last_seen_at` is due
 *  then, or the session's lifetime ends; 0 for an anonymous visitor. */
export type SessionLookUp = { actor: Actor; freshUntil: number };

/** resolveActor with the time its answer holds (SessionLookUp), for actor-cache.ts. */
export async function lookUpSession(db: Db, token: string, now = new Date()): Promise<SessionLookUp> {
  const id = hashToken(token);
  const row = await findLiveSession(db, id, now.toISOString());
  if (!row) return { actor: ANONYMOUS, freshUntil: 0 };
  let lastSeen = Date.parse(row.last_seen_at);
  if (row.active !== 1 || now.getTime() - lastSeen > SESSION_IDLE_MS) {
    await deleteSession(db, id);
    return { actor: ANONYMOUS, freshUntil: 0 };
  }
  if (now.getTime() - lastSeen > TOUCH_INTERVAL_MS) {
    await touchSession(db, id, now.toISOString());
    lastSeen = now.getTime();
  }
  const freshUntil = Math.min(lastSeen + TOUCH_INTERVAL_MS, Date.parse(row.expires_at));
  // Frozen through and through: a cached actor is shared by the requests of its session.
  const permissions = Object.freeze(row.permissions);
  const language = languageOfUser(row);
  const user = { userId: row.user_id, name: row.name, email: row.email, ...(language ? { language } : {}) };
  // An organisation's staff rule (docs/security.md, Staff sign-in through the organisation's
  // provider): a covered account's session that did not come through one of its providers ends
  // here, at its next request; one that did counts as its second factor.
  const standing = holdsMfaProtectedPermission(permissions) ? await sessionStanding(db, permissions, row.provider_id, row.provider_amr) : 'free';
  if (standing === 'ends') {
    await deleteSession(db, id);
    return { actor: ANONYMOUS, freshUntil: 0 };
  }
  if (Number(row.has_mfa) !== 1 && standing !== 'counts' && (await isMfaRequiredFor(db, permissions))) {
    return { actor: Object.freeze({ ...user, permissions: Object.freeze([]), mfaSetupRequired: true }), freshUntil };
  }
  return { actor: Object.freeze({ ...user, permissions, ...(row.mfa_completed === 1 ? { mfaCompleted: true } : {}) }), freshUntil };
}

/** Starts a new login session for `userId` on `device` (deviceLabel) and returns its fresh token
 *  (never the visitor's old one: session fixation). The old token's session, if any, is ended.
 *  `mfaCompleted`: the login gave the account's second factor; `provider`: the identity provider
 *  it came through and the `amr` its ID token named. Every login passes here
 *  (password, second factor, activation, invitation), so it notes the login too
 *  (users.service.ts recordLogin, docs/product.md §17.8). */
export async function startSession(db: Db, userId: string, oldToken: string | undefined, device = '', mfaCompleted = false, provider?: SignInProvider): Promise<string> {
  if (oldToken) await deleteSession(db, hashToken(oldToken));
  const token = newToken();
  const now = new Date();
  await insertSession(db, {
    id: hashToken(token),
    public_id: randomBytes(16).toString('hex'),
    device,
    mfa_completed: mfaCompleted ? 1 : 0,
    provider_id: provider?.id ?? null,
    provider_amr: provider ? joinAmr(provider.amr) : null,
    user_id: userId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  });
  await recordLogin(db, userId, now);
  return token;
}

/** Ends the session behind `token` (logout). */
export const endSession = (db: Db, token: string) => deleteSession(db, hashToken(token));

/** Ends every session of a user (password change, deletion). */
export const endAllSessionsOfUser = (db: Db, userId: string) => deleteSessionsOfUser(db, userId);

/** GET /auth/sessions: the logged-in user's live sessions (401 for anonymous), the one of
 *  `currentToken` marked `Current`. */
export async function listOwnSessions(db: Db, actor: Actor, currentToken: string, now = new Date()): Promise<SessionInfo[]> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  const current = hashToken(currentToken);
  const rows = await listLiveSessionsOfUser(db, actor.userId, now.toISOString(), new Date(now.getTime() - SESSION_IDLE_MS).toISOString());
  return rows.map((r) => ({ ID: r.public_id, Device: r.device, CreatedAt: r.created_at, LastUsedAt: r.last_seen_at, Current: r.id === current }));
}

/** DELETE /auth/session/{id}: ends one of the user's sessions (NOT_FOUND for any other id);
 *  answers whether it was the session of this request (the caller then logs the visitor out). */
export async function endOwnSession(db: Db, actor: Actor, publicId: string, currentToken: string): Promise<{ wasCurrent: boolean }> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  const wasCurrent = (await findLiveSession(db, hashToken(currentToken), new Date().toISOString()))?.public_id === publicId;
  if (!(await deleteSessionOfUser(db, actor.userId, publicId))) throw notFound(say('sessionNotFound'));
  return { wasCurrent };
}

/** DELETE /auth/sessions: ends every session of the user except the one of this request. */
export async function endOtherOwnSessions(db: Db, actor: Actor, currentToken: string): Promise<void> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  await deleteOtherSessionsOfUser(db, actor.userId, hashToken(currentToken));
}

/** Deletes the sessions that can no longer log anyone in: past their absolute lifetime or idle
 *  longer than SESSION_IDLE_MS (docs/security.md, Sessions). Returns how many were deleted. */
export const purgeDeadSessions = (db: Db, now = new Date()) =>
  deleteDeadSessions(db, now.toISOString(), new Date(now.getTime() - SESSION_IDLE_MS).toISOString());

/** Runs purgeDeadSessions every hour (and a minute after start). Returns a stop function. */
export const scheduleDeadSessionPurge = (db: Db, log: FastifyBaseLogger): (() => void) =>
  schedulePeriodic(log, { done: 'deleted expired sessions', failed: 'purge of expired sessions failed' },
    () => purgeDeadSessions(db), { db, name: 'dead-session-purge' });
