import type { Db } from '../../db/database.js';

/** SQL of failed logins per account key (migration 2026_11_21_1400_login_failures). */
export const countLoginFailuresSince = async (db: Db, accountKey: string, since: string) =>
  Number((await db.selectFrom('login_failures').select((eb) => eb.fn.countAll().as('n'))
    .where('account_key', '=', accountKey).where('failed_at', '>', since).executeTakeFirstOrThrow()).n);

export const insertLoginFailure = (db: Db, accountKey: string, now: string) =>
  db.insertInto('login_failures').values({ account_key: accountKey, failed_at: now }).execute();

export const deleteLoginFailuresBefore = (db: Db, before: string) =>
  db.deleteFrom('login_failures').where('failed_at', '<=', before).execute();
