import { describe, expect, it } from 'vitest';
import { migrateToLatest, migratorOf } from '../../src/db/database.js';
import { migrationDatabases } from '../migration-databases.js';

/** The migration 2026_12_05_1100_survey_phase_switches (docs/product.md §25.4, docs/decisions/0049)
 *  on an installation with surveys: each gets `phase_view` and `phase_answer` 1 (everything
 *  allowed, as before) and no `phase_title`; down and up again work. On SQLite, and on PostgreSQL
 *  in a schema of its own when TEST_DATABASE_URL is set. */
const databases = migrationDatabases('survey-phase-migration');

const BEFORE = '2026_12_04_1200_phase_switches';

describe.each(databases)('migration 2026_12_05_1100_survey_phase_switches on %s', (_name, open) => {
  it('lets the stored surveys allow everything, and goes down and up again', async () => {
    const { db, drop } = await open();
    try {
      const migrator = await migratorOf(db);
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      const at = '2026-01-01T00:00:00.000Z';
      await db.insertInto('workspaces').values({ id: 'w1', name: 'W', public: 1, editable: 1, created_at: at, updated_at: at } as never).execute();
      await db.insertInto('surveys').values({
        id: 's1', workspace_id: 'w1', title: 'Neue Mitte', description: '', thank_you: '', questions: '[]', audience: 'anyone', once_per: 'device',
        opens_at: null, closes_at: null, published: 1, created_at: at, updated_at: at,
      }).execute();
      await migrateToLatest(db);
      const row = async () => db.selectFrom('surveys').select(['phase_view', 'phase_answer', 'phase_title']).where('id', '=', 's1').executeTakeFirstOrThrow();
      expect(await row()).toEqual({ phase_view: 1, phase_answer: 1, phase_title: null });
      await db.updateTable('surveys').set({ phase_answer: 0, phase_title: 'Auswertung' }).execute();
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
      await migrateToLatest(db);
      expect(await row()).toEqual({ phase_view: 1, phase_answer: 1, phase_title: null });
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
