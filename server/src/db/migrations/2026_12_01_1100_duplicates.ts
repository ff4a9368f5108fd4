import type { Kysely } from 'kysely';

/** Duplicate entries (docs/product.md §24.3, docs/decisions/0040). Portable SQL for SQLite and
 *  PostgreSQL (docs/decisions/0001).
 *  - `layers.duplicate_radius`: how far around a new entry (metres) the map app looks for open
 *    entries of the same category („Wurde das schon gemeldet?“); 0 switches the hint off. 50 for
 *    every layer, existing ones too.
 *  - `points.duplicate_of`: the entry a merged duplicate was merged into; null for every other.
 *    Set null when that entry is removed for good (retention); indexed for that look-up. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('layers').addColumn('duplicate_radius', 'integer', (c) => c.notNull().defaultTo(50)).execute();
  await db.schema.alterTable('points').addColumn('duplicate_of', 'text', (c) => c.references('points.id').onDelete('set null')).execute();
  // Every deleted entry looks up the entries merged into it (the foreign key's `set null`): without
  // this index each deletion read the whole table, and deleting a layer of 60,000 entries took
  // minutes (test/points/big-layers.quiet.test.ts).
  await db.schema.createIndex('points_duplicate_of').on('points').column('duplicate_of').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('points_duplicate_of').execute();
  await db.schema.alterTable('points').dropColumn('duplicate_of').execute();
  await db.schema.alterTable('layers').dropColumn('duplicate_radius').execute();
}
