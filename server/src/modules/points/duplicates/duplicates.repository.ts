import { offeredAsDuplicateWhere } from '../../../access/point.rules.js';
import type { Db } from '../../../db/database.js';
import { bumpRevisionOfPoint } from '../../../db/layer-revision.js';
import { POINT_COLUMNS } from '../../../db/records/point.columns.js';

/** SQL of „Wurde das schon gemeldet?“ and of merging duplicates (docs/product.md §24.3). */

/** Most candidates read from the box around a new entry; the nearest NEARBY_LIMIT of them are
 *  answered. A box of at most 1 km² rarely holds more open entries of one category. */
export const NEARBY_CANDIDATES = 500;

/** A box in degrees WGS84. */
export type DegreeBox = { minLat: number; maxLat: number; minLon: number; maxLon: number };

/** The entries of layer `layerId` inside `box` that the hint offers (access/point.rules.ts
 *  offeredAsDuplicateWhere with `openStatuses`), of category `category` where given (the category's
 *  answer as the answer index keeps it, docs/decisions/0027), at most NEARBY_CANDIDATES, on index
 *  points_layer_bbox. */
export const listNearbyCandidates = (db: Db, layerId: string, box: DegreeBox, openStatuses: readonly string[], category: string | undefined) =>
  db.selectFrom('points').select([...POINT_COLUMNS, 'points.created_by'])
    .where('points.layer_id', '=', layerId)
    .where('points.longitude', '>=', box.minLon).where('points.longitude', '<=', box.maxLon)
    .where('points.latitude', '>=', box.minLat).where('points.latitude', '<=', box.maxLat)
    .where((eb) => offeredAsDuplicateWhere(eb, openStatuses))
    .$if(category !== undefined, (q) => q.where((eb) => eb.exists(eb.selectFrom('point_answers').select('point_answers.point_id')
      .whereRef('point_answers.point_id', '=', 'points.id').where('point_answers.name', '=', 'category')
      .where('point_answers.text_value', '=', category!))))
    .limit(NEARBY_CANDIDATES).execute();

/** Marks the live point `id` as merged into `into` at `now`; false if it is no longer live or was
 *  merged meanwhile (another manager was faster). */
export async function markMerged(db: Db, id: string, into: string, now: string): Promise<boolean> {
  const result = await db.updateTable('points').set({ duplicate_of: into, updated_at: now })
    .where('id', '=', id).where('deleted_at', 'is', null).where('duplicate_of', 'is', null).executeTakeFirst();
  await bumpRevisionOfPoint(db, id);
  return Number(result.numUpdatedRows) === 1;
}
