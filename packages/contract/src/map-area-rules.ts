import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Boundary, MapView } from './map-area.js';

/** The map area's constants and checks without its zod schemas (those are in map-area.ts), so that
 *  the map can use them without loading zod (docs/runtime.md §3). */

/** Why a point outside the project's boundary is refused (docs/product.md §17.1). */
export const OUTSIDE_BOUNDARY = 'Der Punkt liegt außerhalb des Projektgebiets. Bitte setzen Sie ihn innerhalb des Gebiets, das auf der Karte umrandet ist.';

/** Whether the position (degrees WGS84) lies inside `boundary` or on its edge; true without a
 *  boundary. Holes of polygons are outside. */
export const isInsideBoundary = (boundary: Boundary | null, lat: number, lng: number): boolean =>
  boundary === null || booleanPointInPolygon([lng, lat], { type: boundary.type, coordinates: boundary.coordinates } as Parameters<typeof booleanPointInPolygon>[1]);

/** Where a layer's map opens (docs/product.md §17.1): its own start view, else its workspace's;
 *  null for neither. */
export const startViewOf = (layer: { MapView: MapView | null } | undefined, workspace: { MapView: MapView | null } | undefined): MapView | null =>
  layer?.MapView ?? workspace?.MapView ?? null;
