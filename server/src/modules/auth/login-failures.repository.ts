import type { Db } from '../../db/database.js';

/** SQL of failed logins per key (an account's or a trusted device's HMAC; no address, no IP). */

/** Number of failures of `key` after `since`, and the time of the latest (ISO text), if any. */
export async function findFailureStats(db: Db, key: string, since: string): Promise<{ count: number; last: string | undefined }> {
  const row = await db.selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('failed_at').as('last')])
    .where('account_key', '=', key).where('failed_at', '>', since).executeTakeFirstOrThrow();
  return { count: Number(row.n), last: row.last ?? undefined };
}

export const insertLoginFailure = (db: Db, key: string, now: string) =>
  db.insertInto('login_failures').values({ account_key: key, failed_at: now }).execute();

export const deleteLoginFailuresBefore = (db: Db, before: string) =>
  db.deleteFrom('login_failures').where('failed_at', '<=', before).execute();

export const deleteLoginFailuresOf = (db: Db, key: string) =>
  db.deleteFrom('login_failures').where('account_key', '=', key).execute();
