import type SQLite from 'better-sqlite3';
import { CompiledQuery, type DatabaseConnection, type QueryResult, SqliteDialect, SqliteDriver, type SqliteDialectConfig } from 'kysely';
import { AppError } from '../lib/app-error.js';
import { say } from '../i18n/messages.js';

/** SQLite's one write lock, waited for without holding the event loop (docs/decisions/0024).
 *  better-sqlite3 is synchronous: with `busy_timeout` a write that finds the lock taken by another
 *  connection (the import's worker thread, which holds it for its whole transaction) would sleep
 *  on the main thread, and a deferred transaction that reads first fails at its first write at once
 *  (SQLITE_BUSY, WAL: it may not upgrade an old snapshot), a 500. So connections are opened with
 *  `busy_timeout = 0`, every transaction begins IMMEDIATE (takes the write lock first; every
 *  transaction of the server writes), and a `BEGIN IMMEDIATE` or a single write outside a
 *  transaction that finds the lock taken is tried again after a pause (setTimeout), for up to
 *  `waitMs`; then it fails with a German 429 and Retry-After. The pauses hold Kysely's one SQLite
 *  connection, so every other query of that connection waits too: the server's own connection
 *  waits briefly (MAIN_LOCK_WAIT_MS), a worker thread's as long as its work allows. */

/** How long a write of the server's own connection waits for the lock (ms): other connections'
 *  short transactions end well within it; a big import's does not (docs/decisions/0024). */
export const MAIN_LOCK_WAIT_MS = 250;

/** How long a write of a worker thread's connection waits for the lock (ms): its import, export
 *  progress or batch of deletions may wait behind another thread's big import (decisions 0022, 0024). */
export const THREAD_LOCK_WAIT_MS = 30_000;

/** The answer to a write that waited in vain. */
export const DATABASE_BUSY = say('databaseBusy');

const isBusy = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
};

/** Runs `attempt` until it does not fail with SQLITE_BUSY, pausing 5 ms, then longer up to 50 ms
 *  between tries; after `waitMs` the 429 above. */
async function whenUnlocked<T>(waitMs: number, attempt: () => Promise<T>): Promise<T> {
  const start = Date.now();
  for (let pause = 5; ; pause = Math.min(pause * 2, 50)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error)) throw error;
      if (Date.now() - start >= waitMs) throw new AppError('RATE_LIMITED', DATABASE_BUSY, undefined, 60);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** Kysely's SQLite driver with the waits above. `sqlite` is the connection under `config.database`. */
class LockWaitingDriver extends SqliteDriver {
  constructor(config: SqliteDialectConfig, private readonly sqlite: SQLite.Database, private readonly waitMs: number) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    const { sqlite, waitMs } = this;
    return {
      // A statement inside a transaction holds the lock already (BEGIN IMMEDIATE); one outside,
      // if it writes, is a transaction of its own that did nothing when it found the lock taken.
      executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> => (sqlite.inTransaction
        ? connection.executeQuery<R>(query)
        : whenUnlocked(waitMs, async () => connection.executeQuery<R>(query))),
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => connection.streamQuery<R>(query, chunkSize),
    };
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await whenUnlocked(this.waitMs, async () => connection.executeQuery(CompiledQuery.raw('begin immediate')));
  }
}

/** Kysely's SQLite dialect on `sqlite` (wrapped as `database`, e.g. with a statement cache), whose
 *  writes wait up to `waitMs` for the lock as above. Sets `busy_timeout = 0` on `sqlite`. */
export function lockWaitingDialect(sqlite: SQLite.Database, database: SqliteDialectConfig['database'], waitMs: number): SqliteDialect {
  sqlite.pragma('busy_timeout = 0');
  const config: SqliteDialectConfig = { database };
  return new (class extends SqliteDialect {
    override createDriver() {
      return new LockWaitingDriver(config, sqlite, waitMs);
    }
  })(config);
}
