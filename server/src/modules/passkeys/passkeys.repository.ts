import type { Db } from '../../db/database.js';
import type { PasskeysTable, WebauthnChallengesTable } from '../../db/schema.js';

/** SQL of passkeys (tables passkeys, webauthn_challenges; migration 2026_11_30_1100). */

/** A stored passkey, its counter as a number (PostgreSQL hands bigint over as text). */
export type PasskeyRow = Omit<PasskeysTable, 'counter' | 'transports'> & { counter: number; transports: string };
const asRow = <T extends { counter: unknown } | undefined>(r: T) => (r ? { ...r, counter: Number(r.counter) } : r);

export const insertPasskey = (db: Db, row: PasskeyRow) => db.insertInto('passkeys').values(row).execute();

export const findPasskey = async (db: Db, id: string): Promise<PasskeyRow | undefined> =>
  asRow(await db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst()) as PasskeyRow | undefined;

export const listPasskeysOfUser = async (db: Db, userId: string): Promise<PasskeyRow[]> =>
  (await db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute()).map((r) => asRow(r) as PasskeyRow);

export const countPasskeysOfUser = async (db: Db, userId: string): Promise<number> =>
  Number((await db.selectFrom('passkeys').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

/** Renames the passkey `id` of `userId`; false if the user holds no such passkey. */
export async function renamePasskeyRow(db: Db, userId: string, id: string, name: string): Promise<boolean> {
  const r = await db.updateTable('passkeys').set({ name }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Deletes the passkey `id` of `userId`; false if the user holds no such passkey. */
export async function deletePasskeyRow(db: Db, userId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Deletes every passkey of `userId`; answers how many there were. */
export async function deletePasskeysOfUser(db: Db, userId: string): Promise<number> {
  const r = await db.deleteFrom('passkeys').where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Records a sign-in with the passkey: the new counter, if it grew (a concurrent use with the same
 *  counter loses), and the time. False if the counter did not grow past the stored one. */
export async function recordPasskeyUse(db: Db, id: string, oldCounter: number, newCounter: number, now: string): Promise<boolean> {
  const r = await db.updateTable('passkeys').set({ counter: newCounter, last_used_at: now })
    .where('id', '=', id).where('counter', '=', oldCounter).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Replaces the (pre-)session's challenge for `purpose`. */
export async function putWebauthnChallenge(db: Db, row: WebauthnChallengesTable): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('session_hash', '=', row.session_hash).where('purpose', '=', row.purpose).execute();
  await db.insertInto('webauthn_challenges').values(row).execute();
}

/** Takes (reads and deletes, so that it serves once) the (pre-)session's challenge for `purpose`,
 *  if it has not expired by `now`. */
export async function takeWebauthnChallenge(db: Db, sessionHash: string, purpose: WebauthnChallengesTable['purpose'], now: string) {
  const row = await db.selectFrom('webauthn_challenges').selectAll().where('session_hash', '=', sessionHash).where('purpose', '=', purpose).executeTakeFirst();
  if (!row) return undefined;
  const r = await db.deleteFrom('webauthn_challenges').where('session_hash', '=', sessionHash).where('purpose', '=', purpose)
    .where('challenge', '=', row.challenge).executeTakeFirst();
  return Number(r.numDeletedRows) > 0 && row.expires_at > now ? row : undefined;
}

/** Deletes the challenges that expired before `now`. */
export const deleteExpiredWebauthnChallenges = (db: Db, now: string) => db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();

/** The session `sessionHash` of `userId` counts as having completed a second factor. */
export const markSessionMfaCompleted = (db: Db, userId: string, sessionHash: string) =>
  db.updateTable('sessions').set({ mfa_completed: 1 }).where('id', '=', sessionHash).where('user_id', '=', userId).execute();

/** Whether `userId` can sign in without a passkey: a password (scrypt hash) or a linked identity
 *  provider (docs/product.md §14.1). */
export async function hasOtherSignIn(db: Db, userId: string): Promise<boolean> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if ((user?.password_hash ?? '').startsWith('scrypt$')) return true;
  return (await db.selectFrom('user_identities').select('provider_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}
