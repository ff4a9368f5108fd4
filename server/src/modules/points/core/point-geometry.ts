import { boundsOfGeometry, centreOfGeometry, type EntryGeometry } from '@mitmachkarte/contract';
import type { PointRecord } from '../../../db/schema.js';

/** How a line or an area is kept in a point's row (migration 2026_12_04_0900, docs/product.md
 *  §25.1, docs/decisions/0046): GeoJSON text in `geometry`, its bounding box in `min_lat` …
 *  `max_lng`, and its centre of mass as `latitude`/`longitude`, by which tiles and clusters place
 *  it. Degrees WGS84. */

/** The columns of a point's row for `geometry` (a line or an area), or for a point at
 *  `latitude`/`longitude` when there is none. */
export function geometryColumns(geometry: EntryGeometry | null | undefined, latitude: number, longitude: number):
  Pick<PointRecord, 'latitude' | 'longitude' | 'geometry' | 'min_lat' | 'min_lng' | 'max_lat' | 'max_lng'> {
  if (!geometry) return { latitude, longitude, geometry: null, min_lat: null, min_lng: null, max_lat: null, max_lng: null };
  const centre = centreOfGeometry(geometry);
  const b = boundsOfGeometry(geometry);
  return {
    latitude: centre.Latitude, longitude: centre.Longitude, geometry: JSON.stringify(geometry),
    min_lat: b.minLat, min_lng: b.minLng, max_lat: b.maxLat, max_lng: b.maxLng,
  };
}

/** The line or area a row holds, or undefined for a point. The text was written by
 *  geometryColumns from a checked geometry. */
export const geometryOfRow = (row: { geometry: string | null }): EntryGeometry | undefined =>
  row.geometry === null ? undefined : (JSON.parse(row.geometry) as EntryGeometry);
