import { z } from 'zod';
import { BOUNDARY_MAX_POSITIONS, MAX_MAP_ZOOM } from './limits.js';
import { Latitude, Longitude } from './point.js';

/** The map area of a project (docs/product.md §17.1): where its map opens, and the boundary its
 *  entries must lie in. Coordinates in degrees WGS84; the boundary is GeoJSON (RFC 7946). */

/** Where a project's map opens: its centre and zoom level. */
export const MapView = z.strictObject({
  Lat: Latitude,
  Lng: Longitude,
  Zoom: z.number({ error: 'Die Zoomstufe muss eine Zahl sein.' }).int('Die Zoomstufe muss eine ganze Zahl sein.')
    .min(0, `Die Zoomstufe muss zwischen 0 und ${MAX_MAP_ZOOM} liegen.`).max(MAX_MAP_ZOOM, `Die Zoomstufe muss zwischen 0 und ${MAX_MAP_ZOOM} liegen.`),
});
export type MapView = z.infer<typeof MapView>;

const BAD_RING = 'Jeder Ring der Grenze braucht mindestens 4 Punkte, und sein letzter Punkt muss sein erster sein (GeoJSON).';

/** A GeoJSON position: [longitude, latitude] or [longitude, latitude, altitude]. */
const Position = z.union([z.tuple([Longitude, Latitude]), z.tuple([Longitude, Latitude, z.number()])], {
  error: 'Ein Punkt der Grenze muss [Länge, Breite] in Grad sein.',
});
/** A closed linear ring (RFC 7946 §3.1.6). */
const LinearRing = z.array(Position).min(4, BAD_RING)
  .refine((ring) => ring[0]![0] === ring.at(-1)![0] && ring[0]![1] === ring.at(-1)![1], BAD_RING);
const PolygonRings = z.array(LinearRing).min(1, 'Ein Polygon braucht mindestens einen Ring.');

const positionCount = (rings: readonly (readonly unknown[])[]) => rings.reduce((n, ring) => n + ring.length, 0);
const TOO_MANY = `Die Grenze darf höchstens ${BOUNDARY_MAX_POSITIONS.toLocaleString('de-DE')} Punkte haben. Bitte vereinfachen Sie sie.`;

/** The boundary of a project: a GeoJSON Polygon or MultiPolygon geometry in WGS84, with at most
 *  BOUNDARY_MAX_POSITIONS positions. */
export const Boundary = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('Polygon'), coordinates: PolygonRings }),
  z.strictObject({ type: z.literal('MultiPolygon'), coordinates: z.array(PolygonRings).min(1, 'Ein MultiPolygon braucht mindestens ein Polygon.') }),
], { error: 'Die Grenze muss ein GeoJSON-Polygon oder -MultiPolygon sein.' })
  .refine((b) => (b.type === 'Polygon' ? positionCount(b.coordinates) : b.coordinates.reduce((n, p) => n + positionCount(p), 0)) <= BOUNDARY_MAX_POSITIONS, TOO_MANY);
export type Boundary = z.infer<typeof Boundary>;

/** The first Polygon or MultiPolygon geometry in a GeoJSON text someone uploads or pastes (the
 *  text's own geometry, or of a Feature or FeatureCollection), checked by `schema`; else the reason
 *  in German, naming the text as `source` („Die Datei“, „Der Text“) and, when `schema` gives no
 *  reason, `invalid`. Never throws. */
export function polygonFromGeoJson<T>(text: string, schema: z.ZodType<T>, source: string, invalid: string): { value: T } | { error: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: `${source} ist kein GeoJSON (kein gültiges JSON).` };
  }
  const geometries = (value: unknown): unknown[] => {
    if (!value || typeof value !== 'object') return [];
    const v = value as { type?: unknown; geometry?: unknown; features?: unknown };
    if (v.type === 'Feature') return geometries(v.geometry);
    if (v.type === 'FeatureCollection' && Array.isArray(v.features)) return v.features.flatMap(geometries);
    return v.type === 'Polygon' || v.type === 'MultiPolygon' ? [value] : [];
  };
  const [first] = geometries(data);
  if (!first) return { error: `${source} enthält kein Polygon und kein MultiPolygon.` };
  const { type, coordinates } = first as { type: string; coordinates: unknown };
  const parsed = schema.safeParse({ type, coordinates });
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message ?? invalid };
}

/** The boundary in a GeoJSON file someone uploads (polygonFromGeoJson). */
export function boundaryFromGeoJson(text: string): { boundary: Boundary } | { error: string } {
  const result = polygonFromGeoJson(text, Boundary, 'Die Datei', 'Die Grenze ist ungültig.');
  return 'value' in result ? { boundary: result.value } : result;
}
