import { describe, expect, it } from 'vitest';
import { migrateToLatest, migratorOf } from '../../src/db/database.js';
import { migrationDatabases } from '../migration-databases.js';

/** The migration 2026_11_30_1300_verified_residents on an installation in use (docs/product.md
 *  §14.1): existing projects reserve nothing, existing providers verify nobody and existing links
 *  carry no verification; down removes the columns and up adds them again. On SQLite, and on
 *  PostgreSQL in a schema of its own when TEST_DATABASE_URL is set. */
const databases = migrationDatabases('verified-residents-migration');
const BEFORE = '2026_11_30_1200_identity_providers';
const at = '2026-11-30T12:00:00.000Z';

describe.each(databases)('migration 2026_11_30_1300_verified_residents on %s', (_name, open) => {
  it('adds the columns with their defaults, and goes down and up again', async () => {
    const { db, drop } = await open();
    try {
      const migrator = await migratorOf(db);
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      await db.insertInto('workspaces').values({ id: 'w1', name: 'W', public: 1, editable: 1, owner_id: null, attributes: '{}', created_at: at, updated_at: at } as never).execute();
      await db.insertInto('organisations').values({ id: 'o1', host: 'stadt.example', title: 'Stadt', created_at: at, updated_at: at } as never).execute();
      await db.insertInto('identity_providers').values({
        id: 'p1', organisation_id: 'o1', label: 'BundID', issuer: 'https://idp.example', client_id: 'c', client_secret: '', scopes: 'openid', audience: 'both', enabled: 1, created_at: at, updated_at: at,
      } as never).execute();
      await migrateToLatest(db);
      expect(await db.selectFrom('workspaces').select(['resident_entries', 'resident_votes', 'resident_municipalities']).executeTakeFirstOrThrow())
        .toEqual({ resident_entries: 0, resident_votes: 0, resident_municipalities: '' });
      expect(await db.selectFrom('identity_providers').select('verification').executeTakeFirstOrThrow()).toEqual({ verification: '{}' });
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const columns = Object.keys(await db.selectFrom('workspaces').selectAll().executeTakeFirstOrThrow());
      expect(columns).not.toContain('resident_entries');
      await migrateToLatest(db);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
