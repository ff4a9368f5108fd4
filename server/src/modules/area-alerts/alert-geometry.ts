import { ALERT_AREA_MAX_KM2, ALERT_SPAN_MAX_DEGREES, type AlertArea, isInsideBoundary, isSimpleChain, onOneLine } from '@mitmachkarte/contract';

/** The geometry of area alerts (docs/product.md §24.2): bounding boxes, the exact test whether an
 *  entry lies in an alert's area, and the checks of a drawn area. Degrees WGS84, metres. */

/** Mean radius of the earth (m), as the haversine formula takes it. */
const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
/** Metres per degree of latitude. */
const M_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

/** A box in degrees WGS84. */
export type Bounds = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/** The great-circle distance between two positions (m), by the haversine formula. */
export function haversineMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The corners of a polygon as a closed ring ([longitude, latitude], first = last). */
export function closedRing(coordinates: readonly (readonly [number, number])[]): [number, number][] {
  const ring = coordinates.map(([lng, lat]) => [lng, lat] as [number, number]);
  const [first, last] = [ring[0]!, ring.at(-1)!];
  if (first[0] !== last[0] || first[1] !== last[1]) ring.push([first[0], first[1]]);
  return ring;
}

/** The bounding box of an alert's area: of its corners, or of its circle (the circle's box in
 *  degrees widens with the latitude's cosine). */
export function boundsOf(area: AlertArea): Bounds {
  if (area.Kind === 'Kreis') {
    const dLat = area.Radius / M_PER_DEGREE;
    const dLng = area.Radius / (M_PER_DEGREE * Math.max(Math.cos(area.Latitude * RAD), 1e-6));
    return { minLat: area.Latitude - dLat, maxLat: area.Latitude + dLat, minLng: area.Longitude - dLng, maxLng: area.Longitude + dLng };
  }
  const lats = area.Coordinates.map((c) => c[1]);
  const lngs = area.Coordinates.map((c) => c[0]);
  return { minLat: Math.min(...lats), maxLat: Math.max(...lats), minLng: Math.min(...lngs), maxLng: Math.max(...lngs) };
}

/** Whether the position lies in the box. */
export const inBounds = (b: Bounds, lat: number, lng: number) => lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;

/** Whether the position lies in the alert's area (on its edge too): within the radius of a
 *  circle (haversine), or inside the polygon (Turf's point-in-polygon test). */
export function areaContains(area: AlertArea, lat: number, lng: number): boolean {
  if (area.Kind === 'Kreis') return haversineMetres(area.Latitude, area.Longitude, lat, lng) <= area.Radius;
  return isInsideBoundary({ type: 'Polygon', coordinates: [closedRing(area.Coordinates)] }, lat, lng);
}

/** The area of a closed ring (km²): the shoelace formula on an equirectangular projection at the
 *  ring's mean latitude; within a percent for areas of some kilometres. */
export function ringAreaKm2(ring: readonly (readonly [number, number])[]): number {
  const meanLat = ring.reduce((s, c) => s + c[1], 0) / ring.length;
  const kx = (M_PER_DEGREE * Math.cos(meanLat * RAD)) / 1000;
  const ky = M_PER_DEGREE / 1000;
  let twice = 0;
  for (let i = 0; i + 1 < ring.length; i++) twice += ring[i]![0] * kx * ring[i + 1]![1] * ky - ring[i + 1]![0] * kx * ring[i]![1] * ky;
  return Math.abs(twice) / 2;
}

/** Why a drawn area is refused, or undefined when it is fine: it crosses itself (`crossing`), has
 *  no area (`empty`, e.g. all corners on one line), is larger than ALERT_AREA_MAX_KM2 (`tooLarge`)
 *  or wider than ALERT_SPAN_MAX_DEGREES in either direction (`tooWide`). A circle is always fine
 *  (the contract bounds its radius). */
export function areaProblem(area: AlertArea): 'crossing' | 'empty' | 'tooLarge' | 'tooWide' | undefined {
  if (area.Kind === 'Kreis') return undefined;
  const ring = closedRing(area.Coordinates);
  if (ring.length < 4) return 'empty';
  const b = boundsOf(area);
  if (b.maxLat - b.minLat > ALERT_SPAN_MAX_DEGREES || b.maxLng - b.minLng > ALERT_SPAN_MAX_DEGREES) return 'tooWide';
  if (onOneLine(ring)) return 'empty';
  if (!isSimpleChain(ring, true)) return 'crossing';
  const km2 = ringAreaKm2(ring);
  if (km2 <= 0) return 'empty';
  return km2 > ALERT_AREA_MAX_KM2 ? 'tooLarge' : undefined;
}
