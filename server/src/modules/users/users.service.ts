import type { LookupUser, UserAttribute } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { type Actor, actorHas, isLoggedIn } from '../../lib/actor.js';
import { AppError, forbidden, unauthenticated } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import {
  addUserToGroup, findUserByEmail, findUserById, insertUserIfEmailFree, setUserActive, setUserPasswordHash,
} from './users.repository.js';
import { presentLookupUser } from './users.presenter.js';

const USER_NOT_FOUND = 'Der Benutzer konnte nicht gefunden werden.';

/** Only holders of `project` (who build access lists) and `usermanager` may look users up
 *  (DESIGN.md §6): 401 for anonymous, 403 for others. */
function requireLookupRight(actor: Actor) {
  if (!isLoggedIn(actor)) throw unauthenticated();
  if (!actorHas(actor, 'project') && !actorHas(actor, 'usermanager')) throw forbidden();
}

/** GET /auth/query/id/{id}: ID, Name, Email of a user; NOT_FOUND if unknown. */
export async function lookupUserById(db: Db, actor: Actor, id: string): Promise<LookupUser> {
  requireLookupRight(actor);
  const row = await findUserById(db, id);
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return presentLookupUser(row);
}

/** GET /auth/query/email/{email}: as lookupUserById, by e-mail (case-insensitive). */
export async function lookupUserByEmail(db: Db, actor: Actor, email: string): Promise<LookupUser> {
  requireLookupRight(actor);
  const row = await findUserByEmail(db, email);
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return presentLookupUser(row);
}

/** Resolves a user id for internal callers (access list, ownership transfer); NOT_FOUND if unknown. */
export async function getUserSummary(db: Db, id: string): Promise<LookupUser> {
  const row = await findUserById(db, id);
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return presentLookupUser(row);
}

/** Resolves an e-mail address (case-insensitive) for internal callers (access list, ownership
 *  transfer); NOT_FOUND if no user has it. */
export async function getUserSummaryByEmail(db: Db, email: string): Promise<LookupUser> {
  const row = await findUserByEmail(db, email);
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return presentLookupUser(row);
}

/** An account as the self-service flows see it (registration, reset): never the password hash. */
export type AccountSummary = Readonly<{ id: string; email: string; active: boolean }>;

/** The account of an address (case-insensitive), if any. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountSummary | undefined> {
  const row = await findUserByEmail(db, email);
  return row && { id: row.id, email: row.email, active: row.active === 1 };
}

/** Creates an inactive user (spec §4 Registration) in the groups `groupIds`; `email` must be
 *  lower-case. Returns the new account, or undefined if the address is already taken. Call inside
 *  a transaction so that user and group memberships appear together. */
export async function createInactiveUser(
  db: Db,
  input: { email: string; name: string; passwordHash: string; attributes: UserAttribute[]; groupIds: string[] },
): Promise<AccountSummary | undefined> {
  const id = newId();
  const now = nowIso();
  const inserted = await insertUserIfEmailFree(db, {
    id, email: input.email, name: input.name, password_hash: input.passwordHash, active: 0, activation_code: null,
    attributes: JSON.stringify(input.attributes), created_at: now, updated_at: now,
  });
  if (!inserted) return undefined;
  for (const groupId of input.groupIds) await addUserToGroup(db, id, groupId);
  return { id, email: input.email, active: false };
}

/** Marks a user active: from now on they can log in. */
export const activateUser = (db: Db, id: string) => setUserActive(db, id, nowIso());

/** Replaces a user's password by an already hashed one. Ending the user's sessions is the
 *  caller's decision. */
export const replacePasswordHash = (db: Db, id: string, passwordHash: string) => setUserPasswordHash(db, id, passwordHash, nowIso());
