import type { Job, PointsExportFormat } from '@mitmachkarte/contract';
import type { JobRow } from '../../db/schema.js';

/** A job as its owner sees it (contract Job): never the user id or the file's key in the store. */
export const presentJob = (row: JobRow): Job => ({
  ID: row.id,
  Kind: row.kind,
  Layer: row.layer_id,
  LayerName: row.layer_name,
  Format: row.format as PointsExportFormat,
  State: row.state,
  Done: Number(row.progress_done),
  Total: Number(row.progress_total),
  Message: row.message,
  FileName: row.file_name,
  // bigint: a string on PostgreSQL.
  FileSize: row.file_size === null ? null : Number(row.file_size),
  Created: row.created_at,
  Finished: row.finished_at,
  Expires: row.expires_at,
});
