import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';

/** The SQLite connection as docs/architecture.md §3 describes it; bench/import.bench.ts sets its raw
 *  loop up the same way, so the two must not drift apart. */
describe('SQLite connection', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-sqlite-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('runs in WAL mode, fsyncs each commit, checks foreign keys, never sleeps on a lock (busy_timeout 0: db/sqlite-lock-wait.ts waits with timers) and keeps a 32 MiB page cache', async () => {
    const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'pragmas.sqlite') });
    try {
      const read = async (pragma: string) => Object.values((await sql.raw(`pragma ${pragma}`).execute(db)).rows[0] as object)[0];
      expect(await read('journal_mode')).toBe('wal');
      expect(await read('synchronous')).toBe(2); // FULL
      expect(await read('foreign_keys')).toBe(1);
      expect(await read('busy_timeout')).toBe(0);
      expect(await read('cache_size')).toBe(-32 * 1024); // negative: KiB, not pages
    } finally {
      await db.destroy();
    }
  });
});
