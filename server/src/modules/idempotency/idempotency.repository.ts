import type { Db } from '../../db/database.js';
import type { IdempotencyKeysTable } from '../../db/schema.js';

/** SQL of the stored first answers of requests with an Idempotency-Key. */

/** The stored answer of (scope, key) if it was created after `notBefore` (ISO text). */
export const findIdempotencyKey = (db: Db, scope: string, key: string, notBefore: string) =>
  db.selectFrom('idempotency_keys').selectAll()
    .where('scope', '=', scope).where('key', '=', key).where('created_at', '>', notBefore).executeTakeFirst();

/** Inserts the first answer; fails with the database's unique violation if (scope, key) exists. */
export const insertIdempotencyKey = (db: Db, row: IdempotencyKeysTable) => db.insertInto('idempotency_keys').values(row).execute();

/** Deletes the expired answer of one (scope, key), so that the key can be used again. */
export const deleteExpiredIdempotencyKey = (db: Db, scope: string, key: string, notBefore: string) =>
  db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).where('created_at', '<=', notBefore).execute();

/** Deletes every answer created at or before `notBefore`; returns how many. */
export async function deleteExpiredIdempotencyKeys(db: Db, notBefore: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<=', notBefore).executeTakeFirst();
  return Number(result.numDeletedRows);
}
