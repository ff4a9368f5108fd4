/** A drawn line or area as the contract's entry geometry and back (docs/product.md §25.1).
 *  Corners are Leaflet's {lat, lng} in degrees WGS84; GeoJSON positions are [longitude, latitude]
 *  (RFC 7946 §3.1.1), an area's ring closed by repeating its first corner. */
import { cornersOf, type EntryShape, type LngLat } from '@mitmachkarte/contract';

/** A line or an area: the kinds that are drawn. */
export type DrawnKind = 'line' | 'polygon';

/** The geometry through `corners`, or undefined without corners. */
export function shapeOfCorners(kind: DrawnKind, corners: readonly { lat: number; lng: number }[]): EntryShape | undefined {
  if (corners.length === 0) return undefined;
  const positions = corners.map((c): LngLat => [c.lng, c.lat]);
  return kind === 'line' ? { type: 'LineString', coordinates: positions } : { type: 'Polygon', coordinates: [[...positions, positions[0]!]] };
}

/** The corners of a geometry as Leaflet's [latitude, longitude] (an area's ring without its repeated first corner). */
export const latLngsOfShape = (shape: EntryShape): [number, number][] => cornersOf(shape).map(([lng, lat]) => [lat, lng]);

/** How a shape is fitted into the map (Leaflet's fitBounds options): 24 px around it, up to zoom 18,
 *  and above `coverBelow` px that cover the map's bottom (a phone's sheet and drawing bar). */
export const shapeFitOptions = (coverBelow: number) => ({
  maxZoom: 18, paddingTopLeft: [24, 24] as [number, number], paddingBottomRight: [24, 24 + coverBelow] as [number, number],
});
