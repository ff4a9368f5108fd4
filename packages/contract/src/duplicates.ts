import { z } from 'zod';
import { Id } from './common.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';
import { Point } from './point.js';
import { StatusKey } from './status.js';

/** „Wurde das schon gemeldet?“ and merging duplicates (docs/product.md §24.3, docs/decisions/0040). */

/** How far around a new entry the hint looks by default (metres), as FixMyStreet's and Mark-a-Spot's
 *  hints do at a larger scale; a layer may choose 0 (no hint) to DUPLICATE_RADIUS_MAX. */
export const DUPLICATE_RADIUS_DEFAULT = 50;
/** The widest radius a layer may choose (metres): wider, the hint would name entries the visitor
 *  cannot tell apart from theirs. */
export const DUPLICATE_RADIUS_MAX = 500;
/** At most this many entries are offered, the nearest first. */
export const NEARBY_LIMIT = 5;

/** A layer's radius of the hint in whole metres, 0 to DUPLICATE_RADIUS_MAX (0: off). */
export const DuplicateRadius = z.number({ error: fieldMessage('duplicateRadius', { max: DUPLICATE_RADIUS_MAX }) })
  .int({ error: fieldMessage('duplicateRadius', { max: DUPLICATE_RADIUS_MAX }) })
  .min(0, { error: fieldMessage('duplicateRadius', { max: DUPLICATE_RADIUS_MAX }) })
  .max(DUPLICATE_RADIUS_MAX, { error: fieldMessage('duplicateRadius', { max: DUPLICATE_RADIUS_MAX }) });

/** A decimal number of a query string within [min, max] (no empty text, no exponent). */
const coordinate = (min: number, max: number, message: string) =>
  z.string({ error: message }).regex(/^-?\d{1,3}(\.\d{1,15})?$/, { error: message }).transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));

/** GET /gis/layer/{id}/nearby query: where the new entry stands (degrees WGS84) and, on a layer
 *  with categories, its category's name. */
export const NearbyQuery = z.strictObject({
  lat: coordinate(-90, 90, FIELD_MESSAGES.nearbyLatitude),
  lon: coordinate(-180, 180, FIELD_MESSAGES.nearbyLongitude),
  category: z.string({ error: FIELD_MESSAGES.nearbyCategory }).min(1, { error: FIELD_MESSAGES.nearbyCategory })
    .max(200, { error: FIELD_MESSAGES.nearbyCategory }).optional(),
});
export type NearbyQuery = z.infer<typeof NearbyQuery>;

/** One entry near the new one: the entry as its lists answer it and its distance in whole metres. */
export const NearbyEntry = z.object({ Distance: z.number(), Point: Point });
export type NearbyEntry = z.infer<typeof NearbyEntry>;

/** The answer of GET /gis/layer/{id}/nearby: the layer's radius (metres; 0: the hint is off) and
 *  the open public entries of the category within it, at most NEARBY_LIMIT, nearest first. */
export const NearbyAnswer = z.object({ Radius: z.number(), Entries: z.array(NearbyEntry) });
export type NearbyAnswer = z.infer<typeof NearbyAnswer>;

/** POST /gis/point/{id}/merge body: the entry of the same layer that the entry `id` duplicates,
 *  and the status that closes the duplicate (one of the layer's closed statuses; left out: the
 *  last of them, „Abgelehnt“ among the defaults; on a layer without one the status stays). */
export const MergeBody = z.strictObject({ Into: Id, Status: StatusKey.optional() });
export type MergeBody = z.infer<typeof MergeBody>;

/** The answer of a merge: how many votes and followers moved to the original (those it had of the
 *  same people already are not counted), and the duplicate as it is afterwards. */
export const MergeResult = z.object({ Votes: z.number(), Followers: z.number(), Point: Point });
export type MergeResult = z.infer<typeof MergeResult>;
