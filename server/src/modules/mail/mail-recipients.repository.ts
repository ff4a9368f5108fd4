import type { Db } from '../../db/database.js';

/** The stored language of the account at `email` (users.language; docs/product.md §23.4), null
 *  for an account without one, undefined for no account: for the mails that know only the
 *  address they go to (the security notices, an invitation). */
export const findAccountLanguage = async (db: Db, email: string): Promise<string | null | undefined> =>
  (await db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirst())?.language;
