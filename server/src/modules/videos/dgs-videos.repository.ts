import type { Db } from '../../db/database.js';
import type { DgsVideosTable } from '../../db/schema.js';

/** SQL of the videos in Deutsche Gebärdensprache (docs/product.md §23.3). */

/** The videos of an organisation, any order. */
export const listDgsVideoRows = (db: Db, organisationId: string) =>
  db.selectFrom('dgs_videos').selectAll().where('organisation_id', '=', organisationId).execute();

export const findDgsVideoRow = (db: Db, organisationId: string, slot: string) =>
  db.selectFrom('dgs_videos').selectAll().where('organisation_id', '=', organisationId).where('slot', '=', slot).executeTakeFirst();

export const findDgsVideoByFile = (db: Db, fileId: string) =>
  db.selectFrom('dgs_videos').selectAll().where('file_id', '=', fileId).executeTakeFirst();

/** Makes `row` the video of its organisation's slot, replacing the one there (deleted first). */
export async function replaceDgsVideoRow(db: Db, row: DgsVideosTable): Promise<void> {
  await deleteDgsVideoRow(db, row.organisation_id, row.slot);
  await db.insertInto('dgs_videos').values(row).execute();
}

export const deleteDgsVideoRow = (db: Db, organisationId: string, slot: string) =>
  db.deleteFrom('dgs_videos').where('organisation_id', '=', organisationId).where('slot', '=', slot).execute();

export const updateCaptionsBytes = (db: Db, organisationId: string, slot: string, bytes: number | null) =>
  db.updateTable('dgs_videos').set({ captions_bytes: bytes }).where('organisation_id', '=', organisationId).where('slot', '=', slot).execute();
