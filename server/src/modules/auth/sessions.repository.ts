import type { Db } from '../../db/database.js';
import { sql } from 'kysely';
import type { SessionsTable, UsersTable } from '../../db/schema.js';

/** SQL of server-side sessions; `id` is the sha256 of the cookie token. */
export const insertSession = (db: Db, row: SessionsTable) => db.insertInto('sessions').values(row).execute();

/** The session with its active user, if the session exists and has not passed `expires_at`;
 *  `has_mfa` 1 when the user has a second factor, `permissions` the names the user's groups grant
 *  (sorted, each once). One statement (a row per granted permission), because every request of a
 *  signed-in visitor asks it. */
export async function findLiveSession(db: Db, id: string, now: string) {
  // Plain SQL (parameterised): building it with the query builder cost more than running it.
  type Live = Pick<SessionsTable, 'id' | 'public_id' | 'user_id' | 'last_seen_at' | 'mfa_completed'> & Pick<UsersTable, 'name' | 'email' | 'active'> & { has_mfa: number };
  const { rows } = await sql<Live & { permission: string | null }>`select sessions.id, sessions.public_id, sessions.user_id, sessions.last_seen_at, sessions.mfa_completed,
      users.name, users.email, users.active, case when users.mfa_secret is null then 0 else 1 end as has_mfa, group_permissions.permission_name as permission
    from sessions join users on users.id = sessions.user_id
      left join user_groups on user_groups.user_id = sessions.user_id
      left join group_permissions on group_permissions.group_id = user_groups.group_id
    where sessions.id = ${id} and sessions.expires_at > ${now}`.execute(db);
  const [first] = rows;
  if (!first) return undefined;
  const { permission: _, ...live } = first;
  const permissions = [...new Set(rows.flatMap((r) => (r.permission === null ? [] : [r.permission])))].sort();
  return { ...(live as Live), permissions };
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
