import { sql } from 'kysely';
import { type DatabaseOpening, openInThread } from '../../db/database.js';
import { inTransaction } from '../../lib/transaction.js';
import { deleteUnusedImages, listImagesUsedWithin } from '../images/images.service.js';
import { lowerThisThreadPriority } from '../../lib/thread-priority.js';

/** Deleting the points of big layers in batches on a background thread (lib/background-threads.ts,
 *  docs/decisions/0022): never imported by the server's main thread, only run by the pool. Each
 *  batch of DELETE_BATCH points is a transaction of its own on the worker's own connection: the
 *  points (their comments, votes, history, follows and image uses go with them by cascade) and the
 *  photos nothing uses any more (images.service.ts deleteUnusedImages). A write of the main
 *  thread waits at most one batch. The caller checked the rights and deletes the layers
 *  themselves afterwards (layers.service.ts deleteLayer, workspaces.service.ts deleteWorkspace). */

/** What the main thread sends: the database and the layers whose points go. */
export type DeletePointsTask = { opening: DatabaseOpening; layerIds: string[] };
/** What it answers: the points deleted and the images whose rows went, whose files the caller
 *  removes from the image store after its own commit. */
export type DeletePointsResult = { points: number; images: string[] };

/** Points per batch: on SQLite about 20 ms of writing each, with their cascades. */
export const DELETE_BATCH = 500;

// This thread yields the CPU to the main thread (lib/thread-priority.ts).
lowerThisThreadPriority();

export default async function deletePointsOfLayers(task: DeletePointsTask): Promise<DeletePointsResult> {
  const db = openInThread(task.opening);
  try {
    const result: DeletePointsResult = { points: 0, images: [] };
    for (const layerId of task.layerIds) {
      for (;;) {
        const batch = await inTransaction(db, async (trx) => {
          const ids = (await trx.selectFrom('points').select('id').where('layer_id', '=', layerId).limit(DELETE_BATCH).execute()).map((r) => r.id);
          if (ids.length === 0) return { points: 0, images: [] };
          const images = await listImagesUsedWithin(trx, { pointIds: ids });
          await trx.deleteFrom('points').where('id', 'in', ids).execute();
          return { points: ids.length, images: await deleteUnusedImages(trx, images) };
        });
        if (batch.points === 0) break;
        result.points += batch.points;
        result.images.push(...batch.images);
      }
    }
    // On SQLite the batches grew the write-ahead log by the whole layer: copy it back into the
    // database here, so that the next commit of the server's main thread does not (its automatic
    // checkpoint would hold the event loop for the whole log).
    if (task.opening.database.kind === 'sqlite' && result.points > 0) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    return result;
  } finally {
    await db.destroy();
  }
}
