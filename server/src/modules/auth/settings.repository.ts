import type { Db } from '../../db/database.js';

/** SQL of per-user settings: one JSON object per user. */
export const findSettings = (db: Db, userId: string) =>
  db.selectFrom('user_settings').select('data').where('user_id', '=', userId).executeTakeFirst();

export const upsertSettings = (db: Db, userId: string, data: string, now: string) =>
  db
    .insertInto('user_settings')
    .values({ user_id: userId, data, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ data, updated_at: now }))
    .execute();
