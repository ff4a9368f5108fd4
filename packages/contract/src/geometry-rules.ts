import { area } from '@turf/area';
import { centerOfMass } from '@turf/center-of-mass';
import { length } from '@turf/length';
import { isInsideBoundary } from './boundary-rules.js';
import type { Boundary } from './map-area.js';

/** Lines and areas as entries (docs/product.md §25.1; docs/decisions/0046): their kinds, limits,
 *  checks, measures and centre, without zod schemas (those are in geometry.ts), so that the map
 *  app's drawing and the server check alike. Positions are GeoJSON's [longitude, latitude] in
 *  degrees WGS84 (RFC 7946 §3.1.1). */

/** What a map accepts as an entry: a point, a line, an area. */
export const GEOMETRY_KINDS = ['point', 'line', 'polygon'] as const;
export type GeometryKind = (typeof GEOMETRY_KINDS)[number];

/** Most corners of a line or an area (a closed ring's repeated first corner not counted). */
export const GEOMETRY_MAX_VERTICES = 500;
/** The widest line or area in either direction (degrees): about 111 × 68 km in Germany. */
export const GEOMETRY_SPAN_MAX_DEGREES = 1;

/** [longitude, latitude] in degrees WGS84. */
export type LngLat = [number, number];
export type LineShape = { type: 'LineString'; coordinates: LngLat[] };
/** An area: one closed ring (first = last position), no holes. */
export type AreaShape = { type: 'Polygon'; coordinates: [LngLat[]] };
/** The geometry of an entry that is not a point. */
export type EntryShape = LineShape | AreaShape;

/** The kind of an entry by its geometry: a point when it has none. */
export const kindOfGeometry = (geometry: EntryShape | null | undefined): GeometryKind =>
  !geometry ? 'point' : geometry.type === 'LineString' ? 'line' : 'polygon';

/** The corners of a line, or of an area without its ring's repeated first corner. */
export const cornersOf = (geometry: EntryShape): LngLat[] =>
  geometry.type === 'LineString' ? geometry.coordinates : geometry.coordinates[0].slice(0, -1);

/** A box in degrees WGS84. */
export type GeometryBounds = { minLat: number; minLng: number; maxLat: number; maxLng: number };

/** The bounding box of the geometry's corners. */
export function boundsOfGeometry(geometry: EntryShape): GeometryBounds {
  const corners = cornersOf(geometry);
  const lats = corners.map((c) => c[1]);
  const lngs = corners.map((c) => c[0]);
  return { minLat: Math.min(...lats), minLng: Math.min(...lngs), maxLat: Math.max(...lats), maxLng: Math.max(...lngs) };
}

/** The centre by which overviews place and cluster the entry (degrees WGS84): the centre of mass
 *  of an area or of a line's corners (Turf's centerOfMass). */
export function centreOfGeometry(geometry: EntryShape): { Latitude: number; Longitude: number } {
  const [lng, lat] = centerOfMass(geometry).geometry.coordinates as LngLat;
  return { Latitude: lat, Longitude: lng };
}

/** The length of a line, or the perimeter of an area (metres, on the sphere: Turf's length). */
export const lengthMetres = (geometry: EntryShape): number =>
  length({ type: 'Feature', properties: {}, geometry: geometry.type === 'LineString' ? geometry : { type: 'LineString', coordinates: geometry.coordinates[0] } }, { units: 'meters' });

/** The area of an area (m², geodesic: Turf's area); 0 for a line. */
export const areaSquareMetres = (geometry: EntryShape): number =>
  geometry.type === 'Polygon' ? area(geometry) : 0;

/** The sign of the turn a → b → c (+1 left, -1 right, 0 in line). */
const turn = (a: LngLat, b: LngLat, c: LngLat) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));

const onSegment = (a: LngLat, b: LngLat, c: LngLat) =>
  Math.min(a[0], b[0]) <= c[0] && c[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= c[1] && c[1] <= Math.max(a[1], b[1]);

/** Whether the segments p1–p2 and q1–q2 meet (touching or lying on each other included). */
function segmentsMeet(p1: LngLat, p2: LngLat, q1: LngLat, q2: LngLat): boolean {
  const [d1, d2, d3, d4] = [turn(q1, q2, p1), turn(q1, q2, p2), turn(p1, p2, q1), turn(p1, p2, q2)];
  if (d1 !== d2 && d3 !== d4 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return true;
  return (d1 === 0 && onSegment(q1, q2, p1)) || (d2 === 0 && onSegment(q1, q2, p2))
    || (d3 === 0 && onSegment(p1, p2, q1)) || (d4 === 0 && onSegment(p1, p2, q2));
}

/** Whether all the positions lie on one straight line (in degrees: exact for the short spans of
 *  entries). */
export const onOneLine = (positions: readonly LngLat[]): boolean =>
  positions.every((p, i) => i < 2 || turn(positions[0]!, positions[1]!, p) === 0);

/** Whether a chain of positions is simple: no two of its edges meet except neighbours at their
 *  shared corner, and neighbours do not fold back onto each other (OGC Simple Features: a simple
 *  line, a valid polygon's ring). `closed`: the chain is a ring (first = last), whose first and
 *  last edges are neighbours too. O(n²) for n ≤ GEOMETRY_MAX_VERTICES. */
export function isSimpleChain(chain: readonly LngLat[], closed: boolean): boolean {
  const n = chain.length - 1;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const neighbours = j === i + 1 || (closed && i === 0 && j === n - 1);
      if (neighbours) {
        // Neighbours share one corner; they meet elsewhere only when the second turns back on the first.
        const [a, b, c] = j === i + 1 ? [chain[i]!, chain[j]!, chain[j + 1]!] : [chain[j]!, chain[i]!, chain[i + 1]!];
        if (turn(a, b, c) === 0 && (onSegment(a, b, c) || onSegment(b, c, a))) return false;
        continue;
      }
      if (segmentsMeet(chain[i]!, chain[i + 1]!, chain[j]!, chain[j + 1]!)) return false;
    }
  }
  return true;
}

/** Why a line or an area is refused, or undefined when it is fine (docs/product.md §25.1):
 *  - `tooFew`: a line with fewer than 2 different corners, an area with fewer than 3;
 *  - `tooMany`: more than GEOMETRY_MAX_VERTICES corners;
 *  - `notClosed`: an area whose ring does not end where it starts;
 *  - `tooWide`: wider than GEOMETRY_SPAN_MAX_DEGREES in either direction;
 *  - `crossing`: it crosses or touches itself (also a corner given twice in a row);
 *  - `empty`: an area without area (all corners on one line);
 *  - `outside`: a corner outside the project's boundary (every corner is checked). */
export function geometryProblem(geometry: EntryShape, boundary: Boundary | null = null):
  'tooFew' | 'tooMany' | 'notClosed' | 'tooWide' | 'crossing' | 'empty' | 'outside' | undefined {
  const corners = cornersOf(geometry);
  const distinct = new Set(corners.map((c) => `${c[0]},${c[1]}`)).size;
  if (distinct < (geometry.type === 'LineString' ? 2 : 3)) return 'tooFew';
  if (corners.length > GEOMETRY_MAX_VERTICES) return 'tooMany';
  if (geometry.type === 'Polygon') {
    const ring = geometry.coordinates[0];
    const [first, last] = [ring[0]!, ring.at(-1)!];
    if (ring.length < 4 || first[0] !== last[0] || first[1] !== last[1]) return 'notClosed';
  }
  const b = boundsOfGeometry(geometry);
  if (b.maxLat - b.minLat > GEOMETRY_SPAN_MAX_DEGREES || b.maxLng - b.minLng > GEOMETRY_SPAN_MAX_DEGREES) return 'tooWide';
  if (geometry.type === 'Polygon' && onOneLine(corners)) return 'empty';
  const chain = geometry.type === 'LineString' ? geometry.coordinates : geometry.coordinates[0];
  if (!isSimpleChain(chain, geometry.type === 'Polygon')) return 'crossing';
  if (corners.some(([lng, lat]) => !isInsideBoundary(boundary, lat, lng))) return 'outside';
  return undefined;
}
