import type { Language, LookupUser, UserAttribute } from '@mitmachkarte/contract';
import { languageOfUser } from '../../lib/request-language.js';
import type { FastifyBaseLogger } from 'fastify';
import { canLookUpUsers } from '../../access/account.rules.js';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import type { UsersTable } from '../../db/schema.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import { forbidden, requireFound, unauthenticated } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { deleteUserRow } from './users-admin.repository.js';
import {
  activatePendingUserRow, addUserToGroup, anyUser, deletePendingUsersCreatedBefore, findOldestUser, findUserByEmail, findUserById, insertUser, insertUserIfEmailFree,
  listMembershipsAmong, listPermissionNamesOfUser, removeUserFromGroups, setLastLogin, setUserLanguage, setUserPasswordHash,
} from './users.repository.js';
import { presentLookupUser } from './users.presenter.js';
import { say } from '../../i18n/messages.js';

export const USER_NOT_FOUND = say('userNotFound');

/** Only holders of `project` (who build access lists) and `usermanager` may look users up
 *  (docs/architecture.md §6): 401 for anonymous, 403 for others. */
function requireLookupRight(actor: Actor) {
  if (!isLoggedIn(actor)) throw unauthenticated();
  if (!canLookUpUsers(actor)) throw forbidden();
}

/** GET /auth/query/id/{id}: ID, Name, Email of a user; NOT_FOUND if unknown. */
export async function lookupUserById(db: Db, actor: Actor, id: string): Promise<LookupUser> {
  requireLookupRight(actor);
  return presentLookupUser(requireFound(await findUserById(db, id), USER_NOT_FOUND));
}

/** GET /auth/query/email/{email}: as lookupUserById, by e-mail (case-insensitive). */
export async function lookupUserByEmail(db: Db, actor: Actor, email: string): Promise<LookupUser> {
  requireLookupRight(actor);
  return presentLookupUser(requireFound(await findUserByEmail(db, email), USER_NOT_FOUND));
}

/** Resolves a user id for internal callers (access list, ownership transfer); NOT_FOUND if unknown. */
export async function getUserSummary(db: Db, id: string): Promise<LookupUser> {
  return presentLookupUser(requireFound(await findUserById(db, id), USER_NOT_FOUND));
}

/** Resolves an e-mail address (case-insensitive) for internal callers (access list, ownership
 *  transfer); NOT_FOUND if no user has it. */
export async function getUserSummaryByEmail(db: Db, email: string): Promise<LookupUser> {
  return presentLookupUser(requireFound(await findUserByEmail(db, email), USER_NOT_FOUND));
}

/** Where an account stands: `active` (may log in), `pending` (registered, waiting for its
 *  activation link) or `deactivated` (switched off by an administrator; docs/decisions/0009). */
export type AccountState = 'active' | 'pending' | 'deactivated';

/** An account as the self-service flows see it (registration, reset): never the password hash. */
/** `language`: the account's interface language, once it has one (docs/product.md §23). */
export type AccountSummary = Readonly<{ id: string; email: string; state: AccountState; language?: Language }>;


const stateOf = (row: { active: number; deactivated_at: string | null }): AccountState =>
  row.active === 1 ? 'active' : row.deactivated_at === null ? 'pending' : 'deactivated';

/** The account of an address (case-insensitive), if any. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountSummary | undefined> {
  const row = await findUserByEmail(db, email);
  const language = row && languageOfUser(row);
  return row && { id: row.id, email: row.email, state: stateOf(row), ...(language ? { language } : {}) };
}

/** The stored password hash of a user, if the user exists (for checks that compare a typed
 *  password; never leaves the server). */
export async function findPasswordHash(db: Db, id: string): Promise<string | undefined> {
  return (await findUserById(db, id))?.password_hash;
}

/** Creates an inactive user (docs/product.md §4 Registration) in the groups `groupIds`, with the
 *  interface language of the registration (§23); `email` must be lower-case. Returns the new account, or undefined if the address is already taken. Call inside
 *  a transaction so that user and group memberships appear together. */
export const createInactiveUser = (
  db: Db,
  input: { email: string; name: string; passwordHash: string; attributes: UserAttribute[]; groupIds: string[]; language?: Language },
): Promise<AccountSummary | undefined> => createUser(db, input, 'pending');

/** Creates an active user without groups whose address was proven by an invitation mail
 *  (docs/product.md §17.4); `email` lower-case. Undefined if the address is already taken. */
export const createInvitedUser = (db: Db, input: { email: string; name: string; passwordHash: string }): Promise<AccountSummary | undefined> =>
  createUser(db, { ...input, attributes: [], groupIds: [] }, 'active');

async function createUser(
  db: Db,
  input: { email: string; name: string; passwordHash: string; attributes: UserAttribute[]; groupIds: string[]; language?: Language },
  state: 'pending' | 'active',
): Promise<AccountSummary | undefined> {
  const id = newId();
  const now = nowIso();
  const inserted = await insertUserIfEmailFree(db, {
    id, email: input.email, name: input.name, password_hash: input.passwordHash, active: state === 'active' ? 1 : 0, activation_code: null,
    attributes: JSON.stringify(input.attributes), created_at: now, updated_at: now, deactivated_at: null, language: input.language ?? null,
  });
  if (!inserted) return undefined;
  for (const groupId of input.groupIds) await addUserToGroup(db, id, groupId);
  return { id, email: input.email, state, ...(input.language ? { language: input.language } : {}) };
}

/** Activates a pending registration with the password and name (if given) of the registration
 *  whose link was confirmed; false (nothing changed) if the account is not pending any more
 *  (active already, or switched off by an administrator). */
export const activatePendingUser = (db: Db, id: string, credentials: { passwordHash: string; name: string | undefined }) =>
  activatePendingUserRow(db, id, credentials.passwordHash, credentials.name, nowIso());

/** Replaces a user's password by an already hashed one. Ending the user's sessions is the
 *  caller's decision. */
export const replacePasswordHash = (db: Db, id: string, passwordHash: string) => setUserPasswordHash(db, id, passwordHash, nowIso());

/** Notes that `id` logged in now: the account counts as used again, and a warning of its deletion
 *  for inactivity is void (docs/product.md §17.8). */
export const recordLogin = (db: Db, id: string, now = new Date()) => setLastLogin(db, id, now.toISOString());

/** Keeps `language` as the interface language of the account `id` (docs/product.md §23): mails
 *  to it and the server's messages to its sessions speak it from now on. */
export const keepAccountLanguage = (db: Db, id: string, language: Language) => setUserLanguage(db, id, language);

/** A registration that was never activated is deleted after this long (ms): 30 days
 *  (docs/security.md, Personal data; the privacy page says so). */
export const PENDING_ACCOUNT_MAX_AGE_MS = 30 * 24 * 3600_000;

/** Deletes registrations never activated within PENDING_ACCOUNT_MAX_AGE_MS of `now`; accounts an
 *  administrator switched off stay. Answers how many were deleted. */
export const purgeNeverActivatedAccounts = (db: Db, now = new Date()) =>
  deletePendingUsersCreatedBefore(db, new Date(now.getTime() - PENDING_ACCOUNT_MAX_AGE_MS).toISOString());

/** Runs purgeNeverActivatedAccounts every hour (and a minute after start). Returns a stop function. */
export const schedulePendingAccountPurge = (db: Db, log: FastifyBaseLogger): (() => void) =>
  schedulePeriodic(log, { done: 'deleted registrations never activated within 30 days', failed: 'purge of never activated registrations failed' },
    () => purgeNeverActivatedAccounts(db), { db, name: 'pending-account-purge' });

/** The stored user `id` (password hash included, for checks of the password), for the auth, mfa and
 *  account modules; undefined if there is none. */
export const findUserRow = (db: Db, id: string): Promise<UsersTable | undefined> => findUserById(db, id);

/** The stored user with `email` (case-insensitive), for the login; undefined if there is none. */
export const findUserRowByEmail = (db: Db, email: string): Promise<UsersTable | undefined> => findUserByEmail(db, email);

/** The names of the permissions `userId` holds through the groups (docs/architecture.md §6). */
export const listPermissionNames = (db: Db, userId: string): Promise<string[]> => listPermissionNamesOfUser(db, userId);

/** Deletes the user row; sessions, settings, memberships and votes go with it (foreign keys).
 *  Call it inside the transaction that keeps the last permission holders (account module). */
export const deleteUser = (db: Db, id: string) => deleteUserRow(db, id);

/** Whether any user exists (first start, bootstrap.ts). */
export const hasUsers = async (db: Db) => (await anyUser(db)) !== undefined;

/** The id of the account created first; undefined if there is none. */
export const findOldestUserId = async (db: Db) => (await findOldestUser(db))?.id;

/** Creates the first administrator at first start (bootstrap.ts): active, in `groupId`. Returns its id. */
export async function createFirstAdmin(db: Db, email: string, passwordHash: string, groupId: string): Promise<string> {
  const now = nowIso();
  const id = newId();
  await insertUser(db, {
    id, email, name: 'Administrator', password_hash: passwordHash,
    active: 1, activation_code: null, attributes: '[]', created_at: now, updated_at: now, deactivated_at: null,
  });
  await addUserToGroup(db, id, groupId);
  return id;
}

/** Makes the user a member of exactly `wanted` among the groups `managed` (an identity provider's
 *  mapped groups, docs/product.md §14.1); memberships of other groups stay. Call inside a
 *  transaction. Answers whether anything changed. */
export async function syncGroupMemberships(db: Db, userId: string, managed: readonly string[], wanted: readonly string[]): Promise<boolean> {
  const current = new Set(await listMembershipsAmong(db, userId, managed));
  const want = new Set(wanted.filter((g) => managed.includes(g)));
  const drop = [...current].filter((g) => !want.has(g));
  const add = [...want].filter((g) => !current.has(g));
  if (drop.length) await removeUserFromGroups(db, userId, drop);
  for (const groupId of add) await addUserToGroup(db, userId, groupId);
  return drop.length + add.length > 0;
}
