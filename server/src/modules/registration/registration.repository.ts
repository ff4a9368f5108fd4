import type { Db } from '../../db/database.js';
import type { AuthTokenPurpose, AuthTokensTable } from '../../db/schema.js';

/** SQL of the single-use tokens of mailed links (auth_tokens); `id` is the sha256 of the token. */
export const insertAuthToken = (db: Db, row: AuthTokensTable) => db.insertInto('auth_tokens').values(row).execute();

/** The token if it has the purpose, is unused and not expired at `now`. */
export const findUsableAuthToken = (db: Db, id: string, purpose: AuthTokenPurpose, now: string) =>
  db.selectFrom('auth_tokens').select(['id', 'user_id', 'pending_password_hash', 'pending_name'])
    .where('id', '=', id).where('purpose', '=', purpose).where('used_at', 'is', null).where('expires_at', '>', now)
    .executeTakeFirst();

/** Marks a token used unless it already is; true if this call used it (so that two concurrent
 *  clicks cannot both succeed). Forgets the pending password hash and name. */
export async function markAuthTokenUsed(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('auth_tokens').set({ used_at: now, pending_password_hash: null, pending_name: null })
    .where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Counts a wrong password typed for the token; at `max` wrong tries the token is used up. */
export const recordFailedTokenAttempt = (db: Db, id: string, max: number, now: string) =>
  db.updateTable('auth_tokens')
    .set((eb) => ({
      failed_attempts: eb('failed_attempts', '+', 1),
      used_at: eb.case().when('failed_attempts', '>=', max - 1).then(now).else(eb.ref('used_at')).end(),
    }))
    .where('id', '=', id).where('used_at', 'is', null).execute();

/** Ends the unused tokens of a user and purpose (a newer link replaces them). The rows stay: they
 *  count towards the mails per address and hour. */
export const retireUnusedAuthTokens = (db: Db, userId: string, purpose: AuthTokenPurpose, now: string) =>
  db.updateTable('auth_tokens').set({ used_at: now, pending_password_hash: null, pending_name: null })
    .where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();

/** Deletes a user's expired tokens (older than any window they are counted in). */
export const deleteExpiredAuthTokensOfUser = (db: Db, userId: string, now: string) =>
  db.deleteFrom('auth_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute();

/** Number of tokens (= mails) created for a user since `since`, of any purpose. */
export async function countAuthTokensSince(db: Db, userId: string, since: string): Promise<number> {
  const row = await db.selectFrom('auth_tokens').select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId).where('created_at', '>', since).executeTakeFirstOrThrow();
  return Number(row.n);
}
