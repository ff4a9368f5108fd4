import type { BoundingBox } from '@mitmachkarte/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { DB } from '../../../db/schema.js';

/** The one rule of „in the box“ (degrees WGS84, edges included; docs/product.md §25.1): a point
 *  is in it by its position (positionInBox, index points_layer_bbox), a line or an area when its
 *  bounding box meets the box (extentMeetsBox, index points_layer_extent), so that a line crossing
 *  the box is found even when its centre lies outside; a shape's centre lies within its bounding
 *  box, so one centred inside is found too. Callers query the two apart, each on its index, and ask
 *  for the layer's widestShape first: without lines and areas the second query is not made, and
 *  with them its range of the index is bounded on both sides (docs/decisions/0046). */

/** Whether an entry is a point whose position lies in the box `b` (degrees). Lines and areas are
 *  left to extentMeetsBox: else each found by both queries would be read twice. */
export const positionInBox = (eb: ExpressionBuilder<DB, 'points'>, b: BoundingBox) => eb.and([
  eb('points.geometry', 'is', null), eb('points.longitude', '>=', b.minLon), eb('points.longitude', '<=', b.maxLon), eb('points.latitude', '>=', b.minLat), eb('points.latitude', '<=', b.maxLat),
]);

/** Whether a line's or an area's bounding box meets the box `b` (degrees; never for a point).
 *  `widest` is widestShape of the entry's layer: a shape meeting the box starts (min_lng) at most
 *  that far west of it, so the index points_layer_extent is read from there to the box's east
 *  edge, not from the layer's west end (a tenth of a millimetre more for rounding). */
export const extentMeetsBox = (eb: ExpressionBuilder<DB, 'points'>, b: BoundingBox, widest: number) => eb.and([
  eb('points.min_lng', '<=', b.maxLon), eb('points.min_lng', '>=', b.minLon - widest - 1e-9),
  eb('points.max_lng', '>=', b.minLon), eb('points.min_lat', '<=', b.maxLat), eb('points.max_lat', '>=', b.minLat),
]);

/** The largest east–west extent (max_lng − min_lng, degrees) of any line or area ever stored in
 *  layer `layerId` (deleted, hidden and pending ones too: a bound, not a list), or undefined when
 *  it has none. One step down index points_layer_shape_width on SQLite and PostgreSQL. */
export async function widestShape(db: Db, layerId: string): Promise<number | undefined> {
  const row = await db.selectFrom('points').where('layer_id', '=', layerId)
    .select((eb) => eb.fn.max<number | null>(eb('max_lng', '-', eb.ref('min_lng'))).as('w')).executeTakeFirst();
  return row?.w == null ? undefined : Number(row.w);
}
