import type { Kysely } from 'kysely';

/** State that several server instances share through the database (docs/runtime.md §5):
 *  - `rate_limits`: the counters of the per-IP and per-account limits on PostgreSQL without Redis,
 *    in the layout rate-limiter-flexible's RateLimiterPostgres reads and writes (key, points used
 *    in the window, the window's end in ms since the epoch). On SQLite, served by one process,
 *    the counters stay in memory and the table stays empty.
 *  - `leases`: which instance runs a periodic task (a sweep, a purge) until when (ms since the
 *    epoch), so that it runs once across instances (lib/lease.ts).
 *  Portable SQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('rate_limits')
    .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
  await db.schema.createTable('leases')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(100)', (c) => c.notNull())
    .addColumn('expires_ms', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('leases').execute();
  await db.schema.dropTable('rate_limits').execute();
}
