import type { Kysely } from 'kysely';
import { cellOf } from '../map-cells.js';

/** Map data that scales (docs/product.md §19.2, docs/decisions/0012):
 *  - `layers.revision`: a counter that every write of the layer or of one of its points raises in
 *    the same transaction (db/layer-revision.ts). Map data and point lists carry it in their ETag,
 *    and the server's cache of map tiles is keyed by it.
 *  - `points.cell`: the Morton code of the point's tile at zoom 24 (db/map-cells.ts
 *    cellOf), filled here for the stored points; every write of a position sets it.
 *  - `points_map` (layer_id, cell, deleted_at, public, moderation, status, created_at, longitude,
 *    latitude, id): a tile, and each of its cells, is a range of it, with what visibility and the
 *    filters compare and what a cluster sums, so that the database reads the index alone.
 *  Portable SQL; the codes are computed here in batches of 1000. */
/** The columns this migration reads and writes, as they are at this point of the history. */
type Tables = { points: { id: string; longitude: number; latitude: number; cell: number | null } };

export async function up(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as Kysely<Tables>;
  await db.schema.alterTable('layers').addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('points').addColumn('cell', 'bigint').execute();
  for (;;) {
    const rows = await db.selectFrom('points')
      .select(['id', 'longitude', 'latitude']).where('cell', 'is', null).limit(1000).execute();
    if (rows.length === 0) break;
    for (const row of rows) await db.updateTable('points').set({ cell: cellOf(row.longitude, row.latitude) }).where('id', '=', row.id).execute();
  }
  await db.schema.createIndex('points_map').on('points')
    .columns(['layer_id', 'cell', 'deleted_at', 'public', 'moderation', 'status', 'created_at', 'longitude', 'latitude', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('points_map').execute();
  await db.schema.alterTable('points').dropColumn('cell').execute();
  await db.schema.alterTable('layers').dropColumn('revision').execute();
}
