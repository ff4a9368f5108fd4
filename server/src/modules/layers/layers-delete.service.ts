import { openingOf, type Db } from '../../db/database.js';
import { runInBackground, workerModule } from '../../lib/background-threads.js';
import { hasMorePointsThan, listLayerIdsOfWorkspace } from './layers.repository.js';
import type { DeletePointsResult, DeletePointsTask } from './layers-points-delete.worker.js';

/** Deleting big layers without holding the main thread (docs/product.md §17.7, docs/security.md,
 *  Big layers): a layer with more than SMALL_LAYER_POINTS points (deleted ones too) has them
 *  deleted in batches on a background thread first (layers-points-delete.worker.ts); the layer
 *  itself, its audit entry and its icons then go in one short transaction as for a small layer,
 *  so the DELETE routes answer as before. Should the server stop in between, the layer is left
 *  with fewer points and can be deleted again. */

/** Up to this many points a layer is deleted in one transaction on the main thread (~20 ms). */
export const SMALL_LAYER_POINTS = 2000;

const DELETE_WORKER = workerModule(import.meta.url, 'layers-points-delete.worker');

/** The layers among `layerIds` with more than SMALL_LAYER_POINTS points. */
export async function listBigLayers(db: Db, layerIds: readonly string[]): Promise<string[]> {
  const big: string[] = [];
  for (const id of layerIds) if (await hasMorePointsThan(db, id, SMALL_LAYER_POINTS)) big.push(id);
  return big;
}

/** Deletes the points of those of `layerIds` that are big (listBigLayers) in batches on a
 *  background thread; answers the images whose rows went with them, whose files the caller
 *  removes after its own commit. No rights check: the caller made it. */
export async function deletePointsOfBigLayers(db: Db, layerIds: readonly string[]): Promise<string[]> {
  const big = await listBigLayers(db, layerIds);
  if (big.length === 0) return [];
  const result = await runInBackground<DeletePointsTask, DeletePointsResult>(DELETE_WORKER, { opening: openingOf(db), layerIds: big });
  return result.images;
}

/** deletePointsOfBigLayers for the layers of the workspace `workspaceId` (DELETE
 *  /gis/workspace/{id}, workspaces.service.ts deleteWorkspace). */
export async function deletePointsOfBigLayersOfWorkspace(db: Db, workspaceId: string): Promise<string[]> {
  return deletePointsOfBigLayers(db, await listLayerIdsOfWorkspace(db, workspaceId));
}
