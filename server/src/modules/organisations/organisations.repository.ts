import type { Db } from '../../db/database.js';
import type { OrganisationLogosTable, OrganisationsTable } from '../../db/schema.js';

/** SQL of the organisations module. Hosts are stored lower-case without a trailing dot. */
export const findOrganisationByHost = (db: Db, host: string) =>
  db.selectFrom('organisations').selectAll().where('host', '=', host).executeTakeFirst();

/** The organisation flagged as default, else the oldest one. */
export const findDefaultOrganisation = (db: Db) =>
  db.selectFrom('organisations').selectAll().orderBy('is_default', 'desc').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();

export const insertOrganisation = (db: Db, row: OrganisationsTable) => db.insertInto('organisations').values(row).execute();

/** Every organisation, by host. */
export const listOrganisationRows = (db: Db) => db.selectFrom('organisations').selectAll().orderBy('host').orderBy('id').execute();

/** The settings (`other`, JSON text) of every organisation. */
export const listOrganisationSettings = (db: Db) => db.selectFrom('organisations').select('other').execute();

export const findOrganisationById = (db: Db, id: string) =>
  db.selectFrom('organisations').selectAll().where('id', '=', id).executeTakeFirst();

export const updateOrganisationRow = (db: Db, id: string, changes: Partial<Omit<OrganisationsTable, 'id' | 'created_at'>>) =>
  db.updateTable('organisations').set(changes).where('id', '=', id).execute();

export const deleteOrganisationRow = (db: Db, id: string) => db.deleteFrom('organisations').where('id', '=', id).execute();

/** Makes `row` the only logo of its organisation: its earlier revisions' files go. */
export async function replaceLogoFiles(db: Db, row: OrganisationLogosTable): Promise<void> {
  await db.deleteFrom('organisation_logos').where('organisation_id', '=', row.organisation_id).execute();
  await db.insertInto('organisation_logos').values(row).execute();
}

/** Removes every logo file of the organisation `organisationId`. */
export const deleteLogoFiles = (db: Db, organisationId: string) =>
  db.deleteFrom('organisation_logos').where('organisation_id', '=', organisationId).execute();

/** The logo files of revision `revision`, if it is stored. */
export const findLogoFiles = (db: Db, revision: string) =>
  db.selectFrom('organisation_logos').select(['logo', 'icon_192', 'icon_512', 'icon_maskable']).where('revision', '=', revision).executeTakeFirst();
