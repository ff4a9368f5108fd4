import { areaSquareMetres, lengthMetres, type EntryGeometry } from '@mitmachkarte/contract';
import { geometryOfRow } from '../core/point-geometry.js';
import { roundCoordinate } from '../query/answer-columns.js';

/** How the exports and the GIS interface write an entry's geometry (docs/product.md §18.4, §20,
 *  §25.1; docs/decisions/0046): a point at its position, a line or an area as stored
 *  (points/core/point-geometry.ts). Positions are [longitude, latitude] in degrees WGS84. */

/** What the exports read of a row to know its geometry. */
export type GeometryRow = { latitude: number; longitude: number; geometry: string | null };

/** An entry's geometry as GeoJSON (RFC 7946 §3.1): a Point, or the stored LineString/Polygon;
 *  with `round` (an export file) every coordinate to 7 decimals. */
export function geoJsonGeometryOf(row: GeometryRow, round: boolean):
  { type: 'Point'; coordinates: [number, number] } | EntryGeometry {
  const r = round ? roundCoordinate : (n: number) => n;
  const shape = geometryOfRow(row);
  if (!shape) return { type: 'Point', coordinates: [r(row.longitude), r(row.latitude)] };
  const ring = (positions: readonly (readonly [number, number])[]) => positions.map(([lng, lat]): [number, number] => [r(lng), r(lat)]);
  return shape.type === 'LineString'
    ? { type: 'LineString', coordinates: ring(shape.coordinates) }
    : { type: 'Polygon', coordinates: [ring(shape.coordinates[0])] };
}

const wktPositions = (positions: readonly (readonly [number, number])[]) =>
  positions.map(([lng, lat]) => `${roundCoordinate(lng)} ${roundCoordinate(lat)}`).join(', ');

/** An entry's geometry as OGC Simple Features WKT (OGC 06-103r4 §7): `POINT (lng lat)`,
 *  `LINESTRING (lng lat, …)` or `POLYGON ((lng lat, …))`, coordinates to 7 decimals. */
export function wktOf(row: GeometryRow): string {
  const shape = geometryOfRow(row);
  if (!shape) return `POINT (${wktPositions([[row.longitude, row.latitude]])})`;
  return shape.type === 'LineString' ? `LINESTRING (${wktPositions(shape.coordinates)})` : `POLYGON ((${wktPositions(shape.coordinates[0])}))`;
}

/** The measures of an entry for the exports' columns (docs/product.md §18.4): a line's length
 *  (metres, to the centimetre), an area's perimeter as its length and its area (m², to 0.01);
 *  '' where a measure does not apply (a point has neither, a line no area). */
export function measuresOf(row: GeometryRow): { length: number | ''; area: number | '' } {
  const shape = geometryOfRow(row);
  if (!shape) return { length: '', area: '' };
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return { length: round2(lengthMetres(shape)), area: shape.type === 'Polygon' ? round2(areaSquareMetres(shape)) : '' };
}
