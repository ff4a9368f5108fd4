import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migratorOf, openDatabase } from '../../src/db/database.js';

/** The migration that gives images an owner (2026_11_24_1000_image_ownership) on data written
 *  before it: every image answer and category icon becomes a recorded use, and an image belongs
 *  to the workspace of its earliest use. SQLite here; the PostgreSQL run of the server suite
 *  migrates every test database through it as well. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-migration-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migration 2026_11_24_1000_image_ownership', () => {
  it('records the uses of existing points and icons and gives each image the workspace of its first use', async () => {
    const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'alt.sqlite') });
    try {
      const migrator = (await migratorOf(db));
      const before = await migrator.migrateTo('2026_11_24_0900_confirmed_links');
      expect(before.error).toBeUndefined();
      const at = (minute: number) => `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
      const image = (id: string) => ({ id, raw_type: 'image/jpeg', orig_type: 'image/jpeg', width: 1, height: 1, bytes: 1, created_at: at(0), uploaded_by: null });
      await db.insertInto('workspaces').values(['w1', 'w2'].map((id) => ({ id, name: id, public: 0, editable: 0, owner_id: null, attributes: '{}', created_at: at(0), updated_at: at(0) }))).execute();
      const schema = (icon?: string) => JSON.stringify({ Schema: [], Categories: [{ Name: 'A', Label: 'A', Children: [{ Name: 'B', Label: 'B', ...(icon ? { Icon: icon } : {}) }] }] });
      await db.insertInto('layers').values([
        { id: 'l1', workspace_id: 'w1', name: 'l1', public: 0, editable: 0, attributes: '{}', schema: schema('icon'), created_at: at(1), updated_at: at(1) },
        { id: 'l2', workspace_id: 'w2', name: 'l2', public: 0, editable: 0, attributes: '{}', schema: schema(), created_at: at(1), updated_at: at(1) },
      ]).execute();
      await db.insertInto('images').values(['icon', 'foto', 'geteilt', 'frei'].map(image) as never).execute();
      const point = (id: string, layer: string, minute: number, attributes: object) => ({
        id, layer_id: layer, latitude: 51, longitude: 9, altitude: 0, public: 1 as const, editable: 0 as const, attributes: JSON.stringify(attributes),
        created_at: at(minute), updated_at: at(minute), created_by: null, deleted_at: null, deleted_by: null,
      });
      await db.insertInto('points').values([
        point('p1', 'l1', 2, { Foto: { DataType: 'image', Value: 'foto' }, Titel: { DataType: 'text', Value: 'geteilt' } }),
        // An image named by points of two workspaces: the earlier use decides.
        point('p2', 'l2', 3, { Foto: { DataType: 'image', Value: 'geteilt' } }),
        point('p3', 'l1', 4, { Foto: { DataType: 'image', Value: 'geteilt' }, Weg: { DataType: 'image', Value: 'gibt-es-nicht' } }),
      ]).execute();

      // Later migrations keep these rows (2026_11_26_0500_project_image rebuilds the table).
      await migrateToLatest(db);
      const uses = await db.selectFrom('image_uses').selectAll().orderBy('image_id').orderBy('point_id').execute();
      expect(uses).toEqual([
        { image_id: 'foto', point_id: 'p1', layer_id: null, workspace_id: null },
        { image_id: 'geteilt', point_id: 'p2', layer_id: null, workspace_id: null },
        { image_id: 'geteilt', point_id: 'p3', layer_id: null, workspace_id: null },
        { image_id: 'icon', point_id: null, layer_id: 'l1', workspace_id: null },
      ]);
      const owners = Object.fromEntries((await db.selectFrom('images').select(['id', 'workspace_id']).execute()).map((r) => [r.id, r.workspace_id]));
      expect(owners).toEqual({ icon: 'w1', foto: 'w1', geteilt: 'w2', frei: null });
    } finally {
      await db.destroy();
    }
  });
});
