import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.js';
import { migrateToLatest, openDatabase, type Db } from '../../src/db/database.js';
import { DATABASE_BUSY, MAIN_LOCK_WAIT_MS } from '../../src/db/sqlite-lock-wait.js';
import { german } from '../../src/i18n/messages.js';

/** Writes on a SQLite file whose write lock another connection holds (as the import's worker
 *  thread does, docs/decisions/0024): they wait without holding the event loop, succeed once the
 *  lock is free, and end with a German 429 after MAIN_LOCK_WAIT_MS, never with SQLITE_BUSY. A quiet
 *  test (server/vitest.config.ts): it times the event loop, which the other suites beside it on two
 *  cores delay by themselves (once 126 ms against the bound of 125). */
let dir: string;
let db: Db;
let other: Database.Database;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-lock-'));
  const file = path.join(dir, 'db.sqlite');
  db = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(db);
  other = new Database(file);
});
afterAll(async () => {
  other.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

let n = 0;
/** A write in a transaction that reads first (as the services' do) and one outside any. */
const writeInTransaction = () => db.transaction().execute(async (trx) => {
  await trx.selectFrom('system_secrets').selectAll().execute();
  await trx.insertInto('system_secrets').values({ name: `t${++n}`, value: 'x' }).execute();
});
const writeAlone = () => db.insertInto('system_secrets').values({ name: `a${++n}`, value: 'x' }).execute();

/** Holds the write lock on the other connection for `ms`, then lets it go. */
function holdLock(ms: number): Promise<void> {
  other.prepare('BEGIN IMMEDIATE').run();
  return new Promise((resolve) => setTimeout(() => { other.prepare('COMMIT').run(); resolve(); }, ms));
}

describe('SQLite writes while another connection holds the write lock', () => {
  for (const [what, write] of [['in a transaction that reads first', writeInTransaction], ['outside a transaction', writeAlone]] as const) {
    it(`a write ${what} waits without holding the event loop and goes through once the lock is free`, async () => {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const held = holdLock(MAIN_LOCK_WAIT_MS / 2);
      await write();
      delay.disable();
      await held;
      expect(delay.max / 1e6).toBeLessThan(MAIN_LOCK_WAIT_MS / 2);
    });

    it(`a write ${what} that waits in vain ends with the German 429, not SQLITE_BUSY`, async () => {
      const held = holdLock(MAIN_LOCK_WAIT_MS * 4);
      const started = Date.now();
      const error = await write().catch((e: unknown) => e);
      const waited = Date.now() - started;
      await held;
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 429, message: german(DATABASE_BUSY), retryAfterSeconds: 60 });
      expect(waited).toBeGreaterThanOrEqual(MAIN_LOCK_WAIT_MS);
    });
  }
});
