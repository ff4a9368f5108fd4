/** Corners snapped onto the project's boundary, as the server sees them (docs/product.md §25.1
 *  „a corner near the project's boundary snaps onto it“, §17.1). Geoman snaps a corner onto the
 *  boundary's edge as the map draws it, in screen pixels: unprojected to degrees the corner may lie
 *  a rounding error (or, on a long slanting edge, the difference between the map's straight line
 *  and the straight line in degrees) outside the ring that the contract's point-in-polygon test
 *  (isInsideBoundary, degrees WGS84) checks, so that a snapped corner could be
 *  refused with „Alle Ecken müssen innerhalb des Projektgebiets liegen …“. A corner outside the
 *  boundary but within the snapping distance of an edge is therefore put onto that edge in degrees,
 *  and, if rounding still leaves it outside, moved inside by the smallest step that the test accepts
 *  (at most 1e-7°, about a centimetre). */
import { isInsideBoundary, type Boundary } from '@mitmachkarte/contract';

/** A corner in degrees WGS84. */
export type LatLng = { lat: number; lng: number };

/** Pixels within which Geoman snaps a corner onto the boundary (lib/draw/drawing.ts, snapDistance). */
export const SNAP_DISTANCE_PX = 15;

/** Degrees of latitude that `px` screen pixels span at web-map zoom `zoom` near latitude `lat`
 *  (256-pixel tiles, spherical Mercator: 360° / (256 · 2^zoom) of longitude per pixel). */
export const pixelsToDegrees = (px: number, zoom: number, lat: number) => (px * 360 * Math.cos((lat * Math.PI) / 180)) / (256 * 2 ** zoom);

/** The rings of a boundary, [longitude, latitude] positions. */
const ringsOf = (boundary: Boundary) => (boundary.type === 'Polygon' ? [boundary.coordinates] : boundary.coordinates).flat();

/** Steps (degrees) and directions tried to move a corner on the edge inside. */
const STEPS = [1e-10, 1e-9, 1e-8, 1e-7];
const DIRECTIONS = Array.from({ length: 8 }, (_, i) => [Math.cos((i * Math.PI) / 4), Math.sin((i * Math.PI) / 4)] as const);

/** `corner` itself when it lies inside `boundary` (or there is none) or farther than `tolerance`
 *  (degrees of latitude; longitudes count by the cosine of the latitude) from every edge; else the
 *  nearest point of the nearest edge, moved inside if rounding leaves it outside. */
export function settleOnBoundary(corner: LatLng, boundary: Boundary | null, tolerance: number): LatLng {
  if (!boundary || isInsideBoundary(boundary, corner.lat, corner.lng)) return corner;
  const k = Math.cos((corner.lat * Math.PI) / 180);
  let best: { lat: number; lng: number; distance: number } | undefined;
  for (const ring of ringsOf(boundary)) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [aLng, aLat] = ring[i]!;
      const [bLng, bLat] = ring[i + 1]!;
      // In a plane where a degree of longitude counts cos(latitude) of one of latitude.
      const [ax, ay, bx, by, px, py] = [aLng! * k, aLat!, bLng! * k, bLat!, corner.lng * k, corner.lat];
      const length2 = (bx - ax) ** 2 + (by - ay) ** 2;
      const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length2));
      const [x, y] = [ax + t * (bx - ax), ay + t * (by - ay)];
      const distance = Math.hypot(px - x, py - y);
      if (!best || distance < best.distance) best = { lat: y, lng: x / k, distance };
    }
  }
  if (!best || best.distance > tolerance) return corner;
  if (isInsideBoundary(boundary, best.lat, best.lng)) return { lat: best.lat, lng: best.lng };
  for (const step of STEPS) {
    for (const [dx, dy] of DIRECTIONS) {
      const moved = { lat: best.lat + dy * step, lng: best.lng + (dx * step) / k };
      if (isInsideBoundary(boundary, moved.lat, moved.lng)) return moved;
    }
  }
  return corner;
}
