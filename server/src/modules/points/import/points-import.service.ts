import type { ImportMapping, ImportPreview, ImportResult } from '@mitmachkarte/contract';
import type { Actor } from '../../../access/actor.js';
import { requireManager, requireOpen } from '../../../access/gate.js';
import { getVisibleLayer } from '../../../access/visible.js';
import { openingOf, type Db } from '../../../db/database.js';
import { mapAreaOf } from '../../../db/records/workspace.record.js';
import { AppError } from '../../../lib/app-error.js';
import type { ImportTarget } from './check.js';
import { importOnImportWorker, previewOnImportWorker } from './import-pool.js';
import { say } from '../../../i18n/messages.js';

/** The import of entries into a layer (docs/product.md §18.6): managers of the layer's workspace
 *  send a file twice, for a preview and to import; both read and check every row the same way
 *  (import/check.ts). The rights are checked here, on the main thread; the file is then read,
 *  checked and its rows inserted on the import's worker thread (import/import-worker.ts,
 *  docs/decisions/0024), so that no other request waits for it. */

type ImportRequest = { bytes: Uint8Array; mapping?: ImportMapping; name: string };

/** POST /gis/import/{layerId}/preview: the file's fields, the mapping (as sent, else suggested),
 *  its first rows as they would be stored and the rows refused with why. Writes nothing. */
export async function previewImport(db: Db, actor: Actor, layerId: string, request: ImportRequest): Promise<ImportPreview> {
  const target = await importTarget(db, actor, layerId);
  return oneAtATime(() => previewOnImportWorker({ ...request, ...target, actor, opening: openingOf(db) }));
}

/** POST /gis/import/{layerId}: adds every row of the file as an entry, all in one transaction
 *  with its audit entry, or none: 400 naming the refused rows when one fails a check. The
 *  entries start at the layer's first status, public, approved, and written by the manager.
 *  The transaction is the worker's, on a connection of its own (import/import-worker.ts). */
export async function runImport(db: Db, actor: Actor, layerId: string, request: ImportRequest): Promise<ImportResult> {
  const target = await importTarget(db, actor, layerId);
  return oneAtATime(() => importOnImportWorker({ ...request, ...target, actor, opening: openingOf(db) }));
}

/** Whether an import (preview or run) is under way in this process. */
let importing = false;

/** Runs `work` unless another import is under way in this process: 429 then. A file of a million
 *  rows takes hundreds of MiB while it is read and checked; one at a time keeps that bounded. */
export async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (importing) throw new AppError('RATE_LIMITED', say('importRunning'), undefined, 60);
  importing = true;
  try {
    return await work();
  } finally {
    importing = false;
  }
}

/** The layer the actor may import into, with their access: NOT_FOUND for invisible layers, 403
 *  for everyone in a closed project (docs/product.md §17.2, as POST /gis/point), 401/403 for
 *  non-managers. Checked before an import takes its slot (oneAtATime). */
async function importTarget(db: Db, actor: Actor, layerId: string): Promise<ImportTarget> {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  requireOpen(access.workspace);
  requireManager(actor, access);
  const { id, workspace_id, schema, statuses, geometries } = layer;
  return { layer: { id, workspace_id, schema, statuses, geometries }, boundary: mapAreaOf(access.workspace).Boundary };
}

