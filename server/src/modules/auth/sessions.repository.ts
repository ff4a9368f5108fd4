import type { Db } from '../../db/database.js';
import type { SessionsTable } from '../../db/schema.js';

/** SQL of server-side sessions; `id` is the sha256 of the cookie token. */
export const insertSession = (db: Db, row: SessionsTable) => db.insertInto('sessions').values(row).execute();

/** The session with its active user, if the session exists and has not passed `expires_at`. */
export const findLiveSession = (db: Db, id: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'sessions.last_seen_at', 'users.name', 'users.email', 'users.active'])
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();

export const touchSession = (db: Db, id: string, now: string) =>
  db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();

export const deleteSession = (db: Db, id: string) => db.deleteFrom('sessions').where('id', '=', id).execute();

export const deleteSessionsOfUser = (db: Db, userId: string) => db.deleteFrom('sessions').where('user_id', '=', userId).execute();

export const deleteExpiredSessions = (db: Db, now: string) => db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
