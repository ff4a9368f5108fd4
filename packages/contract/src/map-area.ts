import { z } from 'zod';
import { BOUNDARY_MAX_POSITIONS, MAX_MAP_ZOOM } from './limits.js';
import { Latitude, Longitude } from './coordinates.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** The map area of a project (docs/product.md §17.1): where its map opens, and the boundary its
 *  entries must lie in. Coordinates in degrees WGS84; the boundary is GeoJSON (RFC 7946). */

/** Where a project's map opens: its centre and zoom level. */
export const MapView = z.strictObject({
  Lat: Latitude,
  Lng: Longitude,
  Zoom: z.number({ error: FIELD_MESSAGES.zoomNotNumber }).int(FIELD_MESSAGES.zoomNotInteger)
    .min(0, fieldMessage('zoomRange', { max: MAX_MAP_ZOOM })).max(MAX_MAP_ZOOM, fieldMessage('zoomRange', { max: MAX_MAP_ZOOM })),
});
export type MapView = z.infer<typeof MapView>;

const BAD_RING = FIELD_MESSAGES.boundaryBadRing;

/** A GeoJSON position: [longitude, latitude] or [longitude, latitude, altitude]. */
const Position = z.union([z.tuple([Longitude, Latitude]), z.tuple([Longitude, Latitude, z.number()])], {
  error: FIELD_MESSAGES.boundaryBadPoint,
});
/** A closed linear ring (RFC 7946 §3.1.6). */
const LinearRing = z.array(Position).min(4, BAD_RING)
  .refine((ring) => ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1], BAD_RING);
const PolygonRings = z.array(LinearRing).min(1, FIELD_MESSAGES.polygonNoRing);

const positionCount = (rings: readonly (readonly unknown[])[]) => rings.reduce((n, ring) => n + ring.length, 0);
const TOO_MANY = fieldMessage('boundaryTooManyPoints', { max: BOUNDARY_MAX_POSITIONS.toLocaleString('de-DE') });

/** The boundary of a project: a GeoJSON Polygon or MultiPolygon geometry in WGS84, with at most
 *  BOUNDARY_MAX_POSITIONS positions. */
export const Boundary = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('Polygon'), coordinates: PolygonRings }),
  z.strictObject({ type: z.literal('MultiPolygon'), coordinates: z.array(PolygonRings).min(1, FIELD_MESSAGES.multiPolygonEmpty) }),
], { error: FIELD_MESSAGES.boundaryNotPolygon })
  .refine((b) => (b.type === 'Polygon' ? positionCount(b.coordinates) : b.coordinates.reduce((n, p) => n + positionCount(p), 0)) <= BOUNDARY_MAX_POSITIONS, TOO_MANY);
export type Boundary = z.infer<typeof Boundary>;

/** Why a GeoJSON text gives no area: it is no JSON, it holds no Polygon or MultiPolygon, or the
 *  first one is invalid (a ring not closed or under four positions, a position outside WGS84,
 *  too many positions). The web app says it in its language; such texts are read in the browser
 *  only. */
export type GeoJsonProblem = 'notJson' | 'noPolygon' | 'invalid';

/** The first Polygon or MultiPolygon geometry in a GeoJSON text someone uploads or pastes (the
 *  text's own geometry, or of a Feature or FeatureCollection), checked by `schema`; else the
 *  problem. Never throws. */
export function polygonFromGeoJson<T>(text: string, schema: z.ZodType<T>): { value: T } | { error: GeoJsonProblem } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: 'notJson' };
  }
  const geometries = (value: unknown): unknown[] => {
    if (!value || typeof value !== 'object') return [];
    const v = value as { type?: unknown; geometry?: unknown; features?: unknown };
    if (v.type === 'Feature') return geometries(v.geometry);
    if (v.type === 'FeatureCollection' && Array.isArray(v.features)) return v.features.flatMap(geometries);
    return v.type === 'Polygon' || v.type === 'MultiPolygon' ? [value] : [];
  };
  const [first] = geometries(data);
  if (!first) return { error: 'noPolygon' };
  const { type, coordinates } = first as { type: string; coordinates: unknown };
  const parsed = schema.safeParse({ type, coordinates });
  return parsed.success ? { value: parsed.data } : { error: 'invalid' };
}

/** The boundary in a GeoJSON file someone uploads (polygonFromGeoJson). */
export function boundaryFromGeoJson(text: string): { boundary: Boundary } | { error: GeoJsonProblem } {
  const result = polygonFromGeoJson(text, Boundary);
  return 'value' in result ? { boundary: result.value } : result;
}
