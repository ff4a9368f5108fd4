import type { Db } from '../../db/database.js';
import type { PointReportersTable } from '../../db/schema.js';

/** SQL of the people entries were recorded for (docs/product.md §16.12). */

export const insertReporter = (db: Db, row: PointReportersTable) => db.insertInto('point_reporters').values(row).execute();

/** The reporter of entry `pointId`, if a team member recorded it for someone. */
export const findReporter = (db: Db, pointId: string) =>
  db.selectFrom('point_reporters').select(['point_id', 'channel', 'name', 'email', 'phone', 'status_mails', 'host'])
    .where('point_id', '=', pointId).executeTakeFirst();

/** The channels of the reporters of the entries `pointIds` (at most a page of an export). */
export const listChannels = async (db: Db, pointIds: readonly string[]): Promise<Map<string, string>> => {
  if (pointIds.length === 0) return new Map();
  const rows = await db.selectFrom('point_reporters').select(['point_id', 'channel']).where('point_id', 'in', pointIds).execute();
  return new Map(rows.map((r) => [r.point_id, r.channel]));
};

/** The reporter of a live entry who gets the status mails, with what a mail about the entry names. */
export const findMailedReporter = (db: Db, pointId: string) =>
  db.selectFrom('point_reporters').innerJoin('points', 'points.id', 'point_reporters.point_id').innerJoin('layers', 'layers.id', 'points.layer_id')
    .select(['point_reporters.email', 'point_reporters.host', 'points.id', 'points.attributes', 'points.deleted_at', 'layers.id as layer_id',
      'layers.workspace_id', 'layers.name as layer_name', 'layers.schema as layer_schema'])
    .where('point_reporters.point_id', '=', pointId).where('point_reporters.status_mails', '=', 1).where('point_reporters.email', '<>', '')
    .where('points.deleted_at', 'is', null).executeTakeFirst();

/** The entry an unsubscribe link is about, and whether its reporter still gets mails. */
export const findReporterLink = (db: Db, pointId: string) =>
  db.selectFrom('point_reporters').innerJoin('points', 'points.id', 'point_reporters.point_id').innerJoin('layers', 'layers.id', 'points.layer_id')
    .select(['point_reporters.status_mails', 'points.attributes', 'points.deleted_at', 'layers.name as layer_name', 'layers.schema as layer_schema'])
    .where('point_reporters.point_id', '=', pointId).executeTakeFirst();

/** Ends the status mails of the reporter of `pointId`. */
export const stopReporterMails = (db: Db, pointId: string) =>
  db.updateTable('point_reporters').set({ status_mails: 0 }).where('point_id', '=', pointId).execute();
