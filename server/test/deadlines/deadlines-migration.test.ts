import { describe, expect, it } from 'vitest';
import { migrateToLatest, migratorOf } from '../../src/db/database.js';
import { migrationDatabases } from '../migration-databases.js';

/** The migration 2026_11_30_0700_deadlines on an installation in use (docs/product.md §16.11): the
 *  first response and the completion of the stored entries are read from their history, per map by
 *  its statuses. On SQLite, and on PostgreSQL in a schema of its own when TEST_DATABASE_URL is set. */
const databases = migrationDatabases('deadlines-migration');
const BEFORE = '2026_11_30_0500_shortened_comments';
const at = (day: number, hour = 8) => `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe.each(databases)('migration 2026_11_30_0700_deadlines on %s', (_name, open) => {
  it('fills first_response_at and completed_at from the history and back', async () => {
    const { db, drop } = await open();
    try {
      expect((await (await migratorOf(db)).migrateTo(BEFORE)).error).toBeUndefined();
      await db.insertInto('workspaces').values({ id: 'w1', name: 'W', public: 1, editable: 1, owner_id: null, attributes: '{}', created_at: at(1), updated_at: at(1) } as never).execute();
      const own = JSON.stringify([{ Key: 'offen', Label: 'Offen', Colour: '#1f5fbf', Closed: false }, { Key: 'fertig', Label: 'Fertig', Colour: '#1a7f37', Closed: true }]);
      for (const [id, statuses] of [['l1', '[]'], ['l2', own]] as const) {
        await db.insertInto('layers').values({ id, workspace_id: 'w1', name: id, public: 1, editable: 1, attributes: '[]', schema: '{}', statuses, created_at: at(1), updated_at: at(1) } as never).execute();
      }
      const point = (id: string, layer: string, status: string, extra: object = {}) => ({
        id, layer_id: layer, latitude: 51, longitude: 9, cell: 0, altitude: 0, public: 1, editable: 0, attributes: '{}', status, status_changed_at: at(2),
        answer_text: '', answer_org: '', answer_at: null, created_at: at(2), updated_at: at(2), created_by: null, deleted_at: null, deleted_by: null, ...extra,
      });
      await db.insertInto('points').values([
        point('untouched', 'l1', 'neu'),
        point('answered', 'l1', 'neu', { answer_text: 'Danke', answer_at: at(5) }),
        point('reopened', 'l1', 'bearbeitung', { status_changed_at: at(9) }),
        point('done', 'l1', 'abgelehnt', { status_changed_at: at(8) }),
        point('own', 'l2', 'fertig', { status_changed_at: at(6) }),
        point('nohistory', 'l1', 'umgesetzt', { status_changed_at: at(7) }),
      ] as never).execute();
      let n = 0;
      const history = (point_id: string, kind: string, status: string, note: string, created_at: string) =>
        ({ id: `h${n++}`, point_id, kind, status, note, user_id: null, user_name: 'Team', created_at });
      await db.insertInto('point_history').values([
        history('untouched', 'status', 'neu', 'noch offen', at(3)),
        history('answered', 'answer', '', 'Danke', at(5)),
        history('answered', 'answer', '', '', at(6)),
        history('reopened', 'status', 'pruefung', '', at(3)),
        history('reopened', 'status', 'umgesetzt', '', at(4)),
        history('reopened', 'status', 'bearbeitung', '', at(9)),
        history('done', 'answer', '', 'Erste Antwort', at(3, 7)),
        history('done', 'status', 'umgesetzt', '', at(4)),
        history('done', 'status', 'neu', '', at(5)),
        history('done', 'status', 'umgesetzt', '', at(7)),
        history('done', 'status', 'abgelehnt', '', at(8)),
        history('own', 'status', 'fertig', '', at(6)),
      ] as never).execute();

      await migrateToLatest(db);
      const rows = await (db as never as import('../../src/db/database.js').Db).selectFrom('points').select(['id', 'first_response_at', 'completed_at']).orderBy('id').execute();
      expect(Object.fromEntries(rows.map((r) => [r.id, [r.first_response_at, r.completed_at]]))).toEqual({
        untouched: [null, null],
        answered: [at(5), null],
        reopened: [at(3), null],
        done: [at(3, 7), at(7)],
        own: [at(6), at(6)],
        nohistory: [at(7), at(7)],
      });
      expect((await (await migratorOf(db)).migrateTo(BEFORE)).error).toBeUndefined();
      await migrateToLatest(db);
    } finally {
      await db.destroy();
      await drop();
    }
  });
});
