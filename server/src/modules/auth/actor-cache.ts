import type SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { Actor } from '../../access/actor.js';
import { sqliteOf, type Db } from '../../db/database.js';
import { lookUpSession } from './sessions.service.js';

/** The actors of signed-in sessions, kept between requests (docs/decisions/0030): every request of
 *  a signed-in visitor needs its actor, and reading it (the session, the user, the groups'
 *  permissions, the organisations' two-factor rule) cost more than the rest of a small answer.
 *  A kept actor is used only while the database's actor revision (migration
 *  2026_11_29_0800_actor_revision, raised by triggers with every change of those tables, by any
 *  connection) is the one it was read at, and before its session's next `last_seen_at` write or
 *  end (SessionLookUp.freshUntil): so a logout, a new right, a deactivated account or a new
 *  two-factor rule takes effect at once, as without it (docs/security.md, Sessions). SQLite only:
 *  there the revision is a read of microseconds on the server's own connection; on PostgreSQL
 *  every request reads the session as before. Anonymous answers are not kept: an unknown token
 *  costs a look-up each time, and fills nothing. */

/** How many signed-in sessions' actors are kept (a few hundred bytes each). */
const ACTORS_KEPT = 10_000;

type Kept = { actor: Actor; revision: number; freshUntil: number };

export type ActorCache = {
  /** The actor of the login session `token` (sessions.service.ts resolveActor), kept or read;
   *  a kept one synchronously. */
  resolve(token: string, now?: Date): Actor | Promise<Actor>;
};

/** The cache of `db`'s actors; on PostgreSQL one that always reads. */
export function createActorCache(db: Db): ActorCache {
  const sqlite = sqliteOf(db);
  if (!sqlite) return { resolve: async (token, now) => (await lookUpSession(db, token, now)).actor };
  const revisionOf = revisionReader(sqlite);
  const kept = new LRUCache<string, Kept>({ max: ACTORS_KEPT });
  return {
    resolve(token, now = new Date()) {
      const revision = revisionOf();
      const hit = kept.get(token);
      if (hit && revision !== undefined && hit.revision === revision && now.getTime() < hit.freshUntil) return hit.actor;
      return lookUpSession(db, token, now).then(({ actor, freshUntil }) => {
        // Kept at the revision read before the look-up: a change meanwhile makes it stale at once.
        if (revision !== undefined && freshUntil > 0) kept.set(token, { actor, revision, freshUntil });
        else kept.delete(token);
        return actor;
      });
    },
  };
}

/** A reader of the actor revision on `sqlite` (prepared at its first call, after the
 *  migrations); it answers undefined (keep nothing) while the connection is inside a
 *  transaction, which may yet roll back what it shows: a revision seen there could come again
 *  for other contents. */
function revisionReader(sqlite: SQLite.Database): () => number | undefined {
  let statement: SQLite.Statement | undefined;
  return () => {
    if (sqlite.inTransaction) return undefined;
    statement ??= sqlite.prepare('SELECT revision FROM actor_revision WHERE id = 1').pluck();
    return statement.get() as number;
  };
}
