import type { Db } from '../../db/database.js';

/** SQL of two-factor login (tables users.mfa_*, mfa_recovery_codes, mfa_challenges). */

export const findMfaRow = (db: Db, userId: string) =>
  db.selectFrom('users').select(['id', 'email', 'mfa_secret', 'mfa_pending_secret', 'mfa_last_step']).where('id', '=', userId).executeTakeFirst();

export const setPendingSecret = (db: Db, userId: string, sealed: string | null) =>
  db.updateTable('users').set({ mfa_pending_secret: sealed }).where('id', '=', userId).execute();

/** Replaces the user's recovery codes by those of `codeHashes`. */
export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db.insertInto('mfa_recovery_codes').values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null }))).execute();
}

/** Turns two-factor login on with `sealed` and the recovery codes' hashes (replacing old ones);
 *  the session `sessionHash`, which gave password and code, counts as having completed it. */
export async function enableMfaRows(db: Db, userId: string, sealed: string, step: number, codeHashes: string[], sessionHash: string): Promise<void> {
  await db.updateTable('users').set({ mfa_secret: sealed, mfa_pending_secret: null, mfa_last_step: step }).where('id', '=', userId).execute();
  await replaceRecoveryCodes(db, userId, codeHashes);
  await db.updateTable('sessions').set({ mfa_completed: 1 }).where('id', '=', sessionHash).where('user_id', '=', userId).execute();
}

/** Turns two-factor login off and forgets secret and recovery codes; no session of the user
 *  counts as having completed it any more. */
export async function disableMfaRows(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ mfa_secret: null, mfa_pending_secret: null, mfa_last_step: null }).where('id', '=', userId).execute();
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db.updateTable('sessions').set({ mfa_completed: 0 }).where('user_id', '=', userId).execute();
}

/** Records `step` as used if it is later than the last used one; false if it is not (a replay). */
export async function takeTimeStep(db: Db, userId: string, step: number): Promise<boolean> {
  const r = await db.updateTable('users').set({ mfa_last_step: step }).where('id', '=', userId)
    .where((eb) => eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', step)])).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Spends the unused recovery code with hash `codeHash`; false if there is none. */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string, now: string): Promise<boolean> {
  const r = await db.updateTable('mfa_recovery_codes').set({ used_at: now })
    .where('user_id', '=', userId).where('code_hash', '=', codeHash).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export const countUnusedRecoveryCodes = async (db: Db, userId: string): Promise<number> =>
  Number((await db.selectFrom('mfa_recovery_codes').select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirstOrThrow()).n);

/** Replaces the pre-session's challenge by one for `userId`. */
export async function putChallenge(db: Db, sessionHash: string, userId: string, expiresAt: string, provider?: { id: string; amr: string }): Promise<void> {
  await db.deleteFrom('mfa_challenges').where('session_hash', '=', sessionHash).execute();
  await db.insertInto('mfa_challenges').values({
    session_hash: sessionHash, user_id: userId, expires_at: expiresAt, failed_attempts: 0, provider_id: provider?.id ?? null, provider_amr: provider?.amr ?? null,
  }).execute();
}

export const findChallenge = (db: Db, sessionHash: string, now: string) =>
  db.selectFrom('mfa_challenges').selectAll().where('session_hash', '=', sessionHash).where('expires_at', '>', now).executeTakeFirst();

export const countChallengeFailure = (db: Db, sessionHash: string) =>
  db.updateTable('mfa_challenges').set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) })).where('session_hash', '=', sessionHash).execute();

export const deleteChallenge = (db: Db, sessionHash: string) => db.deleteFrom('mfa_challenges').where('session_hash', '=', sessionHash).execute();
