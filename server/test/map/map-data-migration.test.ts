import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migratorOf, openDatabase } from '../../src/db/database.js';
import { cellOf, morton, tileCells } from '../../src/db/map-cells.js';

/** The migration of the map's data (2026_11_26_0900_map_data, docs/decisions/0012): stored points
 *  get their cell, layers a revision. SQLite here; the PostgreSQL run of the server suite migrates
 *  every test database through it as well. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'map-migration-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('cells', () => {
  it('interleave x and y (Morton order), so that every tile is one range of cells', () => {
    expect(morton(0, 0)).toBe(0);
    expect(morton(1, 0)).toBe(1);
    expect(morton(0, 1)).toBe(2);
    expect(morton(3, 3)).toBe(15);
    expect(morton(2 ** 24 - 1, 2 ** 24 - 1)).toBe(2 ** 48 - 1);
    // The cell of a position lies in the cells of its tile at every zoom.
    for (const [lon, lat] of [[9.4757, 51.3169], [-179.99, 84], [0, 0], [179.99, -85.05]] as [number, number][]) {
      const n = (z: number) => 2 ** z;
      for (const z of [0, 5, 12, 18, 22]) {
        const rad = (lat * Math.PI) / 180;
        const x = Math.min(n(z) - 1, Math.floor(((lon + 180) / 360) * n(z)));
        const y = Math.min(n(z) - 1, Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n(z)));
        const range = tileCells(z, x, y);
        expect(cellOf(lon, lat), `${lon},${lat} z${z}`).toBeGreaterThanOrEqual(range.from);
        expect(cellOf(lon, lat)).toBeLessThan(range.to);
      }
    }
    // Longitude 180 and latitudes beyond Web Mercator's ±85.0511° fall into the edge tiles.
    expect(cellOf(180, -89)).toBe(2 ** 48 - 1);
    expect(cellOf(-180, 89)).toBe(0);
  });
});

describe('migration 2026_11_26_0900_map_data', () => {
  it('gives every stored point its cell and every layer revision 0', async () => {
    const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'alt.sqlite') });
    try {
      expect((await (await migratorOf(db)).migrateTo('2026_11_26_0620_review_indexes')).error).toBeUndefined();
      const at = '2026-01-01T00:00:00.000Z';
      await db.insertInto('workspaces').values({ id: 'w1', name: 'W', public: 1, editable: 1, created_at: at, updated_at: at } as never).execute();
      await db.insertInto('layers').values({ id: 'l1', workspace_id: 'w1', name: 'L', public: 1, editable: 1, attributes: '[]', schema: '{}', created_at: at, updated_at: at } as never).execute();
      const positions = Array.from({ length: 2500 }, (_, i) => [9 + (i % 50) / 100, 51 + Math.floor(i / 50) / 100] as const);
      await db.insertInto('points').values(positions.map(([lon, lat], i) => ({
        id: `p${String(i).padStart(4, '0')}`, layer_id: 'l1', latitude: lat, longitude: lon, altitude: 0, public: 1, editable: 0,
        attributes: '{}', created_at: at, updated_at: at, created_by: null, deleted_at: null, deleted_by: null,
      })) as never).execute();

      await migrateToLatest(db);
      const rows = await db.selectFrom('points').select(['id', 'longitude', 'latitude', 'cell']).orderBy('id').execute();
      expect(rows).toHaveLength(2500);
      for (const row of rows) expect(Number(row.cell)).toBe(cellOf(row.longitude, row.latitude));
      expect(await db.selectFrom('layers').select(['id', 'revision']).execute()).toEqual([{ id: 'l1', revision: 0 }]);
    } finally {
      await db.destroy();
    }
  });
});
