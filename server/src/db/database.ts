import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, sql, type Transaction as KyselyTransaction } from 'kysely';
import { createRequire } from 'node:module';
import type PgModule from 'pg';
import type { Config } from '../config.js';
import { migrationProvider } from './migrations/index.js';
import { lockWaitingDialect, MAIN_LOCK_WAIT_MS, THREAD_LOCK_WAIT_MS } from './sqlite-lock-wait.js';
import type { DB } from './schema.js';

export type Db = Kysely<DB>;
/** An open transaction (`db.transaction().execute(trx => …)`); a function that takes one cannot be
 *  called outside a transaction. It is a Db too, so repositories take either. */
export type Transaction = KyselyTransaction<DB>;

/** Opens the database named by the configuration: a SQLite file (WAL, synchronous=FULL so an
 *  acknowledged write survives a power cut, foreign keys on, writes waiting for another
 *  connection's lock without holding the event loop, `lockWaitMs` at most: sqlite-lock-wait.ts) or a PostgreSQL pool.
 *  `pgSearchPath` puts all tables into one schema (used by tests to isolate runs). */
export function openDatabase(database: Config['database'], options: { pgSearchPath?: string; lockWaitMs?: number } = {}): Db {
  if (database.kind === 'postgres') {
    // pg is loaded only for PostgreSQL (a SQLite server never needs it); CommonJS.
    const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      ...(options.pgSearchPath ? { options: `-c search_path=${options.pgSearchPath}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    openings.set(db, openingArguments(database, options));
    return db;
  }
  if (database.file !== ':memory:') fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // better-sqlite3's build of SQLite caches 16 MiB of pages, less than the indexes of 200,000 points:
  // an import into a table that large took a fifth longer (bench/README.md, import; docs/architecture.md §3).
  sqlite.pragma(`cache_size = -${SQLITE_CACHE_KIB}`);
  // A write waits for another connection's lock without holding the event loop (sqlite-lock-wait.ts).
  const db = new Kysely<DB>({ dialect: lockWaitingDialect(sqlite, withStatementCache(sqlite), options.lockWaitMs ?? MAIN_LOCK_WAIT_MS) });
  openings.set(db, openingArguments(database, options));
  connections.set(db, sqlite);
  return db;
}

/** What openDatabase was called with: openDatabase(opening.database, opening.options) opens
 *  another connection to the same database (a worker thread's, docs/decisions/0024). */
export type DatabaseOpening = { database: Config['database']; options: { pgSearchPath?: string; lockWaitMs?: number } };

/** The arguments of openDatabase as plain data (a caller may pass an object with more in it, such
 *  as createServer's options with functions, which no worker thread could be sent). */
const openingArguments = (database: Config['database'], { pgSearchPath, lockWaitMs }: DatabaseOpening['options']): DatabaseOpening => ({
  database: { ...database },
  options: { ...(pgSearchPath !== undefined ? { pgSearchPath } : {}), ...(lockWaitMs !== undefined ? { lockWaitMs } : {}) },
});

/** The arguments each Db that openDatabase made was opened with. */
const openings = new WeakMap<Db, DatabaseOpening>();

/** How `db` was opened, to open another connection to the same database elsewhere (a worker
 *  thread). Throws for a Db not made by openDatabase and for a SQLite database in memory, which
 *  no other connection can reach. */
export function openingOf(db: Db): DatabaseOpening {
  const opening = openings.get(db);
  if (!opening) throw new Error('openingOf: this database was not opened by openDatabase.');
  if (opening.database.kind === 'sqlite' && opening.database.file === ':memory:') throw new Error('openingOf: a SQLite database in memory has no second connection.');
  return opening;
}

/** A worker thread's own connection to the database `opening` names (openingOf on the main
 *  thread): on SQLite its writes wait for the lock up to THREAD_LOCK_WAIT_MS. */
export const openInThread = (opening: DatabaseOpening): Db =>
  openDatabase(opening.database, { ...opening.options, lockWaitMs: THREAD_LOCK_WAIT_MS });

/** The page cache of the SQLite connection in KiB; SQLite takes it as it needs it. */
const SQLITE_CACHE_KIB = 32 * 1024;

/** The PostgreSQL pool under each Db that openDatabase made on PostgreSQL. */
const pools = new WeakMap<Db, PgModule.Pool>();

/** The connection pool of `db` when it is on PostgreSQL (for what speaks to it without Kysely:
 *  the shared counters of lib/limit-store.ts), else undefined. */
export const postgresPoolOf = (db: Db): PgModule.Pool | undefined => pools.get(db);

/** The SQLite connection under each Db that openDatabase made on SQLite. */
const connections = new WeakMap<Db, SQLite.Database>();

/** The better-sqlite3 connection of `db` when it is on SQLite, else undefined: for a read so small
 *  and frequent that Kysely's way to it costs more than the read (the actor revision of
 *  modules/auth/actor-cache.ts). It bypasses Kysely's queue of the connection: a caller must not
 *  write through it, and sees what an open transaction of the connection wrote so far
 *  (`inTransaction`). */
export const sqliteOf = (db: Db): SQLite.Database | undefined => connections.get(db);

/** Most prepared statements kept per SQLite connection. */
const STATEMENT_CACHE_SIZE = 500;

/** `sqlite` as Kysely's SQLite driver sees it, but preparing each SQL text once: the driver
 *  prepares every query anew, which costs as much as running a small one (a 304 of the map data
 *  runs two). A statement still being iterated (a streamed query) is not handed out twice; the
 *  caller then gets a fresh one. */
function withStatementCache(sqlite: SQLite.Database) {
  const statements = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      const cached = statements.get(text);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(text);
      if (!cached) statements.set(text, statement);
      return statement;
    },
  };
}

/** The migrator of `db` (also for tests that migrate to a given version). On PostgreSQL the migration bookkeeping tables live in the connection's
 *  current schema: Kysely otherwise finds another schema's `kysely_migration` and skips creating
 *  its own. */
export async function migratorOf(db: Db): Promise<Migrator> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const migrationTableSchema = isPostgres
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  return new Migrator({ db, provider: migrationProvider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
}

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await (await migratorOf(db)).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}

/** Names of the migrations of this build not yet run on `db` (empty: the schema is current).
 *  Throws if the database cannot be reached. */
export async function listPendingMigrations(db: Db): Promise<string[]> {
  return (await (await migratorOf(db)).getMigrations()).filter((m) => m.executedAt === undefined).map((m) => m.name);
}
