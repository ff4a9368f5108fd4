import { sql, SqliteAdapter } from 'kysely';
import type { Db } from '../../db/database.js';

/** SQL of the check of the database against the image store (images-check.service.ts, `npm run
 *  fsck`): reads only, in pages by id. */

/** Whether `db` is a SQLite database (PostgreSQL otherwise). */
export const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/** SQLite's PRAGMA integrity_check, then foreign_key_check: 'ok', or what they found. */
export async function sqliteIntegrity(db: Db): Promise<string> {
  const rows = (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows;
  const result = rows.map((r) => r.integrity_check).join('; ');
  if (result !== 'ok') return result;
  const fk = (await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(db)).rows;
  return fk.length === 0 ? 'ok' : `foreign_key_check: ${fk.length} rows point at missing rows`;
}

/** At most `limit` image ids after `after`, in id order. */
export const pageOfImageIds = (db: Db, after: string, limit: number) =>
  db.selectFrom('images').select('id').where('id', '>', after).orderBy('id').limit(limit).execute();

/** At most `limit` files of DGS videos after `after`, in id order, with whether each has captions
 *  (docs/product.md §23.3). */
export const pageOfVideoFiles = (db: Db, after: string, limit: number) =>
  db.selectFrom('dgs_videos').select(['file_id', 'captions_bytes']).where('file_id', '>', after).orderBy('file_id').limit(limit).execute();

/** At most `limit` points (id and stored answers, deleted ones too) after `after`, in id order. */
export const pageOfPointAnswers = (db: Db, after: string, limit: number) =>
  db.selectFrom('points').select(['id', 'attributes']).where('id', '>', after).orderBy('id').limit(limit).execute();

/** Every layer's id and stored questionnaire with its category tree. */
export const listLayerQuestionnaires = (db: Db) => db.selectFrom('layers').select(['id', 'schema']).orderBy('id').execute();
