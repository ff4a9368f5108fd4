import type { EntryShape, LngLat } from '@mitmachkarte/contract';
import { german, say } from '../../../i18n/messages.js';
import { positionProblems } from './source.js';

/** The geometry of an imported row (docs/product.md §18.6, §25.1; docs/decisions/0046), from the
 *  GeoJSON-like form every reader brings it into (`type` and nested `coordinates`, whatever the
 *  file's own encoding: GeoJSON, WKB of a GeoPackage, KML, WKT of a CSV): a point's position, or
 *  a line or an area of one ring. A MultiLineString or MultiPolygon of one part is that part;
 *  of several parts, an area with holes, or any other type, the row is refused with a German
 *  message. Whether the map accepts the kind, and geometryProblem, are checked later
 *  (import/check.ts). */

/** Nested coordinates: a position is an array of numbers. */
export type Coordinates = number | Coordinates[];
/** A geometry as read from a file. */
export type RawGeometry = { type: string; coordinates: Coordinates };

/** What a row's geometry is: a point, a line or an area, or why it is refused. */
export type RowShape =
  | { latitude: number; longitude: number; altitude: number; geometry?: undefined; problems: readonly string[] }
  | { latitude: number; longitude: number; altitude: 0; geometry: EntryShape; problems: readonly string[] };

const refused = (problem: string): RowShape => ({ latitude: NaN, longitude: NaN, altitude: 0, problems: [problem] });
const broken = () => refused(german(say('brokenGeometry')));

/** A position's [longitude, latitude] (its height left out), or undefined when it is none. */
function positionOf(c: Coordinates): LngLat | undefined {
  if (!Array.isArray(c) || c.length < 2 || !c.every((n) => typeof n === 'number' && Number.isFinite(n))) return undefined;
  return [c[0] as number, c[1] as number];
}

/** The positions of a list, or undefined when one is none. */
function positionsOf(c: Coordinates): LngLat[] | undefined {
  if (!Array.isArray(c)) return undefined;
  const positions = c.map(positionOf);
  return positions.every((p) => p !== undefined) ? (positions as LngLat[]) : undefined;
}

/** The shape of `raw` (see the module's comment). */
export function shapeOf(raw: RawGeometry): RowShape {
  const { type, coordinates: c } = raw;
  switch (type) {
    case 'Point': {
      const p = Array.isArray(c) && c.length >= 2 && c.every((n) => typeof n === 'number') ? (c as number[]) : undefined;
      if (!p) return broken();
      const [longitude, latitude, altitude] = p as [number, number, number?];
      return { latitude, longitude, altitude: altitude ?? 0, problems: positionProblems(latitude, longitude) };
    }
    case 'LineString': {
      const positions = positionsOf(c);
      return positions ? withPositions({ type: 'LineString', coordinates: positions }) : broken();
    }
    case 'Polygon': {
      if (!Array.isArray(c) || c.length === 0) return broken();
      if (c.length > 1) return refused(german(say('importHoles')));
      const ring = positionsOf(c[0]!);
      return ring ? withPositions({ type: 'Polygon', coordinates: [ring] }) : broken();
    }
    case 'MultiLineString': case 'MultiPolygon': {
      if (!Array.isArray(c)) return broken();
      if (c.length !== 1) return refused(german(say('importParts', { type, parts: c.length })));
      return shapeOf({ type: type.slice('Multi'.length), coordinates: c[0]! });
    }
    default:
      return refused(german(say('notAPoint', { type })));
  }
}

/** A line or an area whose corners all lie within WGS84's range; the position is filled in by the
 *  check (its centre), once geometryProblem found nothing. */
function withPositions(geometry: EntryShape): RowShape {
  const corners = geometry.type === 'LineString' ? geometry.coordinates : geometry.coordinates[0];
  for (const [lng, lat] of corners) {
    const problems = positionProblems(lat, lng);
    if (problems.length > 0) return { latitude: NaN, longitude: NaN, altitude: 0, problems };
  }
  return { latitude: NaN, longitude: NaN, altitude: 0, geometry, problems: [] };
}
