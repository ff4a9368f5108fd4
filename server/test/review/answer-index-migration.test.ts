import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migratorOf } from '../../src/db/database.js';
import { migrationDatabases } from '../migration-databases.js';

/** The migration of the answer index (2026_11_29_0400_answer_index, docs/decisions/0027) on an
 *  installation in use: every scalar answer of the stored points gets its row, the text answers
 *  are found through the text index, the points' answers stay as they were (docs/decisions/0005),
 *  and down and up again give the same rows. On SQLite, and on PostgreSQL in a schema of its own
 *  when TEST_DATABASE_URL is set. */
const databases = migrationDatabases('answer-index-migration');

const BEFORE = '2026_11_28_1500_jobs';

describe.each(databases)('migration 2026_11_29_0400_answer_index on %s', (_name, open) => {
  it('indexes the answers of the stored points and keeps them as they were', async () => {
    const { db, drop } = await open();
    try {
      expect((await (await migratorOf(db)).migrateTo(BEFORE)).error).toBeUndefined();
      const at = '2026-01-01T00:00:00.000Z';
      await db.insertInto('workspaces').values({ id: 'w1', name: 'W', public: 1, editable: 1, created_at: at, updated_at: at } as never).execute();
      await db.insertInto('layers').values({ id: 'l1', workspace_id: 'w1', name: 'L', public: 1, editable: 1, attributes: '[]', schema: '{}', created_at: at, updated_at: at } as never).execute();
      const attributes = (i: number) => JSON.stringify({
        category: { DataType: 'category', Value: i % 2 ? 'Klar' : 'Trueb' },
        Titel: { DataType: 'text', Value: `Ärger Nr. ${i}` },
        Tiefe: { DataType: 'number', Value: i / 4 },
        Gesehen: { DataType: 'boolean', Value: i % 3 === 0 },
        Merkmale: { DataType: 'multiple', Value: ['a'] },
      });
      await db.insertInto('points').values(Array.from({ length: 300 }, (_, i) => ({
        id: `p${String(i).padStart(4, '0')}`, layer_id: 'l1', latitude: 51, longitude: 9, cell: 0, altitude: 0, public: 1, editable: 0,
        attributes: attributes(i), status: 'neu', created_at: at, updated_at: at, created_by: null, deleted_at: null, deleted_by: null,
      })) as never).execute();
      const before = await db.selectFrom('points').select(['id', 'attributes']).orderBy('id').execute();

      await migrateToLatest(db);
      expect(await db.selectFrom('points').select(['id', 'attributes']).orderBy('id').execute()).toEqual(before);
      const count = async () => Number((await db.selectFrom('point_answers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      // Category, text, number and yes/no of each point; the list of the multiple choice is read from the JSON.
      expect(await count()).toBe(1200);
      const p7 = await db.selectFrom('point_answers').select(['name', 'data_type', 'text_value', 'folded', 'number_value', 'bool_value'])
        .where('point_id', '=', 'p0007').orderBy('name').execute();
      expect(p7.map((r) => ({ ...r, number_value: r.number_value === null ? null : Number(r.number_value) }))).toEqual([
        { name: 'Gesehen', data_type: 'boolean', text_value: null, folded: null, number_value: null, bool_value: 0 },
        { name: 'Tiefe', data_type: 'number', text_value: null, folded: null, number_value: 1.75, bool_value: null },
        { name: 'Titel', data_type: 'text', text_value: 'Ärger Nr. 7', folded: 'ärger nr. 7', number_value: null, bool_value: null },
        { name: 'category', data_type: 'category', text_value: 'Klar', folded: 'klar', number_value: null, bool_value: null },
      ]);
      const found = _name === 'SQLite'
        ? await sql<{ point_id: string }>`select pa.point_id from point_answers_fts f join point_answers pa on pa.rowid = f.rowid where point_answers_fts match '"nr. 12"'`.execute(db)
        : await sql<{ point_id: string }>`select point_id from point_answers where data_type in ('text', 'text_multi') and folded like '%nr. 12%'`.execute(db);
      expect(found.rows.map((r) => r.point_id).sort()).toEqual(['p0012', 'p0120', 'p0121', 'p0122', 'p0123', 'p0124', 'p0125', 'p0126', 'p0127', 'p0128', 'p0129']);

      expect((await (await migratorOf(db)).migrateTo(BEFORE)).error).toBeUndefined();
      expect(await db.selectFrom('points').select(['id', 'attributes']).orderBy('id').execute()).toEqual(before);
      await migrateToLatest(db);
      expect(await count()).toBe(1200);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
