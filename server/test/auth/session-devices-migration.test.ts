import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migratorOf, openDatabase } from '../../src/db/database.js';

/** The migration that lets users see their sessions (2026_11_25_0900_session_devices) on sessions
 *  started before it: each gets a distinct public id (the second half of its token hash) and an
 *  empty device label, and stays valid. SQLite here; the PostgreSQL run migrates through it too. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-migration-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migration 2026_11_25_0900_session_devices', () => {
  it('gives existing sessions a public id and an empty device', async () => {
    const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'alt.sqlite') });
    try {
      const before = await (await migratorOf(db)).migrateTo('2026_11_24_1000_image_ownership');
      expect(before.error).toBeUndefined();
      const now = '2026-11-24T10:00:00.000Z';
      await db.insertInto('users').values({
        id: 'u1', email: 'a@example.org', name: 'A', password_hash: 'x', active: 1, activation_code: null, attributes: '[]', created_at: now, updated_at: now, deactivated_at: null,
      }).execute();
      const hashes = ['a'.repeat(32) + 'b'.repeat(32), 'c'.repeat(32) + 'd'.repeat(32)];
      await db.insertInto('sessions').values(hashes.map((id) => ({ id, user_id: 'u1', created_at: now, last_seen_at: now, expires_at: now })) as never).execute();
      await migrateToLatest(db);
      const rows = await db.selectFrom('sessions').select(['id', 'public_id', 'device', 'mfa_completed']).orderBy('id').execute();
      expect(rows).toEqual([
        { id: hashes[0], public_id: 'b'.repeat(32), device: '', mfa_completed: 0 },
        { id: hashes[1], public_id: 'd'.repeat(32), device: '', mfa_completed: 0 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
