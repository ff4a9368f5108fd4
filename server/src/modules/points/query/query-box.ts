import type { BoundingBox } from '@mitmachkarte/contract';
import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** The one rule of „in the box“ (degrees WGS84, edges included; docs/product.md §25.1): an entry
 *  is in it when positionInBox or extentMeetsBox holds: a point by its position (index
 *  points_layer_bbox), a line or an area also when its bounding box meets the box (index
 *  points_layer_extent), so that a line crossing the box is found even when its centre lies
 *  outside. A point's min/max columns are null, so extentMeetsBox never holds for it. Callers
 *  query the two apart, each on its index. */

/** Whether an entry's position (a line's or an area's centre) lies in the box `b` (degrees). */
export const positionInBox = (eb: ExpressionBuilder<DB, 'points'>, b: BoundingBox) => eb.and([
  eb('points.longitude', '>=', b.minLon), eb('points.longitude', '<=', b.maxLon), eb('points.latitude', '>=', b.minLat), eb('points.latitude', '<=', b.maxLat),
]);

/** Whether a line's or an area's bounding box meets the box `b` (degrees; never for a point). */
export const extentMeetsBox = (eb: ExpressionBuilder<DB, 'points'>, b: BoundingBox) => eb.and([
  eb('points.min_lng', '<=', b.maxLon), eb('points.max_lng', '>=', b.minLon), eb('points.min_lat', '<=', b.maxLat), eb('points.max_lat', '>=', b.minLat),
]);
