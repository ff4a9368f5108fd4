import type { Db } from '../../db/database.js';
import { sql } from 'kysely';
import type { SessionsTable, UsersTable } from '../../db/schema.js';
import { dialectOf } from '../../db/dialect.js';

/** SQL of server-side sessions; `id` is the sha256 of the cookie token. */
export const insertSession = (db: Db, row: SessionsTable) => db.insertInto('sessions').values(row).execute();

/** The session with its active user, if the session exists and has not passed `expires_at`;
 *  `has_mfa` 1 when the user has a second factor, `permissions` the names the user's groups grant
 *  (sorted, each once). One statement and one row, because every request of a signed-in visitor
 *  asks it: the names come as one list joined by commas (no permission name holds one), which
 *  costs a quarter of a row per name. */
export async function findLiveSession(db: Db, id: string, now: string) {
  // Plain SQL (parameterised): building it with the query builder cost more than running it.
  type Live = Pick<SessionsTable, 'id' | 'public_id' | 'user_id' | 'last_seen_at' | 'expires_at' | 'mfa_completed' | 'provider_id' | 'provider_amr'> & Pick<UsersTable, 'name' | 'email' | 'active' | 'language'> & { has_mfa: number };
  const names = dialectOf(db) === 'postgres' ? sql`string_agg(distinct gp.permission_name, ',')` : sql`group_concat(distinct gp.permission_name)`;
  const { rows: [row] } = await sql<Live & { permissions: string | null }>`select sessions.id, sessions.public_id, sessions.user_id, sessions.last_seen_at, sessions.expires_at,
      sessions.mfa_completed, sessions.provider_id, sessions.provider_amr, users.name, users.email, users.active, users.language, case when users.mfa_secret is null and not exists (select 1 from passkeys where passkeys.user_id = users.id) then 0 else 1 end as has_mfa,
      (select ${names} from user_groups ug join group_permissions gp on gp.group_id = ug.group_id where ug.user_id = sessions.user_id) as permissions
    from sessions join users on users.id = sessions.user_id where sessions.id = ${id} and sessions.expires_at > ${now}`.execute(db);
  return row && { ...row, permissions: row.permissions ? row.permissions.split(',').sort() : [] };
}

export const touchSession = (db: Db, id: string, now: string) =>
  db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();

export const deleteSession = (db: Db, id: string) => db.deleteFrom('sessions').where('id', '=', id).execute();

export const deleteSessionsOfUser = (db: Db, userId: string) => db.deleteFrom('sessions').where('user_id', '=', userId).execute();

/** Deletes the sessions past `expires_at` (`now`) or last used before `idleSince`; returns how many. */
export async function deleteDeadSessions(db: Db, now: string, idleSince: string): Promise<number> {
  const result = await db.deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<', idleSince)])).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The user's sessions not past `expires_at` and used since `seenSince`, most recently used first. */
export const listLiveSessionsOfUser = (db: Db, userId: string, now: string, seenSince: string) =>
  db.selectFrom('sessions').select(['id', 'public_id', 'device', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId).where('expires_at', '>', now).where('last_seen_at', '>', seenSince)
    .orderBy('last_seen_at', 'desc').orderBy('public_id').execute();

/** Ends the user's session named by its public id; true if there was one. */
export async function deleteSessionOfUser(db: Db, userId: string, publicId: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('public_id', '=', publicId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the user but `keepId` (a token hash). */
export const deleteOtherSessionsOfUser = (db: Db, userId: string, keepId: string) =>
  db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keepId).execute();
