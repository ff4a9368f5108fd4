import type { LookupUser } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { type Actor, actorHas, isLoggedIn } from '../../lib/actor.js';
import { AppError, forbidden, unauthenticated } from '../../lib/app-error.js';
import { findUserByEmail, findUserById } from './users.repository.js';
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

/** Resolves a user id for internal callers (ownership transfer); NOT_FOUND if unknown. */
export async function getUserSummary(db: Db, id: string): Promise<LookupUser> {
  const row = await findUserById(db, id);
  if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return presentLookupUser(row);
}
