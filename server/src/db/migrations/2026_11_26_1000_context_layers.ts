import type { Kysely } from 'kysely';

/** Context layers of a layer (docs/product.md §17.7): `layers.context_layers`, a JSON list of
 *  contract ContextLayer; existing layers get none ('[]'), everything else they hold stays.
 *  Portable SQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('layers').addColumn('context_layers', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('layers').dropColumn('context_layers').execute();
}
