import { areaSquareMetres, boundsOfGeometry, centreOfGeometry, lengthMetres, geometryProblem, geometryProblemMessage, kindOfGeometry, type EntryGeometry } from '@mitmachkarte/contract';
import type { LayerRow, PointRecord, WorkspacesTable } from '../../../db/schema.js';
import { geometriesOf } from '../../../db/records/layer.record.js';
import { mapAreaOf } from '../../../db/records/workspace.record.js';
import { invalidField } from '../../../lib/app-error.js';
import { say } from '../../../i18n/messages.js';

/** How a line or an area is kept in a point's row (migration 2026_12_04_0900, docs/product.md
 *  §25.1, docs/decisions/0046): GeoJSON text in `geometry`, its bounding box in `min_lat` …
 *  `max_lng`, its centre of mass as `latitude`/`longitude`, by which tiles and clusters place
 *  it (degrees WGS84), and its length (m) and area (m²) in `length_m`/`area_m2` (migration
 *  2026_12_04_0920), by which the review table sorts. */

/** The columns of a point's row for `geometry` (a line or an area), or for a point at
 *  `latitude`/`longitude` when there is none. */
export function geometryColumns(geometry: EntryGeometry | null | undefined, latitude: number, longitude: number):
  Pick<PointRecord, 'latitude' | 'longitude' | 'geometry' | 'min_lat' | 'min_lng' | 'max_lat' | 'max_lng' | 'length_m' | 'area_m2'> {
  if (!geometry) return { latitude, longitude, geometry: null, min_lat: null, min_lng: null, max_lat: null, max_lng: null, length_m: null, area_m2: null };
  const centre = centreOfGeometry(geometry);
  const b = boundsOfGeometry(geometry);
  return {
    latitude: centre.Latitude, longitude: centre.Longitude, geometry: JSON.stringify(geometry),
    min_lat: b.minLat, min_lng: b.minLng, max_lat: b.maxLat, max_lng: b.maxLng,
    length_m: lengthMetres(geometry), area_m2: geometry.type === 'Polygon' ? areaSquareMetres(geometry) : null,
  };
}

/** The line or area a row holds, or undefined for a point (kept in db/records/point.record.ts
 *  so that other modules read it too). */
export { geometryOfRow } from '../../../db/records/point.record.js';

/** The message of a kind a map does not accept, at the field that carries it. */
const NOT_ACCEPTED = { point: 'pointNotAccepted', line: 'lineNotAccepted', polygon: 'polygonNotAccepted' } as const;

/** 400 unless the layer's map accepts an entry of `geometry`'s kind (docs/product.md §25.1):
 *  `pointNotAccepted` at Latitude for a point, `lineNotAccepted`/`polygonNotAccepted` at Geometry. */
export function requireAcceptedKind(layer: Pick<LayerRow, 'geometries'>, geometry: EntryGeometry | null | undefined): void {
  const kind = kindOfGeometry(geometry);
  if (geometriesOf(layer).includes(kind)) return;
  throw invalidField(kind === 'point' ? 'Latitude' : 'Geometry', say(NOT_ACCEPTED[kind]));
}

/** 400 `geometryOutside` at Geometry unless every corner of `geometry` lies in the project's
 *  boundary, if it has one (docs/product.md §17.1, §25.1). The rest of geometryProblem the
 *  contract's schema has checked already. */
export function requireGeometryInside(workspace: Pick<WorkspacesTable, 'boundary'>, geometry: EntryGeometry): void {
  const problem = geometryProblem(geometry, mapAreaOf(workspace).Boundary);
  if (problem) throw invalidField('Geometry', geometryProblemMessage(geometry, problem));
}
