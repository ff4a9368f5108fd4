import type { Db } from '../../db/database.js';
import type { OrganisationsTable } from '../../db/schema.js';

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
