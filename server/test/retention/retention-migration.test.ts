import { describe, expect, it } from 'vitest';
import { migrateToLatest, migratorOf } from '../../src/db/database.js';
import { migrationDatabases } from '../migration-databases.js';

/** The migration of the storage limitation (2026_11_28_1400_retention) on an installation in use:
 *  votes keep their voters and counts through the rebuilt tables, a vote may then lose its voter
 *  and still count, one vote per voter stays enforced; projects closed before count from the
 *  migration, open ones have no closing time; existing accounts count as logged in at the
 *  migration; down and up again keep the votes that have a voter. On SQLite, and on PostgreSQL in a schema of its own when TEST_DATABASE_URL is set. */
const databases = migrationDatabases('retention-migration');

describe.each(databases)('migration 2026_11_28_1400_retention on %s', (_name, open) => {
  it('keeps votes and counts, lets a vote lose its voter, and starts the periods at the migration', async () => {
    const { db, drop } = await open();
    try {
      expect((await (await migratorOf(db)).migrateTo('2026_11_26_2200_shared_state')).error).toBeUndefined();
      const then = '2026-01-01T10:00:00.000Z';
      for (const id of ['u1', 'u2']) {
        await db.insertInto('users').values({
          id, email: `${id}@example.org`, name: id, password_hash: 'x', active: 1, activation_code: null, attributes: '[]', created_at: then, updated_at: then, deactivated_at: null,
        }).execute();
      }
      const ws = { public: 1 as const, editable: 1 as const, owner_id: 'u1', attributes: '{}', created_at: then, updated_at: then };
      await db.insertInto('workspaces').values([{ id: 'w-open', name: 'Offen', ...ws, closed: 0 }, { id: 'w-closed', name: 'Zu', ...ws, closed: 1 }]).execute();
      await db.insertInto('layers').values({ id: 'l1', workspace_id: 'w-open', name: 'L', public: 1, editable: 1, attributes: '{}', schema: '{}', created_at: then, updated_at: then }).execute();
      await db.insertInto('points').values({
        id: 'p1', layer_id: 'l1', latitude: 51, longitude: 9, altitude: 0, public: 1, editable: 1, attributes: '{}', created_at: then, updated_at: then, created_by: 'u1', deleted_at: null, deleted_by: null,
      }).execute();
      await db.insertInto('comments').values({ id: 'c1', point_id: 'p1', user_id: 'u1', text: 'Hallo', created_at: then }).execute();
      await db.insertInto('point_votes').values([{ point_id: 'p1', user_id: 'u1', value: 1, updated_at: then }, { point_id: 'p1', user_id: 'u2', value: -1, updated_at: then }]).execute();
      await db.insertInto('comment_votes').values({ comment_id: 'c1', user_id: 'u2', value: 1, updated_at: then }).execute();

      const before = Date.now();
      await migrateToLatest(db);

      expect(await db.selectFrom('point_votes').select(['point_id', 'user_id', 'value', 'updated_at']).orderBy('user_id').execute()).toEqual([
        { point_id: 'p1', user_id: 'u1', value: 1, updated_at: then }, { point_id: 'p1', user_id: 'u2', value: -1, updated_at: then },
      ]);
      expect(await db.selectFrom('comment_votes').selectAll().execute()).toEqual([{ comment_id: 'c1', user_id: 'u2', value: 1, updated_at: then }]);
      // A vote without voter still counts; two of them are no conflict; one voter still votes once.
      await db.updateTable('point_votes').set({ user_id: null }).execute();
      await db.insertInto('point_votes').values({ point_id: 'p1', user_id: 'u2', value: 1, updated_at: then }).execute();
      await expect(db.insertInto('point_votes').values({ point_id: 'p1', user_id: 'u2', value: 1, updated_at: then }).execute()).rejects.toThrow();
      expect(Number((await db.selectFrom('point_votes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(3);
      // Deleting an account still takes its votes along (foreign key), and a point its votes.
      await db.deleteFrom('users').where('id', '=', 'u2').execute();
      expect(Number((await db.selectFrom('point_votes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(2);

      const closedAt = await db.selectFrom('workspaces').select(['id', 'closed_at']).orderBy('id').execute();
      expect(closedAt[0]!.id).toBe('w-closed');
      expect(Date.parse(closedAt[0]!.closed_at!)).toBeGreaterThanOrEqual(before - 1000);
      expect(closedAt[1]).toEqual({ id: 'w-open', closed_at: null });
      const login = await db.selectFrom('users').select(['last_login_at', 'inactivity_warned_at']).executeTakeFirstOrThrow();
      expect(Date.parse(login.last_login_at!)).toBeGreaterThanOrEqual(before - 1000);
      expect(login.inactivity_warned_at).toBeNull();

      // Down and up again: the votes with a voter survive both ways (the anonymous ones cannot go down).
      await db.insertInto('point_votes').values({ point_id: 'p1', user_id: 'u1', value: 1, updated_at: then }).execute();
      expect((await (await migratorOf(db)).migrateTo('2026_11_28_1300_invitations_by_address')).error).toBeUndefined();
      expect(await db.selectFrom('point_votes').select(['user_id', 'value']).execute()).toEqual([{ user_id: 'u1', value: 1 }]);
      await migrateToLatest(db);
      expect(await db.selectFrom('point_votes').select(['user_id', 'value']).execute()).toEqual([{ user_id: 'u1', value: 1 }]);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
