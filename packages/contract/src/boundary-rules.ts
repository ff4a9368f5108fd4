import { FIELD_MESSAGES } from './field-messages.js';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Boundary } from './map-area.js';

/** Whether a point lies in a project's area (docs/product.md §17.1), without zod and apart from the
 *  other map area rules (map-area-rules.ts): only saving a point needs it, and with it Turf's
 *  point-in-polygon test (docs/runtime.md §3). */

/** Why a point outside the project's boundary is refused (docs/product.md §17.1). */
export const OUTSIDE_BOUNDARY = FIELD_MESSAGES.outsideBoundary;

/** Whether the position (degrees WGS84) lies inside `boundary` or on its edge; true without a
 *  boundary. Holes of polygons are outside. */
export const isInsideBoundary = (boundary: Boundary | null, lat: number, lng: number): boolean =>
  boundary === null || booleanPointInPolygon([lng, lat], { type: boundary.type, coordinates: boundary.coordinates } as Parameters<typeof booleanPointInPolygon>[1]);
