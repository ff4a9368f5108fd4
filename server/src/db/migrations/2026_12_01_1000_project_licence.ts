import type { Kysely } from 'kysely';

/** The licence of a project's public maps as open data (docs/product.md §24.4):
 *  `workspaces.licence`, an identifier of the DCAT-AP.de licence vocabulary (contract LICENCES,
 *  e.g. 'dl-by-de/2.0'); null while none is chosen, and then its maps stay out of the DCAT-AP.de
 *  catalogue. Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').addColumn('licence', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('licence').execute();
}
