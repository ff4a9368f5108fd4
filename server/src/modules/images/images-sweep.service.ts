import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import type { ImageStore } from './image-store.js';
import { deleteImageRowIfUnused, listExistingImageIds, listUnusedImageIds } from './images.repository.js';

/** Age after which an image that no point or category uses is removed: a photo is
 *  uploaded before its point is saved, an icon before its layer. */
export const UNUSED_IMAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How often each server process sweeps. */
export const IMAGE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Rows looked at per batch, so one sweep never holds many ids in memory. */
const BATCH_SIZE = 200;

/** Creation time of a UUID v7 in ms since the epoch (its first 48 bits). */
const createdAtOfId = (id: string) => parseInt(id.replaceAll('-', '').slice(0, 12), 16);

/** Removes the images created more than `olderThanMs` before `now` that no point (deleted ones
 *  included: they can be restored) and no category icon uses: first the row, then the files.
 *  Then removes files without a row whose id (UUID v7) is older than that: left by a crash during
 *  an upload. Safe to run in several processes at once. Returns the ids removed. `batchSize`: ids
 *  looked at per query. */
export async function sweepUnusedImages(db: Db, store: ImageStore, olderThanMs: number, now = new Date(), batchSize = BATCH_SIZE): Promise<string[]> {
  const cutoffMs = now.getTime() - olderThanMs;
  const cutoff = new Date(cutoffMs).toISOString();
  const removed: string[] = [];
  const skipped = new Set<string>();
  for (;;) {
    const ids = (await listUnusedImageIds(db, cutoff, batchSize + skipped.size)).filter((id) => !skipped.has(id));
    for (const id of ids) {
      if (await deleteImageRowIfUnused(db, id)) {
        await store.delete(id);
        removed.push(id);
      } else {
        skipped.add(id);
      }
    }
    if (ids.length < batchSize) break;
  }
  let batch: string[] = [];
  const removeOrphans = async () => {
    const existing = await listExistingImageIds(db, batch);
    for (const id of batch.filter((x) => !existing.has(x))) {
      await store.delete(id);
      removed.push(id);
    }
    batch = [];
  };
  for await (const id of store.list()) {
    if (createdAtOfId(id) >= cutoffMs) continue;
    batch.push(id);
    if (batch.length >= batchSize) await removeOrphans();
  }
  await removeOrphans();
  return removed;
}

/** Sweeps a minute after start and then every IMAGE_SWEEP_INTERVAL_MS (lib/periodic.ts). Returns
 *  a stop function. */
export const scheduleImageSweep = (db: Db, store: ImageStore, log: FastifyBaseLogger): (() => void) =>
  schedulePeriodic(log, { done: 'removed unused images', failed: 'sweep of unused images failed' },
    async () => (await sweepUnusedImages(db, store, UNUSED_IMAGE_MAX_AGE_MS)).length, { db, name: 'image-sweep', intervalMs: IMAGE_SWEEP_INTERVAL_MS });
